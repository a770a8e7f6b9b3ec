// `garim deid 판결문_홍길동_….txt` must not publish the name it protects: the output and its report are named
// with the replacement, --keep-names keeps the name, and two inputs that end with the same name never collide.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORMATS, nameFinder, runCli } from './cli-harness';

const NAMES = nameFinder(['홍길동', '김똠똑']);
const SOURCE = path.join(FORMATS, 'judgment-utf8.txt');

let dir: string;
let tempRoot: string;
const savedTmp = process.env.GARIM_TMPDIR;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'garim-names-'));
  tempRoot = path.join(dir, 'private-tmp');
  process.env.GARIM_TMPDIR = tempRoot;
});
afterEach(() => {
  if (savedTmp === undefined) delete process.env.GARIM_TMPDIR;
  else process.env.GARIM_TMPDIR = savedTmp;
  rmSync(dir, { recursive: true, force: true });
});

function input(name: string): string {
  const p = path.join(dir, 'in', name);
  cpSync(SOURCE, p);
  return p;
}

describe('output names', () => {
  it('names the output and its report with the replacement, says so, and keeps the source by its sha256', async () => {
    const file = input('판결문_홍길동_2023고단1234.txt');
    const out = path.join(dir, 'out');
    const run = await runCli(['deid', file, '-o', out], NAMES);
    expect(run.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['판결문_A_2023고단1234.report.json', '판결문_A_2023고단1234.txt']);
    expect(run.out).toContain(`✓ 판결문_홍길동_2023고단1234.txt → ${path.join(out, '판결문_A_2023고단1234.txt')}`);
    const report = JSON.parse(readFileSync(path.join(out, '판결문_A_2023고단1234.report.json'), 'utf8'));
    expect(report).toMatchObject({
      sensitive: false,
      source: '판결문_A_2023고단1234.txt',
      sourceSha256: createHash('sha256').update(readFileSync(file)).digest('hex'),
      output: '판결문_A_2023고단1234.txt',
    });
    expect(JSON.stringify(report)).not.toContain('홍길동');
    // The run's private temp folder is gone; only the (empty) root stays.
    expect(readdirSync(tempRoot)).toEqual([]);
  });

  it('finds the name with other separators and in NFD (a macOS file name)', async () => {
    const file = input('판결문-홍 길동.txt'.normalize('NFD'));
    const out = path.join(dir, 'out');
    expect((await runCli(['deid', file, '-o', out, '--report', 'none'], NAMES)).code).toBe(0);
    expect(readdirSync(out)).toEqual(['판결문-A.txt']);
  });

  it('keeps the name with --keep-names', async () => {
    const file = input('판결문_홍길동.txt');
    const out = path.join(dir, 'out');
    expect((await runCli(['deid', file, '-o', out, '--keep-names', '--report', 'none'], NAMES)).code).toBe(0);
    expect(readdirSync(out)).toEqual(['판결문_홍길동.txt']);
  });

  it('leaves a name with nothing in it as it is', async () => {
    const file = input('판결문_2023고단1234.txt');
    const out = path.join(dir, 'out');
    expect((await runCli(['deid', file, '-o', out, '--report', 'none'], NAMES)).code).toBe(0);
    expect(readdirSync(out)).toEqual(['판결문_2023고단1234.txt']);
  });

  it('never overwrites: two inputs that de-identify to the same name get (2)', async () => {
    const a = input('판결문_홍길동.txt');
    const b = input('판결문_박서준.txt');
    // The second judgment's defendant is 박서준: the first person there, so A as well.
    await import('node:fs/promises').then((fs) => fs.writeFile(b, readFileSync(b, 'utf8').replaceAll('홍길동', '박서준')));
    const out = path.join(dir, 'out');
    const run = await runCli(['deid', a, b, '-o', out, '--report', 'none'], nameFinder(['홍길동', '김똠똑', '박서준']));
    expect(run.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['판결문_A (2).txt', '판결문_A.txt'].sort());
    expect(existsSync(path.join(out, '판결문_홍길동.txt'))).toBe(false);
  });
});
