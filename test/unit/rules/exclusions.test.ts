import { describe, expect, it } from 'vitest';
import { findExclusions, findRuleSpans } from '../../../native/rules';
import { at } from './check-digits';

const kinds = (text: string) => findExclusions(text).map((r) => [text.slice(r.start, r.end), r.kind]);

describe('findExclusions', () => {
  it('marks case numbers', () => {
    expect(kinds('2023고단1234, 2022노567, 2021가합12345, 2019도1234')).toEqual([
      ['2023고단1234', 'case-number'],
      ['2022노567', 'case-number'],
      ['2021가합12345', 'case-number'],
      ['2019도1234', 'case-number'],
    ]);
  });

  it('marks two-digit-year case numbers near a court word', () => {
    const text = '대법원 1996. 5. 10. 선고 96도1234 판결';
    expect(findExclusions(text).filter((r) => r.kind === 'case-number').map((r) => [r.start, r.end])).toEqual([at(text, '96도1234')]);
  });

  it('marks statute citations', () => {
    expect(kinds('형법 제347조 제1항, 제3조의2')).toEqual([
      ['제347조', 'statute'],
      ['제1항', 'statute'],
      ['제3조의2', 'statute'],
    ]);
  });

  it('marks dates with their trailing 경', () => {
    expect(kinds('2020. 9. 25. 및 2015. 9. 18.경, 2023-12-25')).toEqual([
      ['2020. 9. 25.', 'date'],
      ['2015. 9. 18.경', 'date'],
      ['2023-12-25', 'date'],
    ]);
  });

  it('rejects impossible months in a dotted date', () => {
    expect(kinds('2020. 13. 25')).toEqual([]);
  });

  it('marks money, times and percentages', () => {
    expect(kinds('607,605,479원, 4억 원, 14:30, 12.5%')).toEqual([
      ['607,605,479', 'money'],
      ['607,605,479원', 'money'],
      ['4억 원', 'money'],
      ['14:30', 'time'],
      ['12.5%', 'percent'],
    ]);
  });

  it('keeps every recognizer away from excluded text', () => {
    const text = '형법 제347조 제1항, 2023고단1234, 2020. 9. 25. 14:30경 계좌로 1234567890원을 송금';
    expect(findRuleSpans(text)).toEqual([]);
  });
});
