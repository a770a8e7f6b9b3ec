// models/training/quantize_onnx.py on the bundled model, read back by onnxruntime-node: the int8 copy must say what
// the float model says on real judgment text (the Python tests check the graph; only ORT can run it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ort from 'onnxruntime-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadModel } from '../../../native/model';

const PYTHON = '/usr/bin/python3';
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SAMPLES = join(ROOT, 'test/fixtures/samples');
const WINDOW = 1024;

async function argmaxes(modelFile: string, ids: bigint[][]): Promise<Uint8Array[]> {
  const session = await ort.InferenceSession.create(modelFile, { intraOpNumThreads: 2, graphOptimizationLevel: 'all' });
  const out: Uint8Array[] = [];
  for (const w of ids) {
    const shape = [1, w.length];
    const r = await session.run({
      input_ids: new ort.Tensor('int64', BigInt64Array.from(w), shape),
      attention_mask: new ort.Tensor('int64', new BigInt64Array(w.length).fill(1n), shape),
    });
    const logits = r['logits']!.data as Float32Array;
    const labels = logits.length / w.length;
    const best = new Uint8Array(w.length);
    for (let t = 0; t < w.length; t++) {
      let b = 0;
      for (let j = 1; j < labels; j++) if (logits[t * labels + j]! > logits[t * labels + b]!) b = j;
      best[t] = b;
    }
    out.push(best);
  }
  await session.release();
  return out;
}

describe.skipIf(!existsSync(PYTHON))('quantize_onnx.py (int8 copy of the bundled model)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'garim-int8-'));
    const r = spawnSync(PYTHON, ['models/training/quantize_onnx.py', '--src', 'models', '--out', dir], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  }, 150_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads in the engine as a model folder and finds a name as the float model does', async () => {
    const runner = await loadModel(dir, { threads: 1 });
    try {
      expect(runner.manifest.version).toMatch(/\+int8$/u);
      const spans = await runner.detect('피고인은 2023. 5. 1. 피해자 김민수에게 전화를 걸어 욕설을 하였다.');
      expect(spans.filter((s) => s.category === 'PERSON').map((s) => s.text)).toEqual(['김민수']);
    } finally {
      runner.dispose();
    }
  });

  it('agrees with the float model on all but a few characters of the sample judgments', async () => {
    const vocab = (JSON.parse(readFileSync(join(ROOT, 'models/tokenizer.json'), 'utf8')) as { model: { vocab: Record<string, number> } }).model.vocab;
    const ids: bigint[][] = [];
    for (const f of readdirSync(SAMPLES).filter((n) => n.endsWith('.txt')).sort()) {
      const chars = [...readFileSync(join(SAMPLES, f), 'utf8').normalize('NFC')];
      for (let s = 0; s < chars.length; s += WINDOW) ids.push(chars.slice(s, s + WINDOW).map((c) => BigInt(vocab[c] ?? 1)));
    }
    const [float, int8] = [await argmaxes(join(ROOT, 'models/model.onnx'), ids), await argmaxes(join(dir, 'model.onnx'), ids)];
    let total = 0;
    let differ = 0;
    let entities = 0;
    float.forEach((a, w) => a.forEach((label, t) => {
      total++;
      if (label !== 0) entities++;
      if (label !== int8[w]![t]) differ++;
    }));
    expect(total).toBeGreaterThan(50_000);
    expect(entities).toBeGreaterThan(1_000);
    // Measured: about 2 characters in 10,000 change label (validation slices); taps in the wrong order or a wrong
    // scale change thousands.
    expect(differ / total).toBeLessThan(1e-3);
  }, 120_000);
});
