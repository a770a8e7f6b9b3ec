import { describe, expect, it } from 'vitest';
import { findResidentNumbers } from '../../../native/rules';
import { breakLast, hyphenate, withRrnCheck } from './check-digits';

const valid = withRrnCheck('800101123456'); // 1980-01-01, male
const validDashed = hyphenate(valid, [6, 7]);
const foreigner = withRrnCheck('900215512345'); // 1990-02-15, foreign male
const leap = withRrnCheck('000229312345'); // 2000-02-29 exists (2000 is a leap year)
const notLeap = withRrnCheck('000229112345'); // 1900-02-29 does not

describe('findResidentNumbers', () => {
  it('finds a hyphenated RRN with a valid check digit, particle outside', () => {
    const text = `피고인 홍길동(${validDashed})은 2020. 9. 25. 서울에서`;
    const start = text.indexOf(validDashed);
    expect(findResidentNumbers(text)).toEqual([
      {
        start,
        end: start + 14,
        text: validDashed,
        label: '주민등록번호',
        category: 'ID_NUMBER',
        tier: 'direct',
        score: 1,
        source: 'rule',
        reason: 'RRN: valid date, check digit ok',
      },
    ]);
  });

  it('finds an unhyphenated RRN', () => {
    const text = `주민번호 ${valid}를`;
    expect(findResidentNumbers(text).map((s) => [s.start, s.end, s.score])).toEqual([[5, 18, 1]]);
  });

  it('labels gender digits 5–8 as alien registration numbers', () => {
    const text = `외국인 A(${hyphenate(foreigner, [6, 7])})`;
    const [span] = findResidentNumbers(text);
    expect([span.start, span.end, span.label, span.score]).toEqual([6, 20, '외국인등록번호', 1]);
  });

  it('accepts the alien check variant (+2 mod 10)', () => {
    const std = withRrnCheck('900215512345');
    const alien = std.slice(0, 12) + ((Number(std[12]) + 2) % 10);
    expect(findResidentNumbers(`번호 ${alien}`).map((s) => s.reason)).toEqual(['Alien registration number: valid date, check digit ok']);
  });

  it('checks leap years against the century of the gender digit', () => {
    expect(findResidentNumbers(`A: ${leap}`).map((s) => s.text)).toEqual([leap]);
    expect(findResidentNumbers(`A: ${notLeap}`)).toEqual([]);
  });

  it('rejects impossible dates and bad check digits without context', () => {
    expect(findResidentNumbers(`번호 ${withRrnCheck('801301123456')}`)).toEqual([]);
    expect(findResidentNumbers(`번호 ${withRrnCheck('800132123456')}`)).toEqual([]);
    expect(findResidentNumbers(`번호 ${breakLast(validDashed)}`)).toEqual([]);
  });

  it('keeps a failing check digit when context names it (post-2020 numbers)', () => {
    const broken = breakLast(hyphenate(withRrnCheck('210315412345'), [6, 7]));
    const text = `피해자의 주민등록번호는 ${broken}이다.`;
    const start = text.indexOf(broken);
    expect(findResidentNumbers(text).map((s) => [s.start, s.end, s.score, s.label])).toEqual([[start, start + 14, 0.9, '주민등록번호']]);
  });

  it('refuses a number inside a longer digit run', () => {
    expect(findResidentNumbers(`계좌 1${valid}`)).toEqual([]);
    expect(findResidentNumbers(`계좌 ${valid}7`)).toEqual([]);
    expect(findResidentNumbers(`계좌 12-${validDashed}`)).toEqual([]);
  });

  it('finds masked forms as one span', () => {
    const text = '피고인(800101-1******), 증인(800101-*******), 참고인(800101-1xxxxxx)';
    expect(findResidentNumbers(text).map((s) => [s.text, s.start, s.end, s.label, s.score])).toEqual([
      ['800101-1******', 4, 18, '주민등록번호', 0.95],
      ['800101-*******', 24, 38, '주민등록번호', 0.95],
      ['800101-1xxxxxx', 45, 59, '주민등록번호', 0.95],
    ]);
  });

  it('rejects a masked form with an impossible date', () => {
    expect(findResidentNumbers('피고인(801341-1******)')).toEqual([]);
  });

  it('reads full-width digits and keeps offsets into the original', () => {
    const wide = [...validDashed].map((c) => (c === '-' ? '－' : String.fromCharCode(c.charCodeAt(0) + 0xfee0))).join('');
    const text = `주민등록번호 ${wide}에`;
    expect(findResidentNumbers(text).map((s) => [s.start, s.end, s.text])).toEqual([[7, 21, wide]]);
  });

  it('leaves a corporate-number context to the corporate recognizer', () => {
    expect(findResidentNumbers(`법인등록번호 ${validDashed}`)).toEqual([]);
  });
});
