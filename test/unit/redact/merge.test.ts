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
    const b = spanOf(text, '회사 한빛건설', '주식회사');
    expect(mergeSpans(text, [b, a]).map((s) => [s.start, s.end])).toEqual([[0, 7]]);
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
