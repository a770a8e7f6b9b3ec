import { describe, expect, it } from 'vitest';
import { finalSound } from '../../../native/redact/hangul';
import { agreeParticle } from '../../../native/redact/particle-agreement';

/** The text after replacing [0, len) with `by`, particle fixed. */
function replaced(text: string, len: number, by: string): string {
  const fix = agreeParticle(text, len, by);
  return fix ? by + fix.particle + text.slice(len + fix.length) : by + text.slice(len);
}

describe('finalSound', () => {
  it('reads letters by their Korean names, digits as numbers, ○ as 공, tags by the word inside', () => {
    expect(['A', 'B', 'Z', 'L', 'M', 'N', 'R'].map(finalSound)).toEqual(['vowel', 'vowel', 'vowel', 'rieul', 'consonant', 'consonant', 'rieul']);
    expect(['1', '2', '3', '6', '0', '10', '100', '12'].map(finalSound)).toEqual([
      'rieul', 'vowel', 'consonant', 'consonant', 'consonant', 'consonant', 'consonant', 'vowel',
    ]);
    expect(finalSound('계좌번호 1 생략')).toBe('consonant');
    expect(finalSound('[성명]')).toBe('consonant');
    expect(finalSound('[주소]')).toBe('vowel');
    expect(finalSound('홍○○')).toBe('consonant');
    expect(finalSound('███')).toBeUndefined();
    expect(finalSound('')).toBeUndefined();
  });
});

describe('agreeParticle', () => {
  it('makes 이/가, 을/를, 은/는, 과/와 agree with the new value', () => {
    expect(replaced('홍길동이 왔다', 3, 'A')).toBe('A가 왔다');
    expect(replaced('김철수를 만났다', 3, 'B')).toBe('B를 만났다');
    expect(replaced('이영희은 말했다', 3, 'C')).toBe('C는 말했다');
    expect(replaced('박영수는 말했다', 3, 'L')).toBe('L은 말했다');
    expect(replaced('박영수와 함께', 3, 'M')).toBe('M과 함께');
    expect(replaced('홍길동과의 관계', 3, 'D')).toBe('D와의 관계');
  });

  it('gives ㄹ-final values 로 and other consonants 으로', () => {
    expect(replaced('110-123로 송금', 7, '계좌번호 1 생략')).toBe('계좌번호 1 생략으로 송금');
    expect(replaced('계좌로 송금', 2, '계좌번호 1 생략')).toBe('계좌번호 1 생략으로 송금');
    expect(replaced('서울로 갔다', 2, 'R')).toBe('R로 갔다');
    expect(replaced('서울로 갔다', 2, 'N')).toBe('N으로 갔다');
    expect(replaced('홍길동으로부터 받은', 3, 'A')).toBe('A로부터 받은');
  });

  it('keeps the copula 이 after a vowel but adds it after a consonant', () => {
    expect(replaced('홍길동이다.', 3, 'A')).toBe('A이다.');
    expect(replaced('김철수다.', 3, 'M')).toBe('M이다.');
    expect(replaced('김철수라는 사람', 3, 'L')).toBe('L이라는 사람');
  });

  it('leaves what is not a particle, and values without a reading, alone', () => {
    expect(agreeParticle('홍길동이사 회의', 3, 'A')).toBeNull();
    expect(agreeParticle('홍길동 이 사건', 3, 'A')).toBeNull();
    expect(agreeParticle('홍길동이 왔다', 3, '███')).toBeNull();
    expect(agreeParticle('홍길동의 집', 3, 'A')).toBeNull();
    expect(agreeParticle('김철수가 왔다', 3, 'A')).toBeNull();
    expect(agreeParticle('홍길동이는 왔다', 3, 'A')).toBeNull();
  });
});
