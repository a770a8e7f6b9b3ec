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

  it('points to an unusual word before a pattern that follows names, which the rules leave because nouns stand there too', async () => {
    const text = [
      '그 상표는 아흐마드 카림 명의로 출원되었다.',
      '나탈리아 작성의 확인서가 제출되었다.',
      '쩐티흐엉에 대한 검찰 피의자신문조서의 기재가 있다.',
      '마리아 산토스의 법정진술에 의하면 그렇다.',
      '그 돈은 김혁 명의로 보냈고, 여러 명의 사람이 당신 명의로 된 두 명의 보증을 보았다.',
    ].join(' ');
    // Before `의 법정진술` and `에 대한 … 조서` only a person stands, and before `명의의 … 계좌` a word no dictionary has:
    // those are spans (role-context.ts), not suspects; so is a word no dictionary knows before `명의`
    // (context-names.ts: `카림`, `김혁`), the words before it widened or left as the other rules read them.
    expect(await suspectsOf(text)).toEqual([['나탈리아', 'name-pattern']]);
  });

  it('leaves nouns, masks and Korean-shaped names (already spans) before those patterns alone', async () => {
    const text = [
      '피고는 회사 명의로 계약하였다. 원고는 타인 명의의 계좌를 썼다. 그 아파트는 남편 명의로 되어 있다.',
      '공동 명의로 등기하였다. 망인 명의로 등기되어 있었다. 가사조사관 작성의 조사보고서, 같은 취지의 진술을 하였다.',
      '□□대학 명의의 계산서, ○○○컨설턴 명의로 된 계약서. 김영수 명의의 통장.',
    ].join(' ');
    expect(await suspectsOf(text)).toEqual([]);
  });

  it('points to the words of a spaced name before a pattern that a span left out', () => {
    const text = '마리아 산토스 명의의 계좌로 입금되었다.';
    const span = { start: 4, end: 7, text: '산토스', label: '외국인이름', category: 'PERSON' as const, tier: 'direct' as const, score: 0.9, source: 'model' as const };
    expect(findSuspects(text, [span], new Set([0])).map((s) => [s.text, s.kind])).toEqual([['마리아', 'name-pattern']]);
  });

  it('offers words OCR was unsure of that no span covers, as a number when mostly digits, else as a name', async () => {
    const text = '피고인 홍길동은 피해자 김쳘수에게 O1O-12B4-5678로 전화하였다.';
    const at = (w: string) => ({ start: text.indexOf(w), end: text.indexOf(w) + w.length, confidence: 41 });
    const engine = await createEngine({ runner: null });
    const r = await engine.deidentify(text, { uncertain: [at('홍길동은'), at('김쳘수에게'), at('O1O-12B4-5678'), at('로')] });
    // 홍길동 and 김쳘수 are spans already (after a role word); the misread phone is not, and a lone particle is no word.
    expect((r.suspects ?? []).filter((s) => s.kind === 'ocr-low-confidence').map((s) => [s.text, s.label, s.detail])).toEqual([
      ['O1O-12B4-5678', '번호', 'OCR confidence 41 %'],
    ]);
    const strict = await engine.deidentify(text, { uncertain: [at('O1O-12B4-5678')], strict: true });
    expect(strict.redactedText).not.toContain('O1O-12B4-5678');
  });

  it('does not list what a span already covers', () => {
    const text = '소외 하나는 kim_1234로 접속';
    const span = { start: 3, end: 5, text: '하나', label: '내국인이름', category: 'PERSON' as const, tier: 'direct' as const, score: 1, source: 'user' as const };
    expect(findSuspects(text, [span], new Set([0])).map((s) => s.text)).toEqual(['kim_1234']);
  });
  it("follows a name it points at to the word's other mentions, particles after, not inside other words", () => {
    const text = '나탈리아 작성의 확인서. 나탈리아가 다녀갔고, 나탈리아의 딸과 나탈리아센터에 갔다.';
    expect(findSuspects(text, [], new Set()).map((s) => [s.text, s.kind, s.start])).toEqual([
      ['나탈리아', 'name-pattern', 0],
      ['나탈리아', 'name-pattern', 14],
      ['나탈리아', 'name-pattern', 26],
    ]);
  });

  it("follows the model's near miss of a person, but not of prose or of another category", () => {
    const text = '뇌예혔눕이 왔다. 뇌예혔눕과 이것 일, 이에 이것을 보고. 하늘빌딩에 갔고 하늘빌딩은 크다.';
    const at = (w: string, category: 'PERSON' | 'BUSINESS', label: string) => ({ start: text.indexOf(w), end: text.indexOf(w) + w.length, label, category, score: 0.3 });
    const doubts = [at('뇌예혔눕', 'PERSON', '내국인이름'), at('이것', 'PERSON', '내국인이름'), at('하늘빌딩', 'BUSINESS', '기업명')];
    expect(findSuspects(text, [], new Set(), [], doubts).map((s) => [s.text, s.start])).toEqual([
      ['뇌예혔눕', 0],
      ['뇌예혔눕', 10],
      ['이것', 16],
      ['하늘빌딩', 33],
    ]);
  });
});
