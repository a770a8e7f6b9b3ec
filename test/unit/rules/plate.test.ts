import { describe, expect, it } from 'vitest';
import { findRuleSpans, findVehiclePlates } from '../../../native/rules';
import { at } from './check-digits';

const found = (text: string) => findVehiclePlates(text).map((s) => [s.start, s.end, s.label]);

describe('findVehiclePlates', () => {
  it('finds 2- and 3-digit plates, with or without the space, particle and 호 outside', () => {
    const text = '피고인은 12가3456호 쏘나타 승용차를 운전하여 123가 4567 차량을';
    expect(found(text)).toEqual([
      [...at(text, '12가3456'), '차량번호'],
      [...at(text, '123가 4567'), '차량번호'],
    ]);
  });

  it('finds the old regional form including the region', () => {
    const text = '서울12가3456 및 경기 12 가 3456을';
    expect(found(text)).toEqual([
      [...at(text, '서울12가3456'), '차량번호'],
      [...at(text, '경기 12 가 3456'), '차량번호'],
    ]);
  });

  it('accepts business, delivery and rental syllables', () => {
    const text = '택시 30바1234, 택배 80배5678, 렌터카 12허3456';
    expect(found(text).map(([s, e]) => text.slice(s as number, e as number))).toEqual(['30바1234', '80배5678', '12허3456']);
  });

  it('rejects syllables not issued on plates', () => {
    expect(found('12각3456, 12한3456, 12공3456')).toEqual([]);
  });

  it('is never a case number', () => {
    expect(findRuleSpans('서울중앙지방법원 2023고단1234 사건과 2022노567, 2019도1234 판결')).toEqual([]);
    expect(findRuleSpans('대법원 1996. 5. 10. 선고 96도1234 판결')).toEqual([]);
  });

  it('rejects wrong digit counts', () => {
    expect(found('12가345, 12가34567, 1234가5678')).toEqual([]);
    expect(found('12가34\n567 차량, 12가3\n45')).toEqual([]);
  });

  it('reads a plate a wrapped line broke, where a space may stand or inside its last four digits', () => {
    const text = '안진 운전의 14구\n0952 택시에 탑승한 후 가져온 136누94\n06 아우디 승용차와 12\n가3456';
    expect(found(text).map(([s, e]) => text.slice(s as number, e as number))).toEqual(['14구\n0952', '136누94\n06', '12\n가3456']);
  });
});

describe('findVehiclePlates spacing', () => {
  it('allows a space between number and syllable only in the regional form', () => {
    expect(found('약 30 도 1234')).toEqual([]);
    const text = '부산 31 바 5678호';
    expect(found(text)).toEqual([[...at(text, '부산 31 바 5678'), '차량번호']]);
  });
});

describe('findRuleSpans on plates after 사건', () => {
  it('keeps a plate right after 이 사건', () => {
    const text = '이 사건 12가3456 차량';
    expect(findRuleSpans(text).map((s) => [s.start, s.end, s.label])).toEqual([[...at(text, '12가3456'), '차량번호']]);
  });
});
