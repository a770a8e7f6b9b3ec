import { describe, expect, it } from 'vitest';
import { PARTICLE_LIST, splitTrailingParticle, trimSpanParticles } from '../../../native/tokenizer/particles';

// Stems chosen to agree with each particle: 동 has a final consonant, 희 has none.
const NEEDS_BATCHIM = new Set(['이', '은', '을', '과', '으로', '이나', '이랑', '으로부터', '으로서', '과의', '이었다', '이었고', '이라는', '이라고']);
const NEEDS_NONE = new Set(['가', '는', '를', '와', '로', '나', '랑', '로부터', '로서', '와의', '였다', '였고', '라는', '라고']);

describe('splitTrailingParticle', () => {
  it('lists every particle of the documented strategy', () => {
    for (const p of ['이', '가', '은', '는', '을', '를', '에게', '에게서', '한테', '께', '에서', '에', '의', '와', '과', '로', '으로', '도', '만', '까지', '부터', '이나', '나', '이랑', '랑', '에게로', '으로부터', '로부터', '처럼', '보다', '이다', '이고', '이며', '였다', '이었다']) {
      expect(PARTICLE_LIST).toContain(p);
    }
  });

  it.each(PARTICLE_LIST.map((p) => [p]))('splits %s off an agreeing stem', (p) => {
    const stem = NEEDS_NONE.has(p) ? '김영희' : '홍길동';
    expect(splitTrailingParticle(stem + p)).toEqual({ stem, particle: p });
    if (NEEDS_BATCHIM.has(p)) expect(splitTrailingParticle('김영희' + p).particle).not.toBe(p);
  });

  it('splits the full copula off a vowel too, as judgments write it (`대표이사이다`)', () => {
    for (const p of ['이다', '이고', '이며']) expect(splitTrailingParticle(`김영희${p}`)).toEqual({ stem: '김영희', particle: p });
    // … but never leaves less than the stem asked for (`아이다` is a name).
    expect(splitTrailingParticle('아이다', 2)).toEqual({ stem: '아이다', particle: '' });
  });

  it('leaves the 과 of a clinic’s department (`가정의학과`, `정형외과의`), not of a name or a short word (`박지안과`)', () => {
    expect(splitTrailingParticle('월곡연세가정의학과')).toEqual({ stem: '월곡연세가정의학과', particle: '' });
    expect(splitTrailingParticle('서울정형외과의')).toEqual({ stem: '서울정형외과', particle: '의' });
    expect(splitTrailingParticle('박지안과')).toEqual({ stem: '박지안', particle: '과' });
  });

  it('takes the longest particle', () => {
    expect(splitTrailingParticle('홍길동이')).toEqual({ stem: '홍길동', particle: '이' });
    expect(splitTrailingParticle('김철수에게서')).toEqual({ stem: '김철수', particle: '에게서' });
    expect(splitTrailingParticle('홍길동으로부터')).toEqual({ stem: '홍길동', particle: '으로부터' });
    expect(splitTrailingParticle('김영희로부터')).toEqual({ stem: '김영희', particle: '로부터' });
  });

  it('leaves at least one syllable of stem', () => {
    expect(splitTrailingParticle('이가')).toEqual({ stem: '이', particle: '가' });
    expect(splitTrailingParticle('이')).toEqual({ stem: '이', particle: '' });
    expect(splitTrailingParticle('에게')).toEqual({ stem: '에게', particle: '' });
  });

  it('keeps names whose last syllable only looks like a particle', () => {
    expect(splitTrailingParticle('김영희')).toEqual({ stem: '김영희', particle: '' });
    expect(splitTrailingParticle('김영희이')).toEqual({ stem: '김영희이', particle: '' });
    expect(splitTrailingParticle('홍길동가')).toEqual({ stem: '홍길동가', particle: '' });
    expect(splitTrailingParticle('홍길동로')).toEqual({ stem: '홍길동로', particle: '' });
  });

  it('accepts 로 after ㄹ and either form after Latin letters', () => {
    expect(splitTrailingParticle('서울로')).toEqual({ stem: '서울', particle: '로' });
    expect(splitTrailingParticle('ABC는')).toEqual({ stem: 'ABC', particle: '는' });
    expect(splitTrailingParticle('ABC은')).toEqual({ stem: 'ABC', particle: '은' });
  });
});

describe('trimSpanParticles', () => {
  it('trims a person span that ends at the end of its word', () => {
    const text = '피고인 홍길동이 왔다';
    expect(trimSpanParticles(text, 4, 8, 'PERSON')).toEqual({ start: 4, end: 7 });
    expect(trimSpanParticles('김철수에게서 받은', 0, 6, 'PERSON')).toEqual({ start: 0, end: 3 });
    expect(trimSpanParticles('주식회사 가람은', 0, 8, 'BUSINESS')).toEqual({ start: 0, end: 7 });
    expect(trimSpanParticles('이가 말했다', 0, 2, 'PERSON')).toEqual({ start: 0, end: 1 });
  });

  it('trims at the end of the text and before punctuation', () => {
    expect(trimSpanParticles('증인 김영희를', 3, 7, 'PERSON')).toEqual({ start: 3, end: 6 });
    expect(trimSpanParticles('(홍길동과)', 1, 5, 'ORGANIZATION')).toEqual({ start: 1, end: 4 });
  });

  it('leaves a span that ends inside a word', () => {
    expect(trimSpanParticles('홍길동이는', 0, 4, 'PERSON')).toEqual({ start: 0, end: 4 });
  });

  it('leaves other categories', () => {
    expect(trimSpanParticles('서울 강남구에', 0, 7, 'ADDRESS')).toEqual({ start: 0, end: 7 });
  });

  it('leaves a multi-word name without a particle', () => {
    expect(trimSpanParticles('나리 식당 앞에서', 0, 5, 'BUSINESS')).toEqual({ start: 0, end: 5 });
    expect(trimSpanParticles('나리 식당에서', 0, 7, 'BUSINESS')).toEqual({ start: 0, end: 5 });
  });
});
