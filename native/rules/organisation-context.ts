// A judgment says what is a company even when the model has never seen the name: `주식회사 X`, `(주)X`, `X 주식회사`,
// `X(주)`, `‘X'라는 상호`, `상호 ‘X'`. The legal form stays outside the span, as the court writes `주식회사 ○○`; the
// name inside is redacted whatever it looks like (invented syllables, Latin letters, brand words).
import { isDictionaryNoun, isNounOrCompound } from '../lexicon/common-compound';
import { splitTrailingParticle } from '../tokenizer/particles';
import type { Span } from '../types';
import { isFullProvinceName } from './address-words';
import { MASK_CLASS } from './masks';
import { COMPANY_WORDS, COURT_ROLE_WORDS, NAME_ROLE_WORDS, NOT_NAMES } from './role-context-words';
import type { RuleText } from './rule-text';
import { asRuleText } from './rule-text';
import { ruleSpan } from './span';

/** Context, not proof: below the role rule's 0.85, as a company word is a weaker cue than a party role. */
const ORG_SCORE = 0.8;

// Company forms, and the forms of the private foundations and associations the release marks after them (`재단법인
// [아름다운가게]`, `의료법인 [정민의료재단]`, `사단법인 [시민복지참여회]`): a name the model never saw, or one that is a
// dictionary word (`재단법인 여우비`), is one all the same. Not 법무법인: an attorneys' firm the court rule keeps by name.
// `주식회사 X`, `X 주식회사`: which side the name stands on is read from the words around the form.
const WORD_FORM =
  /(?<![가-힣A-Za-z])(?:주식회사|유한회사|유한책임회사|합자회사|합명회사|농업회사법인|영농조합법인|재단법인|사단법인|사회복지법인|의료법인|학교법인)(?![가-힣]{2})/gu;
// `주식회사테스(이하‘테스’라 한다)`: a judgment that lost its spaces glues the form to the name it opens; a parenthesis
// right after closes that name (a form's particles, `주식회사로부터`, never meet one).
const GLUED_FORM = /(?<![가-힣A-Za-z])(주식회사|유한회사)([가-힣A-Za-z]{2,12})(?=\()/gu;
// … or a particle and a date or sum right after, glued as well (`다.주식회사시프트업은1997. 3. 31.원고에게`,
// `주식회사껌똔귤도1997.`): the particle is the one syllable before the digits.
const GLUED_FORM_BEFORE_DIGITS = /(?<![가-힣A-Za-z])(주식회사|유한회사)([가-힣A-Za-z]{2,12})(?:은|는|이|가|도|의|을|를|와|과|에)(?=\d)/gu;
// `진로 생활협동조합에`, `한살림 협동조합과`: a co-operative's name stands before its form, a dictionary word too (the
// release marks the word before ` 협동조합` all four times one is named; the other words there are a bound noun and an
// adnominal, `약정한 대로 협동조합을`, `수익을 내는 협동조합이나`, and precedent-kr masks it, `○○○ 생활협동조합`). Never
// after the form (`협동조합 설립`), nor before its act (`협동조합법`).
const CO_OP_FORM =
  /(?<=[가-힣A-Za-z0-9] )(?:소비자생활협동조합|생활협동조합|사회적협동조합|협동조합)(?=(?:은|는|이|가|을|를|의|에|과|와|도|만|에서|에게|으로|으로부터|로부터|과의|와의|이나|이라|이며|이고)?(?![가-힣]))/gu;
// Bound nouns an adnominal puts there (`약정한 대로`, `말한 바`), and an adnominal in 는 itself (`수익을 내는`; nameBefore's
// VERB_ENDING keeps out 하는, 되는, 던 and the rest).
const BOUND_NOUNS = new Set(['대로', '만큼', '바', '듯', '따위', '뿐']);
const ADNOMINAL_END = /는$/u;
// The fine label of the name beside a form that is not a stock or limited company's.
const FORM_LABEL: Readonly<Record<string, string>> = {
  사단법인: '사단법인',
  사회복지법인: '사회복지법인',
  의료법인: '의료법인',
  재단법인: '단체명',
  협동조합: '단체명',
  학교법인: '단체명',
  '사(社)': '회사',
  법무법인: '법무법인',
};
// `(주)X` / `X(주)`: glued to the left it closes the name, otherwise it opens one.
const SIGN_FORM = /\(주\)|\(유\)|㈜/gu;
// `공구우먼사(社)`: 社 glossing the 사 glued to a name writes "company" plainly (three names so in the release, no other word).
const GLOSSED_SA = /(?<=[가-힣A-Za-z0-9])사\(社\)/gu;
// `‘X'라는 상호`, `"X" 이라는 업체`, `X라는 상호로`; `상호 ‘X'`, `상호: X`, `상호를 "X"로`.
const QUOTED_TRADE_NAME = /[‘'"“]([^‘'"“”’\n]{2,30})[’'"”] ?(?:이)?라는 (?:상호|업체|회사|가게|식당|주점|상점|매장|점포|사무실|사무소|업소|간판)/gu;
const BARE_TRADE_NAME = /(?<![가-힣A-Za-z0-9])([가-힣A-Za-z0-9&]{2,20}?)(?:이)?라는 상호/gu;
const TRADE_NAME_AFTER = /상호(?: ?[:：] ?| ?를 | )[‘'"“]([^‘'"“”’\n]{2,30})[’'"”]/gu;
// `… 94에 있는 법무법인 지평에서`, `… 123 소재 '법무법인 한빛' 사무실`: a law firm the facts place at an address is a place
// of business, which the release marks (6 of 6 so placed); the case's counsel, named on the header's lines, the court
// keeps (redact/roles.ts gives a firm so placed no role).
/** What places a business at the address just given (`… 94에 있는`, `… 123 소재 '`), as a pattern's opening. */
export const PLACED_AT = `(?:에 있는|소재(?:한)?|위치한) ['‘"“]?(?:공증인가 )?`;
const LAW_FIRM_AT_ADDRESS = new RegExp(`${PLACED_AT}법무법인 (?=[가-힣A-Za-z])`, 'gu');
// `공소외 18이 대표이사로 있는 ‘◎◎◎◎◎◎’로`: what someone heads, quoted, is a company (the release marks 6 of the 7 words
// after `대표(이사)로 있는`, the seventh a parenthesis).
// `삼성생명 등 21개 보험사에`, `X 등 10군데 대부업체에서`: one of the bodies a count sums up, named before 등 (the release
// marks all three words it puts there). A compound of nouns is a company's name there too (`삼성생명`, `현대해상`); a
// dictionary word alone, or one that ends in the kind itself (`손해보험사 등`), is none.
const COUNTED_KINDS = ['보험사', '보험회사', '회사', '업체', '은행', '카드사', '금융기관', '금융회사', '증권사', '저축은행', '캐피탈사', '대부업체', '법인', '건설사', '거래처'];
const COUNTED_AMONG = new RegExp(`(?<![가-힣A-Za-z0-9&])([가-힣A-Za-z0-9&]{2,20}) 등 \\d{1,3} ?(?:개|곳|군데)(?:의)? ?(${COUNTED_KINDS.join('|')})(?![가-힣]{2})`, 'gu');
const HEADED_BY = /대표(?:이사)?로 (?:있는|재직하는|재직 중인) [‘'"“]([^‘'"“”’\n]{2,30})[’'"”]/gu;

const NAME_CHAR = /[가-힣A-Za-z0-9&·.\-]/u;
const MASK = new RegExp(`[${MASK_CLASS}]|^0{2,}$|^(?:OO+|XX+)$`, 'u');
const ROLE_WORDS = new Set(NAME_ROLE_WORDS);
// What a judgment writes after a company's name, not a name itself: `가람 주식회사 압구정지점`, `… 주식회사 소유인`.
const FOLLOWS_A_COMPANY = /^(?:소유|대출|직원|대표|대표이사|사무실|본사|본점|공장|명의|담당|측|발행|소속|계좌|발주|납품|상대)|(?:지점|지사|담당|본부|영업소|소유인)$/u;
const VERB_ENDING = /(?:하는|하던|했던|하였던|되는|되던|된|한|인|던|면서|하며|하고|하여|해서)$/u;
const NOT_A_NAME = new Set(['위', '이', '그', '동', '해당', '같은', '상대방', '각', '소외', '신청외', '본건', '이사건', '다른', '타']);

/**
 * The name in a token with its particle cut off (`윈뎅퇘의` → `윈뎅퇘`, `에스케이는` → `에스케이`, `삼성이` → `삼성`); a
 * province keeps its 도 (`전라북도의` → `전라북도`).
 */
function stemOf(token: string): string {
  const { stem } = splitTrailingParticle(token, 2);
  return token[stem.length] === '도' && isFullProvinceName(`${stem}도`) ? `${stem}도` : stem;
}

function plausible(name: string): boolean {
  // A province alone names no body (`사단법인 경상남도에 등록된`: the body's name is read on from it, or none is).
  if (name.length < 2 || /^[\d.\-]+$/u.test(name) || MASK.test(name) || isFullProvinceName(name)) return false;
  return !NOT_A_NAME.has(name) && !NOT_NAMES.has(name) && !COMPANY_WORDS.has(name) && !ROLE_WORDS.has(name) && !COURT_ROLE_WORDS.includes(name);
}

function labelOf(form: string): string {
  return FORM_LABEL[form] ?? (form.includes('유') ? '유한회사' : '주식회사');
}

function tokenAt(folded: string, pos: number): string {
  let end = pos;
  while (end < folded.length && NAME_CHAR.test(folded[end])) end++;
  return folded.slice(pos, end).replace(/[.\-·]+$/u, '');
}

function tokenBefore(folded: string, end: number): number {
  let start = end;
  while (start > 0 && NAME_CHAR.test(folded[start - 1])) start--;
  return start;
}

// A name in Latin letters runs over several words (`Global Trading 주식회사`, `주식회사 Blue Ocean Partners`).
const LATIN_TOKEN = /^[A-Za-z][A-Za-z0-9&.'\-]*$/u;
const MAX_LATIN_WORDS = 4;

/** Where a Latin name that ends with the token at [start, …) begins, over the Latin words before it. */
function latinRunStart(folded: string, start: number): number {
  for (let k = 1; k < MAX_LATIN_WORDS && folded[start - 1] === ' '; k++) {
    const before = tokenBefore(folded, start - 1);
    if (before === start - 1 || !LATIN_TOKEN.test(folded.slice(before, start - 1))) break;
    start = before;
  }
  return start;
}

const LATIN_WORD = /^[A-Za-z][A-Za-z0-9&.'\-]*/u;

/** Where a Latin name that opens with the token ending at `end` ends, over the Latin words after it (a particle ends it). */
function latinRunEnd(folded: string, end: number): number {
  for (let k = 1; k < MAX_LATIN_WORDS && folded[end] === ' '; k++) {
    const token = tokenAt(folded, end + 1);
    const latin = LATIN_WORD.exec(token)?.[0].replace(/[.\-]+$/u, '');
    if (!latin) break;
    end += 1 + latin.length;
    if (latin.length < token.length) break;
  }
  return end;
}

// An adjective's or verb's adnominal ending (`행복한`, `아름다운`, `함께하는`, `푸른`): a name that opens so goes on.
const ADNOMINAL = /(?:[한운는른린쁜찬던된]|하는)$/u;

// `㈜백메가 대표이사로`: before the title of someone the company has, the name carries no subject particle (the release
// writes `㈜X 대표이사` 55 times, `㈜X가 대표…` never): a last 가 or 이 there is the name's, unless the title is the
// object of what the company did (`㈜삼성이 직원을 보내`).
const SUBJECT = /^(?:이|가)$/u;
const OFFICER_AFTER = /^ (?:대표이사|대표|이사|사장|직원|회장|감사|소속)(?![가-힣]*[을를](?![가-힣]))/u;

// The kind of body a name of several words ends in (`사단법인 겨자씨 선교회에`, `사단법인 드림나눔봉사회 한국의원에`).
const BODY_HEAD = /(?:회|재단|센터|연구소|연구원|연합|본부|학회|조합|교회|의원|병원|학교|학원)$/u;

/** Where a name whose first word ends at `end` (bare) ends: up to three more words, the last ending in a kind of body. */
function bodyNameEnd(folded: string, end: number): number | undefined {
  for (let k = 0; k < 3 && folded[end] === ' '; k++) {
    const token = tokenAt(folded, end + 1);
    const stem = stemOf(token);
    if (!/^[가-힣]/u.test(token) || !plausible(stem) || FOLLOWS_A_COMPANY.test(stem) || VERB_ENDING.test(stem)) return undefined;
    if (BODY_HEAD.test(stem)) return end + 1 + stem.length;
    if (stem !== token) return undefined;
    end += 1 + token.length;
  }
  return undefined;
}

/**
 * `사단법인 행복한 미술에`, `재단법인 아름다운 나눔`: a name after a form that opens with an adnominal word, which names no
 * body alone, takes the word it describes (its particle left out); otherwise the first word is the name.
 */
function withNounAfter(folded: string, pos: number, token: string): string {
  const first = stemOf(token);
  if (first !== token && SUBJECT.test(token.slice(first.length)) && OFFICER_AFTER.test(folded.slice(pos + token.length, pos + token.length + 12))) return token;
  const body = first === token ? bodyNameEnd(folded, pos + token.length) : undefined;
  if (body !== undefined) return folded.slice(pos, body);
  const end = pos + first.length;
  if (first !== token || !ADNOMINAL.test(first) || folded[end] !== ' ' || !/[가-힣]/u.test(folded[end + 1] ?? '')) return first;
  const next = stemOf(tokenAt(folded, end + 1));
  return next.length >= 2 && plausible(next) && !FOLLOWS_A_COMPANY.test(next) ? `${first} ${next}` : first;
}

/** Company and trade names read from the words around them. */
export function findOrganisationNames(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const { folded } = rt;
  const spans: Span[] = [];
  const add = (start: number, name: string, label: string, reason: string) => {
    // `□축산 주식회사`, `△△농장이라는 상호`: law.go.kr's mask already hides the name.
    if (!plausible(name) || MASK.test(folded[start - 1] ?? '') || spans.some((s) => s.start < start + name.length && start < s.end)) return;
    spans.push(ruleSpan(rt, start, start + name.length, label, ORG_SCORE, reason));
  };
  const nameAfter = (pos: number, form: string) => {
    const token = tokenAt(folded, pos);
    const name = LATIN_TOKEN.test(token) ? folded.slice(pos, latinRunEnd(folded, pos + token.length)) : withNounAfter(folded, pos, token);
    if (token) add(pos, name, labelOf(form), `organisation: ${form} X`);
  };
  const nameBefore = (end: number, form: string): boolean => {
    const last = tokenBefore(folded, end);
    const start = LATIN_TOKEN.test(folded.slice(last, end)) ? latinRunStart(folded, last) : last;
    const name = folded.slice(start, end);
    // A word with a particle or a verb ending before the form is prose (`운영하는 주식회사 △△`, `피고인은 유한회사 ☆☆`);
    // a two-syllable name may end like a particle (`가가 주식회사`), a pronoun with one (`그는`) may not.
    const particle = splitTrailingParticle(name, 2).particle !== '' || (name.length === 2 && NOT_A_NAME.has(name[0]) && splitTrailingParticle(name).particle !== '');
    if (!plausible(name) || particle || VERB_ENDING.test(name)) return false;
    add(start, name, labelOf(form), `organisation: X ${form}`);
    return true;
  };
  for (const m of folded.matchAll(WORD_FORM)) {
    const end = m.index + m[0].length;
    // A word after the form is its name (`주식회사 제주일보`, `… 13:54경 주식회사 가람누리`); a form that ends the
    // phrase (`가람누리 주식회사는`, `… 주식회사(이하`) closes the word before it.
    const next = folded[end] === ' ' ? stemOf(tokenAt(folded, end + 1)) : '';
    // `주식회사 ○○`: the court's mask is the name; the word before it is prose (`이 돈을 주식회사 ○○ 명의로`).
    if (folded[end] === ' ' && MASK.test(folded[end + 1] ?? '')) continue;
    if (next && !FOLLOWS_A_COMPANY.test(next)) nameAfter(end + 1, m[0]);
    else if (folded[m.index - 1] === ' ') nameBefore(m.index - 1, m[0]);
  }
  for (const m of folded.matchAll(CO_OP_FORM)) {
    const word = folded.slice(tokenBefore(folded, m.index - 1), m.index - 1);
    if (!BOUND_NOUNS.has(word) && !ADNOMINAL_END.test(word)) nameBefore(m.index - 1, '협동조합');
  }
  for (const m of folded.matchAll(GLUED_FORM)) {
    const name = m[2];
    const particle = splitTrailingParticle(`가${name}`).particle === name;
    // A dictionary word is the name too where the parenthesis gives it as the company's short name (`주식회사서원(이하
    // ‘서원’라 한다)`).
    const end = m.index + m[0].length;
    const aliased = new RegExp(`^\\(이하\\s?[‘'"“]?${name}[’'"”]?`, 'u').test(folded.slice(end, end + name.length + 8));
    if (!particle && stemOf(name) === name && (aliased || !isNounOrCompound(name))) add(m.index + m[1].length, name, labelOf(m[1]), `organisation: ${m[1]} X (glued)`);
  }
  for (const m of folded.matchAll(GLUED_FORM_BEFORE_DIGITS)) {
    const name = m[2];
    if (!isNounOrCompound(name)) add(m.index + m[1].length, name, labelOf(m[1]), `organisation: ${m[1]} X (glued)`);
  }
  for (const m of folded.matchAll(SIGN_FORM)) {
    const end = m.index + m[0].length;
    // `○○(주)로부터`: the mask before the sign is the name; what follows is prose.
    if (MASK.test(folded[m.index - 1] ?? '') || (NAME_CHAR.test(folded[m.index - 1] ?? '') && nameBefore(m.index, m[0]))) continue;
    nameAfter(folded[end] === ' ' ? end + 1 : end, m[0]);
  }
  // Not a kind of company the dictionary knows (`통신사(社)`, `언론사(社)`).
  for (const m of folded.matchAll(GLOSSED_SA)) if (!isNounOrCompound(folded.slice(tokenBefore(folded, m.index), m.index) + '사')) nameBefore(m.index, '사(社)');
  const named: readonly (readonly [RegExp, string])[] = [
    [QUOTED_TRADE_NAME, 'organisation: 상호'],
    [TRADE_NAME_AFTER, 'organisation: 상호'],
    [BARE_TRADE_NAME, 'organisation: 상호'],
    [HEADED_BY, 'organisation: 대표이사로 있는 X'],
  ];
  for (const [re, reason] of named) {
    for (const m of folded.matchAll(re)) {
      const inner = m[1].trim();
      add(m.index + m[0].indexOf(m[1]) + (m[1].length - m[1].trimStart().length), inner, '기업명', reason);
    }
  }
  for (const m of folded.matchAll(COUNTED_AMONG)) {
    const [, name, kind] = m;
    if (isDictionaryNoun(name) || COUNTED_KINDS.some((k) => name.endsWith(k)) || splitTrailingParticle(name, 2).particle !== '') continue;
    add(m.index, name, '기업명', `organisation: X 등 N개 ${kind}`);
  }
  for (const m of folded.matchAll(LAW_FIRM_AT_ADDRESS)) nameAfter(m.index + m[0].length, '법무법인');
  return spans.sort((a, b) => a.start - b.start);
}
