import { mkdirSync, readFileSync, renameSync, statSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { main } from '../../../native/cli/main';
import { createEngine } from '../../../native/engine';
import { GarimError } from '../../../native/errors';
import { exportRedacted, outputExtension, readDocument } from '../../../native/formats';
import { nameFinder, runCli, tempCopies, TINY_MODEL } from './cli-harness';

const NAMES = nameFinder(['홍길동', '김똠똑']);

const EXPECTED = [
  '서울중앙지방법원',
  '판 결',
  '사건 2023고단1234 사기',
  '피고인 A는 주민등록번호, 연락처 휴대전화번호 1 생략이다.',
  '주거 서울특별시 종로구 B',
  '피해자 C는 갇힌 채 돈을 빌려주었다.',
  '주 문',
  '피고인을 징역 1년에 처한다.',
  '',
].join('\n');

const ORIGINALS = JSON.parse(readFileSync(new URL('../../fixtures/formats/mentions.json', import.meta.url), 'utf8')) as string[];

describe('garim deid', () => {
  it('de-identifies a folder, keeps each encoding, reports without originals, and never touches the inputs', async () => {
    const dir = tempCopies(['judgment-utf8.txt', 'judgment-cp949.txt', 'empty.txt', 'garbage.txt']);
    const before = ['judgment-utf8.txt', 'judgment-cp949.txt'].map((n) => {
      const p = path.join(dir, n);
      return { p, bytes: readFileSync(p), mtime: statSync(p).mtimeMs };
    });
    const run = await runCli(['deid', dir], NAMES);
    expect(run.code).toBe(1);
    const out = path.join(dir, 'garim-out');
    expect(readFileSync(path.join(out, 'judgment-utf8.txt'), 'utf8')).toBe(EXPECTED);
    // The CP949 sample has CRLF line ends: both survive.
    expect(iconv.decode(readFileSync(path.join(out, 'judgment-cp949.txt')), 'cp949')).toBe(EXPECTED.replaceAll('\n', '\r\n'));
    const report = readFileSync(path.join(out, 'judgment-utf8.report.json'), 'utf8');
    for (const original of ORIGINALS) expect(report).not.toContain(original);
    expect(JSON.parse(report).entities.map((e: { id: string; pseudonym: string; count: number }) => [e.id, e.pseudonym, e.count])).toEqual([
      ['E1', 'A', 1],
      ['E2', '', 1],
      ['E3', '휴대전화번호 1 생략', 1],
      ['E4', 'B', 1],
      ['E5', 'C', 1],
    ]);
    for (const b of before) {
      expect(readFileSync(b.p).equals(b.bytes)).toBe(true);
      expect(statSync(b.p).mtimeMs).toBe(b.mtime);
    }
    expect(run.err).toContain('✗ empty.txt: 빈 파일입니다.');
    expect(run.err).toContain('empty.txt: the file is empty.');
    expect(run.err).toMatch(/✗ garbage\.txt: /);
    expect(run.out).toContain('4 documents: 2 de-identified, 2 failed');
    expect(run.out).toContain('entities: PERSON 4, ADDRESS 2, CONTACT 2, ID_NUMBER 2');
  });

  it('walks subfolders with --recursive, mirrors them in the output, and never walks its own output folder', async () => {
    const dir = tempCopies(['judgment-utf8.txt', 'judgment-cp949.txt']);
    mkdirSync(path.join(dir, '2023', '형사'), { recursive: true });
    renameSync(path.join(dir, 'judgment-cp949.txt'), path.join(dir, '2023', '형사', 'judgment-cp949.txt'));
    const flat = await runCli(['deid', dir], NAMES);
    expect(flat.out).toContain('1 documents: 1 de-identified, 0 failed');
    const run = await runCli(['deid', dir, '--recursive'], NAMES);
    expect(run.code).toBe(0);
    const out = path.join(dir, 'garim-out');
    expect(readFileSync(path.join(out, 'judgment-utf8.txt'), 'utf8')).toBe(EXPECTED);
    expect(iconv.decode(readFileSync(path.join(out, '2023', '형사', 'judgment-cp949.txt')), 'cp949')).toBe(EXPECTED.replaceAll('\n', '\r\n'));
    // garim-out/ from the first run holds a .txt too: it is not read again.
    expect(run.out).toContain('2 documents: 2 de-identified, 0 failed');
  });

  it('applies per-category operators and writes a CSV report', async () => {
    const dir = tempCopies(['judgment-utf8.txt']);
    const outDir = path.join(dir, 'elsewhere');
    const run = await runCli(['deid', path.join(dir, 'judgment-utf8.txt'), '-o', outDir, '--operator', 'PERSON=mask,ADDRESS=tag', '--report', 'csv'], NAMES);
    expect(run.code).toBe(0);
    const text = readFileSync(path.join(outDir, 'judgment-utf8.txt'), 'utf8');
    expect(text.split('\n').slice(3, 6)).toEqual(['피고인 홍○○은 주민등록번호, 연락처 휴대전화번호 1 생략이다.', '주거 서울특별시 종로구 [주소]', '피해자 김○○은 갇힌 채 돈을 빌려주었다.']);
    const csv = readFileSync(path.join(outDir, 'judgment-utf8.report.csv'), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFentity_id,category,label,pseudonym,count');
    expect(csv).not.toContain('010-1234-5678');
  });

  it('refuses to write over an input and leaves it as it was', async () => {
    const dir = tempCopies(['judgment-utf8.txt']);
    const input = path.join(dir, 'judgment-utf8.txt');
    const bytes = readFileSync(input);
    const run = await runCli(['deid', input, '-o', dir], NAMES);
    expect(run.code).toBe(1);
    expect(run.err).toContain('judgment-utf8.txt: 결과 파일이 입력 파일과 같은 경로입니다');
    expect(readFileSync(input).equals(bytes)).toBe(true);
    const asFolder = await runCli(['deid', input, '-o', input], NAMES);
    expect(asFolder.code).toBe(2);
    expect(asFolder.err).toContain('the output folder is an input file');
    expect(readFileSync(input).equals(bytes)).toBe(true);
  });

  it('rejects bad usage with exit 2 and a bilingual message', async () => {
    const dir = tempCopies(['judgment-utf8.txt']);
    const bad = await runCli(['deid', dir, '--operator', 'PERSON=blur'], NAMES);
    expect(bad).toMatchObject({ code: 2 });
    expect(bad.err).toBe('garim: 알 수 없는 처리 방식입니다: blur (가능: court, tag, mask, remove, keep)\n  garim: unknown operator: blur (one of court, tag, mask, remove, keep)\n  garim --help\n');
    expect((await runCli(['deid', dir, '--operator', 'PEOPLE=tag'], NAMES).then((r) => r.err))).toContain('unknown category: PEOPLE');
    expect((await runCli(['deid'], NAMES)).code).toBe(2);
    expect((await runCli(['deid', '--bogus', dir], NAMES)).code).toBe(2);
    expect((await runCli(['frobnicate'])).err).toContain('unknown command: frobnicate');
    const missing = await runCli(['deid', path.join(dir, 'nope.txt')], NAMES);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('no such file or folder');
    writeFileSync(path.join(dir, 'out-file'), 'x');
    expect((await runCli(['deid', dir, '-o', path.join(dir, 'out-file')], NAMES)).err).toContain('the output folder is an existing file');
    expect((await runCli(['deid', '--help'])).out).toContain('garim deid <파일|폴더>');
  });

  it('exits 3 when an output fails the leak check, and still processes the other files', async () => {
    const dir = tempCopies(['judgment-utf8.txt', 'judgment-cp949.txt']);
    const leakyFirst: typeof exportRedacted = async (doc, replacements, outPath, mentions) => {
      if (doc.name === 'judgment-cp949.txt') {
        expect(mentions.map((m) => (typeof m === 'string' ? m : m.text))).toEqual(['010-1234-5678', '900101-1234567', '김똠똑', '세종대로 175', '홍길동']);
        throw new GarimError('LEAK_DETECTED', '가린 내용이 결과 파일에 남아 있어 저장하지 않았습니다.', 'redacted text is still present in the output, so nothing was saved.', 'judgment-cp949.txt');
      }
      return exportRedacted(doc, replacements, outPath, mentions);
    };
    let out = '';
    let err = '';
    const code = await main(['deid', dir], {
      io: { out: (t) => void (out += t), err: (t) => void (err += t), errIsTTY: false },
      createEngine: (opts) => createEngine({ ...opts, runner: NAMES }),
      formats: { readDocument, exportRedacted: leakyFirst, outputExtension },
    });
    expect(code).toBe(3);
    expect(err).toContain('✗ judgment-cp949.txt: 가린 내용이 결과 파일에 남아 있어 저장하지 않았습니다.\n  judgment-cp949.txt: redacted text is still present');
    expect(existsSync(path.join(dir, 'garim-out', 'judgment-cp949.txt'))).toBe(false);
    expect(readFileSync(path.join(dir, 'garim-out', 'judgment-utf8.txt'), 'utf8')).toBe(EXPECTED);
    expect(out).toContain('2 documents: 1 de-identified, 1 failed');
  });

  it('runs the tiny ONNX test model from --model', async () => {
    const dir = tempCopies(['judgment-utf8.txt']);
    const run = await runCli(['deid', dir, '--model', TINY_MODEL]);
    expect(run.code).toBe(0);
    const text = readFileSync(path.join(dir, 'garim-out', 'judgment-utf8.txt'), 'utf8');
    expect(text.split('\n')[3]).toBe('피고인 A는 주민등록번호, 연락처 휴대전화번호 1 생략이다.');
    expect(existsSync(path.join(dir, 'garim-out', 'judgment-utf8.report.json'))).toBe(true);
  });

  it('names the model folder when it is missing', async () => {
    const dir = tempCopies(['judgment-utf8.txt']);
    const run = await runCli(['deid', dir, '--model', path.join(dir, 'no-model')]);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/no-model|manifest\.json/);
  });
});
