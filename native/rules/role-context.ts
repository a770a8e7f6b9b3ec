// A judgment says who is a person: `피고인 X`, `소외 X는`, `망 X의 소송수계인`, `X(남, 36세)`, `X 명의`, `X의 법정진술`.
// The word in that slot is taken as a name whatever it looks like (rare surname, one-syllable given name, a
// foreign name with spaces, a string never seen), unless it is a word judgments put there themselves
// (`피고 회사`, `피해자 본인`, `원고 1`, `피고 서울특별시장`). The model may not know the shape; the context does.
import { isKoreanShaped, SURNAMES } from '../redact/korean-names';
import { particleChainAt } from '../redact/word-boundary';
import type { Span } from '../types';
import { COMPANY_WORDS, COURT_ROLE_WORDS, NAME_ROLE_WORDS, NOT_NAME_ENDINGS, NOT_NAMES } from './role-context-words';
import { asRuleText, type RuleText } from './rule-text';
import { ruleSpan } from './span';

/** Below a validated checksum's 1 and the address rule's 0.9: context, not proof. */
export const ROLE_SCORE = 0.85;
const PATTERN_SCORE = 0.8;

const ROLE_SET = new Set(NAME_ROLE_WORDS);
const COURT_SET = new Set(COURT_ROLE_WORDS);
const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');

// A role word starting a word, optional numbering (`피고 2`), then the name after one to three spaces or a colon.
const ROLE = new RegExp(`(?<![가-힣A-Za-z0-9])(${byLength(NAME_ROLE_WORDS)})( ?\\d{1,2})?(?: {1,3}|\\s*[:：]\\s*)(?=[가-힣])`, 'gu');

// Patterns that follow a name: `X(남, 36세)`, `X(여)`, `X(1970년생)`, `X 명의`, `X의 (법정)진술`, `X 작성의`,
// `X에 대한 경찰 진술조서`.
const AFTER_NAME: readonly { re: RegExp; reason: string; score: number }[] = [
  { re: /^ ?\((?:남|여|남자|여자)(?:[,，] ?(?:당시 ?)?\d{1,3}세)?\)/u, reason: 'pattern: (남/여, N세)', score: ROLE_SCORE },
  { re: /^ ?\((?:당시 ?)?\d{1,3}세\)/u, reason: 'pattern: (N세)', score: ROLE_SCORE },
  { re: /^ ?\((?:19|20)\d{2}년생\)/u, reason: 'pattern: (N년생)', score: ROLE_SCORE },
  { re: /^ 명의(?:의|로|를|가|인|이고|이던)?(?![가-힣])/u, reason: 'pattern: 명의', score: PATTERN_SCORE },
  { re: /^의 (?:법정|수사기관|경찰|검찰)?\s?(?:진술|증언)/u, reason: 'pattern: 의 진술', score: PATTERN_SCORE },
  { re: /^ 작성의/u, reason: 'pattern: 작성의', score: PATTERN_SCORE },
  { re: /^에 대한 (?:경찰|검찰)[^\n]{0,12}조서/u, reason: 'pattern: 에 대한 조서', score: PATTERN_SCORE },
];

const HANGUL = /[가-힣]/u;
const MASK = /[○△□◇☆◈▣●◎◆■※#*＊xX0-9]/u;

function hasBatchim(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return c >= 0xac00 && c <= 0xd7a3 && (c - 0xac00) % 28 !== 0;
}

// The first particle of a chain must agree with the stem's last syllable (`김영은` is no `김영` + `은` if 김영 …).
const NEEDS_BATCHIM = /^(?:이|은|을|과|으로|이나|이랑|이다|이고|이며|이었|이라)/u;
const NEEDS_VOWEL = /^(?:가|는|를|와|나|랑|였|라는|라고)/u;

function particleRest(word: string, stemLength: number): boolean {
  const rest = word.slice(stemLength);
  if (rest === '') return true;
  if (particleChainAt(`${word} `, stemLength) !== rest.length) return false;
  const last = word[stemLength - 1];
  if (NEEDS_BATCHIM.test(rest) && !hasBatchim(last)) return false;
  if (NEEDS_VOWEL.test(rest) && hasBatchim(last)) return false;
  return true;
}

/** True when the stem appears elsewhere as a whole word with another (or no) particle: `김준` in `김준이`, `김준(`. */
function confirmedElsewhere(text: string, stem: string, at: number, rest: string): boolean {
  for (let i = text.indexOf(stem); i >= 0; i = text.indexOf(stem, i + 1)) {
    if (i === at || (i > 0 && HANGUL.test(text[i - 1]))) continue;
    const end = i + stem.length;
    const chain = particleChainAt(text, end);
    if (chain < 0) continue;
    if (text.slice(end, end + chain) !== rest) return true;
  }
  return false;
}

/** Endings that make a word prose, not a name, beyond the particles (`주장대로`, `회사이다`). */
const PROSE_TAILS = ['대로', '이다', '였다', '이었다', '인', '이고', '이며', '관련', '등', '들', '측'];

function isNotNameStem(word: string): boolean {
  if (NOT_NAMES.has(word) || ROLE_SET.has(word) || COURT_SET.has(word) || COMPANY_WORDS.has(word)) return true;
  if (/^(?:피고|원고|소외|공소외|신청외)/u.test(word)) return true;
  if (word.length >= 4 && word.endsWith('장')) return true; // 구좌읍장, 중부세무서장
  return NOT_NAME_ENDINGS.some((e) => word.length > e.length && word.endsWith(e)) || /(?:특별시|광역시|자치시|자치도|시)$/u.test(word);
}

/** True for a word judgments put after a role word themselves, with or without a particle (`간에`, `회사는`). */
export function isNotName(word: string): boolean {
  if (isNotNameStem(word)) return true;
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

/** Where the name ends inside one word (`김영수는` → 3): Korean readings first, the one confirmed elsewhere, else the likeliest. */
function readName(text: string, start: number, word: string): Reading | undefined {
  const valid = (min: number, max: number) => {
    const out: number[] = [];
    for (let l = min; l <= Math.min(max, word.length); l++) if (particleRest(word, l)) out.push(l);
    return out;
  };
  const korean = SURNAMES.has(word[0]) || isKoreanShaped(word.slice(0, 3)) ? valid(2, 5).filter((l) => isKoreanShaped(word.slice(0, l))) : [];
  const readings = korean.length > 0 ? korean : valid(1, 8);
  if (readings.length === 0) return undefined;
  // `회사는` is no name whichever way it is read.
  if (readings.some((l) => isNotName(word.slice(0, l)))) return undefined;
  const pick = (l: number): Reading => ({ length: l, korean: korean.length > 0 });
  if (readings.length === 1) return pick(readings[0]);
  const confirmed = readings.filter((l) => l < word.length && confirmedElsewhere(text, word.slice(0, l), start, word.slice(l)));
  if (confirmed.length > 0) return pick(confirmed[confirmed.length - 1]);
  // Korean full names are mostly three syllables. A foreign stem of three or more syllables before an agreeing
  // particle is the name (`나탈리아가`); otherwise the longer reading leaks no syllable.
  if (korean.length > 0) return pick(readings.includes(3) ? 3 : readings[readings.length - 1]);
  const short = readings.find((l) => l >= 3 && l < word.length);
  return pick(short ?? readings[readings.length - 1]);
}

function wordAt(folded: string, pos: number): string {
  let end = pos;
  while (end < folded.length && HANGUL.test(folded[end])) end++;
  return folded.slice(pos, end);
}

/** The name after a role word: one word, or a foreign name of up to four words (`응우옌 반 안`). */
/** True when the word can be read as a stem plus a particle: a foreign name does not continue past it. */
function mayCarryParticle(word: string): boolean {
  for (let l = 1; l < word.length; l++) if (particleRest(word, l)) return true;
  return false;
}

/**
 * The name after a role word: one word, or a foreign name of up to four words (`응우옌 반 안`). After a number
 * (`피고인 1 김영수`) only a Korean-shaped name is taken: law.go.kr's `소외 3 의`, `피고인 1 : 형법` are prose.
 */
function nameAfterRole(rt: RuleText, pos: number, numbered: boolean): { start: number; end: number; korean: boolean } | undefined {
  const { folded } = rt;
  const first = wordAt(folded, pos);
  const after = folded[pos + first.length];
  if (after !== undefined && MASK.test(after)) return undefined; // `노○○`, `김00`: already masked
  if (first.length < 2 || particleChainAt(`${first} `, 0) === first.length || isNotName(first)) return undefined;
  const reading = readName(folded, pos, first);
  if (!reading || (numbered && (!reading.korean || reading.length < 3))) return undefined;
  const stem = first.slice(0, reading.length);
  if (stem.length < 2 || isNotName(stem) || nextIsCompanyWord(folded, pos + first.length)) return undefined;
  let end = pos + reading.length;
  if (reading.korean || reading.length < first.length || mayCarryParticle(first)) return { start: pos, end, korean: reading.korean };
  // A foreign name continues over single spaces while its words carry no particle.
  for (let k = 0; k < 3 && folded[end] === ' ' && HANGUL.test(folded[end + 1] ?? ''); k++) {
    const next = wordAt(folded, end + 1);
    const r = readName(folded, end + 1, next);
    if (!r || MASK.test(folded[end + 1 + next.length] ?? '')) break;
    const part = next.slice(0, r.length);
    if (isNotName(part) || isNotName(next) || part.length > 6 || /^(?:씨|님|군|양)$/u.test(part)) break;
    if (nextIsCompanyWord(folded, end + 1 + next.length)) return undefined;
    end = end + 1 + r.length;
    if (r.length < next.length || mayCarryParticle(next)) break;
  }
  return { start: pos, end, korean: false };
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

function labelFor(korean: boolean): string {
  return korean ? '내국인이름' : '외국인이름';
}

function findAfterRoles(rt: RuleText): Span[] {
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(ROLE)) {
    const pos = m.index + m[0].length;
    const name = nameAfterRole(rt, pos, m[2] !== undefined);
    if (!name || afterCourtRole(rt.folded, m.index)) continue;
    const korean = name.korean || isKoreanShaped(rt.folded.slice(name.start, name.end));
    spans.push(ruleSpan(rt, name.start, name.end, labelFor(korean), ROLE_SCORE, `role: ${m[1]}`));
  }
  return spans;
}

// A Korean-shaped word starting a word, then one of the patterns that follow a name.
const NAME_BEFORE = /(?<![가-힣A-Za-z0-9])([가-힣]{2,5}?)(?= |\(|의 |에 대한)/gu;

function findBeforePatterns(rt: RuleText): Span[] {
  const spans: Span[] = [];
  const { folded } = rt;
  for (const m of folded.matchAll(NAME_BEFORE)) {
    const word = m[1];
    const end = m.index + word.length;
    const rest = folded.slice(end, end + 40);
    const pattern = AFTER_NAME.find((p) => p.re.test(rest));
    if (!pattern || !isKoreanShaped(word) || isNotName(word) || afterCourtRole(folded, m.index)) continue;
    spans.push(ruleSpan(rt, m.index, end, labelFor(true), pattern.score, pattern.reason));
  }
  return spans;
}

/** Person names read from their context: after a role word, or before a pattern that only follows a name. */
export function findRoleContextNames(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  return [...findAfterRoles(rt), ...findBeforePatterns(rt)].sort((a, b) => a.start - b.start);
}
