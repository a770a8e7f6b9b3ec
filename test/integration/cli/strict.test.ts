// `garim deid` lists suspects in its report (offsets and why, never the text) and says how many were left;
// `--strict` redacts them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../harness/temp-dir';
import { runCli } from './cli-harness';

const TEXT = '소외 하나는 피고인에게 돈을 빌려주었다.\n피고인은 아이디 kim_1234로 접속하였다.\n소외 김영수는 이를 보증하였다.\n';

function judgment(): string {
  const dir = tempDir('garim-strict-');
  writeFileSync(path.join(dir, '판결문.txt'), TEXT);
  return dir;
}

describe('garim deid: suspects and --strict', () => {
  it('reports the suspects by offset and kind, without their text, and leaves them in the output', async () => {
    const dir = judgment();
    const run = await runCli(['deid', path.join(dir, '판결문.txt')], null);
    expect(run.code).toBe(0);
    expect(run.out).toContain('2 suspects left unredacted (report: suspects; --strict redacts them)');
    const out = path.join(dir, 'garim-out');
    expect(readFileSync(path.join(out, '판결문.txt'), 'utf8')).toBe(
      '소외 하나는 피고인에게 돈을 빌려주었다.\n피고인은 아이디 kim_1234로 접속하였다.\n소외 A는 이를 보증하였다.\n',
    );
    const reportText = readFileSync(path.join(out, '판결문.report.json'), 'utf8');
    expect(JSON.parse(reportText).suspects).toEqual([
      { start: 3, end: 5, kind: 'role-word', detail: 'role: 소외 (a word the role rule skips)', label: '내국인이름', redacted: false },
      { start: TEXT.indexOf('kim_1234'), end: TEXT.indexOf('kim_1234') + 8, kind: 'latin-handle', detail: 'latin-handle', label: '아이디', redacted: false },
    ]);
    expect(reportText).not.toContain('하나');
    expect(reportText).not.toContain('kim_1234');
  });

  it('--strict redacts the suspects and marks them redacted in the report', async () => {
    const dir = judgment();
    const run = await runCli(['deid', path.join(dir, '판결문.txt'), '--strict'], null);
    expect(run.code).toBe(0);
    expect(run.out).not.toContain('suspects left');
    const out = path.join(dir, 'garim-out');
    expect(readFileSync(path.join(out, '판결문.txt'), 'utf8')).toBe(
      '소외 A는 피고인에게 돈을 빌려주었다.\n피고인은 아이디 1 생략으로 접속하였다.\n소외 B는 이를 보증하였다.\n',
    );
    const report = JSON.parse(readFileSync(path.join(out, '판결문.report.json'), 'utf8')) as { suspects: { redacted: boolean }[] };
    expect(report.suspects.map((s) => s.redacted)).toEqual([true, true]);
  });
});
