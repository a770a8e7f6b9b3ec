import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultJobs, parseJobs, threadsPerWorker } from '../../../native/cli/batch/jobs';
import { TargetClaims } from '../../../native/cli/batch/target-claims';
import { UsageError } from '../../../native/cli/io';
import { batchProgress } from '../../../native/cli/progress';

const OUT = path.resolve('/tmp/out');

describe('TargetClaims', () => {
  it('hands out names in input order whatever order documents ask in', async () => {
    const files = ['/a/판결.txt', '/b/판결.txt', '/c/판결.hwp'].map((f) => path.resolve(f));
    const claims = new TargetClaims({ files, outDir: OUT, subdirs: new Map() });
    const order: number[] = [];
    const third = claims.claim(2, '.txt').then((t) => (order.push(2), t));
    const second = claims.claim(1, '.txt').then((t) => (order.push(1), t));
    await Promise.resolve();
    expect(order).toEqual([]); // both wait for document 0
    const first = claims.claim(0, '.txt');
    expect(await Promise.all([first, second, third])).toEqual([path.join(OUT, '판결.txt'), path.join(OUT, '판결 (2).txt'), path.join(OUT, '판결 (3).txt')]);
  });

  it('stops waiting for a document that failed before it asked', async () => {
    const files = ['/a/x.txt', '/b/x.txt'].map((f) => path.resolve(f));
    const claims = new TargetClaims({ files, outDir: OUT, subdirs: new Map() });
    const later = claims.claim(1, '.txt');
    claims.settle(0);
    expect(await later).toBe(path.join(OUT, 'x.txt'));
  });

  it('puts a --recursive file in its subfolder and refuses to overwrite an input', async () => {
    const files = [path.resolve('/in/2023/a.txt'), path.join(OUT, 'b.txt')];
    const claims = new TargetClaims({ files, outDir: OUT, subdirs: new Map([[files[0], '2023']]) });
    expect(await claims.claim(0, '.txt')).toBe(path.join(OUT, '2023', 'a.txt'));
    await expect(claims.claim(1, '.txt')).rejects.toThrow(/would overwrite an input/);
  });
});

describe('jobs', () => {
  it('defaults to the cores, fewer when memory would not hold a worker each', () => {
    expect(defaultJobs(8, 64_000)).toBe(8);
    expect(defaultJobs(8, 1_000)).toBe(2);
    expect(defaultJobs(8, 100)).toBe(1);
  });

  it('shares the cores so workers × threads never exceeds them', () => {
    expect(threadsPerWorker(2, 2)).toBe(1);
    expect(threadsPerWorker(1, 2)).toBe(2);
    expect(threadsPerWorker(3, 8)).toBe(2);
    expect(threadsPerWorker(16, 4)).toBe(1);
  });

  it('reads --jobs as a whole number of 1 or more', () => {
    expect(parseJobs(undefined)).toBeUndefined();
    expect(parseJobs('4')).toBe(4);
    for (const bad of ['0', '-1', '1.5', 'many']) expect(() => parseJobs(bad)).toThrow(UsageError);
  });
});

describe('batchProgress', () => {
  const capture = (tty: boolean) => {
    let text = '';
    return { io: { out: () => {}, err: (t: string) => void (text += t), errIsTTY: tty }, text: () => text };
  };

  it('prints each document’s [k/N] line just before its results when stderr is not a terminal', () => {
    const c = capture(false);
    const p = batchProgress(c.io, ['a.txt', 'b.txt']);
    p.beforeResult(0);
    p.afterResults(1);
    p.beforeResult(1);
    p.afterResults(2);
    expect(c.text()).toBe('[1/2] a.txt\n[2/2] b.txt\n');
  });

  it('draws one bar of finished documents on a terminal and clears it before results', () => {
    const c = capture(true);
    const p = batchProgress(c.io, ['a.txt', 'b.txt']);
    p.beforeResult(0);
    p.afterResults(1);
    p.clear();
    expect(c.text()).toBe('\r\x1b[K[------------------------] 0/2 a.txt\r\x1b[K\r\x1b[K[############------------] 1/2 b.txt\r\x1b[K');
  });
});
