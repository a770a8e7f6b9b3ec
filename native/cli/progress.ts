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
