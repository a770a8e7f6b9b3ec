import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadModel, validateManifest, type ModelRunner } from '../../../native/model';

const MODELS = fileURLToPath(new URL('../../../models/', import.meta.url));
const json = JSON.parse(readFileSync(`${MODELS}manifest.json`, 'utf8'));
const sha = (f: string) => createHash('sha256').update(readFileSync(`${MODELS}${f}`)).digest('hex');

describe('the bundled model (models/manifest.json)', () => {
  let runner: ModelRunner;
  beforeAll(async () => {
    runner = await loadModel(MODELS, { threads: 1 });
  });
  afterAll(() => runner?.dispose());

  it('matches the schema, its files and the character tokenizer', () => {
    const { manifest, labels } = validateManifest(json, 'models/manifest.json');
    expect(manifest.model.sha256).toBe(sha('model.onnx'));
    expect(manifest.tokenizer.sha256).toBe(sha('tokenizer.json'));
    expect([manifest.inputs.ids, manifest.inputs.mask, manifest.output]).toEqual(['input_ids', 'attention_mask', 'logits']);
    expect([manifest.maxLength, manifest.overlap, manifest.padId, manifest.clsId]).toEqual([256, 64, 0, undefined]);
    expect(labels).toHaveLength(33);
    expect(manifest.labels.slice(0, 3)).toEqual(['O', 'B-PERSON', 'I-PERSON']);
    expect(manifest.license).toBe('CC BY-NC-SA 4.0 (inherits the Thunder-DeID data licence)');
  });

  it('finds a name and keeps the particle outside the span', async () => {
    const text = '피고인은 2023. 5. 1. 피해자 김민수에게 전화를 걸어 욕설을 하였다.';
    const spans = await runner.detect(text);
    const person = spans.filter((s) => s.category === 'PERSON').map((s) => [s.start, s.end, s.text]);
    expect(person).toEqual([[21, 24, '김민수']]);
  });
});
