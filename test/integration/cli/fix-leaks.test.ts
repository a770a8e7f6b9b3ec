// A leak check that stops an export says which option fixes it; --fix-leaks redacts every remaining occurrence,
// re-verifies and lists what it added. The engine here misses the second 홍길동 on purpose (as a model might, with
// propagation and consistency not reaching it): the one thing the leak check exists for.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../native/cli/main';
import { createEngine, type Engine } from '../../../native/engine';
import type { Span } from '../../../native/types';
import { tempDir } from '../../harness/temp-dir';

const TEXT = '피고인 홍길동은 무죄.\n증인은 홍길동을 보았다고 진술하였다.\n';

/** An engine that finds only the first mention of 홍길동 and nothing else. */
async function missingSecond(): Promise<Engine> {
  const engine = await createEngine({ runner: null });
  return {
    ...engine,
    async deidentify(text, options = {}) {
      const start = text.indexOf('홍길동');
      const span: Span = { start, end: start + 3, text: '홍길동', label: '내국인이름', category: 'PERSON', tier: 'direct', score: 0.9, source: 'model' };
      const r = engine.redact(text, [span], options);
      return { text, ...r, modelVersion: 'test', timings: { detectMs: 0, redactMs: 0 } };
    },
  };
}

async function run(args: string[]) {
  const dir = tempDir('garim-fix-');
  writeFileSync(path.join(dir, '판결.txt'), TEXT);
  let out = '';
  let err = '';
  const code = await main(['deid', path.join(dir, '판결.txt'), ...(args.includes('--report') ? [] : ['--report', 'none']), ...args], {
    io: { out: (t) => void (out += t), err: (t) => void (err += t), errIsTTY: false },
    createEngine: missingSecond,
  });
  return { code, out, err, output: path.join(dir, 'garim-out', '판결.txt'), dir };
}

describe('garim deid --fix-leaks', () => {
  it('without the option stops the export, names the mention by category, label and offsets, and names the option', async () => {
    const r = await run([]);
    expect(r.code).toBe(3);
    expect(existsSync(r.output)).toBe(false);
    expect(r.err).toContain('PERSON 내국인이름, 원문 4–7자 → (text) 15자 (본문에 같은 표현이 가려지지 않은 채 남음)');
    expect(r.err).toContain('--fix-leaks를 붙여 다시 실행하세요');
    expect(r.err).toContain('Run again with --fix-leaks to redact every remaining occurrence and re-check.');
    expect(r.err).not.toContain('홍길동');
    expect(r.err).not.toMatch(/TXT로 내보내|Export as TXT/u);
  });

  it('with the option redacts the missed occurrence like the first, re-verifies and lists what it added', async () => {
    const r = await run(['--fix-leaks']);
    expect(r.code).toBe(0);
    expect(readFileSync(r.output, 'utf8')).toBe('피고인 A는 무죄.\n증인은 A를 보았다고 진술하였다.\n');
    expect(r.out).toContain('--fix-leaks: 놓친 곳 1군데를 더 가렸습니다 / redacted 1 more occurrence(s): PERSON 내국인이름 17–20');
    expect(r.out).not.toContain('홍길동');
  });

  it('lists the added occurrences in the JSON and CSV reports by category, label and offsets, never the text', async () => {
    const json = await run(['--fix-leaks', '--report', 'json']);
    const report = JSON.parse(readFileSync(path.join(json.dir, 'garim-out', '판결.report.json'), 'utf8')) as { leakFixes?: unknown };
    expect(report.leakFixes).toEqual([{ start: 17, end: 20, category: 'PERSON', label: '내국인이름' }]);
    const csv = await run(['--fix-leaks', '--report', 'csv']);
    const text = readFileSync(path.join(csv.dir, 'garim-out', '판결.report.csv'), 'utf8');
    expect(text).toContain('leak-fix-1,PERSON,내국인이름,leak-fix 17-20,1');
    expect(text).not.toContain('홍길동');
  });
});
