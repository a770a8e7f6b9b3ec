import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRuleSpans, resolveOverlaps } from '../../../native/rules';
import type { Span } from '../../../native/types';
import { at, hyphenate, withRrnCheck } from './check-digits';

const rrn = hyphenate(withRrnCheck('850315212345'), [6, 7]);

describe('findRuleSpans', () => {
  it('finds every identifier in a judgment paragraph, sorted and non-overlapping', () => {
    const text =
      `피고인 김갑동(${rrn}, 주거 청주시 상당구 용암로 45, 101동 202호)은 2023. 3. 15. 14:30경 ` +
      `피해자에게 010-1234-5678로 전화하여 국민은행 계좌(123-456-789012)로 금 1,000만 원을 송금하게 하고, ` +
      `hong@naver.com으로 메일을 보냈으며, 12가3456호 승용차를 운전하였다(서울중앙지방법원 2023고단1234).`;
    expect(findRuleSpans(text).map((s) => [s.start, s.end, s.label, s.source])).toEqual([
      [...at(text, '김갑동'), '내국인이름', 'rule'],
      [...at(text, rrn), '주민등록번호', 'rule'],
      [...at(text, '용암로 45, 101동 202호'), '도로명주소', 'rule'],
      [...at(text, '010-1234-5678'), '휴대전화번호', 'rule'],
      [...at(text, '123-456-789012'), '계좌번호', 'rule'],
      [...at(text, 'hong@naver.com'), '이메일주소', 'rule'],
      [...at(text, '12가3456'), '차량번호', 'rule'],
    ]);
  });

  it('reads no number the court masked with zeros, whatever checksum the zeros pass', () => {
    const text = '망 ○○○(000000-0000000), 법인등록번호 000000-0000000, 사업자등록번호 000-00-00000, 전화 010-0000-0000, 카드번호 0000-0000-0000-0000, 여권번호 M00000000';
    expect(findRuleSpans(text)).toEqual([]);
    // A number with zeros in it is still a number (`010-1000-0000`).
    const real = '전화 010-1000-0000, 사업자등록번호 000-00-00000';
    expect(findRuleSpans(real).map((s) => s.text)).toEqual(['010-1000-0000']);
  });

  it('prefers the phone reading of a mobile number in bank context', () => {
    const text = '신한은행 계좌 010-1234-5678';
    expect(findRuleSpans(text).map((s) => [s.start, s.end, s.label])).toEqual([[...at(text, '010-1234-5678'), '휴대전화번호']]);
  });

  it('prefers a URL over the IP inside it', () => {
    const text = '접속 http://192.168.0.1/admin 페이지';
    expect(findRuleSpans(text).map((s) => [s.text, s.label])).toEqual([['http://192.168.0.1/admin', 'URL']]);
  });

  it('returns nothing for plain prose', () => {
    expect(findRuleSpans('피고인은 피해자를 기망하여 재물을 교부받았다.')).toEqual([]);
    expect(findRuleSpans('')).toEqual([]);
  });
});

describe('resolveOverlaps', () => {
  const span = (start: number, end: number, score: number, label: string): Span => ({
    start,
    end,
    text: '',
    label,
    category: 'CONTACT',
    tier: 'direct',
    score,
    source: 'rule',
  });

  it('keeps the higher score, then the longer span, then the earlier recognizer', () => {
    expect(resolveOverlaps([span(0, 10, 0.9, 'a'), span(5, 15, 1, 'b'), span(20, 25, 0.9, 'c'), span(20, 30, 0.9, 'd'), span(40, 45, 0.9, 'e'), span(40, 45, 0.9, 'f')]).map((s) => s.label)).toEqual(['b', 'd', 'e']);
  });
});

describe('findRuleSpans invariants', () => {
  const alphabet = [...'0123456789-.() *@가나동로구시호번지:,', '０', '－', '010-', '청주시 ', '용암로 ', '계좌 ', '카드 ', '주민등록번호 ', '2023고단', '원'];

  it('returns sorted, non-overlapping rule spans whose text is the original slice', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 60 }), (parts) => {
        const text = parts.join('');
        const spans = findRuleSpans(text);
        for (const [i, s] of spans.entries()) {
          expect(s.text).toBe(text.slice(s.start, s.end));
          expect(s.source).toBe('rule');
          expect(s.end).toBeGreaterThan(s.start);
          if (i > 0) expect(s.start).toBeGreaterThanOrEqual(spans[i - 1].end);
        }
      }),
      { numRuns: 300, seed: 20261202 },
    );
  });

  it('refuses a non-string with a bilingual GarimError', () => {
    expect(() => findRuleSpans(42 as unknown as string)).toThrow(
      'The text passed to the rule recognizers is not a string (number). Read the document again.',
    );
  });
});
