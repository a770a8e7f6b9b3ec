import { describe, expect, it } from 'vitest';
import { findRuleSpans } from '../../../native/rules';
import { findSlavicSurnames, slavicSurnameLength } from '../../../native/rules/slavic-surnames';

const names = (text: string) => findSlavicSurnames(text).map((s) => s.text);

describe('East Slavic and Central Asian family names', () => {
  it('reads -ov/-ova, -yev/-yeva and -enko as Hangul writes them, the particle outside', () => {
    expect(slavicSurnameLength('이바노프')).toBe(4);
    expect(slavicSurnameLength('페트로바와')).toBe(4);
    expect(slavicSurnameLength('세르게예프는')).toBe(5);
    expect(slavicSurnameLength('나자르바예바의')).toBe(6);
    expect(slavicSurnameLength('셰브첸코에게')).toBe(4);
  });

  it('leaves out loanwords, letters spelled out, dictionary words and words of two syllables', () => {
    for (const word of ['킥오프', '와이어로프', '맥주호프', '메밀소바', '피에프', '오토바이를', '카사노바', '노바', '호프']) {
      expect(slavicSurnameLength(word)).toBe(0);
    }
    // A space or a line break that cut a dictionary word (`오토바 이를`) leaves no family name behind.
    expect(names('택시를 타려다가 오토바 이를 타고, 오토바\n이를 세우고')).toEqual([]);
  });

  it('takes the given name before, even one ending as a particle does, but no role or prose', () => {
    expect(names('그 무렵 이리나 페트로바와 피해자는')).toEqual(['이리나 페트로바']);
    expect(names('피고인과 아이굴 유수포바, 쿠마리·어닐·셰르파는')).toEqual(['아이굴 유수포바']);
    expect(names('"이반 이바노프"라고')).toEqual(['이반 이바노프']);
    // Over a middle dot, a line break beside it.
    expect(names('블레이드 앤 소울 아이굴·토시마토프 이벤트, 피해자 아이굴·\n토시마토프에게')).toEqual(['아이굴·토시마토프', '아이굴·\n토시마토프']);
    expect(names('피해자 유수포바에게, 그러나 페트로바는, 하였으나 이바노프가')).toEqual(['유수포바', '페트로바', '이바노프']);
  });

  it('is one of the rule recognizers', () => {
    expect(findRuleSpans('그 무렵 이리나 페트로바와 피해자는 만났다').some((s) => s.text === '이리나 페트로바' && s.label === '외국인이름')).toBe(true);
  });
});
