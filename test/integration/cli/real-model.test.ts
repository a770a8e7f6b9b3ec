import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_DIR } from '../../../native/engine';
import { runCli, tempCopies } from './cli-harness';

const MANIFEST = path.join(DEFAULT_MODEL_DIR, 'manifest.json');

// The bundled model is committed by the training pipeline; a checkout without it cannot run this.
describe.skipIf(!existsSync(MANIFEST))('garim deid on the bundled model (models/)', () => {
  it('finds the names, the phone, the address and the business of a judgment with no flags', async () => {
    const dir = tempCopies(['judgment-utf8.txt']);
    const run = await runCli(['deid', path.join(dir, 'judgment-utf8.txt')]);
    expect(run.code).toBe(0);
    const out = readFileSync(path.join(dir, 'garim-out', 'judgment-utf8.txt'), 'utf8');
    const mentions = JSON.parse(readFileSync(fileURLToPath(new URL('../../fixtures/formats/mentions.json', import.meta.url)), 'utf8')) as string[];
    for (const m of mentions) expect(out).not.toContain(m);
    expect(out.split('\n').slice(3, 6)).toEqual([
      '피고인 A는 주민등록번호, 연락처 휴대전화번호 1 생략이다.',
      '주거 서울특별시 종로구 B',
      '피해자 C는 갇힌 채 돈을 빌려주었다.',
    ]);
  });
});
