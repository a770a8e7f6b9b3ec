// --jobs: worker threads give the same files, names and summary as one document at a time; a worker crash costs
// only its document; a model that cannot load fails the run the same way with or without workers.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runInWorkers } from '../../../native/cli/batch/pool';
import { TargetClaims } from '../../../native/cli/batch/target-claims';
import type { DocumentOutcome } from '../../../native/cli/deid-document';
import { DEFAULT_MODEL_DIR } from '../../../native/engine';
import { tempDir } from '../../harness/temp-dir';
import { runCli } from './cli-harness';

const SAMPLES = fileURLToPath(new URL('../../fixtures/samples/', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const hasModel = existsSync(path.join(DEFAULT_MODEL_DIR, 'manifest.json'));

/** The samples, plus two files that compete for one output name (`판결.txt`, `판결 (2).txt`). */
function sampleInputs(): { dir: string; args: string[] } {
  const dir = tempDir('garim-jobs-');
  const args: string[] = [];
  for (const name of readdirSync(SAMPLES).filter((n) => n.endsWith('.txt')).sort()) {
    cpSync(path.join(SAMPLES, name), path.join(dir, name));
    args.push(path.join(dir, name));
  }
  for (const [sub, from] of [['a', 'excerpt-3.txt'], ['b', 'excerpt-4.txt']]) {
    mkdirSync(path.join(dir, sub));
    cpSync(path.join(SAMPLES, from), path.join(dir, sub, '판결.txt'));
    args.push(path.join(dir, sub, '판결.txt'));
  }
  return { dir, args };
}

function tree(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).sort().map((n) => [n, readFileSync(path.join(dir, n), 'utf8')]));
}

const untimed = (text: string, outDir: string) => text.replaceAll(outDir, '<out>').replace(/\(\d+\.\d초\)/gu, '(…초)').replace(/\(\d+\.\d s\)/gu, '(… s)');

describe.skipIf(!hasModel)('garim deid --jobs on the bundled model', () => {
  it('writes the same files, names and summary with --jobs 2 as with --jobs 1', async () => {
    const { dir, args } = sampleInputs();
    const one = path.join(dir, 'out-1');
    const two = path.join(dir, 'out-2');
    const serial = await runCli(['deid', ...args, '-o', one, '--jobs', '1']);
    const parallel = await runCli(['deid', ...args, '-o', two, '--jobs', '2']);
    expect(serial.code).toBe(0);
    expect(parallel.code).toBe(0);
    const files = tree(one);
    expect(Object.keys(files)).toContain('판결 (2).txt');
    expect(tree(two)).toEqual(files);
    expect(untimed(parallel.out, two)).toBe(untimed(serial.out, one));
    expect(untimed(parallel.err, two)).toBe(untimed(serial.err, one));
    expect(serial.out).toContain(`${args.length} documents: ${args.length} de-identified, 0 failed`);
  }, 400_000);

  it('stops on Ctrl+C with exit 130, no new document started and no partial output', async () => {
    const dir = tempDir('garim-sigint-');
    const long = readFileSync(path.join(SAMPLES, 'judgment-long-4.txt'), 'utf8');
    for (let i = 0; i < 6; i++) writeFileSync(path.join(dir, `doc-${String(i).padStart(2, '0')}.txt`), long);
    const out = path.join(dir, 'out');
    const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'garim.mjs'), 'deid', dir, '-o', out, '--jobs', '2'], { stdio: ['ignore', 'pipe', 'pipe'] });
    // Should the test end before the child does, stop it: its folder is removed (after the file) only once it has exited.
    onTestFinished(async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    });
    let stdout = '';
    let sent = false;
    child.stdout.on('data', (b: Buffer) => {
      stdout += b.toString();
      if (!sent && stdout.includes('✓ doc-00.txt')) sent = child.kill('SIGINT');
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(130);
    expect(stdout).toMatch(/interrupted \(Ctrl\+C\): \d+ documents not processed/);
    const written = readdirSync(out);
    const outputs = written.filter((n) => n.endsWith('.txt'));
    expect(outputs.length).toBeGreaterThan(0);
    expect(outputs.length).toBeLessThan(6);
    for (const o of outputs) expect(written).toContain(o.replace(/\.txt$/u, '.report.json'));
    expect(written.filter((n) => n.startsWith('.'))).toEqual([]); // no temp file left behind
  }, 400_000);
});

describe('garim deid --jobs: failures', () => {
  it('reports a worker that crashed on one document and finishes the others', async () => {
    const dir = tempDir('garim-crash-');
    const files = ['a.txt', 'crash-me.txt', 'c.txt', 'd.txt'].map((n) => path.join(dir, n));
    for (const f of files) writeFileSync(f, '피고인 홍길동은 010-1234-5678로 연락하였다.\n');
    const outDir = path.join(dir, 'out');
    const outcomes: DocumentOutcome[] = [];
    await runInWorkers(
      files.map((file, index) => ({ index, file, report: 'none', options: {} })),
      {
        jobs: 2,
        setup: { device: 'cpu', rulesOnly: true, threads: 1 },
        claims: new TargetClaims({ files, outDir, subdirs: new Map() }),
        signal: new AbortController().signal,
        onOutcome: (o) => outcomes.push(o),
        workerUrl: new URL('./crash-worker.mjs', import.meta.url),
      },
    );
    outcomes.sort((a, b) => a.index - b.index);
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true, true]);
    expect(outcomes[1].err).toContain('✗ crash-me.txt: 이 문서를 처리하던 작업자가 비정상 종료되었습니다(simulated worker crash)');
    expect(outcomes[1].err).toContain('crash-me.txt: the worker processing this document crashed (simulated worker crash). Only this document failed');
    expect(readdirSync(outDir).sort()).toEqual(['a.txt', 'c.txt', 'd.txt']);
    expect(readFileSync(path.join(outDir, 'c.txt'), 'utf8')).toBe('피고인 A는 휴대전화번호 1 생략으로 연락하였다.\n');
  }, 180_000);

  it('fails a run whose model cannot load the same way with workers as without', async () => {
    const dir = tempDir('garim-badmodel-');
    for (const n of ['a.txt', 'b.txt']) writeFileSync(path.join(dir, n), '피고인 홍길동\n');
    const model = path.join(dir, 'no-model');
    const serial = await runCli(['deid', dir, '--model', model, '--jobs', '1']);
    const parallel = await runCli(['deid', dir, '--model', model, '--jobs', '2']);
    expect(serial.code).toBe(1);
    expect(parallel.code).toBe(serial.code);
    expect(parallel.err).toBe(serial.err);
    expect(existsSync(path.join(dir, 'garim-out', 'a.txt'))).toBe(false);
  }, 180_000);
});
