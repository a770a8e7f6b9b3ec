// How many documents run at once and how many ONNX Runtime threads each gets: one worker per core, fewer when
// memory would not hold them, and the cores shared out so workers × threads never exceeds them.
import { availableParallelism, freemem } from 'node:os';
import { UsageError } from '../io';

/** Peak resident memory of one worker (model session + a large document), rounded up from `npm run bench -- --batch`. */
export const WORKER_MEMORY_MB = 400;

export function defaultJobs(cores = availableParallelism(), freeMb = freemem() / 2 ** 20): number {
  return Math.max(1, Math.min(cores, Math.floor(freeMb / WORKER_MEMORY_MB)));
}

export function parseJobs(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new UsageError(`--jobs는 1 이상의 정수여야 합니다: ${value}`, `--jobs must be a whole number of 1 or more: ${value}`);
  return n;
}

/** Intra-op threads per worker so that workers × threads stays within the cores (at least one each). */
export function threadsPerWorker(jobs: number, cores = availableParallelism()): number {
  return Math.max(1, Math.floor(cores / jobs));
}
