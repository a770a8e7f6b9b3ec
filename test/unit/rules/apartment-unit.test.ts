import { describe, expect, it } from 'vitest';
import { findApartmentUnits, findRuleSpans } from '../../../native/rules';
import { at } from './check-digits';

const found = (text: string) => findApartmentUnits(text).map((s) => [s.start, s.end, s.label]);

describe('findApartmentUnits', () => {
  it('finds 동 and 호 as two spans, particle outside', () => {
    const text = '이 사건 아파트 101동 202호에 관하여';
    expect(found(text)).toEqual([
      [...at(text, '101동'), '동'],
      [...at(text, '202호'), '호'],
    ]);
  });

  it('needs both parts and is not an exhibit or statute number', () => {
    expect(found('3동 주민센터, 202호 법정, 증 제1동 2호증, 제5동 12호')).toEqual([]);
  });

  it('gives way to a full road-name address that contains it', () => {
    const text = '청주시 상당구 용암로 45, 101동 202호';
    expect(findRuleSpans(text).map((s) => [s.start, s.end, s.label])).toEqual([[...at(text, '용암로 45, 101동 202호'), '도로명주소']]);
  });
});
