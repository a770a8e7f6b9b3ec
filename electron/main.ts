// The Electron main process: thin wiring. Security policy, window options, menu, data folder, key and the
// engine host's framing live in small pure modules next to this file; this one only connects them to Electron.
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, safeStorage, session, utilityProcess } from 'electron';
import { resolveDataDir } from './data-dir';
import { documentFromArgv, openDialogFilters, saveDefaultPath, saveDialogFilters } from './dialogs';
import { EngineProcess, type ChildLike } from './engine-host/engine-process';
import { sanitizeEnv } from './engine-host/env';
import { channels, type Channel, type IpcResult, type Settings } from './ipc-contract';
import { EVENT_CHANNEL, type EventMessage } from './ipc-events';
import { createIpcRouter, type DialogChannel } from './ipc-router';
import { loadOrCreateKey } from './key-store';
import { buildMenuTemplate, type MenuCommand } from './menu-template';
import { modelProblem, resolveModelDir } from './model-dir';
import { applySessionSecurity, blockNetworkProtocols, isAppUrl, type AppOrigin } from './security';
import { hardenWebContents } from './web-contents-hardening';
import { mainWindowOptions } from './window-options';

const log = (message: string) => console.log(`[garim] ${message}`);
// Startup budget (window + model within 3 s on a 2-core laptop) is measured from here and logged.
const startedAt = performance.now();
const elapsed = () => `${Math.round(performance.now() - startedAt)} ms`;

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** A dev server only in development, only on loopback, only when asked for explicitly. */
function devServerUrl(): string | undefined {
  const url = app.isPackaged ? undefined : process.env.GARIM_DEV_SERVER_URL;
  if (!url) return undefined;
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && (hostname === 'localhost' || hostname === '127.0.0.1') ? url : undefined;
}

app.enableSandbox();

// Portable mode decides where Chromium's own profile goes too, so it must be set before `ready`.
const { dataDir, source } = resolveDataDir({
  exePath: app.getPath('exe'),
  env: process.env,
  userData: app.getPath('userData'),
  isDirectory,
});
if (source !== 'profile') {
  app.setPath('userData', dataDir);
  app.setPath('sessionData', join(dataDir, 'session'));
}

const origin: AppOrigin = { rendererDir: join(app.getAppPath(), 'dist', 'renderer'), devServerUrl: devServerUrl() };
let mainWindow: BrowserWindow | undefined;
let engine: EngineProcess | undefined;
/** Folder of the last document opened, where dialogs start. */
let lastDir: string | undefined;

function send(message: EventMessage): void {
  mainWindow?.webContents.send(EVENT_CHANNEL, message);
}

async function refreshMenu(): Promise<void> {
  const [recentResult, settingsResult] = engine
    ? await Promise.all([engine.request('recent:list', []), engine.request('settings:get', [])])
    : [];
  const recent = recentResult?.ok ? (recentResult.value as string[]) : [];
  const language = settingsResult?.ok ? (settingsResult.value as Settings).language : 'ko';
  const template = buildMenuTemplate(
    recent,
    {
      command: (command: MenuCommand) => send({ event: 'menu', payload: { command } }),
      openPath: (path) => send({ event: 'open-path', payload: { path } }),
      quit: () => app.quit(),
    },
    language,
  );
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

async function answerDialog(channel: DialogChannel, args: unknown[]): Promise<IpcResult<unknown>> {
  const win = mainWindow;
  if (!win) return { ok: true, value: null };
  if (channel === 'dialog:open') {
    const r = await dialog.showOpenDialog(win, {
      title: '판결문 열기',
      properties: ['openFile'],
      filters: openDialogFilters(),
      ...(lastDir ? { defaultPath: lastDir } : {}),
    });
    return { ok: true, value: r.canceled ? null : (r.filePaths[0] ?? null) };
  }
  const { defaultName } = args[0] as { defaultName: string };
  const r = await dialog.showSaveDialog(win, {
    title: '비식별 문서 저장',
    defaultPath: saveDefaultPath(defaultName, lastDir),
    filters: saveDialogFilters(defaultName),
  });
  return { ok: true, value: r.canceled ? null : (r.filePath ?? null) };
}

function startEngine(key: Buffer | null): EngineProcess {
  const modelDir = resolveModelDir({
    isPackaged: app.isPackaged,
    resourcesPath: process.resourcesPath,
    appPath: app.getAppPath(),
    dataDir,
  });
  log(`model: ${modelDir}`);
  const host = new EngineProcess({
    spawn: () => {
      const child = utilityProcess.fork(join(__dirname, 'engine-host.cjs'), [], {
        serviceName: 'Garim Engine',
        env: sanitizeEnv(process.env),
        stdio: 'inherit',
      });
      return child as unknown as ChildLike;
    },
    init: { type: 'init', dataDir, modelDir, key: key ? key.toString('base64') : null },
    log,
  });
  host.start();
  return host;
}

function registerIpc(): void {
  const route = createIpcRouter({
    isAppUrl: (url) => isAppUrl(url, origin),
    dialog: answerDialog,
    forward: async (channel: Channel, args, onEvent) => {
      const result = await engine!.request(channel, args, onEvent);
      if (result.ok && (channel === 'document:open' || channel === 'history:reopen'))
        lastDir = dirname((result.value as { path: string }).path);
      // The menu shows recent files and follows the UI language.
      if (
        result.ok &&
        (channel === 'document:open' ||
          channel === 'history:reopen' ||
          channel === 'settings:set' ||
          channel === 'history:purge')
      )
        void refreshMenu();
      return result;
    },
  });
  for (const channel of Object.keys(channels)) {
    ipcMain.handle(channel, (event, ...args: unknown[]) =>
      route(
        channel,
        {
          fromAppWindow: BrowserWindow.fromWebContents(event.sender) === mainWindow && mainWindow !== undefined,
          frameUrl: event.senderFrame?.url,
        },
        args,
        (message) => event.sender.send(EVENT_CHANNEL, message),
      ),
    );
  }
}

function createWindow(): BrowserWindow {
  const win = new BrowserWindow(
    mainWindowOptions({ preload: join(__dirname, 'preload.cjs'), devTools: !app.isPackaged }),
  );
  win.once('ready-to-show', () => {
    win.show();
    log(`startup: window shown after ${elapsed()}`);
  });
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = undefined;
  });
  // A crashed renderer is reloaded, but not in a loop: a second crash within 30 s leaves the window as it is.
  let lastReload = 0;
  win.webContents.on('render-process-gone', (_event, details) => {
    log(`renderer gone: ${details.reason}`);
    if (details.reason === 'clean-exit' || win.isDestroyed() || Date.now() - lastReload < 30_000) return;
    lastReload = Date.now();
    win.reload();
  });
  win.webContents.once('did-finish-load', () => {
    const path = documentFromArgv(process.argv, app.isPackaged ? 1 : 2);
    if (path) send({ event: 'open-path', payload: { path } });
  });
  if (origin.devServerUrl) void win.loadURL(origin.devServerUrl);
  else void win.loadFile(join(origin.rendererDir, 'index.html'));
  return win;
}

async function checkModel(): Promise<void> {
  const status = await engine!.request('engine:status', []);
  const problem = modelProblem(status);
  if (problem) {
    dialog.showMessageBoxSync({
      type: 'error',
      title: problem.title,
      message: problem.message,
      detail: problem.detail,
      buttons: ['종료'],
    });
    app.quit();
  } else if (!status.ok) {
    log(`engine status: ${status.error.code} ${status.error.message}`);
  } else {
    log(`startup: model ready after ${elapsed()}`);
  }
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', (_event, argv) => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
    const path = documentFromArgv(argv, 1);
    if (path) send({ event: 'open-path', payload: { path } });
  });

  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, log));
  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', () => engine?.dispose());

  void app.whenReady().then(async () => {
    applySessionSecurity(session.defaultSession, origin, log);
    blockNetworkProtocols(protocol, origin, log);
    const { key, message } = loadOrCreateKey(dataDir, safeStorage);
    if (message) log(message);
    engine = startEngine(key);
    registerIpc();
    await refreshMenu();
    mainWindow = createWindow();
    log(`data folder: ${dataDir} (${source})`);
    await checkModel();
  });
}
