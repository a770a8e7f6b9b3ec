import { describe, expect, it } from 'vitest';
import { compactOf, isTokenAt, tokenOccurrences, twinOccurrences } from '../../../native/redact/token-match';

const starts = (text: string, needle: string) => tokenOccurrences(text, needle, () => compactOf(text)).map((h) => text.slice(h.start, h.end));

describe('token matching (leak check and consistency)', () => {
  it('never matches a number inside a longer number or an ordinal', () => {
    expect(starts('제1심판결을 취소한다. 1. 항소', '1')).toEqual(['1']);
    expect(tokenOccurrences('제1심판결', '1')).toEqual([]);
    expect(tokenOccurrences('2009가합1487 판결', '87')).toEqual([]);
    expect(tokenOccurrences('2/28 지분', '28')).toEqual([{ start: 2, end: 4 }]);
  });

  it('matches a name before a particle or a party role, not inside a longer name', () => {
    expect(starts('조혁이 말했다', '조혁')).toEqual(['조혁']);
    expect(starts('피고인조혁에게', '조혁')).toEqual(['조혁']);
    expect(tokenOccurrences('김철수는 A와 만났다', '김철')).toEqual([]);
    expect(tokenOccurrences('영수증을 받았다', '영수')).toEqual([]);
    // 명의 glued to a name, as a judgment written without spaces has it.
    expect(starts('원고의 누나인 유별명의의 계좌', '유별')).toEqual(['유별']);
    expect(tokenOccurrences('유별명세서', '유별')).toEqual([]);
  });

  it('matches numbers across spaces and hyphens, reporting the original stretch', () => {
    expect(starts('연락처 010 1234 5678로', '010-1234-5678')).toEqual(['010 1234 5678']);
    expect(starts('번호 9001011234567.', '900101-1234567')).toEqual(['9001011234567']);
  });

  it('takes letters of two scripts as a boundary, a digit beside a letter not', () => {
    expect(isTokenAt('xx홍길동', 2, 5)).toBe(true);
    expect(isTokenAt('A1234', 1, 5)).toBe(false);
    expect(isTokenAt('DCY-320(T)', 0, 7)).toBe(true);
  });

  it('finds the twins the leak check finds: without the spaces, and a word of three letters or more across a break', () => {
    const twins = (text: string, needle: string) =>
      twinOccurrences(text, needle, () => compactOf(text), true).map((h) => text.slice(h.start, h.end));
    expect(twins('(도로: 중로 24) 사업, (중로24)도로, 중로24호선', '중로 24')).toEqual(['중로 24', '중로24']);
    expect(twins('강동\n동시 소재, 강동동시에, 강동동시청', '강동\n동시')).toEqual(['강동\n동시', '강동동시']);
    expect(twins('피고인 김보람, 피고인 김보\n람과, 김보\n람보', '김보람')).toEqual(['김보람', '김보\n람']);
    // Two letters across a break are as often two words; a space is no line break.
    expect(twins('김철 이야기, 김\n철이 왔다', '김철')).toEqual(['김철']);
    expect(twins('김보 람과', '김보람')).toEqual([]);
    // Without acrossBreaks, only what the check finds.
    expect(twinOccurrences('김보람, 김보\n람과', '김보람', () => compactOf('김보람, 김보\n람과')).map((h) => h.start)).toEqual([0]);
  });
});
