import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../native/engine/engine';
import { findSuspects } from '../../../native/redact/suspects';

const suspectsOf = async (text: string) => {
  const engine = await createEngine({ runner: null });
  const r = await engine.deidentify(text);
  return (r.suspects ?? []).map((s) => [s.text, s.kind]);
};

describe('suspects: what may still be left after redaction', () => {
  it('lists a name-shaped word the role rule skipped, a handle, an e-mail-like string, a long digit group and a redacted name inside a word', async () => {
    const text = '소외 하나는 피고인에게 돈을 주었다. 소외 김영수는 kim_1234 아이디와 hong (at) naver.com을 썼고, 번호 123456789를 남겼다. 김영수네 집에 갔다.';
    expect(await suspectsOf(text)).toEqual([
      ['하나', 'role-word'],
      ['kim_1234', 'latin-handle'],
      ['hong (at) naver.com', 'email-like'],
      ['123456789', 'digit-group'],
      ['김영수', 'redacted-elsewhere'],
    ]);
  });

  it('leaves dates, case numbers, money, model codes, decimals, grammar after a role word and kept judges alone', async () => {
    const text = [
      '2023. 3. 15. 선고 2023고단1234 판결, 금 1,000,000원, 모델 DCY270(C162), 학생 수 24.22018명.',
      '피고인 본인이 피해자 측과 합의하였다. 원고 주장대로 판단한다.',
      '판사 박정의',
    ].join('\n');
    expect(await suspectsOf(text)).toEqual([]);
  });

  it('does not list what a span already covers', () => {
    const text = '소외 하나는 kim_1234로 접속';
    const span = { start: 3, end: 5, text: '하나', label: '내국인이름', category: 'PERSON' as const, tier: 'direct' as const, score: 1, source: 'user' as const };
    expect(findSuspects(text, [span], new Set([0])).map((s) => s.text)).toEqual(['kim_1234']);
  });
});
