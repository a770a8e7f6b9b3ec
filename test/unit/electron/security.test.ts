import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  applySessionSecurity,
  blockNetworkProtocols,
  CONTENT_SECURITY_POLICY,
  isAppUrl,
  isPermissionAllowed,
  isRequestAllowed,
  PERMISSIONS,
  securityHeaders,
  type SessionLike,
} from '../../../electron/security';
import { hardenWebContents, type WebContentsLike } from '../../../electron/web-contents-hardening';

const rendererDir = join('/opt', 'garim', 'resources', 'app.asar', 'dist', 'renderer');
const origin = { rendererDir };
const own = pathToFileURL(join(rendererDir, 'assets', 'index-abc.js')).href;

describe('electron/security: policy', () => {
  it('has the exact CSP', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'; frame-ancestors 'none'",
    );
  });

  it('denies every permission, listed or not', () => {
    expect(Object.values(PERMISSIONS).every((v) => v === false)).toBe(true);
    expect(
      ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'camera-made-up'].map(
        isPermissionAllowed,
      ),
    ).toEqual([false, false, false, false, false, false]);
    expect(isPermissionAllowed('__proto__')).toBe(false);
  });

  it("lets only the app's own files through", () => {
    expect(isRequestAllowed({ url: own, resourceType: 'script' }, origin)).toBe(true);
    expect(
      isRequestAllowed({ url: pathToFileURL(join(rendererDir, 'index.html')).href, resourceType: 'mainFrame' }, origin),
    ).toBe(true);
    const blocked = [
      'https://example.com/x.js',
      'http://127.0.0.1:8080/',
      'ws://localhost:5173/',
      'wss://example.com/socket',
      'ftp://example.com/a',
      'file:///etc/passwd',
      `${pathToFileURL(rendererDir).href}/../../secret.txt`,
      `${pathToFileURL(rendererDir).href}-evil/index.js`,
      'devtools://devtools/bundled/inspector.html',
      'not a url',
    ];
    expect(blocked.map((url) => isRequestAllowed({ url, resourceType: 'script' }, origin))).toEqual(
      blocked.map(() => false),
    );
    expect(isRequestAllowed({ url: 'data:image/png;base64,AAAA', resourceType: 'image' }, origin)).toBe(true);
    expect(isRequestAllowed({ url: 'data:text/javascript,alert(1)', resourceType: 'script' }, origin)).toBe(false);
  });

  it('allows the dev server only when one is configured', () => {
    const dev = { rendererDir, devServerUrl: 'http://localhost:5173' };
    expect(isAppUrl('http://localhost:5173/src/main.tsx', dev)).toBe(true);
    expect(isRequestAllowed({ url: 'ws://localhost:5173/', resourceType: 'webSocket' }, dev)).toBe(true);
    expect(isAppUrl('http://localhost:5174/', dev)).toBe(false);
    expect(isAppUrl('http://localhost:5173/src/main.tsx', origin)).toBe(false);
  });

  it('replaces any CSP header with its own', () => {
    expect(securityHeaders({ 'content-security-policy': ['default-src *'], 'Content-Type': 'text/html' })).toEqual({
      'Content-Type': ['text/html'],
      'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
      'X-Content-Type-Options': ['nosniff'],
    });
  });
});

describe('electron/security: wiring on a session and web contents', () => {
  it('installs handlers that deny permissions and cancel network requests', () => {
    const h: Record<string, (...a: never[]) => unknown> = {};
    const session: SessionLike = {
      setPermissionRequestHandler: (f) => void (h.request = f as never),
      setPermissionCheckHandler: (f) => void (h.check = f as never),
      setDevicePermissionHandler: (f) => void (h.device = f as never),
      setSpellCheckerEnabled: (on) => void (h.spell = (() => on) as never),
      webRequest: {
        onBeforeRequest: (f) => void (h.before = f as never),
        onHeadersReceived: (f) => void (h.headers = f as never),
      },
    };
    const logs: string[] = [];
    applySessionSecurity(session, origin, (m) => logs.push(m));
    const granted: boolean[] = [];
    (h.request as (wc: unknown, p: string, cb: (g: boolean) => void) => void)(null, 'media', (g) => granted.push(g));
    expect(granted).toEqual([false]);
    expect((h.check as (wc: unknown, p: string) => boolean)(null, 'notifications')).toBe(false);
    expect((h.device as (d: unknown) => boolean)({})).toBe(false);
    expect((h.spell as () => boolean)()).toBe(false);
    const answers: { cancel?: boolean }[] = [];
    const before = h.before as (
      d: { url: string; resourceType: string },
      cb: (r: { cancel?: boolean }) => void,
    ) => void;
    before({ url: 'https://cdn.example.com/font.woff2', resourceType: 'font' }, (r) => answers.push(r));
    before({ url: own, resourceType: 'script' }, (r) => answers.push(r));
    expect(answers).toEqual([{ cancel: true }, { cancel: false }]);
    expect(logs).toEqual(['permission denied: media', 'request blocked: font https://cdn.example.com/…']);
  });

  it('prevents navigation, redirects, webviews and new windows', () => {
    const listeners = new Map<string, (e: { preventDefault(): void }, url?: unknown) => void>();
    let openHandler: ((d: { url: string }) => { action: 'deny' }) | undefined;
    const contents: WebContentsLike = {
      on: (event: string, l: (e: { preventDefault(): void }, url?: unknown) => void) => listeners.set(event, l),
      setWindowOpenHandler: (f) => void (openHandler = f),
    };
    hardenWebContents(contents);
    expect([...listeners.keys()].sort()).toEqual([
      'will-attach-webview',
      'will-frame-navigate',
      'will-navigate',
      'will-redirect',
    ]);
    let prevented = 0;
    const event = { preventDefault: () => void prevented++ };
    listeners.get('will-navigate')!(event, 'https://example.com/');
    listeners.get('will-redirect')!(event, 'https://example.com/');
    listeners.get('will-frame-navigate')!(event, { url: 'https://example.com/' });
    listeners.get('will-attach-webview')!(event);
    expect(prevented).toBe(4);
    expect(openHandler!({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
  });
});

describe('electron/security: network schemes', () => {
  it('answers every network scheme with 403, except in development', async () => {
    const handlers = new Map<string, (r: Request) => Response | Promise<Response>>();
    const protocol = {
      handle: (scheme: string, h: (r: Request) => Response | Promise<Response>) => {
        if (scheme === 'ftp') throw new Error('The scheme ftp is not supported');
        handlers.set(scheme, h);
      },
    };
    const logs: string[] = [];
    expect(blockNetworkProtocols(protocol, origin, (m) => logs.push(m))).toEqual(['http', 'https', 'ws', 'wss']);
    const res = await handlers.get('https')!(new Request('https://example.com/upload'));
    expect([res.status, res.statusText]).toEqual([403, 'Garim is offline']);
    expect(logs).toEqual(['network request refused: https://example.com/…']);
    expect(blockNetworkProtocols(protocol, { rendererDir, devServerUrl: 'http://localhost:5173' })).toEqual([]);
  });
});
