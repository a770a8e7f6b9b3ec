// models/training/quantize_onnx.py on the bundled model, read back by onnxruntime-node: the int8 copy must say what
// the float model says on real judgment text (the Python tests check the graph; only ORT can run it), as
// models/training/check_int8.mjs measures it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadModel } from '../../../native/model';

const PYTHON = '/usr/bin/python3';
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SAMPLES = join(ROOT, 'test/fixtures/samples');
const CHECK = join(ROOT, 'models/training/check_int8.mjs');

describe.skipIf(!existsSync(PYTHON))('quantize_onnx.py (int8 copy of the bundled model)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'garim-int8-'));
    const r = spawnSync(PYTHON, ['models/training/quantize_onnx.py', '--src', 'models', '--out', join(dir, 'int8')], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  }, 150_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads in the engine as a model folder and finds a name as the float model does', async () => {
    const runner = await loadModel(join(dir, 'int8'), { threads: 1 });
    try {
      expect(runner.manifest.version).toMatch(/\+int8$/u);
      const spans = await runner.detect('피고인은 2023. 5. 1. 피해자 김민수에게 전화를 걸어 욕설을 하였다.');
      expect(spans.filter((s) => s.category === 'PERSON').map((s) => s.text)).toEqual(['김민수']);
    } finally {
      runner.dispose();
    }
  });

  it('changes the label of fewer than 10 in 10,000 characters of the sample judgments (check_int8.mjs)', () => {
    const docs = join(dir, 'samples.jsonl');
    const texts = readdirSync(SAMPLES).filter((n) => n.endsWith('.txt')).sort().map((n) => readFileSync(join(SAMPLES, n), 'utf8'));
    writeFileSync(docs, texts.map((text) => JSON.stringify({ text })).join('\n') + '\n');
    const r = spawnSync(process.execPath, [CHECK, join(ROOT, 'models/model.onnx'), join(dir, 'int8/model.onnx'), docs, '10'], { encoding: 'utf8', timeout: 110_000 });
    const report = JSON.parse(r.stdout) as { characters: number; labelsChanged: number; per10k: number; maxProbabilityChange: number };
    expect(report.characters).toBeGreaterThan(100_000);
    // Measured: about 2 in 10,000 (validation slices); taps in the wrong order change 700.
    expect(report.per10k).toBeLessThan(10);
    expect(r.status).toBe(0);
  }, 120_000);

  it('check_int8.mjs names a documents file it cannot read', () => {
    const missing = join(dir, 'nowhere.jsonl');
    const r = spawnSync(process.execPath, [CHECK, join(ROOT, 'models/model.onnx'), join(dir, 'int8/model.onnx'), missing], { encoding: 'utf8' });
    expect(r.stderr.trim()).toBe(`check_int8: ${missing}: cannot read it (ENOENT)`);
    expect(r.status).toBe(1);
  });
});
