import { describe, expect, it } from 'vitest';
import { mergeSpans } from '../../../native/redact/merge';
import { spanOf } from './make-span';

describe('mergeSpans', () => {
  it('lets a validated rule span beat a longer model span, and says why', () => {
    const text = '연락처 010-1234-5678 입니다';
    const model = spanOf(text, '010-1234-5678 입니', '계좌번호', { score: 0.99 });
    const rule = spanOf(text, '010-1234-5678', '휴대전화번호', { source: 'rule', score: 1, reason: 'mobile prefix' });
    const merged = mergeSpans(text, [model, rule]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ start: 4, end: 17, label: '휴대전화번호', source: 'rule' });
    expect(merged[0].reason).toBe('mobile prefix; merge: kept over model 계좌번호 [4,20) (validated rule)');
  });

  it('prefers the longer model span, then the fine label, then the score; ties keep the earlier', () => {
    const text = '주식회사 한빛건설 대표';
    const short = spanOf(text, '한빛건설', '회사', { score: 0.99 });
    const long = spanOf(text, '주식회사 한빛건설', '주식회사', { score: 0.6 });
    expect(mergeSpans(text, [short, long]).map((s) => s.text)).toEqual(['주식회사 한빛건설']);

    const coarse = spanOf(text, '한빛건설', 'BUSINESS', { score: 0.99 });
    const fine = spanOf(text, '한빛건설', '회사', { score: 0.7 });
    const [won] = mergeSpans(text, [coarse, fine]);
    expect(won.label).toBe('회사');
    expect(won.reason).toBe('merge: kept over model BUSINESS [5,9) (more specific label)');

    const low = spanOf(text, '한빛건설', '회사', { score: 0.6 });
    const high = spanOf(text, '한빛건설', '회사', { score: 0.8 });
    expect(mergeSpans(text, [low, high])[0].score).toBe(0.8);

    const a = spanOf(text, '주식회사 한빛', '주식회사');
    const b = spanOf(text, '회사 한빛건설', '구아래주소');
    expect(mergeSpans(text, [b, a]).map((s) => [s.start, s.end])).toEqual([[0, 7]]);
  });

  it('widens the winner over a loser of its category that reaches beyond it, to a letter or digit, into free text only', () => {
    const text = '피고인의 처 무함마드 라흐만 명의의 계좌와 “분미 쌩아룬”의 차량 충북82로710141';
    const role = spanOf(text, '무함마드 라흐', '외국인이름', { source: 'rule', score: 0.85, reason: 'role: 처' });
    const model = spanOf(text, '라흐만', 'PERSON', { score: 0.92 });
    const [name] = mergeSpans(text, [model, role]);
    expect(name).toMatchObject({ text: '무함마드 라흐만', label: '외국인이름', source: 'rule' });
    expect(name.reason).toBe("role: 처; merge: widened to model PERSON [12,15)'s extent (same category)");

    const quoted = spanOf(text, '분미 쌩아룬', '외국인이름', { source: 'rule', score: 0.85 });
    const withQuote = spanOf(text, '쌩아룬”', 'PERSON');
    expect(mergeSpans(text, [quoted, withQuote]).map((s) => s.text)).toEqual(['분미 쌩아룬']);

    const plateEnd = spanOf(text, '82로710141', '차량번호');
    const plateStart = spanOf(text, '충북82로', '차량번호', { score: 0.7 });
    expect(mergeSpans(text, [plateEnd, plateStart]).map((s) => s.text)).toEqual(['충북82로710141']);
  });

  it('never widens across categories, over a user span, or into characters another span holds', () => {
    const text = '피고인의 처 무함마드 라흐만 명의의 계좌';
    const role = spanOf(text, '무함마드 라흐', '외국인이름', { source: 'rule', score: 0.85 });
    const business = spanOf(text, '라흐만', '회사');
    expect(mergeSpans(text, [business, role]).map((s) => s.text)).toEqual(['무함마드 라흐']);

    const user = spanOf(text, '무함마드 라흐', '외국인이름', { source: 'user', score: 1 });
    expect(mergeSpans(text, [user, spanOf(text, '라흐만', 'PERSON')]).map((s) => s.text)).toEqual(['무함마드 라흐']);

    // The loser reaches into `만 명의`, which a third, longer span holds first.
    const holder = spanOf(text, '만 명의의 계좌', '계좌번호', { score: 0.99 });
    const longModel = spanOf(text, '흐만 명', 'PERSON', { score: 0.5 });
    const merged = mergeSpans(text, [holder, role, longModel]);
    expect(merged.map((s) => s.text)).toEqual(['무함마드 라흐', '만 명의의 계좌']);
  });

  it('joins touching model fragments of one label but never across categories', () => {
    const text = '청주시 상당구 용암동 123';
    const region = spanOf(text, '청주시 상당구', '시아래주소');
    const dong = spanOf(text, '용암동', '구아래주소');
    const lot = spanOf(text, '123', '구아래주소');
    const merged = mergeSpans(text, [lot, region, dong]);
    expect(merged.map((s) => s.text)).toEqual(['청주시 상당구', '용암동 123']);
    expect(merged[1].reason).toBe('merge: joined adjacent fragments');

    const text2 = '홍길동김철수';
    const person = spanOf(text2, '홍길동', '내국인이름');
    const firm = spanOf(text2, '김철수', '회사');
    expect(mergeSpans(text2, [person, firm]).map((s) => s.text)).toEqual(['홍길동', '김철수']);
  });

  it('drops spans outside the text and refreshes their text', () => {
    const text = '홍길동';
    const bad = { ...spanOf(text, '홍길동', '내국인이름'), end: 9 };
    const stale = { ...spanOf(text, '홍길동', '내국인이름'), text: 'xxx' };
    expect(mergeSpans(text, [bad, stale])).toEqual([{ ...stale, text: '홍길동' }]);
  });
});
