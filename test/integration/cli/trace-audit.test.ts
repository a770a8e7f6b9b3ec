// After a CLI batch, nothing left in the output folder or the private temp folder names anyone: not the outputs'
// names, their parts, the reports, nor a leftover temp file (searched by the trace auditor in every encoding).
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditTraces } from '../../harness/trace-audit';
import { FORMATS, nameFinder, runCli } from './cli-harness';

const MENTIONS = JSON.parse(readFileSync(path.join(FORMATS, 'mentions.json'), 'utf8')) as string[];
// Clerk-style names: the defendant's name in the file name, as the issue found them.
const INPUTS: [string, string][] = [
  ['judgment-utf8.txt', '판결문_홍길동_2023고단1234.txt'],
  ['judgment-cp949.txt', '판결문-홍 길동-cp949.txt'],
  ['judgment.hwpx', '김똠똑 사건.hwpx'],
  ['judgment.docx', '판결문_홍길동.docx'],
  ['judgment.hwp', '판결문_김똠똑.hwp'],
];

let dir: string;
const savedTmp = process.env.GARIM_TMPDIR;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'garim-cli-audit-'));
  process.env.GARIM_TMPDIR = path.join(dir, 'tmp');
});
afterEach(() => {
  if (savedTmp === undefined) delete process.env.GARIM_TMPDIR;
  else process.env.GARIM_TMPDIR = savedTmp;
  rmSync(dir, { recursive: true, force: true });
});

describe('trace audit after a CLI batch', () => {
  it('finds no mention in any output, report, file name or temp file (and finds a planted one)', async () => {
    const inDir = path.join(dir, 'in');
    mkdirSync(inDir);
    for (const [fixture, name] of INPUTS) copyFileSync(path.join(FORMATS, fixture), path.join(inDir, name));
    const out = path.join(dir, 'out');
    const run = await runCli(['deid', inDir, '-o', out], nameFinder(['홍길동', '김똠똑']));
    expect(run.code).toBe(0);

    const roots = [
      { label: 'out', dir: out },
      { label: 'tmp', dir: path.join(dir, 'tmp') },
    ];
    const result = auditTraces({ roots, mentions: MENTIONS });
    expect(result.hits).toEqual([]);
    // What it searched: five outputs and five reports (the names carry the replacement), and an empty temp root.
    expect(result.files).toHaveLength(10);
    // The names carry the replacement (김똠똑 is C where 홍길동 comes first); HWP is written as HWP or HWPX.
    expect(readdirSync(out).map((n) => n.replace(/\.hwpx?$/, '.hwp*')).sort()).toEqual(
      [
        'C 사건.hwp*',
        'C 사건.report.json',
        '판결문-A-cp949.report.json',
        '판결문-A-cp949.txt',
        '판결문_A.docx',
        '판결문_A.report.json',
        '판결문_A_2023고단1234.report.json',
        '판결문_A_2023고단1234.txt',
        '판결문_C.hwp*',
        '판결문_C.report.json',
      ].sort(),
    );
    expect(readdirSync(path.join(dir, 'tmp'))).toEqual([]);

    // The same audit fails on a planted plain-text temp file and on a planted log line.
    writeFileSync(path.join(dir, 'tmp', 'scratch.tmp'), Buffer.from('피고인 홍길동', 'utf16le'));
    writeFileSync(path.join(out, 'garim.log'), 'opened 판결문_김똠똑.hwp\n');
    expect(auditTraces({ roots, mentions: MENTIONS }).hits).toEqual([
      { file: 'out/garim.log', mention: '김똠똑', how: 'utf-8' },
      { file: 'tmp/scratch.tmp', mention: '홍길동', how: 'utf-16le' },
    ]);
  });
});
