// The renderer is offline and locked down by construction: a strict CSP, every permission denied from an
// all-false allow-list (as Signal's permissions.std.ts), and every request that is not the app's own file cancelled
// (as Signal's protocol_filter.node.ts). The decisions are pure functions; applySessionSecurity wires them.
import { fileURLToPath } from 'node:url';
import { relative, isAbsolute, sep } from 'node:path';
import { urlForLog } from './log-url';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Every permission Electron may ask about, all refused: the app needs none of them. */
export const PERMISSIONS: Readonly<Record<string, false>> = Object.freeze({
  'clipboard-read': false,
  'clipboard-sanitized-write': false,
  'display-capture': false,
  fileSystem: false,
  fullscreen: false,
  geolocation: false,
  hid: false,
  idleDetection: false,
  keyboardLock: false,
  mediaKeySystem: false,
  media: false,
  midi: false,
  midiSysex: false,
  notifications: false,
  openExternal: false,
  pointerLock: false,
  serial: false,
  speaker_selection: false,
  storage_access: false,
  'top-level-storage-access': false,
  usb: false,
  'window-management': false,
  unknown: false,
});

export function isPermissionAllowed(permission: string): boolean {
  return Object.hasOwn(PERMISSIONS, permission) ? PERMISSIONS[permission] : false;
}

export interface AppOrigin {
  /** Folder holding the built renderer (dist/renderer). */
  rendererDir: string;
  /** Dev server origin (`http://localhost:5173`), only in development with an explicit env var. */
  devServerUrl?: string;
}

function isInside(dir: string, file: string): boolean {
  const rel = relative(dir, file);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/** True for a URL of the app's own renderer: a file inside rendererDir, or the dev server in development. */
export function isAppUrl(url: string, origin: AppOrigin): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'file:') {
    try {
      return isInside(origin.rendererDir, fileURLToPath(parsed));
    } catch {
      return false;
    }
  }
  if (origin.devServerUrl) {
    const dev = new URL(origin.devServerUrl);
    if (parsed.origin === dev.origin) return true;
    // Vite's hot reload socket, in development only.
    if (parsed.protocol === 'ws:' && parsed.host === dev.host) return true;
  }
  return false;
}

export interface RequestInfo {
  url: string;
  resourceType: string;
}

/** Whether a renderer request may proceed: the app's own files, inline images, DevTools; nothing from a network. */
export function isRequestAllowed(req: RequestInfo, origin: AppOrigin): boolean {
  const protocol = req.url.slice(0, req.url.indexOf(':') + 1).toLowerCase();
  if (protocol === 'data:') return req.resourceType === 'image';
  if (protocol === 'devtools:' || protocol === 'chrome-extension:') return origin.devServerUrl !== undefined;
  return isAppUrl(req.url, origin);
}

/** The headers a file: response gets, where Electron lets us set them (the meta tag in index.html is the baseline). */
export function securityHeaders(headers: Record<string, string[] | string> = {}): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(headers)) {
    if (k.toLowerCase() !== 'content-security-policy') out[k] = Array.isArray(v) ? v : [v];
  }
  out['Content-Security-Policy'] = [CONTENT_SECURITY_POLICY];
  out['X-Content-Type-Options'] = ['nosniff'];
  return out;
}

/** The slice of Electron's Session used here (so tests pass a fake). */
export interface SessionLike {
  setPermissionRequestHandler(
    handler: ((wc: unknown, permission: string, callback: (granted: boolean) => void) => void) | null,
  ): void;
  setPermissionCheckHandler(handler: ((wc: unknown, permission: string) => boolean) | null): void;
  setDevicePermissionHandler?(handler: ((details: unknown) => boolean) | null): void;
  setSpellCheckerEnabled?(enabled: boolean): void;
  webRequest: {
    onBeforeRequest(
      listener: ((details: RequestInfo, callback: (response: { cancel?: boolean }) => void) => void) | null,
    ): void;
    onHeadersReceived(
      listener:
        | ((
            details: { url: string; responseHeaders?: Record<string, string[] | string> },
            callback: (response: { responseHeaders?: Record<string, string[]>; cancel?: boolean }) => void,
          ) => void)
        | null,
    ): void;
  };
}

export function applySessionSecurity(
  session: SessionLike,
  origin: AppOrigin,
  log: (msg: string) => void = () => {},
): void {
  session.setPermissionRequestHandler((_wc, permission, callback) => {
    const granted = isPermissionAllowed(permission);
    if (!granted) log(`permission denied: ${permission}`);
    callback(granted);
  });
  session.setPermissionCheckHandler((_wc, permission) => isPermissionAllowed(permission));
  session.setDevicePermissionHandler?.(() => false);
  session.setSpellCheckerEnabled?.(false);
  session.webRequest.onBeforeRequest((details, callback) => {
    const allowed = isRequestAllowed(details, origin);
    if (!allowed) log(`request blocked: ${details.resourceType} ${urlForLog(details.url)}`);
    callback({ cancel: !allowed });
  });
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: securityHeaders(details.responseHeaders) });
  });
}

/** Schemes that reach a network; their handlers are replaced so even a request that slips past onBeforeRequest fails. */
export const NETWORK_SCHEMES = ['http', 'https', 'ws', 'wss', 'ftp'] as const;

export interface ProtocolLike {
  handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void;
}

/** Second wall after the request filter (as Signal's protocol_filter disables http/https/ws/wss); not in development, where the dev server is http. */
export function blockNetworkProtocols(
  protocol: ProtocolLike,
  origin: AppOrigin,
  log: (msg: string) => void = () => {},
): string[] {
  if (origin.devServerUrl) return [];
  const blocked: string[] = [];
  for (const scheme of NETWORK_SCHEMES) {
    try {
      protocol.handle(scheme, (request) => {
        log(`network request refused: ${urlForLog(request.url)}`);
        return new Response(null, { status: 403, statusText: 'Garim is offline' });
      });
      blocked.push(scheme);
    } catch {
      // Electron refuses to handle some schemes (ws, wss, ftp); the request filter covers them.
    }
  }
  return blocked;
}
