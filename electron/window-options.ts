// The one window's options, as VS Code's defaultBrowserWindowOptions: sandboxed, isolated, no Node, no spellcheck.
import type { BrowserWindowConstructorOptions } from 'electron';

export interface WindowOptionsInput {
  preload: string;
  title?: string;
  /** Window background while the renderer loads (no white flash). */
  backgroundColor?: string;
  /** Only in development: a packaged app offers no DevTools to a user's document. */
  devTools?: boolean;
}

export function mainWindowOptions({
  preload,
  title = '가림',
  backgroundColor = '#f7f7f5',
  devTools = false,
}: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    title,
    width: 1280,
    height: 860,
    minWidth: 800,
    minHeight: 560,
    show: false,
    backgroundColor,
    autoHideMenuBar: false,
    webPreferences: {
      preload,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      disableBlinkFeatures: 'Auxclick',
      devTools,
    },
  };
}
