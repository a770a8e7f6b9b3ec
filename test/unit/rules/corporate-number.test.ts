import { describe, expect, it } from 'vitest';
import { corporateCheckDigit, findCorporateNumbers, findRuleSpans } from '../../../native/rules';
import { at, breakLast, hyphenate, withCorporateCheck, withRrnCheck } from './check-digits';

// 1101 (registry office) 11 (stock company) 012345 serial: the 13th digit from the 1,2 weights.
const good = hyphenate(withCorporateCheck('110111012345'), [6, 7]);
const bad = breakLast(good);

describe('findCorporateNumbers', () => {
  it('computes the check digit with alternating weights 1,2', () => {
    expect(corporateCheckDigit('110111012345')).toBe(Number(good[13]));
  });

  it('finds a labelled number with a valid check digit', () => {
    const text = `피고 주식회사 가나(법인등록번호 ${good})는`;
    expect(findCorporateNumbers(text).map((s) => [s.start, s.end, s.label, s.score])).toEqual([[...at(text, good), '법인등록번호', 1]]);
  });

  it('keeps a labelled number whose check digit fails, at a lower score', () => {
    const text = `법인등록번호 ${bad}`;
    expect(findCorporateNumbers(text).map((s) => [s.start, s.end, s.score])).toEqual([[...at(text, bad), 0.9]]);
  });

  it('finds a valid number without context only when it cannot also be a resident number', () => {
    const text = `주식회사 가나 ${good}`;
    expect(findCorporateNumbers(text).map((s) => s.text)).toEqual([good]);
    expect(findCorporateNumbers(`주식회사 가나 ${bad}`)).toEqual([]);
  });

  it('gives the number to the RRN recognizer when it validates as both without a label', () => {
    // Search a resident number that also passes the corporate check; both checks are independent, so one is near.
    let both = '';
    for (let serial = 10000; !both; serial++) {
      const rrn = withRrnCheck(`800101${1}${serial}`);
      if (Number(rrn[12]) === corporateCheckDigit(rrn.slice(0, 12))) both = hyphenate(rrn, [6, 7]);
    }
    expect(findCorporateNumbers(`번호 ${both}`)).toEqual([]);
    expect(findRuleSpans(`번호 ${both}`).map((s) => s.label)).toEqual(['주민등록번호']);
    expect(findRuleSpans(`법인등록번호 ${both}`).map((s) => s.label)).toEqual(['법인등록번호']);
  });
});
