// Entry of the utility process (dist/electron/engine-host.cjs): the app service behind process.parentPort.
// The model is loaded once, on the first request that needs it; progress and cancel are messages.
import { createAppService } from '../../native/app-service';
import { serveHost, type HostToMain } from './protocol';

interface ParentPortLike {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (e: { data: unknown }) => void): void;
}

const parentPort = (process as unknown as { parentPort?: ParentPortLike }).parentPort;
if (!parentPort) throw new Error('engine-host must run as an Electron utility process');

serveHost(
  {
    postMessage: (m: HostToMain) => parentPort.postMessage(m),
    onMessage: (listener) => parentPort.on('message', (e) => listener(e.data)),
  },
  (init) =>
    createAppService({
      dataDir: init.dataDir,
      modelDir: init.modelDir,
      ...(init.device ? { device: init.device } : {}),
      key: init.key ? Buffer.from(init.key, 'base64') : null,
    }),
);
