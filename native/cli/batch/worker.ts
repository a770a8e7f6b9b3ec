// A batch worker: loads its own engine (own ONNX session, its share of the cores), then runs the documents the
// CLI sends it one at a time through the same deidDocument as --jobs 1.
import type { MessagePort } from 'node:worker_threads';
import { createEngine, type Engine } from '../../engine';
import { isGarimError } from '../../errors';
import { exportRedacted, outputExtension, readDocument } from '../../formats';
import { deidDocument, type DocumentEnv, type DocumentJob, type DocumentOutcome } from '../deid-document';
import { UsageError } from '../io';
import type { FromWorker, ToWorker, WireError, WorkerSetup } from './protocol';
import { GarimError, type ErrorCode } from '../../errors';

export type DeidDocumentFn = (job: DocumentJob, env: DocumentEnv) => Promise<DocumentOutcome>;

export function toWire(e: unknown): WireError {
  if (isGarimError(e)) return { code: e.code, file: e.file, ko: e.messageKo, en: e.message };
  if (e instanceof UsageError) return { ko: e.messageKo, en: e.message };
  const detail = e instanceof Error ? e.message : String(e);
  return { ko: `예상하지 못한 오류(${detail})`, en: `unexpected error (${detail})` };
}

/** The error again on this side: GarimError keeps its code (exit codes and messages depend on it). */
export function fromWire(w: WireError): Error {
  if (!w.code) return new UsageError(w.ko, w.en);
  // The texts already carry the file prefix: rebuild without it so it is not doubled.
  const strip = (t: string) => (w.file && t.startsWith(`${w.file}: `) ? t.slice(w.file.length + 2) : t);
  return new GarimError(w.code as ErrorCode, strip(w.ko), strip(w.en), w.file);
}

export async function serveDocuments(port: MessagePort, setup: WorkerSetup, run: DeidDocumentFn = deidDocument): Promise<void> {
  const send = (m: FromWorker) => port.postMessage(m);
  let engine: Engine;
  try {
    engine = await createEngine({ device: setup.device, threads: setup.threads, ...(setup.modelDir ? { modelDir: setup.modelDir } : {}), ...(setup.rulesOnly ? { runner: null } : {}) });
  } catch (e) {
    send({ type: 'load-failed', error: toWire(e) });
    return;
  }
  const cancel = new AbortController();
  const claims = new Map<number, { resolve(t: string): void; reject(e: unknown): void }>();
  const env: DocumentEnv = {
    engine,
    formats: { readDocument, exportRedacted, outputExtension },
    signal: cancel.signal,
    claimTarget: (index, extension, stem) =>
      new Promise((resolve, reject) => {
        claims.set(index, { resolve, reject });
        send({ type: 'claim', index, extension, ...(stem !== undefined ? { stem } : {}) });
      }),
  };
  port.on('message', (m: ToWorker) => {
    if (m.type === 'doc') void run(m.job, env).then((outcome) => send({ type: 'done', outcome }));
    else if (m.type === 'claimed') claims.get(m.index)?.resolve(m.target);
    else if (m.type === 'claim-failed') claims.get(m.index)?.reject(fromWire(m.error));
    else if (m.type === 'cancel') cancel.abort();
    if (m.type === 'claimed' || m.type === 'claim-failed') claims.delete(m.index);
  });
  send({ type: 'ready', ...(engine.info.fallbackMessage ? { fallbackMessage: engine.info.fallbackMessage } : {}) });
}
