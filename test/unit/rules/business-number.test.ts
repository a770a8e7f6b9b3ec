import { describe, expect, it } from 'vitest';
import { businessCheckDigit, findBusinessNumbers } from '../../../native/rules';
import { at, breakLast, hyphenate, withBusinessCheck } from './check-digits';

const good = hyphenate(withBusinessCheck('123456789'), [3, 2, 5]);
const bad = breakLast(good);
const found = (text: string) => findBusinessNumbers(text).map((s) => [s.start, s.end, s.label, s.score]);

describe('findBusinessNumbers', () => {
  it('computes the NTS check digit, including the tens of 5 × the ninth digit', () => {
    expect(businessCheckDigit('123456789')).toBe(Number(withBusinessCheck('123456789')[9]));
    expect(businessCheckDigit('220810059')).toBe(Number(withBusinessCheck('220810059')[9]));
  });

  it('finds a hyphenated number with a valid check digit, particle outside', () => {
    const text = `주식회사 가나(사업자등록번호 ${good})는`;
    expect(found(text)).toEqual([[...at(text, good), '사업자등록번호', 1]]);
  });

  it('finds a valid hyphenated number without context', () => {
    const text = `상호 가나상사 ${good}`;
    expect(found(text)).toEqual([[...at(text, good), '사업자등록번호', 1]]);
  });

  it('rejects a bad check digit unless the number is labelled', () => {
    expect(found(`상호 가나상사 ${bad}`)).toEqual([]);
    const text = `사업자등록번호: ${bad}`;
    expect(found(text)).toEqual([[...at(text, bad), '사업자등록번호', 0.85]]);
  });

  it('needs context for an unhyphenated number', () => {
    const plain = good.replace(/-/g, '');
    expect(found(`번호 ${plain}`)).toEqual([]);
    const text = `사업자번호 ${plain}로`;
    expect(found(text)).toEqual([[...at(text, plain), '사업자등록번호', 1]]);
  });

  it('leaves a 3-2-5 number under a bank name to the account recognizer', () => {
    expect(found(`농협 계좌 ${good}`)).toEqual([]);
  });
});

describe('findBusinessNumbers beside an ambiguous bank name', () => {
  it('yields to the account reading right after 국민', () => {
    expect(findBusinessNumbers(`국민 ${good}`)).toEqual([]);
  });
});
