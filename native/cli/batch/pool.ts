// Documents over N worker threads, each with its own engine. A worker that dies takes only its document with it
// (reported, replaced, the rest go on); Ctrl+C lets each worker end its document cleanly and starts no new one.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DocumentJob, DocumentOutcome } from '../deid-document';
import type { FromWorker, ToWorker, WorkerSetup } from './protocol';
import type { TargetClaims } from './target-claims';
import { fromWire, toWire } from './worker';

export const WORKER_BOOT = new URL('./worker-boot.mjs', import.meta.url);

export interface PoolOptions {
  jobs: number;
  setup: WorkerSetup;
  claims: TargetClaims;
  signal: AbortSignal;
  onOutcome(outcome: DocumentOutcome): void;
  /** The first worker's engine is ready (its fallback message, if the device fell back to CPU). */
  onReady?(fallbackMessage: string | undefined): void;
  /** Another worker script (tests: one that crashes on a chosen document). */
  workerUrl?: URL;
}

function crashText(name: string, reason: string): string {
  return (
    `✗ ${name}: 이 문서를 처리하던 작업자가 비정상 종료되었습니다(${reason}). 이 문서만 실패로 처리하고 나머지는 계속합니다. 문제를 알려 주세요.\n` +
    `  ${name}: the worker processing this document crashed (${reason}). Only this document failed; the others go on. Please report it.\n`
  );
}

export function runInWorkers(queue: readonly DocumentJob[], opts: PoolOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0;
    let live = 0;
    let fatal: Error | undefined;
    let readyReported = false;
    const workers = new Set<Worker>();

    const finish = () => {
      if (live > 0) return;
      if (fatal) reject(fatal);
      else resolve();
    };

    const stopAll = () => {
      for (const w of workers) w.postMessage({ type: 'cancel' } satisfies ToWorker);
    };
    opts.signal.addEventListener('abort', stopAll, { once: true });

    const spawn = () => {
      const worker = new Worker(opts.workerUrl ?? WORKER_BOOT, { workerData: opts.setup });
      workers.add(worker);
      live++;
      let current: DocumentJob | undefined;
      let ready = false;
      let retiring = false;
      let lastError: Error | undefined;

      const retire = () => {
        retiring = true;
        void worker.terminate();
      };
      const feed = () => {
        if (fatal || opts.signal.aborted || next >= queue.length) return retire();
        current = queue[next++];
        worker.postMessage({ type: 'doc', job: current } satisfies ToWorker);
      };

      worker.on('message', (m: FromWorker) => {
        switch (m.type) {
          case 'ready':
            ready = true;
            if (!readyReported) opts.onReady?.(m.fallbackMessage);
            readyReported = true;
            return feed();
          case 'load-failed':
            fatal ??= fromWire(m.error);
            stopAll();
            return retire();
          case 'claim':
            opts.claims.claim(m.index, m.extension, m.stem).then(
              (target) => worker.postMessage({ type: 'claimed', index: m.index, target } satisfies ToWorker),
              (e: unknown) => worker.postMessage({ type: 'claim-failed', index: m.index, error: toWire(e) } satisfies ToWorker),
            );
            return;
          case 'done':
            current = undefined;
            opts.claims.settle(m.outcome.index);
            opts.onOutcome(m.outcome);
            return feed();
        }
      });
      worker.on('error', (e) => {
        lastError = e;
      });
      worker.on('exit', (code) => {
        workers.delete(worker);
        live--;
        if (!retiring) {
          const reason = lastError?.message ?? `exit code ${code}`;
          if (current) {
            const job = current;
            opts.claims.settle(job.index);
            opts.onOutcome({ index: job.index, ok: false, leak: false, counts: {}, out: '', err: crashText(path.basename(job.file), reason) });
          }
          if (!ready) {
            // Dying before its engine loaded is no document's fault: the next worker would die the same way.
            fatal ??= new Error(`a batch worker could not start (${reason})`);
            stopAll();
          } else if (!fatal && !opts.signal.aborted && next < queue.length) {
            spawn();
          }
        }
        finish();
      });
    };

    const n = Math.min(opts.jobs, queue.length);
    for (let i = 0; i < n; i++) spawn();
    if (n === 0) resolve();
  });
}
