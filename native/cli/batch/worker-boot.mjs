// Worker entry: a worker thread starts without the CLI's TypeScript loader, so it registers tsx itself.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { serveDocuments } = await import('./worker.ts');
await serveDocuments(parentPort, workerData);
