// A foreign name written in words (`아이린 커밍스`) that two readers found in halves (a near miss read as a name, the
// model's surname) is one person: printed as `F G` it reads as two. Two person spans a single space apart are joined
// when they are not both Korean-shaped names and neither is a word a dictionary knows: Korean names side by side
// (`김철수 박영희`) stay apart, and so does a name and a noun the model took for one (`김경민 [예술감독]`, `후렐수흐 [마누라]`).
// Where both halves look foreign, a half the model gave another category (`[Tran Thi]` an address) and one unread word
// between two person halves (`[크리스틴] 조이 [델라 크루즈]`) join too.
import { isNounOrCompound } from '../lexicon/common-compound';
import { alternation } from '../rules/alternation';
import { isBankName } from '../rules/bank-name';
import { isNotName, occurrences, ONE_SYLLABLE_WORDS } from '../rules/role-context';
import { NAME_ROLE_WORDS } from '../rules/role-context-words';
import { labelInfo } from '../taxonomy';
import { trimSpanParticles } from '../tokenizer/particles';
import type { Span } from '../types';
import { hangulRunEnd, hangulRunStart } from './hangul';
import { trailingHead } from './head-nouns';
import { isHonorific, protectedWordAround } from './hygiene';
import { FREQUENT_SURNAMES, isKoreanShaped } from './korean-names';
import { spacedNameStart } from './name-word';
import { reshaped, touches, withSpans } from './span-list';

// A name the court masked (`노○○`, `□□대학`) is no foreign name.
const LETTERS_ONLY = /^[가-힣A-Za-z' ]+$/u;

/** Letters only, and not as a whole a Korean-shaped name: a foreign name, or a reading of words as one. */
export function looksForeign(text: string): boolean {
  return LETTERS_ONLY.test(text) && !isKoreanShaped(text.replace(/ /gu, ''));
}

// The ending of a verb form, a connective, a particle or the copula: `아는 커밍스`, `전달받아 [환전상]`, `돈을 빌려 …`,
// `운영하 …`, `그러나 …`, `통해 …`, `직원에게 커밍스`, `원고의 모인 송○○` (a foreign given name ending so, `소피아`, is
// left to the model). 라, 야 and 니 end longer words as a verb does only after a verb's syllable (`지시에 따라`, `하여야`,
// `있으니`): `아누라`, `위자야`, `찬니` are names' words. A word of two syllables ending so is prose where its first is a
// verb's or the copula's (`달라`, `해야`, `이라`; the release and precedent-kr have 43 such words, all of these
// syllables), a name's word where it is none (`흘라 뚜`, `누라`: Burmese Hla and the like).
export const PROSE_END =
  /(?:는|던|된|한|할|을|를|의|에|서|로|고|며|게|도|만|와|과|이|가|은|인|닌|아|어|여|해|려|워|져|쳐|나|면|지|자|하|써|부터|까지|니까|경)$|^[가-힣]?야$|^[따달이해말마하가내놀봐올줘졸뭐써사자보쓰거주불대나와오발타골서빼몰알살팔빨걸갈열울멀얼차커두부모니아어여려빌콜훌]?라$|^[보하가오주되두서이아]?니$|(?:[따몰골달불하가오보서내려아어여해봐와줘니이]라|[아어여해돼줘봐와써가나워져쳐]야|(?:으|러|[하되가])니)$/u;

// `법무팀`, `경리과`, `영업부`: a noun and the kind of a unit is a part of an organisation, not a given name.
const UNIT_KIND = /[팀부과실국청원처단소사장측계반조대]$/u;
export function isKindOfUnit(word: string): boolean {
  return UNIT_KIND.test(word) && isNounOrCompound(word.slice(0, -1));
}

// `모집책`, `환전상`, `자산관리사`, `공연기획사`: nouns (compounds too) and the suffix of a trade or a role in a scheme.
const TRADE_KIND = /[책상사원인자관]$/u;
function isKindOfTrade(word: string): boolean {
  // `여종업원`, `남직원`: a person noun with the prefix of sex.
  return (word.length >= 3 && TRADE_KIND.test(word) && isNounOrCompound(word.slice(0, -1))) || (/^[여남]/u.test(word) && isNounOrCompound(word.slice(1)));
}

// A verb's plain or purposive ending, or its adnominal after a helper (`대화를 하다 C으로부터`, `있도록`, `해준`, `가져온`);
// a name ending in 다 or 온 (`아만다`, `레온`) has no such syllable before it. Offices a name follows (`서울중앙지검 D 수사관`).
const VERB_END = /(?:[하되이였했었았]다|도록|[해려와줘져내여아어]준|[해려와줘져내여아어]온)$|(?:지검|지청|검찰청|경찰서)$/u;

// Adverbs and connectives the noun dictionary leaves out, read before a name (`그런데 카림으로부터`, `갑자기 [D]의 옆으로`).
const ADVERBS: ReadonlySet<string> = new Set([
  '그런데', '그러나', '그리고', '그래서', '하지만', '그러자', '그러면', '그러므로', '따라서', '이미', '갑자기', '우연히', '마치',
  '다시', '바로', '먼저', '결국', '특히', '주로', '아직', '다만', '비로소', '오히려', '곧바로', '즉시', '또한', '한편', '실제로',
  '역시', '이어서', '계속하여', '재차', '다시금', '미리', '몰래', '억지로', '강제로', '일부러', '계속', '자꾸', '서로', '또다시',
]);

/** A Hangul word that may be a word of a foreign name: no dictionary word, adverb, prose, role or unit of an organisation. */
function mayBeNameWord(word: string): boolean {
  return !isNounOrCompound(word) && !ADVERBS.has(word) && !isNotName(word) && !PROSE_END.test(word) && !VERB_END.test(word) && !isKindOfUnit(word) && !isKindOfTrade(word);
}

// Two-syllable words ending in 가 that are prose: a pronoun and the subject particle (`내가`, `누가`), a verb (`나가`).
const PROSE_GA = /^[내네제누그이저나]가$/u;

/**
 * The first word of a foreign name may end in 가 as the subject particle does where two syllables make no pronoun and
 * particle (`올가 누르마토바에게`). Not 라, which ends verbs as often (`지시에 따라 섭길수는`, `몰라`, `골라`).
 */
function mayOpenName(word: string): boolean {
  if (mayBeNameWord(word)) return true;
  return word.length === 2 && word.endsWith('가') && !PROSE_GA.test(word) && mayBeNameWord(word[0]);
}

/**
 * The words of a foreign name written in words (`분미 숙사왓` → `분미는 태국 국적이다`, `John Smith` → `Smith는`), as a
 * Korean full name gives its given name: a judgment names the person by one of them later. Only where every word of
 * two syllables or more may be a name's (a rule's reading `홍길동가 운영하` is none); words of one syllable (`반`, `티`)
 * and Latin words of two letters are never searched for alone.
 */
export function foreignNameWords(seed: Span): string[] {
  if (seed.category !== 'PERSON' || !seed.text.includes(' ') || seed.label === '내국인이름' || !looksForeign(seed.text)) return [];
  const words = seed.text.trim().split(/\s+/u);
  const hangul = words.filter((w) => /^[가-힣]{2,}$/u.test(w));
  if (!hangul.every(mayBeNameWord)) return [];
  return [...hangul, ...words.filter((w) => /^[A-Z][A-Za-z'-]{2,}$/u.test(w))];
}

// What the model calls a foreign name's word when it misses the person: `[Tran Thi]` an address, `[알리] [하산]` a business.
const MISREAD_AS: ReadonlySet<Span['category']> = new Set(['BUSINESS', 'PRODUCT', 'PLACE', 'ADDRESS', 'INSTITUTION', 'ORGANIZATION']);
// … and, for one word beside an unread one, a service (`[하리요노] 위자야`).
const MISREAD_WORD_AS: ReadonlySet<Span['category']> = new Set([...MISREAD_AS, 'SERVICE']);
// A word between two names that is prose: a particle, a verb or connective ending (`[사라] 말한 [존]`).
const GAP_PROSE = /(?:는|던|된|한|할|을|를|의|에|서|로|고|며|게|와|과|은|께|처럼|보다|부터|까지)$/u;

// Words that join two names in a list (`A 또는 B`), not a word of one.
const CONJUNCTIONS: ReadonlySet<string> = new Set(['또는', '혹은', '내지', '그리고', '및', '겸']);

/**
 * The word between two halves of a foreign name the model found around it (`[크리스틴] 조이 [델라 크루즈]`), or ''. A
 * word a dictionary has may be one (`[디팍] 아부 [라이]에게`): in the release two names stand with one bare word between
 * them twice in 1.9 M characters (`직원`, `또는`), so a reading on either side of one is a single name's; not a role,
 * a conjunction, prose or a unit.
 */
function gapWord(text: string, a: Span, b: Span): string | undefined {
  const between = text.slice(a.end, b.start);
  if (between === ' ') return '';
  const word = /^ ([가-힣]{2,5}) $/u.exec(between)?.[1];
  if (!word || (isNounOrCompound(word) && word.length > 2) || CONJUNCTIONS.has(word) || ADVERBS.has(word) || isNotName(word) || GAP_PROSE.test(word) || isKindOfUnit(word) || isKindOfTrade(word)) return undefined;
  return word;
}

// `[리카르]도 [페르난도]는`, `[무함마드 라흐]만 [칸]`: a foreign word ending in 도 or 만 read as the name and a particle.
// A particle closes its phrase: in the release (1.9 M characters) and the law.go.kr judgments no name stands right
// after another name and 도 or 만, so two person spans with only that syllable between them are one name.
const GLUED_PARTICLE = /^[도만] $/u;

function gluedParticleLinks(text: string, a: Span, b: Span): boolean {
  if (a.source === 'user' || b.source === 'user') return false;
  const between = text.slice(a.end, b.start);
  if (!GLUED_PARTICLE.test(between) || a.category !== 'PERSON' || b.category !== 'PERSON' || !/[가-힣]/u.test(text[a.end - 1])) return false;
  const first = `${a.text}${between[0]}`;
  return LETTERS_ONLY.test(first) && LETTERS_ONLY.test(b.text) && !isKoreanShaped(a.text) && !isKoreanShaped(b.text) && looksForeign(`${first} ${b.text}`);
}

/** True when `a` and `b` (in order) may be neighbouring words of one foreign name written in words. */
function linked(text: string, a: Span, b: Span): boolean {
  if (gluedParticleLinks(text, a, b)) return true;
  if (a.source === 'user' || b.source === 'user') return false;
  const gap = gapWord(text, a, b);
  if (gap === undefined || !LETTERS_ONLY.test(a.text) || !LETTERS_ONLY.test(b.text) || isNounOrCompound(a.text) || isNounOrCompound(b.text)) return false;
  // `새마을금고 [곬테] 팀장`: a bank is the employer before the name, not a word of it.
  if (isBankName(a.text) || isBankName(b.text)) return false;
  // `후인 티 하 [씨에게]`: an honorific after a name is not a word of it.
  if (isHonorific(b.text)) return false;
  const persons = Number(a.category === 'PERSON') + Number(b.category === 'PERSON');
  if (persons === 2 && gap === '') return !(isKoreanShaped(a.text) && isKoreanShaped(b.text));
  // A word between, or a half the model gave another category, only where both halves look foreign, or where the word
  // between looks foreign: then a half may read Korean (`피해자 [나심] 카림 [아슬람]`, the model's last word a product;
  // `주인 [모에] 흘라오브나 [마웅]`), as no judgment writes two people with a foreign word and no particle between them.
  // Never a business with its kind (`한빛상사`) or one a fine label names.
  const misread = (s: Span) =>
    s.category === 'PERSON' || (s.source === 'model' && s.label === s.category && MISREAD_AS.has(s.category) && !trailingHead(s.text, s.label, s.category));
  const foreignGap = gap !== '' && looksForeign(gap) && looksForeign(`${a.text} ${gap} ${b.text}`);
  const foreignHalves = looksForeign(a.text) && looksForeign(b.text);
  return (foreignHalves || foreignGap) && misread(a) && misread(b) && (gap === '' || persons === 2 || (foreignGap && persons === 1));
}

// What follows a name's word and its particles: a space, punctuation, a parenthesis or the end.
const WORD_CLOSED = /^(?:[\s,.)(]|$)/u;

// A county, district or township (`옹진군 백석읍`) and a word a dictionary noun opens (`총괄사장직`, `영업권`) are no foreign name's
// words; names end in 시, 동, 리 and 로 too (`디네시`, `초드리`), an address's units only before its number.
const ADDRESS_UNIT = /[군구읍면]$/u;
function foreignWord(word: string, after = ''): boolean {
  if (ADDRESS_UNIT.test(word) || (/[시동리로길가]$/u.test(word) && /^ ?\d/u.test(after)) || isNounOrCompound(word)) return false;
  for (let l = 2; l < word.length; l++) if (isNounOrCompound(word.slice(0, l))) return false;
  return true;
}

/** Where the Hangul word at `start` ends, and where its stem ends once the particles a person's name takes are cut. */
function personWord(text: string, start: number): { end: number; stemEnd: number } {
  const end = hangulRunEnd(text, start);
  return { end, stemEnd: trimSpanParticles(text, start, end, 'PERSON').end };
}

/** Where the word before `s` that no span covers starts, where it may open a foreign name; or `s.start`. */
function misreadNameStart(text: string, spans: readonly Span[], s: Span, wordEnd: number): number {
  if (text[s.start - 1] !== ' ' || !WORD_CLOSED.test(text.slice(wordEnd, wordEnd + 1))) return s.start;
  const start = hangulRunStart(text, s.start - 1);
  const before = text.slice(start, s.start - 1);
  // Three syllables at least: two end verbs' adnominals the lists miss (`블랙박스도 달린 [베라크루즈]`).
  const fits = before.length >= 3 && before.length <= 5 && mayOpenName(before) && !isKoreanShaped(before) && foreignWord(before);
  return fits && !/[\p{L}\p{N}]/u.test(text[start - 1] ?? '') && !touches(spans, start, s.start - 1) ? start : s.start;
}

/** Where the word after `s` that no span covers ends, its particles left out, where it may be a foreign name's; or `s.end`. */
function misreadNameEnd(text: string, spans: readonly Span[], s: Span): number {
  if (text[s.end] !== ' ' || !/[가-힣]/u.test(text[s.end + 1] ?? '')) return s.end;
  const next = personWord(text, s.end + 1);
  const after = text.slice(s.end + 1, next.stemEnd);
  // A last 도 or 만 with a particle after it is the name's, as no particle follows those (`찬디마 페르난도가`).
  const nameEnd = next.end > next.stemEnd && /[도만]$/u.test(after) && !isNounOrCompound(after) && mayBeNameWord(after.slice(0, -1));
  const fits = after.length >= 2 && after.length <= 5 && (mayBeNameWord(after) || nameEnd) && foreignWord(after, text.slice(next.end, next.end + 2));
  return fits && !touches(spans, s.end + 1, next.end) && WORD_CLOSED.test(text.slice(next.end, next.end + 1)) ? next.stemEnd : s.end;
}

/**
 * `디네시 [라나싱헤]와`, `[하리요노] 위자야, 라젠드라 타망과 함께`: the model reads one word of a foreign name as a business
 * or place and leaves the other. Where that word looks foreign, names no kind and no dictionary knows it, and the word
 * beside it that no span covers could be a name's too (no dictionary word, prose, role, unit or trade, nor the shape of
 * a Korean name), both are the person: the word before it first, else the word after it.
 */
export function joinMisreadNameWords(text: string, spans: readonly Span[]): Span[] {
  const retired = new Set<Span>();
  const added: Span[] = [];
  for (const s of spans) {
    if (s.source !== 'model' || s.label !== s.category || !MISREAD_WORD_AS.has(s.category) || !/^[가-힣]{3,5}$/u.test(s.text)) continue;
    if (!looksForeign(s.text) || !foreignWord(s.text, text.slice(s.end, s.end + 2)) || trailingHead(s.text, s.label, s.category) || isBankName(s.text)) continue;
    // A word a rule reads as no person elsewhere in the judgment (`몬축산 주식회사`) is what the rule read.
    if (spans.some((o) => o !== s && o.text === s.text && o.source === 'rule' && o.category !== 'PERSON')) continue;
    // The span is a whole word, or a word and the particles a name takes; a whole word the model read to its last 도
    // or 만 keeps it (`디네시 [페르난도] 직원을`): names end so, and the model read no particle there.
    const own = personWord(text, s.start);
    const wholeWord = own.end === s.end && /[도만]$/u.test(s.text);
    if (s.start === 0 || /[가-힣]/u.test(text[s.start - 1]) || (own.stemEnd !== s.end && !wholeWord)) continue;
    const from = misreadNameStart(text, spans, s, own.end);
    const to = from === s.start && own.end === s.end ? misreadNameEnd(text, spans, s) : s.end;
    if (from === s.start && to === s.end) continue;
    retired.add(s);
    added.push({
      ...reshaped(text, s, from, to, `joined: “${text.slice(from, to)}”, a foreign name the model read in part as ${s.category}`),
      category: 'PERSON',
      label: '외국인이름',
      tier: labelInfo('외국인이름').tier,
      source: 'rule',
    });
  }
  return withSpans(spans, added, retired);
}

/**
 * Runs of spans that are words of one name (`[알리] [하산] [무함마드]`, `[크리스틴] 조이 [델라 크루즈]`) become one person
 * span, where one of them at least was read as a person.
 */
export function joinSpacedNames(text: string, spans: readonly Span[]): Span[] {
  return joinRuns(text, spans, linked);
}

/**
 * Only the person spans a 도 or 만 glued to the first one separates (`[아르만]도 [레예스]를`): run again once
 * propagation has found a name's other mentions, where the model had read one word of it at first.
 */
export function joinGluedParticleNames(text: string, spans: readonly Span[]): Span[] {
  return joinRuns(text, spans, gluedParticleLinks);
}

function joinRuns(text: string, spans: readonly Span[], link: (text: string, a: Span, b: Span) => boolean): Span[] {
  const retired = new Set<Span>();
  const added: Span[] = [];
  for (let i = 0; i < spans.length; ) {
    let j = i;
    while (j + 1 < spans.length && link(text, spans[j], spans[j + 1])) j++;
    const run = spans.slice(i, j + 1);
    i = j + 1;
    if (run.length < 2 || !run.some((s) => s.category === 'PERSON')) continue;
    const [a, b] = [run[0], run[run.length - 1]];
    // A last word the model read as another category took its particle along (`[타망은]`): the name ends before it.
    const end = b.category === 'PERSON' ? b.end : trimSpanParticles(text, b.start, b.end, 'PERSON').end;
    added.push({
      ...a,
      end,
      text: text.slice(a.start, end),
      category: 'PERSON',
      label: '외국인이름',
      tier: labelInfo('외국인이름').tier,
      score: Math.max(...run.map((s) => s.score)),
      source: run.every((s) => s.source === a.source) ? a.source : 'rule',
      reason: `joined: one name in words (${run.map((s) => s.text).join(' + ')})`,
    });
    for (const s of run) retired.add(s);
  }
  return withSpans(spans, added, retired);
}

const ROLE_BEFORE = new RegExp(`(?<![가-힣])(?:${alternation(NAME_ROLE_WORDS)})인? $`, 'u');

/**
 * After a role word (`원고의 어머니 수만 [어닐 셰르파]는`, `피해자 상가 [실바]`) a word a dictionary knows opens the name
 * too: foreign given names sound like nouns (수만, 상가, 사라, 하나). Never a role, a unit or a word a particle or a verb's
 * ending closes (GAP_PROSE; `만` may end a name there).
 */
function roleOpens(text: string, start: number, word: string): boolean {
  return ROLE_BEFORE.test(text.slice(Math.max(0, start - 12), start)) && !isNotName(word) && !GAP_PROSE.test(word) && !isKindOfUnit(word);
}

/**
 * `원고의 어머니 수만 아부 [라이]는`: the two words between a role and the model's last word of a foreign name are its
 * first words whatever a dictionary says of them (`아부`, `수만`), where neither is a role, prose or a unit; the start
 * of the first, or undefined.
 */
function twoWordsAfterRole(text: string, spans: readonly Span[], s: Span): number | undefined {
  if (text[s.start - 1] !== ' ') return undefined;
  const second = hangulRunStart(text, s.start - 1);
  if (second === s.start - 1 || text[second - 1] !== ' ') return undefined;
  const first = hangulRunStart(text, second - 1);
  const words = [text.slice(first, second - 1), text.slice(second, s.start - 1)];
  if (first === second - 1 || touches(spans, first, s.start - 1) || !words.every((w) => w.length <= 6 && roleOpens(text, first, w))) return undefined;
  return looksForeign(text.slice(first, s.end)) ? first : undefined;
}

// Foreign given names the noun list has as loanwords (`메리 [그레이스 크루즈]로부터`: Mary Grace, a Filipino name courts
// write often): before a foreign name of two words or more the model read, they open it.
const LOANWORD_GIVEN_NAMES: ReadonlySet<string> = new Set(['메리', '마크', '마리아', '루비', '올리브']);

// One-syllable words that open a clause as prose: the counts, adverbs and determiners prose puts after a role, and a few
// more (`위 아웅 나잉`, `각`, `및`), and the deceased's 망 and 고 (`2. 망 딜쇼드 누르라노바(`, law.go.kr's `망 소외 3`).
const CLAUSE_SYLLABLES = new Set([...ONE_SYLLABLE_WORDS, ...'위각및즉단총당동모망고']);

/**
 * `환전상 초 [쪼 예]에게`, `피해자 툰 [아웅 나잉]을`: a syllable after a role or a trade (`환전상`, `모집책`), before the
 * model's foreign name of several words, is its first word too, where no prose syllable is.
 */
function afterRoleOrTrade(text: string, start: number, word: string): boolean {
  if (CLAUSE_SYLLABLES.has(word) || text[start - 1] !== ' ') return false;
  const before = text.slice(hangulRunStart(text, start - 1), start - 1);
  return ROLE_BEFORE.test(text.slice(Math.max(0, start - 12), start)) || (before.length >= 2 && isKindOfTrade(before));
}

/**
 * `과장이다. 툰 [아웅 나잉] 팀장의`: a syllable alone where a sentence, quotation, parenthesis or list item opens, before
 * the model's foreign name of several words, is its first word (Burmese 툰, 초, 쪼), where no prose syllable is.
 */
function opensClauseWith(text: string, start: number, word: string): boolean {
  return !CLAUSE_SYLLABLES.has(word) && (start === 0 || /(?:[.,!?]\s|["“‘'(]|\n)$/u.test(text.slice(Math.max(0, start - 2), start)));
}

// A verb's adnominal form or an adverb before a noun (`살펴볼 필요`, `별다른 이유`, `알려진 저명`, `그저 대화`): prose.
const ADNOMINAL_END = /(?:[볼른진킨운랜린친던된는은을할한]|그저|비록)$/u;

/**
 * `어닐 아부 [마가르]와 함께`: a dictionary noun of two syllables between a foreign name's first word and the model's
 * reading of its last is a word of the name (Abu, 수만, 상가 are nouns of the language too), where the word before it
 * opens a foreign name by itself, no verb's form or adverb, the three words look foreign and stand so twice or more in
 * the text (a name recurs; a phrase of prose the model misread once does not). The first word's start, or undefined.
 */
function sandwichedNoun(text: string, spans: readonly Span[], start: number, word: string, s: Span): number | undefined {
  if (word.length !== 2 || !isNounOrCompound(word) || isNotName(word) || PROSE_END.test(word) || ADVERBS.has(word) || text[start - 1] !== ' ') return undefined;
  const first = hangulRunStart(text, start - 1);
  const opener = text.slice(first, start - 1);
  if (opener.length < 2 || opener.length > 6 || /[\p{L}\p{N}]/u.test(text[first - 1] ?? '') || touches(spans, first, s.start - 1)) return undefined;
  if (!mayOpenName(opener) || ADNOMINAL_END.test(opener) || !looksForeign(text.slice(first, s.end))) return undefined;
  return occurrences(text, text.slice(first, s.end)) >= 2 ? first : undefined;
}

/**
 * The word right before a foreign name the model read from its second word (`경리직원 투멘 [후렐수흐]를`, `화가 나 차나폰
 * [숙사왓]과`): of two syllables or more, that no span covers, no dictionary knows, and that is neither prose nor a role
 * (on four development draws 9 of the 506 foreign names of several words leaked their first word this way). Widens
 * the span over it; one syllable (`간`, `도`) is left, as too many words of prose are one. Where no word before it
 * fits, the word after one foreign-looking word may end the name (`[라젠드라] 타망이`).
 */
export function widenForeignNames(text: string, spans: readonly Span[]): Span[] {
  const retired = new Set<Span>();
  const added: Span[] = [];
  for (const s of spans) {
    // `카림 [라흐만]에게`: a last word that spells a rare surname and a given name (라 + 흐만) is a foreign name's too
    // where the word before it could be no Korean's name.
    const foreign = looksForeign(s.text);
    const rareKorean = LETTERS_ONLY.test(s.text) && !s.text.includes(' ') && s.text.length >= 3 && !FREQUENT_SURNAMES.has(s.text[0]);
    // `라젠드라 [구룽]은`, `산다 아웅 [나잉]`: two syllables no frequent surname opens, after a word that looks foreign.
    const shortRare = LETTERS_ONLY.test(s.text) && s.text.length === 2 && !FREQUENT_SURNAMES.has(s.text[0]);
    // `새마을금고조합의 양 [신위] 대리`, `리 [신위]를 통하여`: a surname of one syllable written apart from a given name of two.
    // … or of three that look foreign, as Chinese given names are written (`"마 [샤오밍], 이리 와봐라`).
    const givenName = /^[가-힣]{2}$/u.test(s.text) || (foreign && /^[가-힣]{3}$/u.test(s.text));
    if (s.category !== 'PERSON' || s.source === 'user' || text[s.start - 1] !== ' ' || !(foreign || rareKorean || shortRare || givenName)) continue;
    // A legal term read as a name (`이로써 [질권자]에게`) is dropped by hygiene; widened, it would escape it.
    if (protectedWordAround(text, s.start, s.end)) continue;
    const surname = spacedNameStart(text, s.start);
    if (givenName && surname < s.start && !touches(spans, surname, s.start - 1)) {
      retired.add(s);
      added.push({ ...reshaped(text, s, surname, s.end, `widened: “${text[surname]}” is the surname`), label: '외국인이름' });
      continue;
    }
    if (!(foreign || rareKorean || shortRare)) continue;
    const announced = twoWordsAfterRole(text, spans, s);
    if (announced !== undefined) {
      retired.add(s);
      added.push({ ...reshaped(text, s, announced, s.end, `widened: “${text.slice(announced, s.start - 1)}” after a role opens the name`), label: '외국인이름' });
      continue;
    }
    const words: string[] = [];
    let from = s.start;
    // One word no dictionary knows, two before a reading that looks foreign (`산다 아웅 [나잉]`); or, up to two, words a
    // role word before them announces.
    for (let k = 0; k < 2 && text[from - 1] === ' '; k++) {
      const start = hangulRunStart(text, from - 1);
      const word = text.slice(start, from - 1);
      if (word.length === 1 && k === 0 && (opensClauseWith(text, start, word) || afterRoleOrTrade(text, start, word)) && foreign && s.text.includes(' ') && !touches(spans, start, from - 1)) {
        words.unshift(word);
        from = start;
        break;
      }
      if (word.length < 2 || word.length > 6 || /[\p{L}\p{N}]/u.test(text[start - 1] ?? '') || touches(spans, start, from - 1)) break;
      // Before a rare-surname reading (`라힘 [초드리]`), a two-syllable word no frequent surname opens may look Korean too;
      // once the words taken look foreign, a word before them may as a foreign one does (`이므란 압둘 [라흐만]`).
      const shapeFits =
        foreign ||
        (k > 0 && looksForeign(text.slice(from, s.end))) ||
        (rareKorean ? !isKoreanShaped(word) || (word.length === 2 && !FREQUENT_SURNAMES.has(word[0])) : !isKoreanShaped(word));
      const loanword = foreign && k === 0 && s.text.includes(' ') && LOANWORD_GIVEN_NAMES.has(word);
      const between = (foreign || rareKorean) && k === 0 && !loanword ? sandwichedNoun(text, spans, start, word, s) : undefined;
      if (between !== undefined) {
        words.unshift(text.slice(between, start - 1), word);
        from = between;
        break;
      }
      if (!((k === 0 || looksForeign(text.slice(from, s.end))) && mayOpenName(word) && shapeFits) && !(foreign && roleOpens(text, start, word)) && !loanword) break;
      words.unshift(word);
      from = start;
    }
    if (words.length === 0) {
      // `계좌에 [라젠드라] 타망이 입금하였다`: one foreign-looking word the model read as a person, and after it a word that
      // could be a name's and no span touches, closed by a particle or a pause, are one name. A first word of two to
      // four syllables (a joined full name is longer: `나탈리아쿠즈네초바`), not a Korean name with something glued after
      // it, which looks foreign whole (`[김영수씨]`, law.go.kr's lost spaces).
      const gluedKorean = s.text.length >= 4 && FREQUENT_SURNAMES.has(s.text[0]) && isKoreanShaped(s.text.slice(0, 3));
      const to = foreign && !gluedKorean && s.label !== '내국인이름' && /^[가-힣]{2,4}$/u.test(s.text) ? misreadNameEnd(text, spans, s) : s.end;
      if (to === s.end || !looksForeign(text.slice(s.start, to))) continue;
      retired.add(s);
      added.push({ ...reshaped(text, s, s.start, to, `widened: “${text.slice(s.end + 1, to)}” ends the name`), label: '외국인이름' });
      continue;
    }
    retired.add(s);
    added.push({ ...reshaped(text, s, from, s.end, `widened: “${words.join(' ')}” opens the name`), label: '외국인이름' });
  }
  return withSpans(spans, added, retired);
}
