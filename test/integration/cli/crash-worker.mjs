// A batch worker that dies (an uncaught error, as a native crash would end it) on any document named crash-me*,
// and runs every other document through the real deidDocument.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { serveDocuments } = await import('../../../native/cli/batch/worker.ts');
const { deidDocument } = await import('../../../native/cli/deid-document.ts');
await serveDocuments(parentPort, workerData, (job, env) => {
  if (!job.file.includes('crash-me')) return deidDocument(job, env);
  setImmediate(() => {
    throw new Error('simulated worker crash');
  });
  return new Promise(() => {});
});
