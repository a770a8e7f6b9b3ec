// Foreign names whose shape alone says they are names, as courts write them in Hangul, wherever they stand (with or
// without a role word before them):
// - Vietnamese: surname, middle name, given name (`당 반 롱과`, `후인 티 하는`, `응우옌 반 안(남, 30세)`). The surnames
//   are a closed class (these cover nine in ten people) and the middle name is mostly 반 (men) or 티 (women).
// - Chinese: a surname that is no Korean word (쑨, 저우, 자오 …) and a given name of one or two syllables (`쑨 팅팅이`,
//   `저우 팅팅의`), or three as Hangul writes some Mandarin ones (`쑨 즈하오가`); a surname prose also uses (장, 왕,
//   마, 황, 리, 허, 양) only before such a three-syllable given name or one syllable said twice (`양 팅팅의`), with its
//   particle; never 한, 주, 우, 천 or 위, which open too many phrases of prose (`한 개 빼주는`, `위 하이펑을`). Written as
//   one word, either surname only before one syllable said twice (`쉬팅팅,`, `왕리리가`).
// On the 1.9 M characters of marked excerpts and the 36 precedent-kr judgments neither shape occurs outside a marked
// name.
import { isDictionaryNoun, isNounOrCompound } from '../lexicon/common-compound';
import { finalIndex, isHangulSyllable } from '../redact/hangul';
import type { Span } from '../types';
import { alternation } from './alternation';
import { isNotName, particleRest } from './role-context';
import { asRuleText, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const VIETNAMESE_SURNAMES = ['응우옌', '응웬', '응우엔', '쩐', '레', '팜', '호앙', '후인', '휜', '판', '부', '부이', '보', '당', '도', '호', '응오', '즈엉', '르엉', '리', '마이', '찐', '딘', '하', '또', '람', '카오', '루', '랑', '꽉'];
const VIETNAMESE_MIDDLE = ['반', '티', '득', '꽝', '딘', '홍', '민', '탄', '응옥', '응욕', '투', '후', '바', '흐우', '찌', '낌', '비엣', '쑤언', '타잉', '안'];
const CHINESE_SURNAMES = ['쑨', '저우', '자오', '가오', '궈', '뤄', '쩡', '셰', '차오', '쑹', '펑', '딩', '류', '린', '탕', '쉬', '덩', '량', '차이'];
// Frequent Chinese surnames that are also Korean words or syllables (`장 즈하오가`, `양 팅팅의`): only before a given
// name of three Mandarin syllables or one said twice, with its particle, which no prose word after them has the shape of.
const PROSE_CHINESE_SURNAMES = ['장', '왕', '마', '황', '리', '허', '양'];

type ShapeKind = 'vietnamese' | 'chinese' | 'chinese after a prose surname' | 'chinese glued';
const SHAPES: readonly { kind: ShapeKind; re: RegExp; reason: string }[] = [
  {
    kind: 'vietnamese',
    re: new RegExp(`(?<![가-힣])(?:${alternation(VIETNAMESE_SURNAMES)}) (?:${alternation(VIETNAMESE_MIDDLE)}) ([가-힣]{1,6})`, 'gu'),
    reason: 'Vietnamese name: surname, middle and given name',
  },
  { kind: 'chinese', re: new RegExp(`(?<![가-힣])(?:${alternation(CHINESE_SURNAMES)}) ([가-힣]{1,6})`, 'gu'), reason: 'Chinese name: surname and given name' },
  {
    kind: 'chinese after a prose surname',
    re: new RegExp(`(?<![가-힣])(?:${alternation(PROSE_CHINESE_SURNAMES)}) ([가-힣]{3,6})`, 'gu'),
    reason: 'Chinese name: surname and given name',
  },
  // Written as one word (`"쉬팅팅, 이리 와봐라`, `왕리리가`): only a given name of one syllable said twice, which no word is.
  {
    kind: 'chinese glued',
    re: new RegExp(`(?<![가-힣])(?:${alternation([...CHINESE_SURNAMES, ...PROSE_CHINESE_SURNAMES])})([가-힣]{2,6})`, 'gu'),
    reason: 'Chinese name: surname and a given name said twice',
  },
];

const SCORE = 0.85;

/** Length of the given name inside its word: one or two syllables and then a particle or a glued title (`투대표가`), or 0. */
function givenLength(word: string): number {
  for (let l = 1; l <= Math.min(2, word.length); l++) {
    // `도 반 이상이`: a two-syllable dictionary word there is prose.
    if (particleRest(word, l) || titleRest(word, l)) return l === 2 && isDictionaryNoun(word.slice(0, 2)) ? 0 : l;
  }
  return 0;
}

// Titles quoted speech and messages glue to a name (`후인 티 하과장'이라고`, `쑨 팅팅씨에게`), as to `김과장`.
const GLUED_TITLES = ['과장', '대리', '팀장', '사장', '실장', '부장', '차장', '대표', '주임', '계장', '씨', '님'];

/** The rest of `word` after its first `l` syllables is a glued title and its particle, if any. */
function titleRest(word: string, l: number): boolean {
  const title = GLUED_TITLES.find((t) => word.startsWith(t, l));
  return title !== undefined && (word.length === l + title.length || particleRest(word, l + title.length));
}

// A Mandarin given name of two characters may take three Hangul syllables (`즈하오`, `샤오밍`, `하이펑`): Hangul for
// Mandarin closes a syllable with ㄴ or ㅇ or not at all (외래어 표기법, 중국어), so a word of three such syllables that
// no dictionary knows, before a particle, a list's comma, 등, 및 or 씨, is read as the given name.
const OPEN_N_OR_NG = new Set([0, 4, 21]); // no final, ㄴ, ㅇ
function mandarinSyllables(word: string): boolean {
  return [...word].every((ch) => isHangulSyllable(ch) && OPEN_N_OR_NG.has(finalIndex(ch)));
}
function threeSyllableGiven(word: string, next: string): boolean {
  const given = word.slice(0, 3);
  if (word.length < 3 || !mandarinSyllables(given) || isNounOrCompound(given) || isNotName(given)) return false;
  return word.length > 3 ? particleRest(word, 3) && !isNounOrCompound(word.slice(0, 2)) : /^(?:[,(·]| 등| 및 | 씨)/u.test(next);
}

// A given name of one Mandarin syllable said twice (`팅팅`, `리리`, `웨이웨이`: 婷婷, 丽丽) before its particle, which
// no dictionary word is (`곳곳`, `집집` close otherwise, and are nouns).
function doubledSyllable(given: string): boolean {
  return given.length === 2 && given[0] === given[1] && mandarinSyllables(given) && !isNounOrCompound(given);
}
function reduplicatedGiven(word: string): boolean {
  return word.length > 2 && doubledSyllable(word.slice(0, 2)) && particleRest(word, 2);
}

// Words of one syllable that follow a name without being part of it: list words, honorifics, bound nouns,
// determiners, numerals and adverbs (`응우옌 반 안 등`, `… 씨에게`, `… 총 3명`, `… 또 말하기를`).
const NOT_A_SYLLABLE_OF_THE_NAME = new Set([
  '등', '외', '및', '씨', '님', '군', '양', '옹', '측', '편', '쪽', '중', '간', '명', '분', '것', '수', '때', '뿐', '겸', '즉', '또', '내',
  '전', '후', '각', '약', '총', '위', '그', '이', '저', '한', '두', '세', '네', '몇', '첫', '새', '단', '더', '덜', '꼭', '곧', '늘', '좀',
  '잘', '못', '다', '왜', '곳', '번', '차', '회', '건', '개', '원', '년', '월', '일', '시',
]);

/**
 * The fourth word of a Vietnamese name whose given name is two words (`응우옌 티 투 하는`, `쩐 반 꽝 훙과`, `당 티 응옥
 * 안이`, `쩐 티 미 린 직원을`, `레 후 반 꾸옥이`): one syllable with a particle or standing alone before a space or
 * punctuation, or two with a particle.
 * Returns its end, or `end` itself.
 */
function fourthWordEnd(folded: string, end: number): number {
  if (folded[end] !== ' ') return end;
  const syllable = folded[end + 1] ?? '';
  if (!/[가-힣]/u.test(syllable) || NOT_A_SYLLABLE_OF_THE_NAME.has(syllable)) return end;
  let wordEnd = end + 2;
  while (/[가-힣]/u.test(folded[wordEnd] ?? '')) wordEnd++;
  const word = folded.slice(end + 1, wordEnd);
  if (word.length === 1) return /^(?:[ (,.)'’"”]|$)/u.test(folded[wordEnd] ?? '') ? wordEnd : end;
  // One syllable or two no dictionary knows (`레 후 반 꾸옥이`) with a particle.
  const given = givenLength(word);
  return given > 0 ? end + 1 + given : end;
}

/** Length of the given name in `word` after a surname of this kind, or 0. */
function givenOf(kind: ShapeKind, word: string, after: string, surname: string): number {
  // Bare before a pause (`쉬팅팅,`) or with its particle; never the surname said thrice (`허허허`: laughter).
  if (kind === 'chinese glued') {
    if (!reduplicatedGiven(word) && !(doubledSyllable(word) && /^[,.)'’"”\s]/u.test(after))) return 0;
    // Nor a noun the surname and a syllable spell (`허가가`: 허가 and its particle).
    return word[0] === surname || isNounOrCompound(surname + word[0]) ? 0 : 2;
  }
  if (kind === 'chinese after a prose surname') return threeSyllableGiven(word, after) ? 3 : reduplicatedGiven(word) ? 2 : 0;
  return givenLength(word) || (kind === 'chinese' && threeSyllableGiven(word, after) ? 3 : 0);
}

export function findForeignNameShapes(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const { kind, re, reason } of SHAPES) {
    for (const m of rt.folded.matchAll(re)) {
      const after = rt.folded.slice(m.index + m[0].length, m.index + m[0].length + 4);
      const given = givenOf(kind, m[1], after, m[0].slice(0, m[0].length - m[1].length).trim());
      if (given === 0) continue;
      let end = m.index + m[0].length - m[1].length + given;
      // A bare third word of one or two syllables (`투`, `응옥`) may be the first half of a two-word given name.
      if (kind === 'vietnamese' && given === m[1].length) end = fourthWordEnd(rt.folded, end);
      spans.push(ruleSpan(rt, m.index, end, '외국인이름', SCORE, reason));
    }
  }
  return spans;
}
