import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { longProseCompound, nounPieces, proseCompound } from '../../../native/lexicon/common-compound';
import { KO_NOUNS } from '../../../native/lexicon/ko-nouns';
import { namesTaken } from '../generated-names';

const JUDGMENT = readFileSync(new URL('../../fixtures/samples/judgment-long-2.txt', import.meta.url), 'utf8');

describe('everyday compounds (dictionary nouns the judgment uses elsewhere)', () => {
  it('splits the vocabulary a model mistook for names on law.go.kr judgments into dictionary nouns', () => {
    expect(nounPieces('명령복종관계')).toEqual(['명령', '복종', '관계']);
    expect(nounPieces('납세자권리헌장')).toEqual(['납세자', '권리', '헌장']);
    expect(nounPieces('증거인멸')).toEqual(['증거인멸']);
    expect(nounPieces('전원별도')).toEqual(['전원', '별도']);
  });

  it('is prose only when the judgment uses every piece outside the word', () => {
    const text = '감정인의 감정결과에 의하면 그 결과가 다르다. 명령에 대한 복종은 관계가 있고 명령복종관계는 군의 기본이다.';
    expect(proseCompound('감정결과', text)).toEqual(['감정', '결과']);
    expect(proseCompound('명령복종관계', text)).toEqual(['명령', '복종', '관계']);
    // The same word where the judgment never uses its pieces alone: a name, for all the dictionary knows.
    expect(proseCompound('전원별도', '피해자 전원별도는 전원별도의 집에 갔다.')).toBeUndefined();
    // Nor does the same word written with spaces: `제주온천 리조트` is no evidence for `제주온천리조트`.
    expect(proseCompound('제주온천리조트', '내가 운영하는 제주온천 리조트의 운영비, 제주 온천 리조트, 제주온천리조트에')).toBeUndefined();
    // A four-syllable word the dictionary holds whole is prose wherever it stands.
    expect(proseCompound('증거인멸', '증거인멸의 우려가 있다.')).toEqual(['증거인멸']);
  });

  it('never takes a short word, a non-Hangul word or a name opened by a two-syllable surname', () => {
    const text = '사공 하늘 동방 보람 표현 관계인';
    for (const w of ['표현', '관계인', 'ABC회사', '사공하늘', '동방보람']) expect(proseCompound(w, text), w).toBeUndefined();
  });

  // A four-syllable name of a one-syllable surname and a three-syllable given name can split into two nouns the
  // judgment uses (`구성성기`): 2 of 2,000 here, 3 of 10,800 written into the 36 precedent-kr judgments; every
  // other style never.
  it('takes no name of any style written into a judgment (2,000 generated per style), three-syllable given names at ≤ 0.25 %', () => {
    const taken = namesTaken(2000, 7, (name) => {
      const text = `${JUDGMENT}\n피해자 ${name}은 ${name}의 집에서 ${name}에게 돈을 빌려주었다.`;
      return name.split(' ').some((word) => proseCompound(word, text));
    });
    for (const [style, hits] of taken) {
      if (style === 'three-syllable-given') expect(hits.length, hits.join(' ')).toBeLessThanOrEqual(5);
      else expect(hits, style).toEqual([]);
    }
  });

  it('reads a word of six syllables or more in three nouns or more, all but one used elsewhere, as prose; no generated name', () => {
    const text = '납세자에게 권리를 알리는 납세자권리헌장을 주었다. 군인의 복무에 관한 군인복무규율. 사무처리규정.';
    expect(longProseCompound('납세자권리헌장', text)).toEqual(['납세자', '권리', '헌장']);
    expect(longProseCompound('군인복무규율', text)).toEqual(['군인', '복무', '규율']);
    // Two pieces unused elsewhere (사무, 처리), two nouns, or fewer than six syllables: not this rule.
    for (const w of ['사무처리규정', '감정결과', '명령복종', '교통사고처리', '사공하늘보람찬']) expect(longProseCompound(w, text), w).toBeUndefined();
    const taken = namesTaken(2000, 11, (name) => {
      const glued = name.replace(/ /gu, '');
      // Each word, and the name glued into one (`후인티하`, as law.go.kr text sometimes writes it).
      const written = `${JUDGMENT}\n피해자 ${name}은 ${glued}의 집에서 ${name}에게 돈을 빌려주었다.`;
      return [...name.split(' '), glued].some((word) => longProseCompound(word, written));
    });
    for (const [style, hits] of taken) expect(hits, style).toEqual([]);
  });

  it('ships the dictionary’s nouns: Hangul only, two or more syllables, sorted, no duplicates', () => {
    const words = KO_NOUNS.split('\n');
    expect(words.length).toBeGreaterThan(30_000);
    expect(words.every((w) => /^[가-힣]{2,}$/u.test(w))).toBe(true);
    expect(new Set(words).size).toBe(words.length);
    expect([...words].sort()).toEqual(words);
  });
});
