import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from '../../../electron/window-options';

describe('electron/window-options', () => {
  it('sandboxes and isolates the window, with no Node and no spellcheck', () => {
    const o = mainWindowOptions({ preload: '/app/dist/electron/preload.cjs' });
    expect(o.title).toBe('가림');
    expect(o.show).toBe(false);
    expect(o.webPreferences).toEqual({
      preload: '/app/dist/electron/preload.cjs',
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
      devTools: false,
    });
  });

  it('offers DevTools only when asked (development)', () => {
    expect(mainWindowOptions({ preload: 'p', devTools: true }).webPreferences?.devTools).toBe(true);
  });
});
