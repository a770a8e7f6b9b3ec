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

  it("finds them glued to the building's name where law.go.kr lost the space, never glued to another word", () => {
    const text = '대구 달서구 인면 836마포그랑자이아파트105동 1704호에 관하여';
    expect(found(text)).toEqual([
      [...at(text, '105동'), '동'],
      [...at(text, '1704호'), '호'],
    ]);
    const others = '한빛오피스텔3동 12호, 증제1동 2호증, 사건3동 12호';
    expect(found(others)).toEqual([
      [...at(others, '3동'), '동'],
      [...at(others, '12호'), '호'],
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
