// The documents the benchmark runs: test/fixtures/samples/*.txt when the training pipeline has written them,
// stand-in text of the same lengths otherwise.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { standInJudgment } from './stand-in';

export interface BenchDocument {
  name: string;
  text: string;
}

export const SAMPLES_DIR = 'test/fixtures/samples';

/** Full-length judgments (10–50 k chars) and short excerpts, as the real samples will be. */
const STAND_IN_LENGTHS = [50_000, 32_000, 21_000, 12_000, 2_000, 1_200, 800, 400];

export function benchDocuments(root: string): { docs: BenchDocument[]; standIn: boolean } {
  const dir = join(root, SAMPLES_DIR);
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.txt')).sort() : [];
  if (files.length > 0) {
    return { docs: files.map((f) => ({ name: basename(f), text: readFileSync(join(dir, f), 'utf8') })), standIn: false };
  }
  return {
    docs: STAND_IN_LENGTHS.map((n, i) => ({ name: `stand-in-${n}`, text: standInJudgment(n, i + 1) })),
    standIn: true,
  };
}
