// Span hygiene: what the model (or propagation) marks is dropped or mended where it cannot be an identifier —
// a piece of a case number, statute, date, area or fraction, a fragment of a longer number, a legal term, a mask
// the court already wrote, a function word (`내지`, `하여`), the province of an address the court leaves visible
// (`서울` before `종로구`), a document an evidence list names (`피해자 사진`),
// a verb's adnominal form before a dependent noun (`갇힌 채`), a pronoun (`우리`), a name made
// of dictionary nouns the judgment uses elsewhere or of three or more in six syllables or more (`증거인멸`,
// `납세자권리헌장`, lexicon/common-compound.ts), or a propagated mention
// inside a word the court rule keeps (`제주` in `제주시`). Rule
// spans are left alone (they validated their match) except on a legal term, and user spans always (the user decided).
import { isDictionaryNoun, isNounOrCompound, longProseCompound, nounPieces, proseCompound } from '../lexicon/common-compound';
import { isDistrictWord, isFullProvinceName, isTownshipWord, PROVINCES } from '../rules/address-words';
import { findExclusions, type TextRange } from '../rules/exclusions';
import { PROTECTED_WORDS } from '../rules/legal-terms';
import { isZeroMask } from '../rules/masks';
import { foldForMatching } from '../rules/normalize';
import { isNotName } from '../rules/role-context';
import type { CategoryId, Span } from '../types';
import { PARTICLE_LIST, splitTrailingParticle } from '../tokenizer/particles';
import { finalIndex, hangulRunEnd, hangulRunStart, isHangulSyllable } from './hangul';
import { gluedHeadAt, isHeadWord, isPrefixHead, trailingHead } from './head-nouns';
import { FREQUENT_SURNAMES, isKoreanShaped } from './korean-names';
import { quotedMarks } from './quoted-business';
import { afterPartyRole, isTokenAt } from './token-match';
import { isQuotedMark, type Stretch } from './trademarks';
import { endsName, endsWithTitle, endsWord, startsWord } from './word-boundary';

const DIGIT = /[0-9]/u;
/**
 * A number of one to three digits: an identifier where it stands (`11` of `11동`, `55` of `중로 55`), a day, a month, a
 * sum's part or an article elsewhere. Propagation does not spread it, consistency.ts marks its twins only outside dates,
 * sums and the like, and the export's leak check, which cannot tell the two apart in the written file, skips it.
 */
export const SHORT_NUMBER = /^\d{1,3}$/u;
const WORD = /[\p{L}\p{N}]/u;

// A number span the model found must be at least this many digits long to be the identifier its category names
// (a phone has 7+, an account 6+); addresses and other numbers may be short (`3동`, `37층`, `58번 출구` are
// identifiers in the training data); categories not listed never consist of digits alone.
const MIN_DIGITS: Partial<Record<CategoryId, number>> = {
  ID_NUMBER: 6,
  CONTACT: 7,
  FINANCIAL: 6,
  VEHICLE: 4,
  ONLINE: 4,
  OTHER_NUMBER: 1,
  ADDRESS: 1,
};

// Numbers written in hyphenated groups (`052-9375-8531`): a span on one group is widened to all of them.
const GROUPED: ReadonlySet<CategoryId> = new Set(['ID_NUMBER', 'CONTACT', 'FINANCIAL']);

// Categories whose identifiers are numbers: a span cutting a digit run is widened to the whole run (half a number
// still identifies); any other category cutting a digit run is a misreading and dropped.
const NUMBER_CATEGORIES: ReadonlySet<CategoryId> = new Set(['ID_NUMBER', 'CONTACT', 'FINANCIAL', 'VEHICLE', 'ONLINE', 'OTHER_NUMBER', 'ADDRESS']);

export type HygieneReason =
  | 'no letters'
  | 'number as a name'
  | 'court mask'
  | 'determiner'
  | 'pronoun'
  | 'honorific'
  | 'propagated number'
  | 'excluded'
  | 'digit fragment'
  | 'short number'
  | 'legal term'
  | 'generic word'
  | 'inside a word'
  | 'verb before a dependent noun'
  | 'verb before an auxiliary'
  | 'common compound'
  | 'dictionary noun'
  | 'industry'
  | 'occupation'
  | 'listed with nouns'
  | 'trademark';

const PARTICLES: ReadonlySet<string> = new Set(PARTICLE_LIST);
// The words that join a judgment's clauses and items: the conjunctions (`갑 제17 [내지] 18호증`, `피고 A [내지] 피고 B`),
// the forms of 하다 that carry a sentence on (`피해자를 기망[하여]`, `빌려달라고 [하여]`), and the adverb and the places beside
// that open a clause or a place (`[마치] KB국민카드 직원인 것처럼`, `신협 [옆] 모두투어 식당`).
const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  '내지', '및', '또는', '혹은', '하여', '하고', '하며', '하면서', '하였고', '하였으며', '하였다', '마치', '옆', '앞', '뒤',
]);

/**
 * A particle (`로서`), a function word (`내지`, `하여`) or a generic head word (`한의원`, `유한회사`) alone names no one;
 * courts keep them visible.
 */
function isGenericWord(s: Span, surface: string): boolean {
  const t = surface.trim();
  if (PARTICLES.has(t) || FUNCTION_WORDS.has(t)) return true;
  return s.category !== 'PERSON' && (trailingHead(t, s.label, s.category) === t || isPrefixHead(t));
}

// `[서울] 종로구 이곡동 623에 있는`, `[대구] 전하동 920에 있는`: a province or metropolitan city before the district or
// township of an address is what the court leaves visible (`서울 종로구 A`), whatever the model made of it (the city of
// a bank, `대구`). No gold value of the development draws is a bare province so placed; the ones labelled stand before
// their own head (`대구은행`, `인천 둘레길`).
const PROVINCE_WORD = /^[가-힣]{2,}(?:특별시|광역시|특별자치시)$/u;
const DISTRICT_NEXT = /^ ([가-힣0-9]+?)(?=[\s,]|에|$)/u;

/** [start, end) is a province or metropolitan city written right before the district or township of an address. */
export function isProvinceOfAddress(text: string, start: number, end: number): boolean {
  const t = text.slice(start, end).trim();
  if (!(PROVINCES.has(t) || isFullProvinceName(t) || PROVINCE_WORD.test(t))) return false;
  const next = DISTRICT_NEXT.exec(text.slice(end, end + 16))?.[1];
  return next !== undefined && (isDistrictWord(next) || isTownshipWord(next) || /^[가-힣]+\d*(?:가)?동$/u.test(next));
}

// The documents a judgment's list of evidence names after a party or a role (`1. 피해자 사진`, `1. 고소인 진술서`).
const EVIDENCE_DOCUMENTS: ReadonlySet<string> = new Set(['사진', '진술서', '고소장', '영수증', '녹취록', '진단서', '확인서', '사본', '현장사진', '캡쳐사진']);

export interface Dropped {
  span: Span;
  why: HygieneReason;
  detail?: string;
}

function isChecked(s: Span): boolean {
  return s.source === 'model' || s.source === 'propagated';
}

/** The protected word (legal term, kept role, party role) that [start, end) lies inside, if any. */
export function protectedWordAround(text: string, start: number, end: number): string | undefined {
  for (const w of PROTECTED_WORDS) {
    if (end - start > w.length) continue;
    // Only starts in [end - |w|, start] can cover the span: look there, not (with indexOf) through the rest of the text.
    for (let i = Math.max(0, end - w.length); i <= start; i++) if (text.startsWith(w, i)) return w;
  }
  return undefined;
}

/** The exclusion (case number, date, area…) that overlaps [start, end), if any. */
function excludedBy(ranges: readonly TextRange[], start: number, end: number): TextRange | undefined {
  return ranges.find((r) => r.start < end && r.end > start);
}

function widenToDigitRun(text: string, s: Span): Span {
  let { start, end } = s;
  const grouped = GROUPED.has(s.category);
  const joins = (a: number, b: number) => DIGIT.test(text[a]) && DIGIT.test(text[b]);
  for (;;) {
    if (start > 0 && joins(start - 1, start)) start--;
    else if (grouped && start > 1 && text[start - 1] === '-' && joins(start - 2, start)) start -= 2;
    else break;
  }
  for (;;) {
    if (end < text.length && joins(end - 1, end)) end++;
    else if (grouped && end + 1 < text.length && text[end] === '-' && joins(end - 1, end + 1)) end += 2;
    else break;
  }
  if (start === s.start && end === s.end) return s;
  const note = `hygiene: widened to the whole number`;
  return { ...s, start, end, text: text.slice(start, end), reason: s.reason ? `${s.reason}; ${note}` : note };
}

function cutsDigitRun(text: string, s: Pick<Span, 'start' | 'end'>): boolean {
  const startCut = s.start > 0 && DIGIT.test(text[s.start - 1]) && DIGIT.test(text[s.start]);
  const endCut = s.end < text.length && DIGIT.test(text[s.end - 1]) && DIGIT.test(text[s.end]);
  return startCut || endCut;
}

/** `052` of `052-9375-8531`: a hyphen and more digits on either side. */
function cutsGroup(text: string, s: Pick<Span, 'start' | 'end'>): boolean {
  return (text[s.start - 1] === '-' && DIGIT.test(text[s.start - 2] ?? '')) || (text[s.end] === '-' && DIGIT.test(text[s.end + 1] ?? ''));
}

// Dependent nouns (`갇힌 채`, `한 것`, `할 수`, `간 후`) follow a verb's adnominal form, never a name or a company.
const DEPENDENT_NOUN = /^ (?:채|것|수|줄|듯|듯이|바|데|적|뿐|만큼|후|뒤)(?:[은는이가을를로에도만]|로는|에는|밖에|이다|였다)?(?![가-힣])/u;

/** `갇힌 채`: a word ending in an adnominal ㄴ/ㄹ (or 던, 는) right before a dependent noun is a verb. */
function verbBeforeDependentNoun(text: string, s: Span): boolean {
  const last = text[s.end - 1] ?? '';
  const adnominal = isHangulSyllable(last) && (finalIndex(last) === 4 || finalIndex(last) === 8 || last === '던' || last === '는');
  return adnominal && !/\s/u.test(text.slice(s.start, s.end)) && DEPENDENT_NOUN.test(text.slice(s.end, s.end + 6));
}

// `나타나고 있다`, `만나고 싶다`: the connective 고 before the auxiliary 있다 or 싶다 ends a verb, never a name.
const AUXILIARY = /^ (?:있|싶)/u;

/** The span's word ends in 고 (the span's last syllable or the one after it) and an auxiliary verb follows. */
function verbBeforeAuxiliary(text: string, s: Span): boolean {
  const end = hangulRunEnd(text, s.end);
  return end - s.end <= 1 && text[end - 1] === '고' && !/\s/u.test(text.slice(s.start, s.end)) && AUXILIARY.test(text.slice(end, end + 3));
}

// Pronouns of two syllables or more name no one, whatever category the model gave them and wherever they stand
// (`'우리' 부분`, `그녀는`; `우리` alone of `우리한의원` is half a guess at a name, and propagated it would mark every
// `우리` of the judgment); their plurals as well (`'우리들' 부분`).
const PRONOUNS: ReadonlySet<string> = new Set(
  ['우리', '저희', '너희', '그녀', '그들', '당신', '자기', '자신', '본인', '귀하'].flatMap((p) => (p.endsWith('들') ? [p] : [p, `${p}들`])),
);
// The role words law.go.kr numbers its placeholders after (`공소외 10`, `원고 2`, `사건본인 1`).
const PLACEHOLDER_ROLE = /(?:^|[^가-힣])(?:공소외|소외|신청외|사건외|원고|피고|피고인|피해자|사건본인|참가인|증인|망) ?$/u;
// Honorifics after a name (`김영희 양`, `후인 티 하 씨`).
const HONORIFICS = /^(?:씨|님|군|양|옹)$/u;

/** An honorific with or without its particle (`씨에게`, `님의`): a word after a name, never one of its own. */
export function isHonorific(word: string): boolean {
  return HONORIFICS.test(splitTrailingParticle(word).stem);
}
const DETERMINERS: ReadonlySet<string> = new Set(['위', '그', '이', '저', '동', '본', '각', '당', '해당', '상기']);
const MASK_CHARS = /[○◯△▽□◇◆☆★◈▣◎●■◁▷※]/gu;

/** Two or more mask symbols and at most one syllable besides (`△△시`, `◇◇동`, `○○`), in each word (`☆☆읍 □□리`). */
function isMaskWithUnit(surface: string): boolean {
  const masked = (s: string) => (s.match(MASK_CHARS)?.length ?? 0) >= 2 && s.replace(MASK_CHARS, '').replace(/[\s()]/gu, '').length <= 1;
  return masked(surface) || surface.trim().split(/\s+/u).every(masked);
}

const MASK_THEN_WORD = new RegExp(`^${MASK_CHARS.source}{2,} ?([가-힣]{2,})$`, 'u');

/**
 * The court's mask and the common noun it kept after it (`□□대학`, `○○버스`, `☆☆☆☆여행`, `○○세무서장`): what named the
 * body is masked already, and the noun names none (a masked person keeps its span: `노○○` shows a surname).
 */
function isMaskWithNoun(surface: string): boolean {
  const noun = MASK_THEN_WORD.exec(surface.trim())?.[1];
  if (!noun) return false;
  return isNounOrCompound(noun) || isHeadWord(noun) || (noun.endsWith('장') && isNounOrCompound(noun.slice(0, -1)));
}

/**
 * The everyday compound the word around [start, end) is, with or without its particles (`감정결` of `감정결과에`,
 * `정` of `사무처리규정은`), if any (lexicon/common-compound.ts).
 */
function commonCompoundAround(text: string, start: number, end: number): string | undefined {
  const a = hangulRunStart(text, start);
  const b = hangulRunEnd(text, end);
  // The word and each shorter reading of it that still covers the span (`감정결과에` → `감정결과`).
  for (let e = b; e >= end; e--) {
    const word = text.slice(a, e);
    if (proseCompound(word, text) || longProseCompound(word, text)) return word;
  }
  return undefined;
}

/**
 * A name of a business, institution, product… that is one everyday word of four or more syllables (`교통사고`,
 * `데이터베이스`) or of nouns the judgment uses (`사전통지`; of six syllables or more and three nouns or more, all but
 * one: `명령복종관계`, where 복종 stands nowhere else), with no head word (not `삼성증권`, whose pieces the judgment does
 * not use alone, nor `우리은행`, nor `한국환경연구원`, nor `서면전당포대부`).
 */
function commonCompoundName(s: Span, surface: string, text: string): string | undefined {
  const word = surface.trim();
  if (!NOUN_NAMED.has(s.category) || /\s/u.test(word) || trailingHead(word, s.label, s.category) || isPrefixHead(word)) return undefined;
  // The kind glued after it makes it the name of one (`[승승장구]노래방`, `[목화휴게소]진입로` aside): a word that names
  // a kind of place or body of its own, particles aside, is what the span is the name of.
  if (gluedKindAfter(text, s.end)) return undefined;
  // The looser reading only for a whole word (particles may follow): a span cut inside one (`[유언공인중개]사`) splits
  // by chance.
  const whole = startsWord(text, s.start) && endsWord(text, s.end);
  const pieces = proseCompound(word, text) ?? (whole && !INSTITUTION_END.test(word) ? longProseCompound(word, text) : undefined);
  // A kind of body or place anywhere in it (`대구은행계좌`, `영덕버스터미널`) makes it a name's whole.
  if (!pieces || pieces.some(namesAKind)) return undefined;
  return word;
}

/** The rest of the word after `end`, particles aside, is a head word or a kind of body or place (`노래방`, `터미널`). */
function gluedKindAfter(text: string, end: number): boolean {
  if (!isHangulSyllable(text[end] ?? '') || !isHangulSyllable(text[end - 1] ?? '')) return false;
  const rest = splitTrailingParticle(text.slice(end, hangulRunEnd(text, end))).stem;
  return rest.length >= 2 && namesAKind(rest);
}

// The syllables that end the names of institutions and places of business (복지관, 요양원, 연구소, 교육청, 협의회,
// 봉사단, 예식장, 상담실 …): a long word ending in one is a name's whole even where its nouns are the judgment's words
// (`강남장애인복지관` in a judgment about 장애인 and 복지).
const INSTITUTION_END = /[관원소청처부회단당장실국사점과]$/u;

// Categories whose names are never a dictionary noun of four or more syllables or a compound of nouns the judgment
// uses (none of the ≈ 2,000 held-out organisation mentions is); places inside a building are (`중환자실`).
const NOUN_NAMED: ReadonlySet<CategoryId> = new Set(['BUSINESS', 'INSTITUTION', 'ORGANIZATION', 'PRODUCT', 'SERVICE', 'CULTURE', 'ONLINE']);

// Kinds of body or place that end names but are not head words the court keeps (head-nouns.ts).
const KIND_WORDS: ReadonlySet<string> = new Set([
  '터미널', '정류장', '공항', '항만', '역사', '보험', '증권', '생명', '화재', '신탁', '캐피탈', '저축', '금고', '신문', '방송',
  '일보', '교통', '택시', '운수', '여객', '물류', '공사', '공단', '연구원', '연구소', '사령부', '부대', '대학원', '의료원',
  '보건소', '구치소', '교도소', '경찰서', '지구대', '파출소', '시청', '구청', '군청', '주민센터', '우체국', '농협', '수협',
  '대부', '전당포', '공인중개사', '중개사',
]);

/** A head word the court keeps (`은행`, `노래방`) or another kind of body or place that ends names (`터미널`). */
export function namesAKind(word: string): boolean {
  return isHeadWord(word) || KIND_WORDS.has(word);
}

// What follows a person's name and nothing else (`개강 명의의 계좌`, `X의 법정진술`, `X(여, 30세)`): a dictionary noun there
// is a name after all.
const NAME_CONTEXT_AFTER = /^(?: ?명의| 작성의|의 (?:법정|수사기관|경찰|검찰)?\s?(?:진술|증언)| ?\((?:남|여|\d{1,3}세))/u;

/**
 * A dictionary noun that is no name: of three syllables or more, unless a frequent surname opens a name-shaped reading
 * (`김정희`, `장미꽃` are in the dictionary too); of two, unless it reads as a name at all (`표현` may be 표 현). Not a
 * word of a spaced name found in the judgment (`마리아` of `마리아 산토스`). Generated names it would take: 0.04 % of
 * common names (`문지기`), 0.1 % of rare-surname ones (`삼재`), none of the other styles (the unit test counts them).
 */
function everydayPersonWord(word: string, nameWords: ReadonlySet<string>): boolean {
  if (!/^[가-힣]{2,}$/u.test(word) || !isDictionaryNoun(word) || nameWords.has(word)) return false;
  return word.length === 2 ? !isKoreanShaped(word) : !(isKoreanShaped(word) && FREQUENT_SURNAMES.has(word[0]));
}

// `요양소업`, `건설기계대여업`, `음식점업종`: a kind of business and 업 (its industry or class) names none. Company names
// end in 업 after their own heads (`태경산업`, `동국실업`, `총귄건업`, `가온중공업`, `유진기업`, `남양유업`: every gold
// name so ending on the development draws), which stay.
const INDUSTRY = /^([가-힣]{2,})업(?:류|종)?$/u;
const COMPANY_UP = /(?:산|실|건|공|기|상|유|농|어|광|흥|사|작|영)$/u;

// `금광채굴사업`, `재건축정비사업`: nouns of four syllables or more and 사업 name a line of work or a project, not who does
// it (no marked value in the release ends in 사업); a company's own `동아사업` keeps its short name.
const PROJECT = /^([가-힣]{4,})사업$/u;

function isIndustry(word: string): boolean {
  const stem = INDUSTRY.exec(word)?.[1];
  if (stem !== undefined && !COMPANY_UP.test(stem) && (isNounOrCompound(stem) || isHeadWord(stem))) return true;
  const project = PROJECT.exec(word)?.[1];
  const pieces = project === undefined ? undefined : nounPieces(project);
  return pieces !== undefined && pieces.length >= 2 && !pieces.some(namesAKind);
}

/** The word around [start, end), its particle aside, is an industry (so is a piece of it: `[건]설기계대여업에`). */
function industryAround(text: string, start: number, end: number): boolean {
  const word = text.slice(hangulRunStart(text, start), hangulRunEnd(text, end));
  return isIndustry(word) || isIndustry(splitTrailingParticle(word, 2).stem);
}

// `문화재수리기술자`, `예술감독`: an occupation names a kind of person, never a body; no marked value in the release ends in
// one. Not 공인중개사 (`행복공인중개사` is a business), 대표 or 사장 (`'국가대표' 음식점`), nor one syllable (`점주`,
// `업주`: names end in 주).
const OCCUPATION = /(?:감독|간부|기술자|기술사|관리자|사업자|근로자|종사자|담당자|책임자|직원|설계사|상담원|요원|공무원|교수|교사|강사|의사|간호사|약사|감정의)$/u;

/** The nouns before an occupation that ends `word` (`문화재수리` of `문화재수리기술자`; '' for `감독`), if it is one. */
function occupationStem(word: string): string | undefined {
  const m = OCCUPATION.exec(word);
  const stem = m ? word.slice(0, m.index) : undefined;
  return stem !== undefined && (stem === '' || (stem.length >= 2 && isNounOrCompound(stem))) ? stem : undefined;
}

/**
 * The span is an occupation, alone or after nouns (`문화재 수리기술자`), or a piece cut inside the nouns of one
 * (`[문]화재수리기술자`, read as a region). A person's span only where it is one word and all of it (`국세청
 * [고위간부]에게`): a name with a title glued to it starts with no noun of two syllables (`[김교수]`). Not a body's whole
 * name before one (`[국민은행]직원`).
 */
function isOccupation(text: string, s: Span, surface: string): boolean {
  if (s.category === 'PERSON') return /^[가-힣]+$/u.test(surface) && occupationStem(surface) !== undefined;
  if (NUMBER_CATEGORIES.has(s.category)) return false;
  if (occupationStem(surface.replace(/\s+/gu, '')) !== undefined) return true;
  const start = hangulRunStart(text, s.start);
  const stem = occupationStem(splitTrailingParticle(text.slice(start, hangulRunEnd(text, s.end)), 2).stem);
  return stem !== undefined && s.end - start < stem.length;
}

// The dots prose enumerates with: the middle dot, its Japanese form and the Hangul letter law.go.kr prints for it.
const ENUMERATION_DOT = /[·・ㆍ]/u;
const ENUMERATION = /^[가-힣·・ㆍ]+$/u;

/**
 * `[전ㆍ답]ㆍ과수원ㆍ목장용지 및 임야`: a name read inside a dotted enumeration another item of which is a dictionary
 * noun or compound is an item of a list of things (land categories, kinds), not a name; names are listed with names
 * (`아누라·디사나야케`, `김철수·이영희`).
 */
function inNounEnumeration(text: string, s: Span): boolean {
  let start = s.start;
  let end = s.end;
  while (start > 0 && ENUMERATION.test(text[start - 1])) start--;
  while (end < text.length && ENUMERATION.test(text[end])) end++;
  const run = text.slice(start, end);
  if (!ENUMERATION_DOT.test(run)) return false;
  let offset = start;
  for (const item of run.split(ENUMERATION_DOT)) {
    const at = offset;
    offset += item.length + 1;
    if (at < s.end && s.start < at + item.length) continue;
    const { stem } = splitTrailingParticle(item, 2);
    if (stem.length >= 2 && isNounOrCompound(stem)) return true;
  }
  return false;
}

/** Why a model or propagated span is not an identifier, or undefined when it may stand (possibly widened). */
function judge(
  text: string,
  ranges: readonly TextRange[],
  s: Span,
  rules: readonly Span[],
  nameWords: ReadonlySet<string>,
  marks: readonly Stretch[],
): { span?: Span; dropped?: Dropped } {
  const surface = text.slice(s.start, s.end);
  if (!WORD.test(surface)) return { dropped: { span: s, why: 'no letters' } };
  // `△△시`, `◇◇동`: the court's own mask with the unit it kept; there is nothing left to hide (a masked name keeps
  // its span: `노○○` still shows a surname).
  if ((s.category !== 'PERSON' && isMaskWithUnit(surface)) || isMaskWithNoun(surface)) return { dropped: { span: s, why: 'court mask' } };
  const excluded = excludedBy(ranges, s.start, s.end);
  if (excluded) return { dropped: { span: s, why: 'excluded', detail: excluded.kind } };
  const word = protectedWordAround(text, s.start, s.end);
  if (word) return { dropped: { span: s, why: 'legal term', detail: word } };
  if (isGenericWord(s, surface)) return { dropped: { span: s, why: 'generic word' } };
  // A quoted mark of a trademark judgment, read as the name of a thing, trade or body (trademarks.ts).
  if (isQuotedMark(marks, s.category, s.start, s.end)) return { dropped: { span: s, why: 'trademark' } };
  if (s.category !== 'PERSON' && isProvinceOfAddress(text, s.start, s.end)) return { dropped: { span: s, why: 'generic word', detail: 'a province before its district' } };
  if (s.source === 'model' && verbBeforeDependentNoun(text, s)) return { dropped: { span: s, why: 'verb before a dependent noun' } };
  if (s.source === 'model' && verbBeforeAuxiliary(text, s)) return { dropped: { span: s, why: 'verb before an auxiliary' } };
  // `증거인멸`, `납세자권리헌장` read as a name by a model that never saw the word; rules and propagation from a
  // rule's name are not second-guessed.
  if (s.source === 'model') {
    const compound = s.category === 'PERSON' ? commonCompoundAround(text, s.start, s.end) : commonCompoundName(s, surface, text);
    if (compound) return { dropped: { span: s, why: 'common compound', detail: compound } };
  }
  if (s.source === 'model' && NOUN_NAMED.has(s.category) && industryAround(text, s.start, s.end)) return { dropped: { span: s, why: 'industry' } };
  if (s.source === 'model' && isOccupation(text, s, surface)) return { dropped: { span: s, why: 'occupation' } };
  // A business or a product read there only over words of one or two syllables (`[전ㆍ답ㆍ]`; not `국민은행ㆍ신한은행`).
  const shortItems = () => surface.split(ENUMERATION_DOT).every((w) => w.length <= 2);
  if (s.source === 'model' && (s.category === 'PERSON' || (NOUN_NAMED.has(s.category) && shortItems())) && inNounEnumeration(text, s)) {
    return { dropped: { span: s, why: 'listed with nouns' } };
  }
  // `고양이`, `병뚜껑`, `체결`: a dictionary noun the model read as a person (a role word before a name finds it anyway).
  if (s.source === 'model' && s.category === 'PERSON' && everydayPersonWord(surface.trim(), nameWords) && !NAME_CONTEXT_AFTER.test(text.slice(s.end, s.end + 12))) {
    return { dropped: { span: s, why: 'dictionary noun' } };
  }
  // `1. 피해자 [사진]`: a document an evidence list names after a role, read as the role's person; no name.
  if (s.category === 'PERSON' && EVIDENCE_DOCUMENTS.has(surface.trim())) return { dropped: { span: s, why: 'dictionary noun', detail: 'a document' } };
  let span = s;
  if (cutsDigitRun(text, s) || (GROUPED.has(s.category) && cutsGroup(text, s))) {
    if (!NUMBER_CATEGORIES.has(s.category)) return { dropped: { span: s, why: 'digit fragment' } };
    span = widenToDigitRun(text, s);
    const widened = excludedBy(ranges, span.start, span.end);
    if (widened) return { dropped: { span: s, why: 'excluded', detail: widened.kind } };
    // A rule already reads the whole number (an RRN the model split into two accounts): the rule's longer span wins
    // the merge, which a widened guess would tie.
    if (rules.some((r) => r.start < span.end && r.end > span.start)) span = s;
  }
  const digitsOnly = span.text.replace(/[\s,.\-]/gu, '');
  if (/^\d+$/u.test(digitsOnly) && digitsOnly.length < (MIN_DIGITS[span.category] ?? Infinity)) {
    return { dropped: { span: s, why: 'short number' } };
  }
  if (NUMBER_CATEGORIES.has(span.category) && isZeroMask(span.text)) return { dropped: { span: s, why: 'court mask', detail: 'zeros' } };
  // `공소외 [2가]`: law.go.kr's numbered placeholder and its particle; no name starts with a digit.
  if (s.category === 'PERSON' && /^\d/u.test(surface)) return { dropped: { span: s, why: 'number as a name' } };
  // `공소외 [10] 은행`, `피고 [2]`: the number of law.go.kr's placeholder is the court's own mask, whatever the model
  // called it; left, "one surface, one decision" would mark every `10` of the judgment (dates and sums included).
  if (SHORT_NUMBER.test(digitsOnly) && PLACEHOLDER_ROLE.test(text.slice(Math.max(0, s.start - 6), s.start))) {
    return { dropped: { span: s, why: 'court mask', detail: 'numbered placeholder' } };
  }
  // A short number is an identifier where it was found, not wherever the same digits recur (`10` of `공소외 10 은행`);
  // a long one (an account, a phone) is the same identifier everywhere.
  if (s.source === 'propagated' && SHORT_NUMBER.test(digitsOnly)) return { dropped: { span: s, why: 'propagated number' } };
  // `위 붓으로부터`, `그 김민수`: the determiner before a name is not part of it.
  if (s.source === 'model' && s.category === 'PERSON' && DETERMINERS.has(surface) && text[s.end] === ' ' && !WORD.test(text[s.start - 1] ?? '')) {
    return { dropped: { span: s, why: 'determiner' } };
  }
  if (PRONOUNS.has(surface.trim())) return { dropped: { span: s, why: 'pronoun' } };
  // `후인 티 하 [씨에게]`: an honorific after a name, read alone, is no name (the name before it is read on its own).
  if (s.source === 'model' && s.category === 'PERSON' && isHonorific(surface.trim()) && !WORD.test(text[s.start - 1] ?? '')) {
    return { dropped: { span: s, why: 'honorific' } };
  }
  // Propagation never creates a span inside a longer word (`제주` in `제주특별자치도`, `제주시`).
  // A name before digits (`후인 티 응옥은2002.`, law.go.kr's lost spaces) is where propagation put it (word-boundary.ts),
  // after a party role glued to it too (`,원고찬니 림은1999.`), as propagation finds it.
  // A body's name propagation found before the kind glued to it where it was read (`[망원]시장에서 … 망원시장을`) is too.
  const beforeKind = () => s.category !== 'PERSON' && !NUMBER_CATEGORIES.has(s.category) && startsWord(text, s.start) && gluedHeadAt(text, s.end, s.label) !== '';
  if (s.source === 'propagated' && !isTokenAt(text, s.start, s.end) && !beforeKind() && !(s.category === 'PERSON' && (startsWord(text, s.start) || afterPartyRole(text, s.start)) && (endsName(text, s.end) || endsWithTitle(text, s.end)))) {
    return { dropped: { span: s, why: 'inside a word' } };
  }
  return { span };
}

export interface HygieneResult {
  spans: Span[];
  dropped: Dropped[];
}

// How often a word must stand in the judgment, the model reading a person at every one, to be a name there.
const EVERY_MENTION = 3;

/**
 * Words the model reads as a person wherever they open a word, three times or more (`일명 코알라로부터`, `위 코알라의
 * 지시에 따라`, `코알라 과장이다`): the judgment uses a dictionary word as someone's name or alias. A place where it reads
 * the word as another identifier counts (`은하수` read as a person five times and as a user name once), as long as
 * it reads a person at three; a word the model reads at only some of its places stays an everyday word. A place is
 * any word the surface opens, longer words included (`코알라인형` counts as a place the model did not read): stricter
 * than the token count of dropMinorityGuesses (token-match.ts), which would leave such a word out.
 */
function wordsReadAsPersonEverywhere(text: string, spans: readonly Span[]): Set<string> {
  const read = new Map<string, { all: Set<number>; person: Set<number> }>();
  for (const s of spans) {
    if (s.source !== 'model' || !/^[가-힣]{2,}$/u.test(s.text)) continue;
    const r = read.get(s.text) ?? { all: new Set<number>(), person: new Set<number>() };
    read.set(s.text, r);
    r.all.add(s.start);
    if (s.category === 'PERSON') r.person.add(s.start);
  }
  const words = new Set<string>();
  for (const [w, { all, person }] of read) {
    if (person.size < EVERY_MENTION) continue;
    let places = 0;
    for (let i = text.indexOf(w); i >= 0 && places <= all.size; i = text.indexOf(w, i + 1)) if (!isHangulSyllable(text[i - 1] ?? '')) places++;
    if (places === all.size) words.add(w);
  }
  return words;
}

/**
 * Model and propagated spans that cannot be identifiers are dropped (or widened to the whole number, unless a rule
 * span among `spans` already covers it).
 */
export function cleanSpansWithReasons(text: string, spans: readonly Span[]): HygieneResult {
  const ranges = findExclusions(foldForMatching(text));
  const marks = quotedMarks(text);
  const out: Span[] = [];
  const dropped: Dropped[] = [];
  const rules = spans.filter((s) => s.source === 'rule');
  // The words of every person's name of several words (`마리아 산토스`, or `마리아` and `산토스` found apart but side
  // by side): none of them is an everyday word here.
  const persons = spans.filter((s) => s.category === 'PERSON');
  const nameWords = new Set(persons.filter((s) => s.text.includes(' ')).flatMap((s) => s.text.trim().split(/\s+/u)));
  const byStart = new Map(persons.map((s) => [s.start, s]));
  // A role or kin word beside a name is the role (`[동거녀] 김지우`, `소외 조종수 [마누라]가`), not a word of it.
  for (const a of persons) {
    const next = text[a.end] === ' ' ? byStart.get(a.end + 1) : undefined;
    if (next) for (const w of [a.text.trim(), next.text.trim()]) if (!isNotName(w)) nameWords.add(w);
  }
  for (const w of wordsReadAsPersonEverywhere(text, spans)) nameWords.add(w);
  for (const s of spans) {
    // A legal term is never an identifier, whoever found it (a name rule reading `임대인` after a role word).
    const word = s.source === 'rule' ? protectedWordAround(text, s.start, s.end) : undefined;
    if (word) {
      dropped.push({ span: s, why: 'legal term', detail: word });
      continue;
    }
    if (!isChecked(s)) {
      out.push(s);
      continue;
    }
    const r = judge(text, ranges, s, rules, nameWords, marks);
    if (r.span) out.push(r.span);
    else if (r.dropped) dropped.push(r.dropped);
  }
  return { spans: out, dropped };
}

export function cleanSpans(text: string, spans: readonly Span[]): Span[] {
  return cleanSpansWithReasons(text, spans).spans;
}
