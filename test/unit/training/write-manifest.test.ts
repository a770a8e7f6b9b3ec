import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { manifestSchema } from '../../../native/model/manifest-schema';
import { validateManifest } from '../../../native/model/manifest';

const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('../../../models/training/write_manifest.py', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'garim-manifest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

function run(args: string[]) {
  return spawnSync(PYTHON, [SCRIPT, dir, ...args], { encoding: 'utf8', timeout: 20_000 });
}

describe.skipIf(!existsSync(PYTHON))('write_manifest.py', () => {
  it('writes a manifest the engine schema accepts, with the files hashed', () => {
    writeFileSync(join(dir, 'model.onnx'), 'not really onnx');
    writeFileSync(join(dir, 'tokenizer.json'), '{}');
    writeFileSync(join(dir, 'labels.json'), JSON.stringify(['O', 'B-PERSON', 'I-PERSON', 'B-계좌번호', 'I-계좌번호']));
    const r = run(['--labels', join(dir, 'labels.json'), '--name', 'byo', '--version', '1.2.3', '--cls-id', '2', '--sep-id', '3', '--max-length', '512']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const json = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    const m = manifestSchema.parse(json);
    expect(m.model).toEqual({ file: 'model.onnx', sha256: sha('not really onnx') });
    expect(m.tokenizer.sha256).toBe(sha('{}'));
    expect(m.inputs).toEqual({ ids: 'input_ids', mask: 'attention_mask' });
    expect([m.maxLength, m.overlap, m.padId, m.clsId, m.sepId, m.minScore]).toEqual([512, 64, 0, 2, 3, 0.5]);
    expect(validateManifest(json, join(dir, 'manifest.json')).labels).toHaveLength(5);
  });

  it('refuses labels outside BIO with a message naming the rule', () => {
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(['PERSON']));
    const r = run(['--labels', join(dir, 'bad.json')]);
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe('labels must be O, B-<label> or I-<label> and contain O.');
  });

  it('names a missing model file', () => {
    rmSync(join(dir, 'model.onnx'));
    const r = run(['--labels', join(dir, 'labels.json')]);
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(`${join(dir, 'model.onnx')}: file not found; put the model and tokenizer in the folder first.`);
  });
});
