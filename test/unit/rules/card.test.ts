import { describe, expect, it } from 'vitest';
import { findCardNumbers, luhnValid } from '../../../native/rules';
import { at, breakLast, hyphenate, withLuhn } from './check-digits';

const visa = hyphenate(withLuhn('411111111111111'), [4, 4, 4, 4]);
const amex = hyphenate(withLuhn('37828224631000'), [4, 6, 5]);
const found = (text: string) => findCardNumbers(text).map((s) => [s.start, s.end, s.label, s.score]);

describe('findCardNumbers', () => {
  it('implements Luhn', () => {
    expect(luhnValid(visa)).toBe(true);
    expect(luhnValid(breakLast(visa))).toBe(false);
  });

  it('finds grouped Luhn-valid numbers without context', () => {
    const text = `결제 ${visa}로, 또 ${amex}`;
    expect(found(text)).toEqual([
      [...at(text, visa), '카드번호', 1],
      [...at(text, amex), '카드번호', 1],
    ]);
  });

  it('accepts space groups and rejects a Luhn failure', () => {
    const spaced = visa.replace(/-/g, ' ');
    const text = `신용카드 ${spaced} 및 ${breakLast(visa)}`;
    expect(found(text)).toEqual([[...at(text, spaced), '카드번호', 1]]);
  });

  it('needs card context for a bare digit run', () => {
    const plain = visa.replace(/-/g, '');
    expect(found(`번호 ${plain}`)).toEqual([]);
    const text = `체크카드 번호 ${plain}를`;
    expect(found(text)).toEqual([[...at(text, plain), '카드번호', 1]]);
  });

  it('finds a masked number only in card context', () => {
    const text = '피해자의 카드번호 1234-56**-****-7890을 이용하여';
    expect(found(text)).toEqual([[...at(text, '1234-56**-****-7890'), '카드번호', 0.9]]);
    expect(found('번호 1234-56**-****-7890')).toEqual([]);
  });

  it('leaves a 16-digit account under a bank name alone', () => {
    expect(found(`신한은행 계좌 ${visa}`)).toEqual([]);
  });
});
