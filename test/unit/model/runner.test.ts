import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GarimError } from '../../../native/errors';
import { loadModel, planWindows, type ModelRunner } from '../../../native/model';
import type { Progress, Span } from '../../../native/types';

const FIXTURE = join(import.meta.dirname, '../../fixtures/model-tiny');
const manifestJson = readFileSync(join(FIXTURE, 'manifest.json'), 'utf8');
const MODEL_SHA = (JSON.parse(manifestJson) as { model: { sha256: string } }).model.sha256;

// Hand-set weights (models/training/make_tiny_test_model.py): a confident tag has logits 3 vs 0, -3, -3, -9.
const SURE = 1 / (1 + Math.exp(-3) + 2 * Math.exp(-6) + Math.exp(-12));
const WEAK = Math.exp(0.3) / (Math.exp(0.3) + 1 + Math.exp(-3) + 2 * Math.exp(-9));

const tmpDirs: string[] = [];
function copyFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'garim-model-'));
  tmpDirs.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}
function editManifest(dir: string, edit: (m: Record<string, unknown>) => void): void {
  const m = JSON.parse(manifestJson) as Record<string, unknown>;
  edit(m);
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(m));
}
async function loadError(dir: string): Promise<GarimError> {
  try {
    await loadModel(dir, { threads: 1 });
  } catch (e) {
    if (e instanceof GarimError) return e;
    throw e;
  }
  throw new Error('loadModel did not fail');
}
const brief = (spans: Span[]) => spans.map((s) => [s.start, s.end, s.text, s.label]);

let runner: ModelRunner;
beforeAll(async () => {
  runner = await loadModel(FIXTURE, { threads: 1 });
});
afterAll(async () => {
  await runner.dispose();
  for (const d of tmpDirs) rmSync(d, { recursive: true, force: true });
});

describe('loadModel', () => {
  it('loads the fixture on CPU', () => {
    expect(runner.manifest.name).toBe('garim-tiny-test');
    expect(runner.device).toBe('cpu');
    expect(runner.fallbackMessage).toBeUndefined();
  });

  it('falls back to CPU when CUDA or DirectML is unavailable, and says so', async () => {
    const logged: string[] = [];
    const cuda = await loadModel(FIXTURE, { device: 'cuda', threads: 1, log: (m) => logged.push(m) });
    expect(cuda.device).toBe('cpu');
    expect(cuda.fallbackMessage).toBe('CUDA를 사용할 수 없어 CPU로 실행합니다 / CUDA unavailable, running on CPU');
    expect(logged).toContain(cuda.fallbackMessage);
    expect(brief(await cuda.detect('홍길동'))).toEqual([[0, 3, '홍길동', '내국인이름']]);
    await cuda.dispose();
    const dml = await loadModel(FIXTURE, { device: 'dml', threads: 1 });
    expect(dml.device).toBe('cpu');
    expect(dml.fallbackMessage).toBe('DirectML를 사용할 수 없어 CPU로 실행합니다 / DirectML unavailable, running on CPU');
    await dml.dispose();
    await expect(dml.dispose()).resolves.toBeUndefined();
    await expect(dml.detect('홍길동')).rejects.toThrow('ModelRunner.detect called after dispose()');
  });

  it('refuses a model file whose hash differs: MODEL_TAMPERED', async () => {
    const dir = copyFixture();
    const bytes = readFileSync(join(dir, 'model.onnx'));
    bytes[bytes.length - 10] ^= 0x01;
    writeFileSync(join(dir, 'model.onnx'), bytes);
    const e = await loadError(dir);
    expect(e.code).toBe('MODEL_TAMPERED');
    expect(e.file).toBe(join(dir, 'model.onnx'));
    expect(e.message).toMatch(
      new RegExp(`: the model file was altered or damaged \\(sha256 expected ${MODEL_SHA.slice(0, 12)}…, found [0-9a-f]{12}…\\)\\. Reinstall the model\\.$`),
    );
    expect(e.messageKo).toContain(`모델 파일이 변조되었거나 손상되었습니다 (sha256 기대값 ${MODEL_SHA.slice(0, 12)}…`);
  });

  it('refuses a changed tokenizer: MODEL_TAMPERED', async () => {
    const dir = copyFixture();
    writeFileSync(join(dir, 'tokenizer.json'), readFileSync(join(dir, 'tokenizer.json'), 'utf8').replace('"홍"', '"흥"'));
    const e = await loadError(dir);
    expect(e.code).toBe('MODEL_TAMPERED');
    expect(e.file).toBe(join(dir, 'tokenizer.json'));
  });

  it('names a missing model file or folder: MODEL_MISSING', async () => {
    const dir = copyFixture();
    unlinkSync(join(dir, 'model.onnx'));
    const e = await loadError(dir);
    expect(e.code).toBe('MODEL_MISSING');
    expect(e.message).toBe(`${join(dir, 'model.onnx')}: the model file is missing. Reinstall Garim or point to a valid model folder.`);
    const none = await loadError(join(dir, 'nowhere'));
    expect(none.code).toBe('MODEL_MISSING');
    expect(none.file).toBe(join(dir, 'nowhere', 'manifest.json'));
  });

  it('rejects a manifest that is not JSON: MODEL_INVALID', async () => {
    const dir = copyFixture();
    writeFileSync(join(dir, 'manifest.json'), '{"name": ');
    const e = await loadError(dir);
    expect(e.code).toBe('MODEL_INVALID');
    expect(e.message).toMatch(/manifest\.json: invalid model: not valid JSON \(.+\)\. Reinstall the model\.$/);
  });

  it('rejects a manifest that breaks the schema, naming the field', async () => {
    const dir = copyFixture();
    editManifest(dir, (m) => {
      (m.model as { sha256: string }).sha256 = 'abc';
    });
    const e = await loadError(dir);
    expect(e.code).toBe('MODEL_INVALID');
    expect(e.message).toMatch(/^.+manifest\.json: invalid model: field model\.sha256: .+\. Reinstall the model\.$/);
  });

  it('rejects a label that is not in the taxonomy', async () => {
    const dir = copyFixture();
    editManifest(dir, (m) => {
      (m.labels as string[])[1] = 'B-외계인';
    });
    const e = await loadError(dir);
    expect(e.code).toBe('MODEL_INVALID');
    expect(e.message).toBe(`${join(dir, 'manifest.json')}: invalid model: label "B-외계인" is not in the taxonomy. Reinstall the model.`);
  });

  it('rejects labels that do not match the graph output', async () => {
    const dir = copyFixture();
    editManifest(dir, (m) => {
      (m.labels as string[]).pop();
    });
    const e = await loadError(dir);
    expect(e.code).toBe('MODEL_INVALID');
    expect(e.message).toBe(`${join(dir, 'manifest.json')}: invalid model: output has 5 logits per token but 4 labels are listed. Reinstall the model.`);
  });

  it('rejects input names the graph does not have', async () => {
    const dir = copyFixture();
    editManifest(dir, (m) => {
      m.inputs = { ids: 'input_ids' };
    });
    const e = await loadError(dir);
    expect(e.code).toBe('MODEL_INVALID');
    expect(e.message).toContain('input/output names do not match the graph (inputs [input_ids, attention_mask], outputs [logits])');
  });

  it('rejects special token ids outside the vocabulary', async () => {
    const dir = copyFixture();
    editManifest(dir, (m) => {
      m.clsId = 99999;
    });
    const e = await loadError(dir);
    expect(e.code).toBe('MODEL_INVALID');
    expect(e.message).toContain('clsId (99999) is outside the vocabulary (');
  });

  it('runs a model without [CLS]/[SEP] (windows of the full maxLength)', async () => {
    const dir = copyFixture();
    editManifest(dir, (m) => {
      delete m.clsId;
      delete m.sepId;
    });
    const plain = await loadModel(dir, { threads: 1 });
    const text = '가'.repeat(13) + '홍길동에게 7,000원';
    expect(brief(await plain.detect(text))).toEqual([
      [13, 16, '홍길동', '내국인이름'],
      [19, 20, '7', 'FINANCIAL'],
      [21, 24, '000', 'FINANCIAL'],
    ]);
    await plain.dispose();
  });

  it('rejects an overlap as long as the window', async () => {
    const dir = copyFixture();
    editManifest(dir, (m) => {
      m.overlap = 14;
    });
    const e = await loadError(dir);
    expect(e.code).toBe('MODEL_INVALID');
    expect(e.message).toContain('maxLength (16) must exceed the special tokens plus overlap (14)');
  });
});

describe('runner.detect', () => {
  const SENTENCE = '피고인 홍길동이 계좌 123-456으로 ○ 송금';

  it('finds the exact spans with their scores', async () => {
    const spans = await runner.detect(SENTENCE);
    expect(brief(spans)).toEqual([
      [4, 7, '홍길동', '내국인이름'],
      [12, 15, '123', 'FINANCIAL'],
      [16, 19, '456', 'FINANCIAL'],
      [22, 23, '○', '내국인이름'],
    ]);
    expect(spans[0]).toMatchObject({ category: 'PERSON', tier: 'direct', source: 'model' });
    expect(spans[1]).toMatchObject({ category: 'FINANCIAL', tier: 'direct' });
    expect(spans[0].score).toBeCloseTo(SURE, 6);
    expect(spans[3].score).toBeCloseTo(WEAK, 6);
  });

  it('drops spans below minScore (manifest default 0.5, or the caller’s)', async () => {
    expect(brief(await runner.detect(SENTENCE, { minScore: 0.6 })).map((s) => s[2])).toEqual(['홍길동', '123', '456']);
    expect(await runner.detect(SENTENCE, { minScore: 0.99 })).toEqual([]);
  });

  it('returns nothing for empty or untagged text', async () => {
    expect(await runner.detect('')).toEqual([]);
    expect(await runner.detect('피고인은 송금하였다')).toEqual([]);
  });

  it('gives UTF-16 offsets after emoji and over NFD jamo', async () => {
    expect(brief(await runner.detect('😀홍길동😀'))).toEqual([[2, 5, '홍길동', '내국인이름']]);
    const nfd = '증인 \u1112\u1169\u11bc길동';
    const [span] = await runner.detect(nfd);
    expect([span.start, span.end, span.text.normalize('NFC')]).toEqual([3, 8, '홍길동']);
  });

  it('finds the same spans in a long text as in its parts, across window edges', async () => {
    const parts = Array.from({ length: 40 }, (_, k) => `${'가'.repeat(k % 7)}김철수${k % 3 ? '와' : ' '}${k * 7}원, `);
    const long = parts.join('');
    const expected: unknown[] = [];
    let at = 0;
    for (const p of parts) {
      for (const s of await runner.detect(p)) expected.push([s.start + at, s.end + at, s.text, s.label]);
      at += p.length;
    }
    const spans = await runner.detect(long);
    expect(brief(spans)).toEqual(expected);
    // The test means something only if windows begin inside names (char-level: token index = char index here).
    const starts = planWindows(long.length, 14, 4).map((w) => w.start);
    expect(spans.filter((s) => s.text === '김철수' && starts.some((w) => w > s.start && w < s.end)).length).toBeGreaterThan(3);
  });

  it('reports progress over windows', async () => {
    const events: Progress[] = [];
    const text = '홍길동 '.repeat(100); // 400 tokens → 40 windows → 3 batches of up to 16
    await runner.detect(text, { onProgress: (p) => events.push(p) });
    expect(events.map((e) => e.stage)).toEqual(['detecting', 'detecting', 'detecting', 'detecting']);
    expect(events.map((e) => e.fraction)).toEqual([0, 16 / 40, 32 / 40, 1]);
  });

  it('stops with CANCELLED when the signal is aborted', async () => {
    const before = new AbortController();
    before.abort();
    await expect(runner.detect('홍길동', { signal: before.signal })).rejects.toMatchObject({ code: 'CANCELLED', messageKo: '작업이 취소되었습니다.' });
    const during = new AbortController();
    const seen: number[] = [];
    const run = runner.detect('홍길동 '.repeat(100), {
      signal: during.signal,
      onProgress: (p) => {
        seen.push(p.fraction ?? -1);
        if ((p.fraction ?? 0) > 0) during.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(seen).toEqual([0, 16 / 40]);
  });
});
