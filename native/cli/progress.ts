// A progress bar on a terminal; plain lines when stderr is a file or a pipe (CI logs, scripts).
import type { CliIo } from './io';

const WIDTH = 24;

export interface ProgressLine {
  step(done: number, total: number, name: string): void;
  clear(): void;
}

export function progressLine(io: CliIo, enabled: boolean): ProgressLine {
  let drawn = false;
  return {
    step(done, total, name) {
      if (!enabled) return;
      if (!io.errIsTTY) {
        io.err(`[${done + 1}/${total}] ${name}\n`);
        return;
      }
      const filled = Math.round((done / total) * WIDTH);
      io.err(`\r\x1b[K[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${done}/${total} ${name}`);
      drawn = true;
    },
    clear() {
      if (drawn) io.err('\r\x1b[K');
      drawn = false;
    },
  };
}

/**
 * One progress display for a whole batch whose documents finish in any order: a bar of finished documents on a
 * terminal, and elsewhere the `[k/N] name` line just before each document's own result lines, as with --jobs 1.
 */
export interface BatchProgress {
  /** Call before printing document `index`'s result (results are printed in input order). */
  beforeResult(index: number): void;
  /** Call after printing the results of the first `done` documents. */
  afterResults(done: number): void;
  clear(): void;
}

export function batchProgress(io: CliIo, names: readonly string[]): BatchProgress {
  const line = progressLine(io, names.length > 1);
  const total = names.length;
  if (io.errIsTTY) line.step(0, total, names[0]);
  return {
    beforeResult(index) {
      line.clear();
      if (!io.errIsTTY) line.step(index, total, names[index]);
    },
    afterResults(done) {
      if (io.errIsTTY && done < total) line.step(done, total, names[done]);
    },
    clear: () => line.clear(),
  };
}
