// The preload API over HTTP for E2E tests: POST /ipc/<channel> runs the real app service (engine, formats,
// store) on a fresh data dir; GET /events streams progress/menu as Server-Sent Events; the file dialogs are
// answered from what the test queued (POST /test/dialog-response), as Joplin's setFilePickerResponse.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAppService, type AppService, type AppServiceOptions } from '../../native/app-service/index';
import type { AppEvents } from '../../electron/ipc-contract';
import { serveStatic } from './static-files';

export interface HarnessOptions {
  /** The built renderer (dist/renderer). */
  staticDir: string;
  dataDir: string;
  modelDir?: string;
  /** More app-service options (a history key for kept originals, a device override). */
  service?: Omit<AppServiceOptions, 'dataDir' | 'modelDir'>;
}

export type DialogKind = 'open' | 'save';

export interface Harness {
  url: string;
  service: AppService;
  /** What the next dialog of that kind returns (a path, or null for "cancelled"). */
  setDialogResponse(kind: DialogKind, value: string | null): void;
  emit<E extends keyof AppEvents>(event: E, payload: AppEvents[E]): void;
  /** Channels called so far, in order (for assertions on what the UI asked for). */
  calls: string[];
  close(): Promise<void>;
}

const MAX_BODY = 64 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) reject(new Error('request body too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(value));
}

export async function startHarness(options: HarnessOptions): Promise<Harness> {
  const service = createAppService({ ...options.service, dataDir: options.dataDir, modelDir: options.modelDir });
  const dialogs: Record<DialogKind, (string | null)[]> = { open: [], save: [] };
  const clients = new Set<ServerResponse>();
  const calls: string[] = [];

  const emit = <E extends keyof AppEvents>(event: E, payload: AppEvents[E]) => {
    const frame = `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;
    for (const c of clients) c.write(frame);
  };

  const server = createServer((req, res) => {
    void route(req, res).catch((e: unknown) =>
      sendJson(res, 500, { ok: false, error: { code: 'HARNESS', message: String(e), messageKo: String(e) } }),
    );
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/events') {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (req.method === 'POST' && url.pathname.startsWith('/ipc/')) {
      const channel = decodeURIComponent(url.pathname.slice('/ipc/'.length));
      const args: unknown = JSON.parse((await readBody(req)) || '[]');
      calls.push(channel);
      if (channel === 'dialog:open' || channel === 'dialog:save') {
        const queue = dialogs[channel === 'dialog:open' ? 'open' : 'save'];
        sendJson(res, 200, { ok: true, value: queue.length ? queue.shift() : null });
        return;
      }
      sendJson(res, 200, await service.handle(channel, args, emit));
      return;
    }
    if (req.method === 'POST' && url.pathname === '/test/dialog-response') {
      const { kind, value } = JSON.parse(await readBody(req)) as { kind: DialogKind; value: string | null };
      dialogs[kind].push(value);
      sendJson(res, 200, { ok: true });
      return;
    }
    if (req.method === 'GET') {
      await serveStatic(options.staticDir, url.pathname, res);
      return;
    }
    res.writeHead(405).end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    service,
    calls,
    setDialogResponse: (kind, value) => dialogs[kind].push(value),
    emit,
    async close() {
      for (const c of clients) c.end();
      clients.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // The browser's keep-alive sockets would otherwise hold close() open.
      server.closeAllConnections();
      await closed;
      await service.dispose();
    },
  };
}
