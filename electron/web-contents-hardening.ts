// Every web contents the app creates: no navigation away, no redirects, no new windows, no webviews
// (Electron's security checklist; VS Code and Signal do the same in app.on('web-contents-created')).
import { urlForLog } from './log-url';

export interface PreventableEvent {
  preventDefault(): void;
}

/** The slice of Electron's WebContents used here (so tests pass a fake). */
export interface WebContentsLike {
  on(
    event: 'will-navigate' | 'will-redirect' | 'will-frame-navigate',
    listener: (event: PreventableEvent, url?: unknown) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export const DENY_WINDOW_OPEN = { action: 'deny' } as const;

function urlOf(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg && typeof arg === 'object' && 'url' in arg && typeof arg.url === 'string') return arg.url;
  return '';
}

export function hardenWebContents(contents: WebContentsLike, log: (msg: string) => void = () => {}): void {
  // The renderer is a single page: any navigation is an attack or a bug (a dropped file, a link in a document).
  for (const name of ['will-navigate', 'will-redirect', 'will-frame-navigate'] as const) {
    contents.on(name, (event, details) => {
      event.preventDefault();
      log(`${name} prevented: ${urlForLog(urlOf(details))}`);
    });
  }
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log('webview refused');
  });
  contents.setWindowOpenHandler(({ url }) => {
    log(`window.open denied: ${urlForLog(url)}`);
    return DENY_WINDOW_OPEN;
  });
}
