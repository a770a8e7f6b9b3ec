// A judgment says who is a person: `피고인 X`, `소외 X는`, `망 X의 소송수계인`, `X(남, 36세)`, `X 명의`, `X의 법정진술`.
// The word in that slot is taken as a name whatever it looks like (rare surname, one-syllable given name, a
// foreign name with spaces, a string never seen), unless it is a word judgments put there themselves
// (`피고 회사`, `피해자 본인`, `원고 1`, `피고 서울특별시장`). The model may not know the shape; the context does.
import { isDictionaryNoun, isNounOrCompound } from '../lexicon/common-compound';
import { closedBySsangsiot, finalIndex, hangulRunEnd, hangulRunStart, isHangulSyllable } from '../redact/hangul';
import { COMPOUND_SURNAMES, FREQUENT_SURNAMES, isKoreanShaped, splitKoreanName, SURNAMES } from '../redact/korean-names';
import { agreeParticle } from '../redact/particle-agreement';
import { particleChainAt } from '../redact/word-boundary';
import { NAME_FINAL_PARTICLES, PARTICLE_LIST } from '../tokenizer/particles';
import type { Span } from '../types';
import { CITIES } from './address-words';
import { alternation } from './alternation';
import { LATIN_WORD, latinPerson } from './latin-person';
import { MASK_CLASS } from './masks';
import {
  COMPANY_WORDS,
  COPULA_ROLE_WORDS,
  COURT_ROLE_WORDS,
  NAME_ROLE_WORDS,
  NOT_NAME_ENDINGS,
  NOT_NAMES,
  ONE_SYLLABLE_NOUNS,
  PARTY_WORDS,
  PEOPLE_RELATION,
  STRONG_ROLE_WORDS,
  WEAK_ROLE_WORDS,
  WORKPLACE_TITLES,
} from './role-context-words';
import { asRuleText, type RuleText } from './rule-text';
import { ruleSpan } from './span';

/** Below a validated checksum's 1 and the address rule's 0.9: context, not proof. */
export const ROLE_SCORE = 0.85;
export const PATTERN_SCORE = 0.8;

const ROLE_SET = new Set(NAME_ROLE_WORDS);
const STRONG_SET = new Set(STRONG_ROLE_WORDS);
const COPULA_ROLE_SET = new Set(COPULA_ROLE_WORDS);
const WEAK_SET = new Set(WEAK_ROLE_WORDS);
const COURT_SET = new Set(COURT_ROLE_WORDS);

// A role word starting a word, optional numbering (`피고 2`), then the name after one to three spaces or a colon.
// `피해자의 남편인 X`, `지인인 X`: the role with the copula 인 announces the name too.
const ROLE = new RegExp(`(?<![가-힣A-Za-z0-9])(${alternation([...NAME_ROLE_WORDS, ...COPULA_ROLE_WORDS])})(인)?( ?\\d{1,2})?(?: {1,3}|\\s*[:：]\\s*)(?=[가-힣])`, 'gu');

// Patterns that follow a name: `X(남, 36세)`, `X(여)`, `X(1970년생)`, `X 명의`, `X의 (법정)진술`, `X 작성의`,
// `X에 대한 경찰 진술조서`.
// The sex and age a court writes in parentheses after a name (`남, 36세`, `여`, `25세, 여`: in the release 107 of the 108
// ages written before the sex follow a marked name), or the age alone (`당시 30세`).
const AGE = '(?:당시 ?)?\\d{1,3}세';
const SEX_WORD = '(?:남|여|남자|여자)';
export const SEX = `(?:${SEX_WORD}(?:[,，]\\s?${AGE})?|${AGE}[,，]\\s?${SEX_WORD})`;
export const SEX_OR_AGE = `(?:${SEX}|${AGE})`;
// The name in another script a court may put first in those parentheses (`하야시 겐타로(林健太郎, 남, 45세)`).
const GLOSS_FIRST = "(?:\\p{Script=Han}[\\p{Script=Han} ]{0,10}|[A-Z][A-Za-z.'-]*(?: [A-Za-z.'-]+){0,5})[,，] ?";
// Relatives, after `X의`; not 형 or 처 (a sentence, an office: `원심의 형`), which nouns also take.
const KIN = alternation([
  '며느리', '딸', '아들', '사위', '남편', '아내', '동생', '남동생', '여동생', '누나', '언니', '오빠', '조카', '손자', '손녀', '어머니',
  '아버지', '모친', '부친', '장모', '장인', '시어머니', '시아버지', '처제', '자녀', '자식', '내연녀', '내연남', '여자친구', '남자친구',
  // `위 어닐 아부 마가르의 일행인 피해자`: companions only people have (the release: 10 marked names; else roles and pronouns).
  '일행',
]);
const KIN_PARTICLE = '이자|이고|이며|인|이|가|은|는|을|를|에게|의|과|와|로|으로|도';
// Parts of a body and a person's home, after `X의` (`X의 얼굴을`, `X의 왼쪽 뺨을`, `X의 주거지에서`, `X의 주소지인`): in the
// release the words there are 152 marked names and, besides roles and pronouns, ages in parentheses and a few nouns
// (`여성`, `종업원`, `간호사들`: patternPersons leaves them). A particle must follow: `배`, `손` are other words too; not
// `등` (`인상착의 등을`).
const BODY = alternation([
  '얼굴', '안면', '멱살', '목', '목덜미', '가슴', '머리', '머리채', '뒷머리', '뒤통수', '이마', '뺨', '턱', '입술', '어깨', '팔', '팔목',
  '손', '손목', '손등', '몸', '배', '복부', '허리', '옆구리', '엉덩이', '음부', '성기', '사타구니', '허벅지', '다리', '무릎',
  '종아리', '발', '발목', '주거지', '집', '주소지', '거주지', '자택', '숙소',
]);
const BODY_PARTICLE = '을|를|이|가|과|와|에|에서|으로|로|에는|인|부위를?';
interface AfterNamePattern {
  re: RegExp;
  reason: string;
  score: number;
  minLength: number;
  /**
   * What else stands before it: the holder or author a noun may be (`회사 명의`, `의사 작성의`: a span only before what
   * is held, patternPersons leaves them), or a thing (`위 사고에 대한 진술서`, `대통령의 딸`: no dictionary word then).
   */
  alsoBefore?: 'holder' | 'author' | 'thing';
  /** An evidence list's record, which names everyone listed before the last name too (`A, B에 대한 각 진술조서`). */
  listed?: true;
  /** Read before a word no Korean name's shape has only: Korean-shaped nouns stand there too (`차용금에 대한 이자`). */
  unknownShapeOnly?: true;
}
const AFTER_NAME: readonly AfterNamePattern[] = [
  { re: new RegExp(`^ ?\\(\\s?(?:${GLOSS_FIRST})?${SEX}\\)`, 'u'), reason: 'pattern: (남/여, N세)', score: ROLE_SCORE, minLength: 2 },
  { re: new RegExp(`^ ?\\((?:${GLOSS_FIRST})?${AGE}\\)`, 'u'), reason: 'pattern: (N세)', score: ROLE_SCORE, minLength: 2 },
  { re: /^ ?\((?:19|20)\d{2}년생\)/u, reason: 'pattern: (N년생)', score: ROLE_SCORE, minLength: 2 },
  { re: /^ 명의(?:의|로|를|가|인|이고|이던)?(?![가-힣])/u, reason: 'pattern: 명의', score: PATTERN_SCORE, minLength: 3, alsoBefore: 'holder' },
  // `찬니 헹의 농협은행계좌로`: in the release the words before `의 <a bank> 계좌` are 7 marked holders and, besides, the
  // roles (`피고인의`, `피해자의`) and 명의, which the role and dictionary tests keep out.
  {
    re: /^의 [가-힣]{0,6}(?:은행|농협|수협|신협|금고|우체국|뱅크) ?계좌/u,
    reason: 'pattern: 의 + a bank account',
    score: PATTERN_SCORE,
    minLength: 3,
    alsoBefore: 'thing',
  },
  // `퀑테귐밸에 대한 월 이자`, `팠퇴에 대한 채무도`: a debt owed to someone. In the release the words before are 18 marked
  // names and, besides, nouns (`금융기관`, `타인`, `피해자`, `사채`), pronouns and sums, none of which the tests let through.
  {
    re: /^에 대한 (?:월 )?(?:이자|채무|차용금|대여금|물품대금)(?!자)/u,
    reason: 'pattern: 에 대한 채무',
    score: PATTERN_SCORE,
    minLength: 3,
    alsoBefore: 'thing',
    unknownShapeOnly: true,
  },
  // `그 외에도 차나폰 차이야에게 약 4,000만 원 상당의 채무가`: the one a sum is owed to (the release: 2 marked names, no
  // other word).
  {
    re: /^에게 (?:약 )?[\d,]+ ?(?:만|억|천만)? ?원 상당의 (?:채무|빚)/u,
    reason: 'pattern: 에게 N원 상당의 채무',
    score: PATTERN_SCORE,
    minLength: 3,
    alsoBefore: 'thing',
  },
  // `신협은행 라힘 칸 대리를 사칭하며`, `C은행 D 팀장이라고 자신을 소개하면서`: the one whose title a caller took. In the
  // release the words before a title and `을 사칭` or `이라고 (자신을) 소개` are marked names but for nouns (`채권팀 팀장을`),
  // which the dictionary test keeps out; before 직원 they are mostly companies, so that word is left to the organisation
  // readers.
  {
    re: /^ (?:대리|팀장|과장|실장|부장|차장)(?:(?:을|를) ?사칭|이?라고 ?(?:사칭|(?:자신을 )?소개))/u,
    reason: 'pattern: 대리를 사칭',
    score: PATTERN_SCORE,
    minLength: 3,
    alsoBefore: 'thing',
  },
  { re: /^의 (?:각 )?(?:법정|수사기관|경찰|검찰)?\s?(?:진술|증언)/u, reason: 'pattern: 의 진술', score: PATTERN_SCORE, minLength: 3, listed: true },
  { re: /^ 작성의/u, reason: 'pattern: 작성의', score: PATTERN_SCORE, minLength: 3, alsoBefore: 'author' },
  { re: /^에 대한 (?:각 )?(?:경찰|검찰)[^\n]{0,12}조서/u, reason: 'pattern: 에 대한 조서', score: PATTERN_SCORE, minLength: 3, listed: true },
  // … or with no office named (`1. X에 대한 진술조서`): in the release every word there but `피고인` is a marked name (54).
  {
    re: /^에 대한 (?:각 )?(?:진술조서|피의자신문조서|진술서)(?![가-힣])/u,
    reason: 'pattern: 에 대한 조서',
    score: PATTERN_SCORE,
    minLength: 3,
    alsoBefore: 'thing',
    listed: true,
  },
  // `산다의 며느리이자`, `X의 딸에게`: a relative only people have (in the release the words there are marked names, roles,
  // pronouns and nouns: 15, 120, 5, 5; patternPersons leaves the nouns).
  {
    re: new RegExp(`^의 (?:${KIN})(?:${KIN_PARTICLE})?(?![가-힣])`, 'u'),
    reason: 'pattern: 의 + a relative',
    score: PATTERN_SCORE,
    minLength: 3,
    alsoBefore: 'thing',
  },
  {
    re: new RegExp(`^의 (?:(?:왼쪽|오른쪽|양쪽) )?(?:${BODY})(?:${BODY_PARTICLE}| 부위)(?![가-힣])`, 'u'),
    reason: 'pattern: 의 + a part of the body',
    score: PATTERN_SCORE,
    minLength: 3,
    alsoBefore: 'thing',
  },
  // `X과 지인 관계이고`, `X와 연인 사이`: a relation only people have.
  {
    re: new RegExp(`^[와과] ${PEOPLE_RELATION}`, 'u'),
    reason: 'pattern: 와 … 관계',
    score: PATTERN_SCORE,
    minLength: 3,
  },
];

const HANGUL = /[가-힣]/u;
const MASK = new RegExp(`^(?:[${MASK_CLASS}]|00)`, 'u');
const maskedAt = (folded: string, i: number) => MASK.test(folded.slice(i, i + 2));

function hasBatchim(ch: string): boolean {
  return isHangulSyllable(ch) && finalIndex(ch) !== 0;
}

// The first particle must agree with the stem's last syllable (`김영은` is not `김영` + `은` unless 영 …).
const NEEDS_BATCHIM = /^(?:이|은|을|과|으로|이나|이랑|이다|이고|이며|이었|이라|이란|이든|이자)/u;
const NEEDS_VOWEL = /^(?:가|는|를|와|나|랑|였|라|란|든|자)/u;
// … save the copula, which judgments write in full after a vowel too (`대출담당 위자야이다`, `대표이사이고`).
const FORMAL_COPULA = /^이(?:다|었다|고|며)$/u;

// What follows a name inside its word: one particle, `씨`/`님` and a particle, or a particle and 는/도/만/의.
// Stricter than word-boundary's chains, so `스베틀라나` is not `스베틀` + `라` + `나`.
// 나/이나/랑/께 are left out: names end in 나 far more often than a judgment writes `X나` (안나, 스베틀라나, 하나), and
// no judgment puts the honorific 께 after a party (NAME_FINAL_PARTICLES).
const NAME_PARTICLES = new Set([
  ...PARTICLE_LIST.filter((p) => !NAME_FINAL_PARTICLES.test(p)), '씨', '님', '이란', '란', '이라', '라', '인', '이자', '조차', '마저', '밖에', '께서는', '이지만', '이므로',
  '이었던', '였던', '인데', '에게는', '에게도', '에게만', '으로는', '로는', '과는', '와는', '과도', '와도', '과만', '와만', '에는', '에도',
  '에서도', '만이', '만을', '만은', '이라도', '라도', '등', '등은', '등이', '등의', '등을', '등에게', '들', '들은', '들이', '들의',
  // The formal copula, as one says who one is (`소개로 온 호앙 티 미 린입니다`).
  '입니다',
]);
const SECOND = /^(?:는|은|도|만|의)$/u;
// Case and topic markers end a chain: `은의`, `이는`, `를도` are not Korean.
const FINAL = /^(?:은|는|이|가|을|를|의|도|과|와|이나|나)$/u;

/** True when `word` reads as a name of `stemLength` characters and what may follow a name in its word (agreeing). */
export function particleRest(word: string, stemLength: number): boolean {
  const rest = word.slice(stemLength);
  if (rest === '') return true;
  let ok = NAME_PARTICLES.has(rest);
  for (let k = 1; !ok && k < rest.length; k++) {
    const [p1, p2] = [rest.slice(0, k), rest.slice(k)];
    ok = NAME_PARTICLES.has(p1) && ((!FINAL.test(p1) && SECOND.test(p2)) || ((p1 === '씨' || p1 === '님') && NAME_PARTICLES.has(p2)));
  }
  if (!ok) return false;
  const last = word[stemLength - 1];
  if (NEEDS_BATCHIM.test(rest) && !hasBatchim(last) && !FORMAL_COPULA.test(rest)) return false;
  if (NEEDS_VOWEL.test(rest) && hasBatchim(last)) return false;
  return true;
}

/** True when the stem appears elsewhere as a whole word with another (or no) particle: `김준` in `김준이`, `김준(`. */
function confirmedElsewhere(text: string, stem: string, at: number, rest: string): boolean {
  for (let i = text.indexOf(stem); i >= 0; i = text.indexOf(stem, i + 1)) {
    if (i === at || (i > 0 && HANGUL.test(text[i - 1]))) continue;
    const word = text.slice(i, hangulRunEnd(text, i + stem.length));
    if (word.slice(stem.length) !== rest && particleRest(word, stem.length)) return true;
  }
  return false;
}

/** Endings that make a word prose, not a name, beyond the particles (`주장대로`, `회사이다`). */
const PROSE_TAILS = ['대로', '이다', '였다', '이었다', '인', '일', '이고', '이며', '관련', '등', '들', '측'];

/** A role, a court's or a company's word, or a word a party's role opens (`피고회사`, `소외인`). */
function isRoleWord(word: string): boolean {
  return ROLE_SET.has(word) || COURT_SET.has(word) || COMPANY_WORDS.has(word) || /^(?:피고|원고|소외|공소외|신청외)/u.test(word);
}

function isNotNameStem(word: string): boolean {
  if (NOT_NAMES.has(word) || isRoleWord(word)) return true;
  if (word.length >= 4 && word.endsWith('장')) return true; // 구좌읍장, 중부세무서장
  return NOT_NAME_ENDINGS.some((e) => word.length > e.length && word.endsWith(e)) || /(?:특별시|광역시|자치시|자치도)$/u.test(word) || isCityOrTime(word);
}

/**
 * `수원시`, `당시`, `발견시`: a city, or a word of two syllables or a noun before 시 (a time). Not a foreign name that
 * ends in 시 (`고바야시`, `다카시`, `히로시`).
 */
function isCityOrTime(word: string): boolean {
  if (!word.endsWith('시')) return false;
  const stem = word.slice(0, -1);
  return word.length <= 2 || CITIES.has(stem) || isDictionaryNoun(stem) || isDictionaryNoun(word);
}

/** True for a word judgments put after a role word themselves, with or without a particle (`간에`, `회사는`). */
// Verbs and verb phrases (`말하였다`, `폭행하고`, `되어`, `분리확정된`): prose, never a name.
const VERB = /(?:하|였|했|된|한|었|았|겠|는|렸|졌)다$|(?:하여|하고|하며|하면|해서|하였|되어|되고|되었|시키|당하)|(?:된|되는|되던|하는|하던)$/u;

export function isNotName(word: string): boolean {
  if (isNotNameStem(word) || (word.length >= 3 && VERB.test(word))) return true;
  for (let l = 1; l < word.length; l++) {
    const rest = word.slice(l);
    if ((PROSE_TAILS.includes(rest) || particleChainAt(`${word} `, l) === rest.length) && isNotNameStem(word.slice(0, l))) return true;
  }
  return false;
}

interface Reading {
  /** Length of the name within the word. */
  length: number;
  korean: boolean;
}

const COPULA = /^(?:이)?(?:라|란)$/u;
const BARE_AFTER = /^(?:[()]|\s*【| \((?:소송대리인|법정대리인|대표자|대표이사|친권자|특별대리인|담당변호사)| 외 ?\d)/u;

// A case particle standing alone after the word (a spacing slip the release keeps: `피해자 B 에 대한`); not 이 or 도, which
// are words too (`이 사건`, `경기 도`).
const PARTICLE_APART = /^ (?:에게서|에게|에서|에|의|을|를|으로부터|로부터|와|과|은|는|가)(?=[\s,.)]|$)/u;

// `외` and a count after a name: the co-parties a header sums up (`피고 박슬기로 외 13인`).
const COUNT_AFTER = /^ 외 ?\d/u;

// A case particle of two syllables at a stem's end (`체첵으로`, `칸에게`).
const CASE_PARTICLE_END = /(?:으로|에게|에서|께서|한테)$/u;

const NEVER_NAME_FINAL = /^(?:[과와을를는의에]|으(?=로))/u;
// Case particles of two syllables or more that open a particle chain after a name (`에게는`, `로부터`, `에서도`).
const CASE_PARTICLE_FIRST = /^(?:에게|한테|에서|께서|으로부터|로부터|으로서|로서)/u;

// A foreign name written as one word runs long (`사건본인 메리그레이스빌라누에바를`: ten syllables).
const MAX_NAME_WORD = 12;

// Nouns the copula 인 describes after a name (`응우옌 반 안인 사실`, `… 인 것으로`).
const COPULA_NOUN_AFTER = /^ (?:것|줄|척|듯|사실|사람|점)/u;
// A title written apart after a name (`카림 라흐만 교수는`): the particles 라 and 만 stand before no title noun.
const TITLES_APART = [...WORKPLACE_TITLES, '교수', '기자', '선생', '박사', '감독', '의사', '변호사', '목사', '신부', '대사', '영사'];
const TITLE_AFTER = new RegExp(`^ (?:${alternation(TITLES_APART)})(?:님|께서|께|이|은|을|의|과|와|는|가|를|도|에게|으로부터|로부터)?(?![가-힣])`, 'u');
// The quoting particle, and the words for what one is called that it stands before.
const QUOTING = /^(?:이)?라(?:는|고)$/u;
const CALLED_AFTER = /^ (?:사람|이름|가명|별명|남자|여자|분|자|말)/u;

/** Where the name ends inside one word (`김영수는` → 3): Korean readings first, the one confirmed elsewhere, else the likeliest. */
function readName(text: string, start: number, word: string, continuation = false): Reading | undefined {
  const found: number[] = [];
  // `놋땅뽑께(여, 22세)와`: the particle follows the parenthesis, so a word right before one carries none; nor one
  // that closes a parenthesis (`(소외 어금새롬이) 등`), the last word before a header's next bracket (`대표이사
  // 어금다솜이 【제1심판결】`), a party's before its representatives (`대표이사 개해솔이 (소송대리인 …`), or the first
  // party's before the co-parties a header sums up (`피고 박슬기로 외 13인`: no particle stands before 외).
  // `피해자 썹햄쥠께 에 대한`: a particle written apart closes the name, so the word carries none of its own.
  const after = text.slice(start + word.length, start + word.length + 12);
  const bare = BARE_AFTER.test(after) || PARTICLE_APART.test(after);
  if (bare && word.length <= MAX_NAME_WORD && (continuation || word.length >= 2)) return { length: word.length, korean: isKoreanShaped(word) };
  // `나카무라 겐지에게`: the copula endings 라/이라/란/이란 never stand before another word of the same name.
  const beforeWord = wordFollows(text, start + word.length);
  for (let l = continuation ? 1 : 2; l <= Math.min(MAX_NAME_WORD, word.length); l++) {
    if (particleRest(word, l) && !(beforeWord && COPULA.test(word.slice(l)))) found.push(l);
  }
  // `회사는` is no name whichever way it is read.
  if (found.length === 0 || found.some((l) => isNotName(word.slice(0, l)))) return undefined;
  // A name hardly ends in 과, 와, 을, 를, 는, 의 or 에 (none of 16,000 test-split generated names of any style; 0.1 % of the
  // training split's rare-style names, 0.35 % of its random syllables): `김준과`, `간솔을`, `권빈의` are a name and its particle.
  // Nor in 으 before 로, which is the particle 으로 (`디팍 구룽으로`; 0.3 % of generated names have a word ending in 으, all
  // random or rare-style syllables).
  const plain = found.filter((l) => !NEVER_NAME_FINAL.test(word.slice(l - 1)));
  const readings = plain.length > 0 ? plain : found;
  // The quoting 라는 / 이라고 needs what is quoted to be called something (`굴나라는 사람`); before other words 는 ends the
  // name (`피해자 굴나라는 중학교 동창이다`), also where the stem before 라는 looks Korean (`직원 라젠드라는`: 라 + 젠드).
  const quoting = (l: number) => QUOTING.test(word.slice(l)) && !CALLED_AFTER.test(text.slice(start + word.length, start + word.length + 6));
  const korean = readings.filter((l) => isKoreanShaped(word.slice(0, l)) && !quoting(l));
  const pick = (l: number): Reading => ({ length: l, korean: isKoreanShaped(word.slice(0, l)) });
  if (readings.length === 1) return pick(readings[0]);
  // A later word of a foreign name ends before one particle, or an honorific and its particle, rather than a chain
  // that eats its last syllable (`아누라 쿠마라 페레라의`, not `페레` + `라의`); of two such, before the shorter
  // (`찬디마 페레라는`: 는, not the quoting 라는); an honorific first (`응우옌 반 안씨는`).
  // Not a stem that ends in a case particle of two syllables itself (`체첵으로` + 부터, confirmed by `체첵으로 바뀐`, which
  // is the same particle): no name ends so.
  const confirmed = readings.filter((l) => !CASE_PARTICLE_END.test(word.slice(0, l)) && confirmedElsewhere(text, word.slice(0, l), start, word.slice(l)));
  if (continuation) {
    const honorific = readings.find((l) => /^(?:씨|님)/u.test(word.slice(l)));
    // The longest stem the text also writes with another particle (`호세인 사이` beside `호세인은`), or the whole word
    // before a list word (`무함마드 라힘오비치 호세인 등을`: 인 is no copula there).
    const listed = readings.includes(word.length) && LIST_WORD_AFTER.test(text.slice(start + word.length, start + word.length + 7)) ? word.length : undefined;
    // `샤히드 호세인 운전의`: a later word's last 인 is the name's, not the copula, unless a noun the copula describes
    // follows (`… 안인 사실`).
    const copula = readings.includes(word.length) && !COPULA_NOUN_AFTER.test(text.slice(start + word.length, start + word.length + 5));
    // A last 도 is the name's (`찬디마 페르난도 운영의`: the release puts the particle 도 after a name 7 times in 1.9 M
    // characters, each before a pronoun, `X도 이런`), and so are 라 and 만 before a comma (`소외 아누라 페레라, 소외 …`,
    // `공소외 샤히드 라흐만, 공소외 …`), where prose writes them after no name (`아니라,`), and before a title written
    // apart (`공소외 카림 라흐만 교수는`).
    const nameSyllable = (rest: string) => {
      const after = text.slice(start + word.length, start + word.length + 12);
      return rest === '도' || ((rest === '라' || rest === '만') && (/^[,，]/u.test(after) || TITLE_AFTER.test(after)));
    };
    // A case particle of two syllables or more, alone or in a chain, is the particle whole (`빌라누에바에게는`,
    // `빌라누에바로부터`, `파블로로부터`): no name ends in its first syllables, where the shortest rest would leave them in
    // the name (`…에게` + 는, `…로` + 부터) or, the word grown past a name's length, drop it.
    const caseChain = readings.find((l) => CASE_PARTICLE_FIRST.test(word.slice(l)));
    const particled = readings.findLast((l) => NAME_PARTICLES.has(word.slice(l)) && !(copula && word.slice(l) === '인') && !nameSyllable(word.slice(l)));
    return pick(honorific ?? listed ?? confirmed.at(-1) ?? caseChain ?? particled ?? (copula ? word.length : readings[0]));
  }
  if (confirmed.length > 0) return pick(confirmed[0]);
  // Korean given names are mostly two syllables (`김영수`, `황보영철`). A foreign stem of three or more syllables before an agreeing
  // particle is the name (`나탈리아가`); otherwise the longer reading leaks no syllable.
  if (korean.length > 0) {
    const twoSyllableGiven = korean.find((l) => splitKoreanName(word.slice(0, l))?.given.length === 2);
    return pick(twoSyllableGiven ?? korean[korean.length - 1]);
  }
  // A two-syllable particle (`에게`, `에서`, `으로`) is rarely the end of a name; a chain of two (`라`+`의`, `인`+`은`) is
  // the name's last syllable and a particle more often (`페레라의`, `호세인은`).
  const short = readings.find((l) => l < word.length && !quoting(l) && (l >= 3 || (word.length - l >= 2 && NAME_PARTICLES.has(word.slice(l)))));
  return pick(short ?? readings[readings.length - 1]);
}

function wordAt(folded: string, pos: number): string {
  return folded.slice(pos, hangulRunEnd(folded, pos));
}

/**
 * True when the word can be read as a stem plus a particle: a foreign name does not continue past it. `beforeWord`: the
 * copula's 라/란 does not count; `nameDo`: nor 도, the last syllable of a name before a pattern that follows names
 * (`페르난도에 대한`, `쿠마라 페르난도 대리를 사칭`).
 */
export function mayCarryParticle(word: string, beforeWord = false, nameDo = false): boolean {
  for (let l = 1; l < word.length; l++) {
    const rest = word.slice(l);
    if (particleRest(word, l) && !(beforeWord && COPULA.test(rest)) && !(nameDo && rest === '도')) return true;
  }
  return false;
}

/** True when another Hangul word follows the word ending at `end` after one space. */
function wordFollows(text: string, end: number): boolean {
  return text[end] === ' ' && HANGUL.test(text[end + 1] ?? '');
}

/** A word usable inside a multi-word foreign name: not prose, not a role, not a company or an honorific. */
function namePart(word: string, stem: string, first: boolean): boolean {
  // 씨/님/군/양 after a name are honorifics (`김영희 양`); a name may start with one (`양 신위`).
  return !isNotName(stem) && !isNotName(word) && stem.length <= 6 && (first || !/^(?:씨|님|군|양)$/u.test(stem));
}

// `… 남 외 1인`, `… 남 등`, `… 남 등은`, `… 남 및`: a list word after a name's last word.
// `등` ("and others") and the particle the list carries on it.
const ETC = '등(?:은|이|을|의|과|에게|으로|도)?(?![가-힣])';
const LIST_WORD_AFTER = new RegExp(`^ (?:외 ?\\d|${ETC}|및(?![가-힣]))`, 'u');

/**
 * Words of a foreign name after a role word (`응우옌 반 안`, `당 득 히에우와`), up to four, over single spaces;
 * the name ends at the first word that carries a particle. Returns the end offset and the word count.
 */
function foreignPhrase(folded: string, pos: number, short = false): { end: number; words: number; closed: boolean } | undefined {
  const phrase = readPhrase(folded, pos, pos, 0, short);
  if (!phrase || phrase.words < 2) return undefined;
  // `직원 툰 조는`, `피해자 툰 예는`: two one-syllable words closed by a particle, where the caller allows it. Prose hardly
  // puts two such words after a role (four times in the release's and precedent-kr's 3 M characters, each a word no
  // name is: `수 명이`, `몸 위로`, `등 뒤로`).
  const twoSyllables = short && phrase.closed && phrase.words === 2 && !folded.slice(pos, phrase.end).split(' ').some((w) => ONE_SYLLABLE_WORDS.has(w));
  return phrase.end - pos >= 4 || twoSyllables ? { end: phrase.end, words: phrase.words, closed: phrase.closed } : undefined;
}

// One-syllable words prose puts after a role: counts, adverbs, determiners (the nouns are in NOT_NAMES).
export const ONE_SYLLABLE_WORDS: ReadonlySet<string> = new Set(['수', '몇', '한', '두', '세', '네', '또', '더', '좀', '잘', '못', '곧', '꼭', '다', '늘', '왜', '이', '그', '저', '제', '내', '첫', '전', '현', '본', '새', '온', '딴', '약', '매']);

interface Phrase {
  end: number;
  words: number;
  closed: boolean;
  /** A list word (`등`, `외 1인`, `및`) or a parenthesis right after the last word closed it. */
  byList: boolean;
}

// A verb's or adverb's ending: 니 only after the stems prose puts it on (`보니`, `하니`, `있으니`), as names end in it too
// (`보파 찬니 헹은`, `토니`).
const VERB_AFTER_NAME = /(?:고|며|서|면|지|게|도록|여|해|음|기|(?:으|[보하가오주되두서이])니)$/u;

// What follows a person's name only: the dative, the honorific subject, the one who runs or works at a place, the
// one whose body or home it is (`피해자 흘라 모에 윈의 주거지에서`).
const PERSON_PARTICLE_AFTER = new RegExp(`^(?:에게|한테|께서|[이가] (?:운영|근무)하|의 (?:${BODY})(?:${BODY_PARTICLE})(?![가-힣]))`, 'u');

// Particles that open with a syllable names end in (the quoting 라/란, the listing 나/랑): never written apart.
const NAME_LIKE_CHAIN = /^(?:라|란|나|랑)/u;

// An imperative (`"마 샤오밍, 이리 와봐라`, `말해라`, `해줘라`): a verb, which the quoting 라 after a name would read as a
// name's particle. 와라 and 가라 are left: Japanese names end so (스가와라, 가라).
const IMPERATIVE = /[봐줘해]라$/u;

/** foreignPhrase (begun at `from`) from its word number `done` at `pos` on, undefined when a word is no name part. */
function readPhrase(folded: string, from: number, pos: number, done: number, strong = false): Phrase | undefined {
  let end = pos;
  let words = done;
  let closed = false;
  for (let at = pos; words < 4; ) {
    const word = wordAt(folded, at);
    if (word.length === 0 || maskedAt(folded, at + word.length)) break;
    // `피해자 어금밭 에 대한 범행`: a particle written apart is the last word's (no foreign name has a word that is one).
    // Not a chain that opens as a name's syllables do (`디팍 라이는`: 라 + 이는 reads as particles too).
    if (words > 0 && particleChainAt(`${word} `, 0) === word.length && !NAME_LIKE_CHAIN.test(word)) return { end, words, closed: true, byList: false };
    const r = words === 0 && word.length === 1 ? { length: 1, korean: false } : readName(folded, at, word, words > 0);
    if (!r) break;
    if (IMPERATIVE.test(word)) return undefined;
    const stem = word.slice(0, r.length);
    // A verb or adverb after the name (`데리고`, `같이`) ends it; one that takes a particle is a noun (`겐지에게`).
    if (words > 0 && r.length === word.length && VERB_AFTER_NAME.test(stem) && stem.length >= 2) break;
    if (!namePart(word, stem, words === 0) || (r.length === word.length && nextIsCompanyWord(folded, at + word.length))) return undefined;
    if (r.length < word.length || mayCarryParticle(word, wordFollows(folded, at + word.length))) {
      // `후인 티 하 등은`, `응우옌 티 마이 안(여, 30세)`, `… 꾸인 등`, `비노드 수만 셰르파(남, 38세)`: a two-syllable word that
      // reads as a syllable and 인/이/에/만 (후+인, 마+이, 후+에, 수+만) is a name part when a list word follows it, or
      // the words after it, no dictionary noun among them (`사건본인 반 롱의 친권자 및`), close as a list's item does, or
      // the whole recurs.
      const whole = word.length === 2 && /[인이에만]$/u.test(word);
      if (whole && words > 0 && LIST_WORD_AFTER.test(folded.slice(at + 2, at + 9))) return { end: at + 2, words: words + 1, closed: true, byList: true };
      const on = whole && wordFollows(folded, at + 2) ? readPhrase(folded, from, at + 3, words + 1, strong) : undefined;
      const plain = on && !folded.slice(at + 3, on.end).split(' ').some(isDictionaryNoun);
      // After a party role a particle closing words of two syllables or more is enough (`피해자 수만 라이와 사이에`; not
      // `피고인 수만 원을`), or one only a person takes (`피해자 모에 윈에게`, `… 윈이 운영하는`).
      const named =
        strong &&
        on !== undefined &&
        (folded.slice(at + 3, on.end).split(' ').every((w) => w.length >= 2) || PERSON_PARTICLE_AFTER.test(folded.slice(on.end, on.end + 8)));
      if (on && plain && on.closed && (on.byList || named || occurrences(folded, folded.slice(from, on.end)) >= 2)) return on;
      end = at + r.length;
      return { end, words: words + 1, closed: true, byList: false };
    }
    end = at + r.length;
    words++;
    // `원고 쩐 반 남 외 1인`, `… 남 등`, `… 남 및`: a list word after the last word ends the name too.
    if (folded[end] !== ' ' || !HANGUL.test(folded[end + 1] ?? '') || LIST_WORD_AFTER.test(folded.slice(end, end + 7))) {
      const listed = LIST_WORD_AFTER.test(folded.slice(end, end + 7)) || folded[end] === '(';
      closed = folded[end] !== ' ' || listed;
      return { end, words, closed, byList: listed };
    }
    at = end + 1;
  }
  return words > done ? { end, words, closed, byList: false } : undefined;
}

/** How often `phrase` stands as a whole in the text (a name recurs; prose after a role word rarely does verbatim). */
export function occurrences(folded: string, phrase: string): number {
  let n = 0;
  for (let i = folded.indexOf(phrase); i >= 0 && n < 2; i = folded.indexOf(phrase, i + 1)) if (i === 0 || !HANGUL.test(folded[i - 1])) n++;
  return n;
}

/**
 * The name after a role word: one word, or a foreign name of up to four words (`응우옌 반 안`). After a number
 * (`피고인 1 김영수`) and after a weak role (`아버지`, `직원`) only a Korean-shaped full name is taken: law.go.kr's
 * `소외 3 의`, `피고인 1 : 형법` and `아버지 도움` are prose. `possessive`: the role is someone's (`원고의 어머니`).
 */
function nameAfterRole(rt: RuleText, pos: number, numbered: boolean, weak: boolean, possessive = false): { start: number; end: number; korean: boolean } | undefined {
  const { folded } = rt;
  const first = wordAt(folded, pos);
  if (maskedAt(folded, pos + first.length)) return undefined; // `노○○`, `김00`: already masked
  // A lone particle is a spacing slip (`피고인 은`), unless a foreign name of three words or more opens with it and
  // closes as names do (`아들 도 반 롱이`: 도 is a Vietnamese surname).
  if (isNotName(first) || (particleChainAt(`${first} `, 0) === first.length && !opensForeignName(folded, pos))) return undefined;
  const dotted = numbered ? undefined : dottedNameEnd(folded, pos, weak);
  if (dotted !== undefined) return { start: pos, end: dotted, korean: false };
  const relatives = weak && possessive && folded[pos + first.length] === ' ' ? foreignNameOfRelative(folded, pos) : undefined;
  if (relatives !== undefined) return { start: pos, end: relatives, korean: false };
  // After a family word a bare dictionary noun and a space go on as prose (`아버지 사후 재산`, `남편 사망 후`, `망인
  // 소유의`), however much it looks like a surname and a given name.
  if (weak && folded[pos + first.length] === ' ' && isDictionaryNoun(first)) return undefined;
  if (!numbered && folded[pos + first.length] === ' ') {
    // A first word that could be a Korean name or a particle-free syllable (`호앙 득 안`, `당 득 히에우`) opens a
    // foreign name only when the whole phrase recurs; an unknown first word opens one anyway.
    const phrase = foreignPhrase(folded, pos, !weak);
    if (phrase) {
      const firstForeign = first.length >= 2 && !isKoreanShaped(first) && !mayCarryParticle(first, true);
      // Otherwise the phrase must end as names end: a particle, `(`, punctuation, or recur verbatim elsewhere.
      const recurs = phrase.closed || occurrences(folded, folded.slice(pos, phrase.end)) >= 2;
      // After a family word (`아버지 …`) a foreign name must also end as names end.
      if (weak ? phrase.closed && (firstForeign || recurs) : firstForeign || recurs) return { start: pos, end: phrase.end, korean: false };
    }
  }
  const opened = weak || numbered ? undefined : nameOpenedByE(folded, pos, first);
  if (opened !== undefined) return { start: pos, end: opened, korean: false };
  // `피고 초 외 13인`: a syllable before 외 and a count, as a header sums up co-parties, names the first of them; so does
  // one that closes a list's item (`공소외 초, 피고인 …`, `공소외 초 등이`): in the release and the law.go.kr judgments
  // no word of one syllable stands between a role and a comma, 등, 외 or 및.
  const closesItem = COUNT_AFTER.test(folded.slice(pos + 1, pos + 6)) || LIST_WORD_AFTER.test(folded.slice(pos + 1, pos + 8)) || folded[pos + 1] === ',';
  if (!weak && !numbered && first.length === 1 && closesItem && !isProseSyllableWord(first) && !ONE_SYLLABLE_WORDS.has(first)) {
    return { start: pos, end: pos + 1, korean: false };
  }
  const single = weak || numbered ? undefined : oneSyllableName(folded, pos, first);
  if (single !== undefined) return single ? { start: pos, end: pos + 1, korean: false } : undefined;
  if (first.length < 2) return undefined;
  const reading = readName(folded, pos, first);
  if (!reading || (numbered && (!reading.korean || reading.length < 3))) return undefined;
  // After a family word an unknown shape must carry a particle (`아버지 라훌은`), not run on into prose; or close a
  // list's item with a comma, no word of the lexicon (`피해자의 남편 소카, 보 꽝 호아 빈과 함께`).
  const listed = folded[pos + first.length] === ',' && !isNounOrCompound(first);
  // `어머니 머뎅은`: where the whole word is read (은 may end a given name), a stem no dictionary knows before a particle.
  const length = weak && !reading.korean && reading.length === first.length && !listed ? unknownStemLength(first) : reading.length;
  if (length === undefined) return undefined;
  const stem = first.slice(0, length);
  if (stem.length < 2 || isNotName(stem) || nextIsCompanyWord(folded, pos + first.length)) return undefined;
  return { start: pos, end: pos + length, korean: reading.korean };
}

/**
 * `원고 툰에게`, `소외 뗏은`, `피해자 초는`: a name of one syllable and its particles. Read as a word of two syllables or
 * more, as a name's first word is, the particle went into the name (`[툰에게]`), the export lost it and each mention got
 * a letter of its own. The word is the syllable and particles its sound agrees with where no name's word ends so: a
 * particle that opens no name's syllable (`에게`, `에서`, `께서`, `로부터`), one syllable no given name is (는, 를, 을, 의,
 * 과, 와), or 은, 이, 가, 도 after a syllable no surname is (`노은`, `초가` may be names of two syllables). 에 stands in
 * names (`보험계약자 모에와`, `모에 윈`) and counts only before `대하여`. True: the syllable is the name; false: the word
 * is a noun of prose and its particle (`피고인 차를 타고`), no name; undefined: neither (the word is read as before).
 * Not where another word may go on with the name (`초 나잉에게` read as one name).
 */
function oneSyllableName(folded: string, pos: number, first: string): boolean | undefined {
  const next = folded[pos + first.length] === ' ' ? wordAt(folded, pos + first.length + 1) : '';
  if (!syllableAndParticles(first, next)) return undefined;
  if (isProseSyllableWord(first[0])) return false;
  if (first.length === 2 && first[1] !== '에' && next !== '' && foreignPhrase(folded, pos, true) !== undefined) return undefined;
  return true;
}

/** The word is one syllable and particles that agree with it and open no name's syllable (see oneSyllableName). */
export function syllableAndParticles(word: string, next: string): boolean {
  const syllable = word[0];
  const rest = word.slice(1);
  if (rest === '' || particleChainAt(`${word} `, 1) !== rest.length || agreeParticle(word, 1, syllable) !== null) return false;
  return CASE_PARTICLE_FIRST.test(rest) || /^[는를을의과와]$/u.test(rest) || (/^[은이가도]$/u.test(rest) && !SURNAMES.has(syllable)) || (rest === '에' && /^대[하한해]/u.test(next));
}

/** One syllable prose puts where a name may stand: a noun, a count, a pronoun, an adverb or determiner. */
export function isProseSyllableWord(syllable: string): boolean {
  return isNotName(syllable) || ONE_SYLLABLE_WORDS.has(syllable) || ONE_SYLLABLE_NOUNS.has(syllable) || PRONOUNS.has(syllable) || COUNT_WORDS.has(syllable);
}

/** One syllable and 에 that may be a name's word (Burmese `모에`): the syllable no word of prose, no noun of time or place. */
export function isSyllableAndE(word: string): boolean {
  return word.length === 2 && word[1] === '에' && !isProseSyllableWord(word[0]) && !AT_NOUNS.has(word[0]);
}

// The word after `모에`: a name's of one to three syllables, closed by a particle or a pause.
const E_OPENED_NEXT = /^([가-힣]{1,3}?)(?:(은|는|이|가|을|를|의|과|와|에게|에 대한|로부터|으로부터)(?![가-힣])|(?=[,(]| 등| 명의))/u;

/**
 * `피고인 모에 윈이`, `피해자 모에 뚜는`, `피해자 모에 윈에 대한`: a first word of one syllable and 에 (Burmese `모에`) before a
 * word that closes as a name does. Read alone, `모에` became a name of two syllables and the next word stayed visible.
 * After a role the 에 of place (`피해자 옆에 누워`, `피고인 손에 깍지를`) stands before a verb or a noun, which is not
 * read; the syllable is no word of prose and the next word no dictionary word. The end of the name, or undefined.
 */
function nameOpenedByE(folded: string, pos: number, first: string): number | undefined {
  if (!isSyllableAndE(first) || folded[pos + 2] !== ' ') return undefined;
  const m = E_OPENED_NEXT.exec(folded.slice(pos + 3, pos + 12));
  if (!m || (m[2] !== undefined && agreeParticle(folded, pos + 3 + m[1].length, m[1]) !== null)) return undefined;
  const next = m[1];
  if (isNounOrCompound(next) || isNotName(next) || (next.length === 1 && isProseSyllableWord(next))) return undefined;
  return pos + 3 + next.length;
}

/**
 * Where the foreign name after someone's relative ends (`원고의 어머니 수만 구룽은`, `피해자의 남편 쪼 조는`), if one stands at
 * `pos`: in the release the words after `X의` and a relative are 118 marked names and, besides, nouns and particles
 * (`명의로`, `집에서`, `병환에`). Closed as names close, it is taken even where its first word is a syllable or a noun,
 * when a later word is no noun or both are syllables.
 */
function foreignNameOfRelative(folded: string, pos: number): number | undefined {
  // Read as after a family word, else as after a party (`쪼 조는`, two syllables apart; `수만 구룽은`, a first word
  // that reads as a syllable and 만).
  const phrase = foreignPhrase(folded, pos) ?? foreignPhrase(folded, pos, true);
  const words = phrase?.closed ? folded.slice(pos, phrase.end).split(' ') : [];
  const named = words.length > 0 && (words.every((w) => w.length === 1) || words.slice(1).some((w) => w.length >= 2 && !isNounOrCompound(w)));
  return phrase && named ? phrase.end : undefined;
}

/**
 * The longest stem of two syllables or more that a particle follows and no dictionary, name list or verb's ㅆ rules
 * out (`머뎅은` → 2; not `사건은`, `있어도`).
 */
function unknownStemLength(word: string): number | undefined {
  for (let l = word.length - 1; l >= 2; l--) {
    const stem = word.slice(0, l);
    if ([...stem].some(closedBySsangsiot)) continue;
    if (particleRest(word, l) && !isNounOrCompound(stem) && !isNotName(stem)) return l;
  }
  return undefined;
}

/** The middle dot between the words of a foreign name (`아누라·디사나야케`). */
export const MIDDLE_DOT = /[·・]/u;

/** A Korean full name with a frequent surname (`김민수`, not `라흐만`). */
export function isFrequentFullName(word: string): boolean {
  return word.length >= 3 && isKoreanShaped(word) && FREQUENT_SURNAMES.has(word[0]);
}

/**
 * The parts of a dotted run can be one foreign name's: none longer than six syllables or a word prose puts there, one
 * of two syllables or more no dictionary knows (`초·중·고등학교`, `입·출금` are words; `어닐·아부·마가르`, `수만·구룽`
 * are names with a word that sounds like a noun; `김민수·교사` a name and a noun), and not every one a Korean full name
 * (`김철수·이영희`: two people) unless `readAsOne`.
 */
export function areDottedNameParts(parts: readonly string[], readAsOne = false): boolean {
  if (parts.some((p) => p.length === 0 || p.length > 6 || isNotName(p))) return false;
  const word = (p: string) => p.length >= 2 && isDictionaryNoun(p);
  // A Korean full name beside a word (`김민수·교사`) is a name and a noun, not one foreign name.
  if (!parts.some((p) => p.length >= 2 && !word(p)) || (parts.some(word) && parts.some(isFrequentFullName))) return false;
  // Unless a reading already spans a dot (`서리타·[서리타·마가르]`): then the parts are one name however Korean they look.
  return readAsOne || !parts.every((p) => p.length >= 3 && isKoreanShaped(p));
}

// A middle dot between two parts of a name, a line's end on either side of it or none (`치나카·아부⏎·실바`): read
// forward from a part's end, and, the break alone too, back from a part's start.
const DOT_ACROSS_BREAK = /^(?:\r?\n)?[·・](?:\r?\n)?(?=[가-힣])/u;
const BREAK_BEFORE = /(?:\r?\n[·・]?|[·・]\r?\n)$/u;

/**
 * The end of a foreign name written with middle dots (`피해자 툰·툰울르·윈이`, `친오빠 파루크·칸과`): two to four parts
 * of Hangul that areDottedNameParts, the particle of the last left outside; after a family word the last part must
 * carry one. Undefined when no dot follows the first word (or the run is Korean full names side by side: read one by one).
 */
function dottedNameEnd(folded: string, pos: number, weak: boolean): number | undefined {
  const parts: string[] = [];
  let at = pos;
  for (;;) {
    const word = wordAt(folded, at);
    if (word.length === 0 || parts.length === 4) return undefined;
    parts.push(word);
    at += word.length;
    const dot = DOT_ACROSS_BREAK.exec(folded.slice(at, at + 6))?.[0];
    if (!dot) break;
    at += dot.length;
  }
  if (parts.length < 2) return undefined;
  const last = parts[parts.length - 1];
  // `피해자 상가·페르난도(여, 43세)의`: before a parenthesis the last part carries no particle (도 is the name's), nor
  // before a particle written apart (`피해자 카림·라흐만 에 대한`: 만 is the name's).
  const bare = BARE_AFTER.test(folded.slice(at, at + 12)) || PARTICLE_APART.test(folded.slice(at, at + 8));
  let stem = bare && !isNotName(last) ? last.length : 1;
  // A last 도 before a comma or 등 is the name's (`공소외 니말·페르난도, 공소외 …`, `니말·페르난도 등과`): prose hardly puts
  // the particle 도 there; before other words it is the particle (`파루크·칸도 그 자리에`).
  const nameDo = /^(?:[,，]| 등)/u.test(folded.slice(at, at + 3));
  while (stem <= last.length && !(particleRest(last, stem) && !isNotName(last.slice(0, stem)) && !(nameDo && last.slice(stem) === '도'))) stem++;
  // `…·페레라는`: a chain that opens as a name's syllables do (라, 란, 나, 랑) is the name's where a particle follows it.
  if (stem < last.length - 1 && NAME_LIKE_CHAIN.test(last.slice(stem)) && particleRest(last, stem + 1)) stem++;
  if (stem > last.length || (weak && stem === last.length)) return undefined;
  return areDottedNameParts([...parts.slice(0, -1), last.slice(0, stem)]) ? at - (last.length - stem) : undefined;
}

function opensForeignName(folded: string, pos: number): boolean {
  const phrase = foreignPhrase(folded, pos);
  return phrase !== undefined && phrase.words >= 3 && phrase.closed;
}

/** `피고 더블유컨벤션웨딩 유한회사`: a company word right after makes the words before it a company name. */
function nextIsCompanyWord(folded: string, pos: number): boolean {
  if (folded[pos] !== ' ') return false;
  const next = wordAt(folded, pos + 1);
  for (let l = next.length; l >= 2; l--) if (COMPANY_WORDS.has(next.slice(0, l)) && particleRest(next, l)) return true;
  return false;
}

/** True when a court role (판사, 검사, 변호사 …) stands right before `start`: those names stay. */
function afterCourtRole(folded: string, start: number): boolean {
  const lineStart = folded.lastIndexOf('\n', start - 1) + 1;
  const before = folded.slice(Math.max(lineStart, start - 16), start).replace(/[\s:：()（）]+/gu, '');
  return COURT_ROLE_WORDS.some((w) => before.endsWith(w));
}

export function labelFor(korean: boolean): string {
  return korean ? '내국인이름' : '외국인이름';
}

function findAfterRoles(rt: RuleText): Span[] {
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(ROLE)) {
    const pos = m.index + m[0].length;
    // `피고인의 동생인 X`: the copula makes a family word announce a name as firmly as a party role does (in the
    // release's excerpts 98 of 99 words after one are marked names).
    // `망인` is a noun of its own, "the deceased" (`망인 사후`, `망인 소유의`): after it only a name's shape counts.
    if (COPULA_ROLE_SET.has(m[1]) && m[2] === undefined) continue;
    const weak = (WEAK_SET.has(m[1]) && m[2] === undefined) || (m[1] === '망' && m[2] !== undefined);
    const name = nameAfterRole(rt, pos, m[3] !== undefined, weak, rt.folded.slice(m.index - 2, m.index) === '의 ');
    if (!name || afterCourtRole(rt.folded, m.index)) continue;
    const korean = name.korean || isKoreanShaped(rt.folded.slice(name.start, name.end));
    spans.push(ruleSpan(rt, name.start, name.end, labelFor(korean), ROLE_SCORE, `role: ${m[1]}`));
    for (const item of listedAfter(rt.folded, name.end, weak)) {
      spans.push(ruleSpan(rt, item.start, item.end, labelFor(item.korean), ROLE_SCORE, `role: ${m[1]} (listed)`));
    }
  }
  return spans;
}

// `공공근로 종사자인 차나폰 웡사로`, `보안요원인 X`: a noun for a kind of person (…자, …원) and the copula announce a name
// as the copula roles do (in the release 109 marked names stand after such a word and 인; the 441 unmarked words there
// are roles, `것처럼`, `주식회사`, `대한민국`, none read as a name). The kind is a word of the dictionary, not a place or
// a sum that ends in 원 (nor `청구원인`, which is 청구 + 원인), and the name no dictionary word.
const KIND_COPULA = /(?<![가-힣])([가-힣]{1,7}(?:자|원))인 (?=[가-힣])/gu;
const PLACE_OR_SUM = /(?:병원|학원|법원|공원|정원|농원|과수원|요양원|유치원|고아원|양로원|보육원|수목원|식물원|연구원|민원|만원|천원|억원|대학원)$/u;

// The other words for a kind of person, and the compounds that end in one (`택시기사`, `물리치료사`, `동창생`, `후임병`,
// `큰딸`, `건물주`, `투자매니저`): after one (a role word aside, which the role reader reads) and the copula the release
// marks 19 names (`또 다른 마케터인 G이`, `재일 교포인 B`, `친척인 D`); the 97 words it leaves there are roles
// (`간호사인 피해자`, 89 of them), `것처럼`, `것을`, `사람으로`, `자로`, `주식회사` and `내가`, which the slot's filters keep
// out. Kept apart from KIND_COPULA, whose 자/원 any noun may end in: here only person words, not the 사 of a company
// (`보험사`, `시공사`) nor of a court's own (`판사`, `검사`, `변호사`).
const PERSON_KIND_WORDS = [
  '기사', '간호사', '치료사', '설계사', '조리사', '조무사', '보호사', '상담사', '미용사', '영양사', '안마사', '요리사', '관리사',
  '복지사', '지도사', '정비사', '조련사', '사육사', '세무사', '회계사', '노무사', '중개사', '목사', '약사', '의사', '교사', '강사',
  '학생', '대학생', '동창생', '수강생', '실습생', '수련생', '연습생', '교육생', '훈련생', '아르바이트생', '승객', '관람객', '방청객',
  '투숙객', '관광객', '이용객', '친척', '인척', '교포', '동포', '후임병', '선임병', '딸', '아들', '업주', '점주', '건물주', '계주',
  '차주', '물주', '자금주', '대주주', '매니저', '마케터', '딜러', '디자이너', '트레이너', '브로커',
  // who really runs a business (`실운영자인 모에 윈에게`; the role reader reads 운영자 alone)
  '운영자',
];
const PERSON_KIND_COPULA = new RegExp(`(?<![가-힣])([가-힣]{0,6}?(?:${alternation(PERSON_KIND_WORDS)}))인 (?=[가-힣])`, 'gu');
const PERSON_KIND_END = new RegExp(`(?:${alternation(PERSON_KIND_WORDS)})$`, 'u');

/** A kind of person the dictionary knows, or one of those words after a noun the dictionary knows (`후임병`, `마케터`). */
function isPersonKind(kind: string): boolean {
  const end = PERSON_KIND_END.exec(kind);
  if (!end) return false;
  const before = kind.slice(0, end.index);
  return isNounOrCompound(kind) || before === '' || isNounOrCompound(before);
}

/** A word that is, or opens with, a dictionary noun of two syllables or more (`상태로`, `수용번호`). */
function opensWithNoun(word: string): boolean {
  for (let l = 2; l <= word.length; l++) if (isDictionaryNoun(word.slice(0, l))) return true;
  return isNounOrCompound(word);
}

const TRADER = /업자$/u;

function findAfterKindCopula(rt: RuleText): Span[] {
  const spans: Span[] = [];
  const matches = [...rt.folded.matchAll(KIND_COPULA), ...[...rt.folded.matchAll(PERSON_KIND_COPULA)].filter((m) => isPersonKind(m[1]) && !ROLE_SET.has(m[1]))];
  for (const m of matches) {
    const kind = m[1];
    const person = PERSON_KIND_END.test(kind);
    // isNotNameStem covers the role words too; a trade's 업자 ends no name, but it is a kind of person (`중간 사업자인 E,
    // F을 통하여`, `사채업자인 L을`: in the release the words after one are 7 marked names and the role 피해자).
    const notAKind = isNotNameStem(kind) && !TRADER.test(kind) && !person;
    if (!(person || isNounOrCompound(kind)) || COPULA_ROLE_SET.has(kind) || PLACE_OR_SUM.test(kind) || notAKind || afterCourtRole(rt.folded, m.index)) continue;
    const name = nameAfterRole(rt, m.index + m[0].length, false, false);
    const words = name ? rt.folded.slice(name.start, name.end) : '';
    // A noun after it is what the person is said to be in (`수용자인 수용번호`, `신용불량자인 상태로`), not a name; a
    // name of several words may hold a word the noun list has as well (`사업자인 메리 그레이스 가르시아와`: 메리, 마리아).
    const parts = words.split(' ');
    if (!name || (parts.length === 1 ? opensWithNoun(words) : parts.every(opensWithNoun))) continue;
    spans.push(ruleSpan(rt, name.start, name.end, labelFor(name.korean || isKoreanShaped(words)), ROLE_SCORE, `role: ${kind}인`));
  }
  return spans;
}

// `…양도하였으며,원고귐쿳착은1999. 5. 11.`: law.go.kr's text lost the space between a party's role and its name in
// whole judgments. A party role glued to a word of two to four syllables closed by a particle reads as the role and a
// name when the word is no dictionary word and opens with no particle or plural (`피고인들은`, `피고로서는`,
// `원고에게는`, `피고적격이`, `피해자의목`: every such glued word in precedent-kr and the release is one of these).
const GLUED_PARTY = new RegExp(
  `(?<![가-힣A-Za-z0-9])(${alternation(PARTY_WORDS)})([가-힣]{2,4}?)(?:에게|은|는|이|가|을|를|의|과|와)(?![가-힣])`,
  'dgu',
);
const OPENS_AS_PARTICLE = /^(?:들|인|측|등|의|에|께|로|으로|과|와|도|만|보다|처럼|로서|한테)/u;

function findGluedPartyNames(rt: RuleText): Span[] {
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(GLUED_PARTY)) {
    const name = m[2];
    if (OPENS_AS_PARTICLE.test(name) || opensWithNoun(name) || isNotName(name) || afterCourtRole(rt.folded, m.index)) continue;
    const [start, end] = m.indices![2];
    spans.push(ruleSpan(rt, start, end, labelFor(isKoreanShaped(name)), ROLE_SCORE, `role: ${m[1]} (glued)`));
  }
  // `,원고초에게 자신이`, `원고초는1999. 5. 11.`: a name of one syllable glued to the role, read as after a role with a
  // space; not what a role word takes itself (`피고인은`, `원고들을`, `원고임을`, `피고라는`, `원고 간의`: in precedent-kr and the
  // release every one-syllable word glued there is one of these).
  for (const m of rt.folded.matchAll(GLUED_PARTY_SYLLABLE)) {
    const [syllable, rest] = [m[2], m[3]];
    if (OPENS_AS_PARTICLE.test(syllable + rest) || GLUED_PROSE.has(syllable) || isProseSyllableWord(syllable) || !syllableAndParticles(syllable + rest, '') || afterCourtRole(rt.folded, m.index)) continue;
    const [start, end] = m.indices![2];
    spans.push(ruleSpan(rt, start, end, labelFor(false), ROLE_SCORE, `role: ${m[1]} (glued)`));
  }
  return spans;
}

const GLUED_PARTY_SYLLABLE = new RegExp(`(?<![가-힣A-Za-z0-9])(${alternation(PARTY_WORDS)})([가-힣])(에게|에서|께서|로부터|으로부터|는|를|을|의|과|와|은|이|가|도)(?![가-힣])`, 'dgu');
// What OPENS_AS_PARTICLE (인, 들, 측, 등 …) does not already keep out: the copula's 임 and 라, and 간 (`원고간의`).
const GLUED_PROSE = new Set([...'임라간']);

// `임대인(리 팅팅) 명의의`: a name in parentheses right after a party's role. Of the 40-odd such parentheses in the
// release the two that hold a name are marked; the others hold an age, a sex, `일명 …`, `이하 …`; precedent-kr's hold
// `반소피고`, `본소원고`, `약칭 …` (roles, a dictionary word).
const ROLE_PAREN = new RegExp(`(?<![가-힣A-Za-z0-9])(${alternation(STRONG_ROLE_WORDS)})\\(([가-힣]{1,6}(?: [가-힣]{1,6}){0,3})\\)`, 'dgu');

function findInRoleParentheses(rt: RuleText): Span[] {
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(ROLE_PAREN)) {
    const [start, end] = m.indices![2];
    const words = m[2].split(' ');
    // `피고(본소원고)`: a word ending in a role is one.
    if (!isNameWords(m[2]) || words.some((w) => isNounOrCompound(w) || ROLE_AT_END.test(w)) || afterCourtRole(rt.folded, m.index)) continue;
    spans.push(ruleSpan(rt, start, end, labelFor(isKoreanShaped(m[2])), ROLE_SCORE, `role: ${m[1]}(X)`));
  }
  return spans;
}

// `피해자 돗짜럽, 동좆었, 얕듕썸에게`, `소외 김영수 및 박철수는`: names listed after the first share its role. A comma may
// end the line, as the military courts' judgments on law.go.kr set lists one name a line (`공소외 2, ⏎ 3, ⏎ 4의`).
const LIST_SEPARATOR = /^(?:, ?(?:\r?\n ?)?| 및 )/u;
// Enough text after a name to hold any separator.
const SEPARATOR_SPAN = 6;
// How a list closes on its last name: a case particle, or `(`, `등`, `외 N`.
// The case particles a list's last name carries; on a Hangul name the auxiliary 도 too (`…, 박철수도`).
const CASE_PARTICLES = ['에게서', '에게', '으로부터', '로부터', '을', '를', '이', '가', '은', '는', '의', '과', '와'];
const LIST_CLOSING_PARTICLE = new RegExp(`^(?:${alternation([...CASE_PARTICLES, '도'])})$`, 'u');
const LIST_CLOSING_ETC = /^등(?:으로|에게|이|은|을|의|과)?$/u;
const LIST_CLOSING_AFTER = new RegExp(`^(?:\\(| ${ETC}| 외 ?\\d)`, 'u');

/** Past a parenthesis right at `at` (`(가명, 여, 20세)`) on the same line, or `at` itself. */
function skipParenthesis(folded: string, at: number): number {
  if (folded[at] !== '(') return at;
  const close = folded.indexOf(')', at);
  return close > at && close - at <= 40 && !folded.slice(at, close).includes('\n') ? close + 1 : at;
}

const LATIN_LAST_ITEM = new RegExp(`^[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+){1,3}(?:${alternation(CASE_PARTICLES)}| 등)(?![가-힣])`, 'u');

// The items a list may hold after its first name: an evidence list runs long (`1. A, B, C, …, J의 각 진술서`).
const MAX_LISTED = 16;

// Two to four words of a list's item before its comma (`뗏 모에 윈, `).
const ITEM_WORDS = /^(?:[가-힣]{1,6} ){1,3}[가-힣]{1,6}(?=, ?[가-힣A-Za-z])/u;

/**
 * A word of one to six syllables a foreign name may hold (`뗏`, `모에`, `하르요노`): no role or prose word, no syllable
 * prose uses alone, no dictionary noun or compound of two syllables or more.
 */
export function foreignNameWord(word: string): boolean {
  if (word.length === 0 || word.length > 6 || isNotName(word)) return false;
  return word.length === 1 ? !ONE_SYLLABLE_WORDS.has(word) : !isNounOrCompound(word);
}

/** The end of an item of two to four name's words that runs to the list's next comma, or undefined. */
function itemToSeparator(folded: string, pos: number): number | undefined {
  const item = ITEM_WORDS.exec(folded.slice(pos, pos + 30))?.[0];
  if (item === undefined) return undefined;
  const words = item.split(' ');
  return words.every(foreignNameWord) && !isKoreanShaped(words.join('')) ? pos + item.length : undefined;
}

function listedAfter(folded: string, end: number, weak: boolean): { start: number; end: number; korean: boolean }[] {
  const items: { start: number; end: number; korean: boolean }[] = [];
  for (let at = skipParenthesis(folded, end); items.length < MAX_LISTED; ) {
    const sep = LIST_SEPARATOR.exec(folded.slice(at, at + SEPARATOR_SPAN));
    if (!sep) break;
    const pos = at + sep[0].length;
    // `…, 비락 다비 림, NGUYEN THI MA는`: a last name in Latin letters closed by a particle closes the list (the Latin
    // readers take it), when no item holds a dictionary word (`김민수, 서울 강북구, NGUYEN THI MA와`).
    if (items.length > 0 && LATIN_LAST_ITEM.test(folded.slice(pos, pos + 60))) {
      const vocabulary = items.some((i) => folded.slice(i.start, i.end).split(' ').some((w) => w.length >= 2 && isNounOrCompound(w)));
      return vocabulary ? [] : items;
    }
    const word = wordAt(folded, pos);
    const afterAt = skipParenthesis(folded, pos + word.length);
    const after = afterAt > pos + word.length ? '(' : folded.slice(pos + word.length, pos + word.length + SEPARATOR_SPAN);
    let stem = word;
    let oneSyllable = false;
    let closed = LIST_CLOSING_AFTER.test(after);
    if (!closed && !LIST_SEPARATOR.test(after)) {
      // The last name carries the list's particle, agreeing with its last syllable (`얕듕썸에게`, `박철수는`).
      // `…, 장곡필순등으로`: 등 glued to the last name closes the list, its particle agreeing with 등.
      // `…, 망절재석에 대한 노무비`: 에 before 대한/대하여 closes a list of people too.
      const about = /^ 대(?:한|하여|해)(?![가-힣])/u.test(folded.slice(pos + word.length, pos + word.length + 5));
      // `Hassan Jose, 초에게는`: a name of one syllable, as after a role (`[초에게]는` had taken the particle in).
      const single = !weak && syllableAndParticles(word, about ? '대' : '') && !isProseSyllableWord(word[0]) ? 1 : undefined;
      const l = single ?? [...Array(word.length).keys()].find(
        (k) =>
          k >= 2 &&
          (((LIST_CLOSING_PARTICLE.test(word.slice(k)) || (about && word.slice(k) === '에')) && particleRest(word, k)) ||
            LIST_CLOSING_ETC.test(word.slice(k))),
      );
      if (l === undefined) {
        // `…, 뗏 모에 윈, 샤히드·칸에게`: short words that run to the list's next separator are one item whole, a syllable
        // that reads as a particle (`모에`) included.
        const whole = weak ? undefined : itemToSeparator(folded, pos);
        if (whole !== undefined) {
          items.push({ start: pos, end: whole, korean: false });
          at = whole;
          continue;
        }
        // `…, 샤히드·칸에게`: a name with middle dots, its particle outside, closes the list or goes on with it.
        const dotted = !weak && MIDDLE_DOT.test(folded[pos + word.length] ?? '') ? dottedNameEnd(folded, pos, false) : undefined;
        if (dotted !== undefined) {
          items.push({ start: pos, end: dotted, korean: false });
          if (dotted === pos + word.length || !LIST_SEPARATOR.test(folded.slice(dotted, dotted + SEPARATOR_SPAN))) return items;
          at = dotted;
          continue;
        }
        // `…, 후인 티 하 등은`, `…, 응우옌 반 안에게`: a foreign name of several words as an item; two one-syllable
        // words closed by a particle too (`디네시·페레라, 쪼 조와`), as after a role.
        const phrase = !weak && folded[pos + word.length] === ' ' ? foreignPhrase(folded, pos, true) : undefined;
        if (!phrase) return [];
        items.push({ start: pos, end: phrase.end, korean: false });
        if (LIST_SEPARATOR.test(folded.slice(phrase.end, phrase.end + SEPARATOR_SPAN))) {
          at = phrase.end;
          continue;
        }
        return phrase.closed ? items : [];
      }
      stem = word.slice(0, l);
      oneSyllable = single !== undefined;
      closed = true;
    }
    if ((stem.length < 2 && !oneSyllable) || stem.length > 5 || maskedAt(folded, pos + word.length) || isNotName(stem) || isNotName(word)) return [];
    const korean = isKoreanShaped(stem);
    if (weak && !korean) return [];
    items.push({ start: pos, end: pos + stem.length, korean });
    // `B(여, 20세), C에게`: past a parenthesis the list may go on; otherwise it has closed.
    if (closed && (afterAt === pos + word.length || !LIST_SEPARATOR.test(folded.slice(afterAt, afterAt + SEPARATOR_SPAN)))) return items;
    at = afterAt;
  }
  // A list that never closes as names close runs into prose: none of it is taken.
  return [];
}

/**
 * The names listed after a name that ends at each of `ends` (`마이클 앤더슨, 후인, 붓으로부터`): the same list reader
 * as after a role word, so a list that never closes as names close gives nothing.
 */
export function namesListedAfter(input: string | RuleText, ends: readonly number[], reason: string): Span[] {
  const rt = asRuleText(input);
  return ends.flatMap((end) =>
    listedAfter(rt.folded, end, false).map((item) => ruleSpan(rt, item.start, item.end, labelFor(item.korean), PATTERN_SCORE, reason)),
  );
}

// The records of several people (`A, B에 대한 각 진술조서`, `A, B의 각 법정진술`).
const EACH = /^(?:에 대한|의) 각 /u;

/** What follows is the record of what a person said (`에 대한 각 경찰 진술조서`, `의 법정진술`): a pattern a list reads back from. */
export function recordFollows(rest: string): boolean {
  return AFTER_NAME.some((p) => p.listed === true && p.re.test(rest));
}

/**
 * `1. 니말·페르난도, 쿠마라 자야수리야에 대한 각 경찰 진술조서`: the items of an evidence list before the name the records
 * of each (각) follow are named in them too, each read back by namesListedBeforeRecord (a Hangul name no dictionary word
 * is, or a person's Latin name). In the release the 19 words before `, <a marked name>에 대한 각 … 조서` or `의 각 … 진술`
 * are marked names; without 각, 5 of 10 (`부분`, `하는바`, `동석하였고`).
 */
function withListedBefore(rt: RuleText, span: Span, pattern: AfterNamePattern): Span[] {
  return pattern.listed ? [span, ...namesListedBeforeRecord(rt, span)] : [span];
}

// An item in Latin letters before a list's separator (`WIN Suman, 뗏 산다 마웅에 대한 각`).
const LATIN_ITEM = new RegExp(`(?:^|[^A-Za-z0-9&.])(${LATIN_WORD}(?: ${LATIN_WORD}){1,3})$`, 'u');

/** The item of an evidence list that ends at `end`: a person's name in Latin letters, or a Hangul one no dictionary word is. */
function listItemEndingAt(folded: string, end: number): { start: number; korean: boolean } | undefined {
  const latin = LATIN_ITEM.exec(folded.slice(Math.max(0, end - 60), end));
  if (latin) return latinPerson(latin[1]) ? { start: end - latin[1].length, korean: false } : undefined;
  const name = nameEndingAt(folded, end);
  return name && !folded.slice(name.start, end).split(' ').some((w) => isNounOrCompound(w)) ? name : undefined;
}

/**
 * Where the name whose last word starts at `start` begins: a pattern reads the last word of a foreign name
 * (`무함마드 [초드리]에 대한 각`), and the list before it starts before its other words (up to three, each a name's word
 * no dictionary knows).
 */
function firstWordOf(folded: string, start: number): number {
  for (let k = 0; k < 3 && folded[start - 1] === ' '; k++) {
    const from = hangulRunStart(folded, start - 1);
    const word = folded.slice(from, start - 1);
    if (word.length === 0 || word.length > 6 || !isNameWords(word) || isNounOrCompound(word) || !mayPrecedeNameWord(word)) break;
    start = from;
  }
  return start;
}

/**
 * The items listed before `span`, a name the records of each (각) follow (`Kurniawan Budi, 쿠마라 실바에 대한 각`, `뗏
 * 산다 마웅, WIN Suman의 각 법정진술`): Hangul or Latin, back to the first that is no name.
 */
export function namesListedBeforeRecord(rt: RuleText, span: Span): Span[] {
  const spans: Span[] = [];
  if (!EACH.test(rt.folded.slice(span.end, span.end + 8))) return spans;
  for (let end = firstWordOf(rt.folded, span.start); spans.length < MAX_LISTED && rt.folded.slice(end - 2, end) === ', '; ) {
    const item = listItemEndingAt(rt.folded, end - 2);
    if (!item) break;
    spans.push(ruleSpan(rt, item.start, end - 2, labelFor(item.korean), span.score, `${span.reason}, listed before`));
    end = item.start;
  }
  return spans;
}

// A Korean-shaped word starting a word, then one of the patterns that follow a name.
const NAME_BEFORE = /(?<![가-힣A-Za-z0-9])([가-힣]{2,5}?)(?= |\(|의 |에 대한|에게 |[와과] )/gu;
// `X(여, 29세)` names a person whatever X looks like: the words before the parenthesis, back to a role or prose word.
const DEMOGRAPHIC = new RegExp(`(?<=[가-힣]) ?\\(\\s?(?:${GLOSS_FIRST})?${SEX_OR_AGE}\\)`, 'gu');

// `수만(초 나잉의 처)`, `김영희(피고인의 딸)`: a relation in parentheses names a person whatever the word before looks like.
const RELATION_IN_PARENS = new RegExp(
  `(?<=[가-힣]) ?\\((?:([가-힣]+(?: [가-힣]+){0,3})의 )?(?:${alternation(WEAK_ROLE_WORDS.filter((w) => !['주인', '집주인', '점주'].includes(w)))})\\)`,
  'dgu',
);

/** Words that may be a name's: none a role, pronoun or other word no name is, none carrying a particle. */
export function isNameWords(words: string, beforeQuote = false): boolean {
  const list = words.split(' ');
  // Right before the quoting (이)라는 no particle stands (`찬디마 페르난도라는 사람`): the last word may end as one does,
  // the words before it as the words of a name followed by another do (the copula's 라, a name's 도: `라젠드라 타망이라는`).
  const carries = (w: string, i: number) => (beforeQuote ? i < list.length - 1 && mayCarryParticle(w, true, true) : mayCarryParticle(w));
  return list.every((w, i) => w.length >= 1 && !isNotName(w) && !PRONOUNS.has(w) && !carries(w, i)) && words.replace(/ /gu, '').length >= 2;
}

const ADNOMINAL = /(?:^|.)(?:된|던|하는|되는|있는|없는|받은)$|.한$|(?:하고|하며|하여|해서|어서|아서|하면|으며|고서|[통위대의인관]해)$/u;
// `알게 된 피해자영소율(여, 48세)`: a party role glued to the name (a spacing slip) is not part of it.
const GLUED_ROLE = new RegExp(`^(?:${alternation(STRONG_ROLE_WORDS.filter((w) => w.length >= 2))})(?=[가-힣]{2})`, 'u');

/** The length of a party role glued before a name in `word` (`피해자영소율` → 3), or 0. */
export function gluedRoleLength(word: string): number {
  const role = GLUED_ROLE.exec(word);
  if (!role) return 0;
  // `피해자로부터 파루크 빈 칸 명의`: the role's own particles are no name glued to it.
  const rest = word.slice(role[0].length);
  return !isNotName(rest) && particleChainAt(`${rest} `, 0) !== rest.length ? role[0].length : 0;
}

const ROLE_AT_END = new RegExp(`(?:${alternation(STRONG_ROLE_WORDS.filter((w) => w.length >= 2))})$`, 'u');

// A verb's connective ending (`때리고 김수의 목을`, `밀치며`): the clause before a name, not a word of it (a compound
// surname may end like one: `독고`).
const CONNECTIVE = /(?:고|며|면서|지만|는데)$/u;

/**
 * A word that may stand before another word of a name: no particle but the copula's 라/란 (which stand before no
 * other word of a name: `나카무라 겐지`), no verb's adnominal form or connective, no word ending in a role.
 */
function mayPrecedeNameWord(word: string): boolean {
  const connective = CONNECTIVE.test(word) && !COMPOUND_SURNAMES.has(word);
  return !mayCarryParticle(word, true) && !ADNOMINAL.test(word) && !ROLE_AT_END.test(word) && !connective;
}

/**
 * The word before `at` (one space between) is a foreign name's: no dictionary word, not Korean-shaped; or a word of
 * one or two syllables that may stand inside a name, a foreign name's word before it (`흘라 아부 나잉`: 아부 is a
 * dictionary's word, 흘라 no Korean's).
 */
function foreignWordBefore(folded: string, at: number, depth = 0): boolean {
  if (folded[at - 1] !== ' ' || !HANGUL.test(folded[at - 2] ?? '')) return false;
  const from = hangulRunStart(folded, at - 1);
  const word = folded.slice(from, at - 1);
  if (word.length === 0 || isNotName(word) || !mayPrecedeNameWord(word)) return false;
  if (word.length >= 2 && !isNounOrCompound(word) && !isKoreanShaped(word)) return true;
  return depth === 0 && word.length <= 2 && foreignWordBefore(folded, from, 1);
}

/**
 * Where the word that ends at `end` starts, taking in the parts a middle dot joins to it when they can be one foreign
 * name's (`1. 비락 헹, 찬디마·디사나야케에 대한 각`: the list goes on before the whole name, not its last part).
 */
function dottedRunStart(folded: string, end: number): number {
  let start = hangulRunStart(folded, end);
  while (MIDDLE_DOT.test(folded[start - 1] ?? '') && HANGUL.test(folded[start - 2] ?? '')) {
    const from = hangulRunStart(folded, start - 1);
    if (!areDottedNameParts(folded.slice(from, end).split(MIDDLE_DOT))) break;
    start = from;
  }
  return start;
}

const GLUED_TO = /[0-9’'"”)\]」』>]/u;
const LINE_BREAKS = /\r?\n/gu;
// What stands between two words of a name: a space, or a line's end with a space on either side or none.
const WORD_GAP = /(?: |[ ]?\r?\n[ ]?)$/u;

/**
 * dottedRunStart, across the line ends a text's lines break a word at where they are not read as wrapped
 * (`사비로⏎프(남, 63세)` is one word, `수만⏎·타망` one dotted name): a break beside the middle dot between two parts
 * stays inside the name; a bare break between two letters only before a piece of one or two syllables, after a piece
 * no verb ends (`마시던⏎수만(25세)`: a break where a space was).
 */
function brokenRunStart(folded: string, end: number): number {
  let start = dottedRunStart(folded, end);
  for (;;) {
    const brk = BREAK_BEFORE.exec(folded.slice(Math.max(0, start - 3), start))?.[0];
    if (!brk || start === end || !HANGUL.test(folded[start - brk.length - 1] ?? '')) return start;
    const from = dottedRunStart(folded, start - brk.length);
    if (!MIDDLE_DOT.test(brk)) {
      const before = folded.slice(from, start - brk.length);
      const piece = folded.slice(start, end).replace(LINE_BREAKS, '');
      if (piece.length > 2 || ADNOMINAL.test(before) || CONNECTIVE.test(before) || isNotName(before)) return start;
    }
    start = from;
  }
}

/** The name that ends at `end`: a Korean-shaped last word, else up to four words of a foreign name. */
export function nameEndingAt(folded: string, end: number): { start: number; korean: boolean } | undefined {
  let start = end;
  let first = end;
  const words: string[] = [];
  let afterParty = false;
  for (let k = 0; k < 4; k++) {
    const s = brokenRunStart(folded, start);
    const word = folded.slice(s, start).replace(LINE_BREAKS, '');
    // `‘상보'의 X`, `1,000만 원`: a word glued to a closing quote or a number is its particle or unit, no name's.
    if (k > 0 && GLUED_TO.test(folded[s - 1] ?? '')) break;
    afterParty = k > 0 && STRONG_SET.has(word);
    // `지정한 응우옌 반 안 명의`: a verb's adnominal form before the name is prose, not a word of it.
    // `경리직원 수만(…)`: a word ending in a role (an occupation) is the role before the name.
    // `피해자수만 쉬레스타(…)`, `피고인아누라 페레라(…)`: the word a role is glued to is read without it (gluedRoleLength
    // reads it), even one that reads as a stem and a particle (수 + 만).
    const role = gluedRoleLength(word);
    const glued = role > 0 && !ADNOMINAL.test(word);
    if (word.length === 0 || (!glued && (isNotName(word) || (k > 0 && !mayPrecedeNameWord(word))))) break;
    if (role > 0 && k === 0) return afterCourtRole(folded, s) ? undefined : { start: s + role, korean: isKoreanShaped(word.slice(role)) };
    // `피해자⏎나카무라 아키라(…)` read unwrapped: the role glued to an earlier word opens the name after it.
    if (role > 0) return afterCourtRole(folded, s) ? undefined : { start: s + role, korean: false };
    words.unshift(word);
    start = s;
    first = s;
    // `흘라 나잉에 대한`: a two-syllable last word that looks Korean goes on to a word before it no Korean name has.
    const foreignBefore = k === 0 && word.length === 2 && foreignWordBefore(folded, s);
    if (k === 0 && isKoreanShaped(word) && !foreignBefore) return afterCourtRole(folded, s) ? undefined : { start: s, korean: true };
    // Words apart: a space, or a line's end with or without one (`피해자 당 ⏎반 안(35세)`).
    const gap = WORD_GAP.exec(folded.slice(Math.max(0, s - 4), s))?.[0].length ?? 0;
    if (gap === 0 || !HANGUL.test(folded[s - gap - 1] ?? '')) break;
    start = s - gap;
  }
  if (words.length === 0) return undefined;
  // `피해자 초(58세)`: after a party's role one syllable is a name too.
  return (end - first >= 2 || afterParty) && !afterCourtRole(folded, first) ? { start: first, korean: false } : undefined;
}

// `피해자 개별(가명, 여, 24세)`: the word before `(가명` is the alias a court gave a person (in the release 432 marked names
// stand there; the other words are 성명불상자, 피고인 and 간호사), even a word the dictionary or the list of prose after
// roles has; never a role, a court's or company's word, or a noun for a kind of person (`간호사`, `성명불상자`).
const BEFORE_ALIAS = /(?<![가-힣])([가-힣]{1,6})(?=\(가명[,，)])/gu;
const PERSON_KIND = /[자사원인관]$/u;

function aliasesInParentheses(rt: RuleText): Span[] {
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(BEFORE_ALIAS)) {
    const word = m[1];
    if (isRoleWord(word) || word.startsWith('성명') || (PERSON_KIND.test(word) && isNounOrCompound(word))) continue;
    spans.push(ruleSpan(rt, m.index, m.index + word.length, labelFor(isKoreanShaped(word)), ROLE_SCORE, 'pattern: (가명)'));
  }
  return spans;
}

function findBeforePatterns(rt: RuleText): Span[] {
  const spans: Span[] = aliasesInParentheses(rt);
  const { folded } = rt;
  for (const m of folded.matchAll(NAME_BEFORE)) {
    const word = m[1];
    const end = m.index + word.length;
    const rest = folded.slice(end, end + 40);
    const pattern = AFTER_NAME.find((p) => p.re.test(rest));
    // Two-syllable words before `명의` are mostly nouns (`당신 명의`, `여러 명의`): those patterns need a full name.
    // `채권팀 팀장을 사칭`: a noun and the syllable of a kind of body looks like a surname and a given name.
    const thing = pattern?.alsoBefore === 'thing' && kindOfThing(word);
    if (!pattern || pattern.unknownShapeOnly || thing || word.length < pattern.minLength || !isKoreanShaped(word) || isNotName(word) || afterCourtRole(folded, m.index)) continue;
    spans.push(...withListedBefore(rt, ruleSpan(rt, m.index, end, labelFor(true), pattern.score, pattern.reason), pattern));
  }
  for (const [re, reason] of [[DEMOGRAPHIC, 'pattern: (남/여, N세)'], [RELATION_IN_PARENS, 'pattern: (X의 처)']] as const) {
    for (const m of folded.matchAll(re)) {
      const name = nameEndingAt(folded, m.index);
      if (name && !spans.some((s) => s.end === m.index)) spans.push(ruleSpan(rt, name.start, m.index, labelFor(name.korean), ROLE_SCORE, reason));
      // The person the relation is to, when named (`(초 나잉의 처)`; `(피고인의 처)` names a role).
      const holder = re === RELATION_IN_PARENS ? m.indices?.[1] : undefined;
      if (holder && isNameWords(folded.slice(...holder)) && !spans.some((s) => s.start === holder[0] && s.end === holder[1])) spans.push(ruleSpan(rt, holder[0], holder[1], labelFor(isKoreanShaped(folded.slice(...holder))), ROLE_SCORE, reason));
    }
  }
  return spans;
}

const PRONOUNS = new Set(['내', '제', '저', '나', '너', '네', '우리', '저희', '자기', '본인', '그', '그녀', '당신', '귀하']);
const COUNT_WORDS = new Set(['한', '두', '세', '석', '네', '넉', '다섯', '여섯', '일곱', '여덟', '아홉', '열', '스무', '수', '몇', '여러', '수십', '수백', '십여', '수천']);
// The patterns above that common nouns also precede (`회사 명의`, `공동 명의`), so only Korean-shaped names become spans.
const WEAK_PATTERNS = AFTER_NAME.filter((p) => p.score === PATTERN_SCORE);
const WEAK_AFTER_NAME = new RegExp(`(?<=[가-힣])(?:${WEAK_PATTERNS.map((p) => p.re.source.replace(/^\^/u, '')).join('|')})`, 'gu');

// One-syllable nouns of time and place that take 에 in prose (`그날 밤에`, `그 집에`).
export const AT_NOUNS: ReadonlySet<string> = new Set([...'밤때안밖속해달곳일전후초말차회번층끝틈쪽편날중위뒤앞옆집방길']);

/**
 * `피해자로부터 모에 윈 명의 계좌로`: before `명의`, one syllable no count, pronoun or determiner is (`윈`) is no name alone
 * but the last word of one whose first word ends in 에 as the particle does (Burmese `모에`), which nameEndingAt stops at.
 */
function openedByEWord(folded: string, end: number, pattern: string): { start: number; korean: boolean } | undefined {
  const last = folded.slice(hangulRunStart(folded, end), end);
  const opener = end - last.length - 3;
  if (last.length !== 1 || !pattern.startsWith(' 명의') || folded[end - 2] !== ' ' || !/^[가-힣]에 $/u.test(folded.slice(opener, end - 1))) return undefined;
  if (HANGUL.test(folded[opener - 1] ?? '') || ONE_SYLLABLE_WORDS.has(last) || COUNT_WORDS.has(last) || PRONOUNS.has(last) || isNotName(last)) return undefined;
  return AT_NOUNS.has(folded[opener]) || isNotName(folded[opener]) || isNotName(folded.slice(opener, opener + 2)) ? undefined : { start: opener, korean: false };
}

// One-syllable words before `명의` that name no one: kin (`처 명의`, `딸 명의`) and what stands before a noun (`동 명의로`,
// `타 명의`, `각 명의`), besides the pronouns, counts and nouns of prose.
export const NOT_HOLDER_SYLLABLES: ReadonlySet<string> = new Set([...'처모부형딸자녀손질숙매타각동당귀고총구신헌옛순갓맨단후차']);

/**
 * `원고는 초 명의의 하나은행 계좌`: one syllable standing as a word of its own before `명의`, which nameEndingAt leaves
 * (a name's word has two syllables or more there), when no word of prose, kin or prenoun is it. Only an account's,
 * phone's or car's holder is taken from it (accountHolders).
 */
function syllableHolder(folded: string, end: number, pattern: string): { start: number; korean: boolean } | undefined {
  const start = end - 1;
  if (!pattern.startsWith(' 명의') || !HANGUL.test(folded[start] ?? '') || !/^(?:|[\s,(“"‘'])$/u.test(folded[start - 1] ?? '')) return undefined;
  const syllable = folded[start];
  return isProseSyllableWord(syllable) || NOT_HOLDER_SYLLABLES.has(syllable) ? undefined : { start, korean: false };
}

/** A word before a pattern that follows names, the pattern's text (`before “명의의”`), the pattern and where it ends. */
interface WordBeforePattern {
  start: number;
  end: number;
  reason: string;
  pattern: AfterNamePattern;
  patternEnd: number;
}

/**
 * Words before `X 명의`, `X 작성의`, `X에 대한 검찰 … 조서`, `X의 법정진술` that findRoleContextNames leaves because
 * nouns stand there too: no Korean-shaped name (`응우옌 반 안 명의`, `나탈리아 작성의`) or only two syllables (`김혁 명의`,
 * like `여러 명의`). Worth a reviewer's look, not a span.
 */
export function wordsBeforeNamePatterns(input: string | RuleText): WordBeforePattern[] {
  const { folded } = asRuleText(input);
  const out: WordBeforePattern[] = [];
  for (const m of folded.matchAll(WEAK_AFTER_NAME)) {
    const read = nameEndingAt(folded, m.index);
    const name = read ?? openedByEWord(folded, m.index, m[0]) ?? syllableHolder(folded, m.index, m[0]);
    // `○○○컨설턴 명의`, `□□대학 명의`: law.go.kr's own mask already hides the name.
    if (!name || maskedAt(folded, name.start) || MASK.test(folded[name.start - 1] ?? '')) continue;
    // A Korean-shaped name of three syllables or more is a span already (findBeforePatterns); two (`김혁`) may be one.
    if (name.korean && m.index - name.start !== 2) continue;
    const words = folded.slice(name.start, m.index).split(' ');
    // `두 명의`, `여러 명의`: 명의 after a count word is "of N people".
    // `사는⏎피해자의 아들` read unwrapped as one word: a word that ends in a role is the role's.
    if (COUNT_WORDS.has(words[words.length - 1]) || PRONOUNS.has(words[words.length - 1]) || ROLE_AT_END.test(words[words.length - 1])) continue;
    // No word carries a particle (openedByEWord's first ends as one does), the copula's 라 aside (`니말 페레라 명의`: no
    // `페레` and 라; `법정에서의 각 진술` is a particle); a last 도 is the name's (`페르난도에 대한`, `쿠마라 페르난도 대리를
    // 사칭`): neither the release nor law.go.kr puts the particle 도 before any of these patterns.
    const particled = (w: string, i: number) => (i < words.length - 1 ? read !== undefined && mayCarryParticle(w, true) : mayCarryParticle(w, true, true));
    if (words.some((w, i) => isNotName(w) || particled(w, i) || NOT_NAMES.has(w))) continue;
    // The alternative that matched: the first whose own expression matches there (with the character its lookahead reads).
    const pattern = WEAK_PATTERNS.find((p) => p.re.test(folded.slice(m.index, m.index + m[0].length + 1)))!;
    out.push({ start: name.start, end: m.index, reason: `before “${m[0].trim()}”`, pattern, patternEnd: m.index + m[0].length });
  }
  return out;
}

// `X 명의의 농협 계좌`, `X 명의로 된 통장`: an account, phone or car is held by a person or a business.
const HELD_THING = /^[^\n.]{0,16}?(?:계좌|통장|예금|체크카드|신용카드|휴대전화|휴대폰|차량|자동차)/u;

/**
 * The holder named before `명의` when what is held follows (an account, a phone, a car), of three syllables or
 * more whatever its shape (`삼병철 명의의 국민은행 계좌`, `응우옌 반 안 명의 통장`), or of two when no dictionary has the
 * word (`25.경 다으 명의의 … 계좌`: 77 of 78 such words before an account in the release are marked): nouns stay suspects.
 */
function accountHolders(rt: RuleText, before: readonly WordBeforePattern[]): Span[] {
  return before
    .filter((w) => {
      const name = rt.folded.slice(w.start, w.end);
      const compact = name.replace(/ /gu, '');
      const tooShort = (compact.length < 2 && syllableHolder(rt.folded, w.end, rt.folded.slice(w.end, w.patternEnd)) === undefined) || (compact.length === 2 && (isDictionaryNoun(compact) || ADNOMINAL.test(compact)));
      // `대출의뢰자 명의의 자동차`, `가입자 명의`: a noun for a kind of person, not a name.
      if (w.pattern.alsoBefore !== 'holder' || tooShort || /^[가-힣]{4,}(?:자|인|원)$/u.test(name)) return false;
      return HELD_THING.test(rt.folded.slice(w.patternEnd, w.patternEnd + 30));
    })
    .map((w) => ruleSpan(rt, w.start, w.end, labelFor(isKoreanShaped(rt.folded.slice(w.start, w.end))), PATTERN_SCORE, 'pattern: 명의 + account'));
}

// `신용정보사`, `사업시행사`, `채권팀`, `대여자들`: a noun and the syllable that makes it a kind of body, a part of one or a
// person, or many of them.
const KIND_SYLLABLE = /[사자인원회처측들팀부과실국]$/u;
const kindOfThing = (word: string) => word.length >= 3 && KIND_SYLLABLE.test(word) && isNounOrCompound(word.slice(0, -1));

/**
 * The word before a pattern only a person's name precedes (`X의 법정진술`, `X에 대한 경찰 진술조서`, `X과 지인 관계`),
 * whatever its shape (`년혔과 지인 관계`, `쑨 팅팅의 증언`): unlike `명의` and `작성의` (`의사 작성의 진단서`), no
 * common noun wordsBeforeNamePatterns lets through stands there. On the validation slices and four development draws
 * all 92 such words are marked names; precedent-kr has none (law.go.kr masks them).
 */
function patternPersons(rt: RuleText, before: readonly WordBeforePattern[]): Span[] {
  // A record with no office named (`X에 대한 진술서`) may be about a thing (`위 사고에 대한`), a relative a title's
  // (`대통령의 딸`): no dictionary word there.
  const aboutAThing = (w: WordBeforePattern) => w.pattern.alsoBefore === 'thing' && rt.folded.slice(w.start, w.end).split(' ').some((x) => isNounOrCompound(x) || kindOfThing(x));
  return before
    .filter((w) => w.pattern.alsoBefore !== 'holder' && w.pattern.alsoBefore !== 'author' && rt.folded.slice(w.start, w.end).replace(/ /gu, '').length >= 2 && !aboutAThing(w))
    .flatMap((w) => withListedBefore(rt, ruleSpan(rt, w.start, w.end, labelFor(isKoreanShaped(rt.folded.slice(w.start, w.end))), PATTERN_SCORE, `pattern: ${w.reason}`), w.pattern));
}

/** Person names read from their context: after a role word, or before a pattern that only follows a name. */
export function findRoleContextNames(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const roles = [...findAfterRoles(rt), ...findAfterKindCopula(rt), ...findInRoleParentheses(rt), ...findGluedPartyNames(rt)];
  // A name after a role word that a pattern follows too (`피해자 X(여, 30세)`) is one span, read from the role; unless
  // the role's reading stopped at a line's end the pattern's name goes on past (`피해자 수만⏎·타망(25세, 여)`).
  const before = wordsBeforeNamePatterns(rt);
  const goesOn = (p: Span, r: Span) => p.start <= r.start && r.end < p.end && /\n/u.test(rt.folded.slice(r.end, p.end));
  const found = [...findBeforePatterns(rt), ...accountHolders(rt, before), ...patternPersons(rt, before)];
  const patterns = found.filter((p) => roles.every((r) => r.end <= p.start || p.end <= r.start || goesOn(p, r)));
  const kept = roles.filter((r) => !patterns.some((p) => goesOn(p, r)));
  return [...kept, ...patterns].sort((a, b) => a.start - b.start);
}
