// Figures over every precedent-kr judgment: `npx tsx test/integration/precedent/measure.ts`. De-identifies each
// judgment with one engine (bundled model) and exports it as the CLI does (leak-checked, no --fix-leaks), then
// reports failed exports, model+rule spans per 10,000 characters (false spans, mostly: these texts are already
// anonymised), spans that split a digit run, spans on a legal term or kept role word, and suspects by kind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportChecked } from '../../../native/cli/fix-leaks';
import { createEngine, type Engine } from '../../../native/engine';
import { exportRedacted, readDocumentBytes } from '../../../native/formats';
import { isGarimError } from '../../../native/errors';
import type { DeidResult } from '../../../native/types';
import { loadJudgments, precedentAvailable, type Judgment } from './corpus';
import { protectedWordUnder, splitsDigitRun } from './span-checks';

export interface PrecedentRun {
  documents: number;
  characters: number;
  /** `id: message` of every export that failed. */
  failed: string[];
  results: Map<string, DeidResult>;
  seconds: number;
}

/** De-identifies and exports every judgment (as UTF-8 TXT) with one engine; the engine is the caller's. */
export async function runPrecedent(engine: Pick<Engine, 'deidentify'>, judgments: readonly Judgment[] = loadJudgments()): Promise<PrecedentRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'garim-precedent-'));
  const results = new Map<string, DeidResult>();
  const failed: string[] = [];
  const t0 = performance.now();
  try {
    for (const [i, j] of judgments.entries()) {
      const doc = await readDocumentBytes(new TextEncoder().encode(j.text), `${i}.txt`);
      const r = await engine.deidentify(doc.text);
      results.set(j.id, r);
      try {
        await exportChecked(doc, r, path.join(dir, `${i}.txt`), { formats: { exportRedacted }, fixLeaks: false, options: {} });
      } catch (e) {
        failed.push(`${j.id}: ${isGarimError(e) ? e.message : String(e)}`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const seconds = (performance.now() - t0) / 1000;
  return { documents: judgments.length, characters: judgments.reduce((a, j) => a + j.text.length, 0), failed, results, seconds };
}

export function spanFigures(run: PrecedentRun) {
  let detected = 0;
  let fragments = 0;
  let onProtected = 0;
  const examples: string[] = [];
  for (const [id, r] of run.results) {
    for (const s of r.spans) {
      if (s.source === 'model' || s.source === 'rule') detected++;
      if (splitsDigitRun(r.text, s)) {
        fragments++;
        examples.push(`${id}: splits a digit run: ${s.source} ${s.category} at ${s.start}–${s.end}`);
      }
      const w = protectedWordUnder(r.text, s);
      if (w) {
        onProtected++;
        examples.push(`${id}: on “${w}”: ${s.source} ${s.category} at ${s.start}–${s.end}`);
      }
    }
  }
  // What the review step shows on top: suspects per 10,000 characters, by kind (the reviewer's extra reading).
  const byKind: Record<string, number> = {};
  for (const r of run.results.values()) for (const x of r.suspects ?? []) byKind[x.kind] = (byKind[x.kind] ?? 0) + 1;
  const suspects = Object.values(byKind).reduce((a, n) => a + n, 0);
  const suspectsPer10k = Math.round((suspects / run.characters) * 100_000) / 10;
  return { detectedPer10k: Math.round((detected / run.characters) * 100_000) / 10, detected, fragments, onProtected, suspectsPer10k, suspectsByKind: byKind, examples };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  if (!precedentAvailable()) {
    console.log('../shared/precedent-kr is absent: nothing to measure.');
  } else {
    const engine = await createEngine();
    const run = await runPrecedent(engine);
    await engine.dispose();
    const figures = spanFigures(run);
    console.log(JSON.stringify({ documents: run.documents, characters: run.characters, failedExports: run.failed.length, seconds: Math.round(run.seconds), ...figures, failed: run.failed }, null, 1));
  }
}
