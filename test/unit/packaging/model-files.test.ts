import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkModelFolder } from '../../../build/pack-check/model-files';

const REQUIRED = ['manifest.json', 'model.onnx', 'tokenizer.json', 'taxonomy.json'];
const SHA_FOO = '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae'; // sha256("foo")
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function folder(files: Record<string, string>): string {
  const d = mkdtempSync(join(tmpdir(), 'garim-model-'));
  dirs.push(d);
  for (const [k, v] of Object.entries(files)) writeFileSync(join(d, k), v);
  return d;
}

function manifest(over: Record<string, unknown> = {}): string {
  return JSON.stringify({
    name: 'garim-ko',
    version: '0.1.0',
    model: { file: 'model.onnx', sha256: SHA_FOO },
    tokenizer: { file: 'tokenizer.json', sha256: SHA_FOO },
    inputs: { ids: 'input_ids', mask: 'attention_mask' },
    output: 'logits',
    maxLength: 256,
    overlap: 32,
    padId: 0,
    labels: ['O', 'B-PERSON', 'I-PERSON'],
    labelScheme: 'BIO',
    ...over,
  });
}

describe('checkModelFolder', () => {
  it('accepts files whose hashes match the manifest, and reports their sizes', async () => {
    const d = folder({ 'manifest.json': manifest(), 'model.onnx': 'foo', 'tokenizer.json': 'foo', 'taxonomy.json': '{}' });
    const r = await checkModelFolder(d, REQUIRED);
    expect(r.problems).toEqual([]);
    expect(r.sizes).toEqual({ 'manifest.json': manifest().length, 'model.onnx': 3, 'tokenizer.json': 3, 'taxonomy.json': 2 });
  });

  it('names missing files and a hash mismatch', async () => {
    const d = folder({ 'manifest.json': manifest(), 'tokenizer.json': 'bar', 'taxonomy.json': '{}' });
    expect((await checkModelFolder(d, REQUIRED)).problems).toEqual([
      'models/model.onnx is missing (the model is produced by models/training; packaging needs it)',
      `models/tokenizer.json: sha256 fcde2b2edba56bf408601fb721fe9b5c338d10ee429ea04fae5511b68fbf8fb9 does not match the manifest (${SHA_FOO}); re-export the model or fix the manifest`,
    ]);
  });

  it('rejects a manifest that breaks the schema or names a file packaging does not ship', async () => {
    const bad = folder({ 'manifest.json': manifest({ labelScheme: 'BILOU' }), 'model.onnx': 'foo', 'tokenizer.json': 'foo', 'taxonomy.json': '{}' });
    expect((await checkModelFolder(bad, REQUIRED)).problems[0]).toMatch(/^models\/manifest\.json does not match the manifest schema: labelScheme: /);
    const other = folder({ 'manifest.json': manifest({ model: { file: 'other.onnx', sha256: SHA_FOO } }), 'model.onnx': 'foo', 'tokenizer.json': 'foo', 'taxonomy.json': '{}' });
    expect((await checkModelFolder(other, REQUIRED)).problems).toEqual([
      'models/manifest.json names other.onnx, which packaging does not ship (expected one of manifest.json, model.onnx, tokenizer.json, taxonomy.json)',
    ]);
  });
});

describe('checkModelFolder permissions', () => {
  it.skipIf(process.platform === 'win32')('names a model file other users cannot read', async () => {
    const d = folder({ 'manifest.json': manifest(), 'model.onnx': 'foo', 'tokenizer.json': 'foo', 'taxonomy.json': '{}' });
    chmodSync(join(d, 'manifest.json'), 0o600);
    expect((await checkModelFolder(d, REQUIRED)).problems).toEqual([
      'models/manifest.json is not readable by other users (mode 600); installed as root it would be unreadable: chmod 644 models/manifest.json',
    ]);
  });
});
