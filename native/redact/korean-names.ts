// Splitting a Korean full name into surname and given name, for `길동` and `홍 씨` mentions of `홍길동`.

// Two-syllable surnames; any other name's surname is its first syllable.
export const COMPOUND_SURNAMES: ReadonlySet<string> = new Set(['남궁', '선우', '독고', '제갈', '황보', '사공', '서문', '동방', '어금', '망절', '장곡', '강전', '소봉']);

const HANGUL_WORD = /^[가-힣]+$/u;

export interface NameParts {
  surname: string;
  given: string;
}

/** Surname and given name of a 2–5 syllable Hangul name, or undefined when it does not look like one. */
export function splitKoreanName(name: string): NameParts | undefined {
  if (!HANGUL_WORD.test(name) || name.length < 2 || name.length > 5) return undefined;
  const two = name.slice(0, 2);
  if (name.length >= 4 && COMPOUND_SURNAMES.has(two)) return { surname: two, given: name.slice(2) };
  return { surname: name.slice(0, 1), given: name.slice(1) };
}

/** Honorific or plain suffixes courts write after a surname alone (`홍 씨`, `김양`). */
export const SURNAME_SUFFIXES = ['씨', '군', '양'] as const;

/** Party and witness roles written right before a name, sometimes without a space (`피고인홍길동`). */
export const PARTY_ROLE_WORDS = [
  '피고인', '피해자', '원고', '피고', '증인', '참고인', '고소인', '고발인', '신청인', '피신청인', '채권자', '채무자',
  '항소인', '피항소인', '상고인', '피상고인', '청구인', '피청구인', '사건본인', '진정인', '공범', '망',
  // law.go.kr's placeholders' role words: a model that tags one must not spread it over the judgment.
  '소외', '공소외', '소외인', '공소외인', '신청외', '사건외',
];

/** One-syllable Korean surnames (the common ones and the rare ones courts still meet: 탁, 국, 어, 편, 용…). */
export const SURNAMES = new Set([
  ...'김이박최정강조윤장임한오서신권황안송류유전홍고문양손배백허남심노하곽성차주우구민진지엄채원천방공현함변염여추도소석선설마길연위표명기반라나왕금옥육인맹제모탁국어은편용예경봉사부가복태목형계피두감음빈동온호범좌팽승간상시갈견단당묵창화근순야요초뇌',
]);

/** The 21 most frequent surnames (each ≥ 0.5 % of the population, together about four Koreans in five). */
export const FREQUENT_SURNAMES: ReadonlySet<string> = new Set([...'김이박정최조강윤장임한오서신권황안송류전홍']);

// Initials ㄲ ㄸ ㅃ ㅆ ㅉ ㅋ and finals other than ㄱ ㄴ ㄹ ㅁ ㅂ ㅇ almost never occur in Korean given names, and
// often in transliterations (`마이클`, `쯔위`, `마크롱`).
const RARE_INITIALS = new Set([1, 4, 8, 10, 13, 15]);
const COMMON_FINALS = new Set([0, 1, 4, 8, 16, 17, 21]);

function givenSyllableLooksKorean(ch: string): boolean {
  const c = ch.charCodeAt(0) - 0xac00;
  if (c < 0 || c > 11171) return false;
  return !RARE_INITIALS.has(Math.floor(c / 588)) && COMMON_FINALS.has(c % 28);
}

/** True when `name` reads as a Korean full name: a surname, then a one- or two-syllable given name (three after a compound surname). */
export function isKoreanShaped(name: string): boolean {
  if (!HANGUL_WORD.test(name)) return false;
  const compound = COMPOUND_SURNAMES.has(name.slice(0, 2)) && name.length >= 3 && name.length <= 5;
  if (!compound && !(name.length >= 2 && name.length <= 3 && SURNAMES.has(name[0]))) return false;
  return [...name.slice(compound ? 2 : 1)].every(givenSyllableLooksKorean);
}
