// Person names of every style, from syllable pools written here (not the training generators' lists), so the
// role slices test shapes the model never saw: rare surnames, one- and three-syllable given names, foreign names
// in Hangul with and without spaces, and random Hangul strings.

export type NameStyle =
  | 'common'
  | 'rare-surname'
  | 'one-syllable-given'
  | 'three-syllable-given'
  | 'foreign-spaced'
  | 'foreign-joined'
  | 'random-hangul';

export const NAME_STYLES: readonly NameStyle[] = [
  'common',
  'rare-surname',
  'one-syllable-given',
  'three-syllable-given',
  'foreign-spaced',
  'foreign-joined',
  'random-hangul',
];

/** A seeded PRNG (mulberry32): the same seed gives the same test set. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

const pick = <T>(r: Random, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

const COMMON_SURNAMES = [...'김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허남심노하곽성차주우구'];
// Rare one- and two-syllable surnames, some of which no list in the engine names (궉, 옹, 즙, 삼).
const RARE_SURNAMES = ['황보', '남궁', '제갈', '선우', '독고', '사공', '서문', '탁', '국', '어', '편', '용', '봉', '예', '궉', '옹', '즙', '삼', '빈', '팽', '뇌', '묵', '견', '단'];
const GIVEN_SYLLABLES = [
  ...'민서준지현우영수하은윤도진성예채다아연재승태혜경유주희소정원호훈석빈린율솔나미선철규상동세한인기용범결온별찬혁욱웅란숙자옥순남길봉만식덕',
];

const VIET_FAMILY = ['응우옌', '쩐', '레', '팜', '호앙', '부', '당', '보', '브엉', '즈엉'];
const VIET_MIDDLE = ['반', '티', '득', '꽝', '민', '후이', '탄'];
const VIET_GIVEN = ['안', '흐엉', '뚜안', '린', '타오', '훙', '남', '짱', '히에우', '빈'];
const FIRST_NAMES = ['나탈리아', '올가', '이리나', '알렉산드르', '드미트리', '세르게이', '스베틀라나', '마이클', '제임스', '에밀리', '마리아', '솜차이', '바트', '아마르', '라훌', '파티마', '압둘라', '카를로스'];
const LAST_NAMES = ['이바노바', '페트로프', '스미르노바', '쿠즈네초프', '포포바', '스미스', '존슨', '가르시아', '산토스', '분마', '에르덴', '간바타르', '샤르마', '하산', '로페스', '카리모프'];
const CN_FAMILY = ['왕', '리', '장', '류', '천', '양', '자오', '저우', '쑨', '마'];
const CN_GIVEN = ['웨이', '팡', '밍', '레이', '징', '하오', '쥔', '옌', '슈잉', '즈하오', '샤오린', '위'];

function given(r: Random, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += pick(r, GIVEN_SYLLABLES);
  return s;
}

function randomSyllable(r: Random): string {
  return String.fromCharCode(0xac00 + Math.floor(r() * 11172));
}

/** One name of the given style. */
export function makeName(style: NameStyle, r: Random): string {
  switch (style) {
    case 'common':
      return pick(r, COMMON_SURNAMES) + given(r, 2);
    case 'rare-surname':
      return pick(r, RARE_SURNAMES) + given(r, r() < 0.8 ? 2 : 1);
    case 'one-syllable-given':
      return (r() < 0.75 ? pick(r, COMMON_SURNAMES) : pick(r, RARE_SURNAMES.slice(0, 7))) + given(r, 1);
    case 'three-syllable-given':
      return pick(r, COMMON_SURNAMES) + given(r, 3);
    case 'foreign-spaced':
      return r() < 0.5
        ? `${pick(r, VIET_FAMILY)} ${pick(r, VIET_MIDDLE)} ${pick(r, VIET_GIVEN)}`
        : `${pick(r, FIRST_NAMES)} ${pick(r, LAST_NAMES)}`;
    case 'foreign-joined':
      return r() < 0.6 ? pick(r, CN_FAMILY) + pick(r, CN_GIVEN) : pick(r, FIRST_NAMES) + pick(r, LAST_NAMES);
    case 'random-hangul': {
      const n = 2 + Math.floor(r() * 3);
      let s = '';
      for (let i = 0; i < n; i++) s += randomSyllable(r);
      return s;
    }
  }
}
