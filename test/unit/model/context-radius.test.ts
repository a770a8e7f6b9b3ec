// A model with a bounded context (contextRadius, a convolution) is read in long windows overlapping by twice the
// radius: every token then has its whole context, so the spans equal those of the trained 256-token windows.
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_DIR } from '../../../native/engine';
import { loadModel } from '../../../native/model/runner';

const manifestPath = join(DEFAULT_MODEL_DIR, 'manifest.json');
const bundled = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as { contextRadius?: number }) : undefined;

describe.skipIf(bundled?.contextRadius === undefined)('contextRadius (bundled conv model)', () => {
  it('gives the same spans in long windows as in the trained short ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'garim-radius-'));
    for (const f of ['model.onnx', 'tokenizer.json']) cpSync(join(DEFAULT_MODEL_DIR, f), join(dir, f));
    const { contextRadius: _, ...short } = bundled!;
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(short));
    const text = readFileSync(new URL('../../fixtures/samples/judgment-long-1.txt', import.meta.url), 'utf8');
    const [long, trained] = await Promise.all([loadModel(DEFAULT_MODEL_DIR, { threads: 1 }), loadModel(dir, { threads: 1 })]);
    try {
      const a = await long.detect(text);
      const b = await trained.detect(text);
      expect(a.length).toBeGreaterThan(50);
      // Scores move a little: float summation order, and tokens near the old seams now see their whole context —
      // more of it when the receptive field reaches past the short windows' margins (half their overlap).
      const exact = (spans: typeof a) => spans.map(({ score: _, ...s }) => s);
      expect(exact(a)).toEqual(exact(b));
      const diffs = a.map((s, i) => Math.abs(s.score - b[i].score));
      if (bundled!.contextRadius! <= 64) expect(Math.max(...diffs)).toBeLessThan(0.005);
      else {
        // 0.2 on judgment-long-1: 158 spans, mean difference 0.001, two spans (those at old seams) move by 0.03–0.09.
        expect(diffs.reduce((x, y) => x + y, 0) / diffs.length).toBeLessThan(0.005);
        expect(diffs.filter((d) => d > 0.01).length).toBeLessThanOrEqual(Math.ceil(0.02 * diffs.length));
      }
    } finally {
      await Promise.all([long.dispose(), trained.dispose()]);
    }
  }, 60_000);
});
