// main.ts against a stand-in `electron` module: what it sets up on start, not how Electron behaves.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channels } from '../../../electron/ipc-contract';

const calls = vi.hoisted(() => ({
  log: [] as string[],
  windows: [] as { options: Record<string, unknown>; loaded?: string; shown: boolean; sent: unknown[] }[],
  handles: new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>(),
  appEvents: new Map<string, (...a: unknown[]) => void>(),
  session: {} as Record<string, unknown>,
  protocols: [] as string[],
  forks: [] as { path: string; options: { env: Record<string, string> }; sent: unknown[] }[],
  menu: undefined as unknown,
  ready: undefined as unknown as Promise<void>,
}));

vi.mock('electron', () => {
  let resolveReady!: () => void;
  calls.ready = new Promise<void>((r) => (resolveReady = r));
  class BrowserWindow {
    static all: BrowserWindow[] = [];
    record: (typeof calls.windows)[number];
    webContents: {
      send: (c: string, m: unknown) => void;
      once: (e: string, l: () => void) => void;
      on: (e: string, l: () => void) => void;
    };
    constructor(options: Record<string, unknown>) {
      this.record = { options, shown: false, sent: [] };
      calls.windows.push(this.record);
      this.webContents = { send: (_c, m) => this.record.sent.push(m), once: () => {}, on: () => {} };
      BrowserWindow.all.push(this);
    }
    static fromWebContents(wc: unknown) {
      return BrowserWindow.all.find((w) => w.webContents === wc) ?? null;
    }
    once(_e: string, l: () => void) {
      l();
    }
    on() {}
    show() {
      this.record.shown = true;
    }
    loadFile(path: string) {
      this.record.loaded = path;
      return Promise.resolve();
    }
    loadURL(url: string) {
      this.record.loaded = url;
      return Promise.resolve();
    }
  }
  const app = {
    isPackaged: false,
    enableSandbox: () => calls.log.push('enableSandbox'),
    getPath: (name: string) => (name === 'exe' ? '/opt/Garim/garim' : '/home/clerk/.config/Garim'),
    setPath: (name: string) => calls.log.push(`setPath:${name}`),
    getAppPath: () => '/work/app',
    requestSingleInstanceLock: () => (calls.log.push('singleInstanceLock'), true),
    on: (event: string, l: (...a: unknown[]) => void) => calls.appEvents.set(event, l),
    whenReady: () => (setTimeout(resolveReady, 0), calls.ready),
    quit: () => calls.log.push('quit'),
  };
  const utilityProcess = {
    fork(path: string, _args: string[], options: { env: Record<string, string> }) {
      const listeners: Record<string, ((m: unknown) => void)[]> = { message: [], exit: [] };
      const rec = { path, options, sent: [] as unknown[] };
      calls.forks.push(rec);
      return {
        on: (e: string, l: (m: unknown) => void) => listeners[e].push(l),
        kill: () => true,
        postMessage(m: { type: string; id?: number; channel?: string }) {
          rec.sent.push(m);
          const reply = (r: unknown) => queueMicrotask(() => listeners.message.forEach((l) => l(r)));
          if (m.type === 'init') reply({ type: 'ready' });
          else if (m.channel === 'recent:list')
            reply({ type: 'response', id: m.id, result: { ok: true, value: ['/docs/a.txt'] } });
          else
            reply({
              type: 'response',
              id: m.id,
              result: { ok: true, value: { ready: true, modelName: 'm', modelVersion: '1', device: 'cpu' } },
            });
        },
      };
    },
  };
  const webRequest = {
    onBeforeRequest: (f: unknown) => (calls.session.before = f),
    onHeadersReceived: (f: unknown) => (calls.session.headers = f),
  };
  return {
    app,
    BrowserWindow,
    utilityProcess,
    dialog: { showMessageBoxSync: () => calls.log.push('dialog') },
    ipcMain: {
      handle: (c: string, h: (event: unknown, ...args: unknown[]) => Promise<unknown>) => calls.handles.set(c, h),
    },
    Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: (m: unknown) => void (calls.menu = m) },
    protocol: { handle: (s: string) => calls.protocols.push(s) },
    safeStorage: { isEncryptionAvailable: () => false, encryptString: () => Buffer.alloc(0), decryptString: () => '' },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (f: unknown) => (calls.session.request = f),
        setPermissionCheckHandler: (f: unknown) => (calls.session.check = f),
        setDevicePermissionHandler: (f: unknown) => (calls.session.device = f),
        setSpellCheckerEnabled: (on: boolean) => (calls.session.spell = on),
        webRequest,
      },
    },
  };
});

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  process.env.NODE_OPTIONS = '--require /tmp/evil.js';
  await import('../../../electron/main');
  await calls.ready;
  await vi.waitFor(() => expect(calls.windows).toHaveLength(1));
});
afterAll(() => {
  delete process.env.NODE_OPTIONS;
});

describe('electron/main wiring', () => {
  it('sandboxes every renderer and holds the single-instance lock', () => {
    expect(calls.log.slice(0, 2)).toEqual(['enableSandbox', 'singleInstanceLock']);
    expect([...calls.appEvents.keys()].sort()).toEqual([
      'before-quit',
      'second-instance',
      'web-contents-created',
      'window-all-closed',
    ]);
  });

  it('opens one sandboxed window on the built renderer file', () => {
    const [win] = calls.windows;
    expect(win.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    });
    expect((win.options.webPreferences as { preload: string }).preload.endsWith(join('electron', 'preload.cjs'))).toBe(
      true,
    );
    expect(win.loaded).toBe(join('/work/app', 'dist', 'renderer', 'index.html'));
    expect(win.shown).toBe(true);
  });

  it('locks the session down and walls off network schemes', () => {
    expect(Object.keys(calls.session).sort()).toEqual(['before', 'check', 'device', 'headers', 'request', 'spell']);
    expect(calls.session.spell).toBe(false);
    expect(calls.protocols).toEqual(['http', 'https', 'ws', 'wss', 'ftp']);
  });

  it('handles every contract channel and refuses a sender that is not its window', async () => {
    expect([...calls.handles.keys()].sort()).toEqual(Object.keys(channels).sort());
    const stranger = { sender: { send: () => {} }, senderFrame: { url: 'file:///work/app/dist/renderer/index.html' } };
    expect(await calls.handles.get('history:purge')!(stranger)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });

  it('starts the engine host with a clean environment and no key when safe storage is missing', () => {
    expect(calls.forks).toHaveLength(1);
    expect(calls.forks[0].path.endsWith('engine-host.cjs')).toBe(true);
    expect(calls.forks[0].options.env.NODE_OPTIONS).toBeUndefined();
    expect(calls.forks[0].sent[0]).toEqual({
      type: 'init',
      dataDir: '/home/clerk/.config/Garim',
      modelDir: join('/work/app', 'models'),
      key: null,
    });
  });

  it('builds the menu with the recent files from the engine host', () => {
    const menu = calls.menu as { label: string; submenu: { label: string; submenu?: { label: string }[] }[] }[];
    expect(menu.map((m) => m.label)).toEqual(['파일(&F)', '편집(&E)', '보기(&V)', '도움말(&H)']);
    expect(menu[0].submenu[1].submenu!.map((i) => i.label)).toEqual(['1. a.txt']);
  });

  it('forwards a channel from its window to the engine host', async () => {
    const wc = (await import('electron')).BrowserWindow as unknown as { all: { webContents: unknown }[] };
    const event = { sender: wc.all[0].webContents, senderFrame: { url: 'file:///work/app/dist/renderer/index.html' } };
    expect(await calls.handles.get('engine:status')!(event)).toEqual({
      ok: true,
      value: { ready: true, modelName: 'm', modelVersion: '1', device: 'cpu' },
    });
    expect(await calls.handles.get('document:open')!(event, { path: '' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' },
    });
  });
});
