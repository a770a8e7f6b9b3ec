import { describe, expect, it } from 'vitest';
import { findRuleSpans } from '../../../native/rules';
import { findVietnameseNames } from '../../../native/rules/vietnamese-name';

const names = (text: string) => findVietnameseNames(text).map((s) => [s.text, s.label]);

describe('Vietnamese names: surname, middle name, given name', () => {
  it('marks the three words wherever they stand, the particle left outside', () => {
    expect(names('그 일행인 당 반 롱과 시비가 붙어')).toEqual([['당 반 롱', '외국인이름']]);
    expect(names("피해자에게 ‘후인 티 하 계장' 행세를 하면서")).toEqual([['후인 티 하', '외국인이름']]);
    expect(names('응우옌 티 흐엉이 말하였고 레 반 뚜언에게 건넸다')).toEqual([
      ['응우옌 티 흐엉', '외국인이름'],
      ['레 반 뚜언', '외국인이름'],
    ]);
  });

  it('leaves a last word that is no given name and a particle, and prose of short words', () => {
    expect(names('"후인 티 투대표가 운영하는')).toEqual([]);
    expect(names('이 두 곳 중 한 곳은 도 반 이상이')).toEqual([]);
    expect(names('그 당시 반 년 동안')).toEqual([]);
  });

  it('is one of the rule recognizers', () => {
    expect(findRuleSpans('피해자 응우옌 반 안(남, 30세)').map((s) => s.text)).toContain('응우옌 반 안');
  });
});
