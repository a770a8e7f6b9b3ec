// Runs `main([...])` with captured output and a fake model that finds the given names (first mention only, as a
// model might; propagation must find the rest).
import { cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../../native/cli/main';
import { createEngine, type SpanDetector } from '../../../native/engine';
import type { Span } from '../../../native/types';
import { tempDir } from '../../harness/temp-dir';

export const FORMATS = fileURLToPath(new URL('../../fixtures/formats/', import.meta.url));
export const TINY_MODEL = fileURLToPath(new URL('../../fixtures/model-tiny/', import.meta.url));

export function nameFinder(names: readonly string[]): SpanDetector {
  return {
    manifest: { name: 'fake-names', version: '1.0.0' },
    device: 'cpu',
    async detect(text) {
      return names
        .map((n) => ({ n, start: text.indexOf(n) }))
        .filter(({ start }) => start >= 0)
        .map(({ n, start }): Span => ({ start, end: start + n.length, text: n, label: '내국인이름', category: 'PERSON', tier: 'direct', score: 0.9, source: 'model' }));
    },
  };
}

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export async function runCli(argv: string[], runner?: SpanDetector | null): Promise<CliRun> {
  let out = '';
  let err = '';
  const code = await main(argv, {
    io: { out: (t) => void (out += t), err: (t) => void (err += t), errIsTTY: false },
    ...(runner !== undefined ? { createEngine: (opts) => createEngine({ ...opts, runner }) } : {}),
  });
  return { code, out, err };
}

/** A fresh temp folder holding copies of the named fixture files (removed when the test file is done). */
export function tempCopies(names: readonly string[]): string {
  const dir = tempDir('garim-cli-');
  for (const n of names) cpSync(path.join(FORMATS, n), path.join(dir, n));
  return dir;
}
