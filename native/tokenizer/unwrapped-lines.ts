// A PDF's justified lines, and text copied from one, break wherever a line is full: `김철\n수는` as often as between
// two words. Where a text's lines are of one length (wrapped, not a line per paragraph), detection reads it with the
// breaks that end full lines between two letters or digits taken out — a split word is one word again; a break that
// fell between two words glues them, as law.go.kr's lost spaces do, which the readers already take — and its offsets
// are mapped back onto the text as it is. Paragraph text (DOCX, HWP, HTML, law.go.kr) is read as it is.
import { alternation } from '../rules/alternation';
import { COPULA_ROLE_WORDS, NAME_ROLE_WORDS, PARTY_WORDS, STRONG_ROLE_WORDS } from '../rules/role-context-words';
import { splitTrailingParticle } from './particles';

const WORD = /[\p{L}\p{N}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const DIGIT = /\p{N}/u;
const LATIN = /[A-Za-z]/u;
// Wrapped: at least this many lines, most of them within a small share of one length (a line that long is full),
// and a fifth of the full lines or more ending inside a Hangul word (a break falls on a space or a digit as often, by
// chance: on the 38-character wrapped draw 12323 a threshold of 0.3 missed 83 of 445 judgments, 0.2 misses 59) —
// rows of a table are of one length too, but end in `원`, a date, a number, and the next starts with one (no table
// draw judgment is read as wrapped at 0.2).
const MIN_LINES = 4;
const SAME_LENGTH = 0.15;
const WRAPPED_SHARE = 0.6;
const SPLIT_SHARE = 0.2;

export interface Unwrapped {
  /** The text without line breaks inside words. */
  readonly text: string;
  /** [start, end) in the unwrapped text → the same characters in the original (breaks inside included). */
  toOriginal(start: number, end: number): [number, number];
}

/**
 * The length of a full line when `lines` are wrapped: most about one length of twenty characters or more, and many
 * of the full ones ending between two Hangul syllables; else undefined.
 */
export function wrapWidth(lines: readonly string[]): number | undefined {
  const lengths = lines.map((l) => l.trimEnd().length).filter((n) => n >= 10);
  if (lengths.length < MIN_LINES) return undefined;
  const sorted = [...lengths].sort((a, b) => a - b);
  const width = sorted[Math.floor(sorted.length * 0.75)];
  const near = lengths.filter((n) => Math.abs(n - width) <= SAME_LENGTH * width).length;
  if (width >= 20 && near >= WRAPPED_SHARE * lengths.length) {
    const { ends, split } = fullLineEnds(lines, (l) => isFull(l, width));
    if (split >= SPLIT_SHARE * ends) return width;
  }
  return shortParagraphsWidth(lines, lengths.length, sorted[sorted.length - 1]);
}

/** How many lines but the last `full` picks, and how many of those end between two Hangul syllables. */
function fullLineEnds(lines: readonly string[], full: (line: string) => boolean): { ends: number; split: number } {
  const ends = lines.slice(0, -1).map((l, k) => [l, lines[k + 1]] as const).filter(([l]) => full(l));
  return { ends: ends.length, split: ends.filter(([l, next]) => HANGUL.test(l[l.length - 1] ?? '') && HANGUL.test(next[0] ?? '')).length };
}

// A short judgment, or one of short paragraphs (an assembled civil judgment's header and `【주문】` items), has too few
// full lines for one length to be most of them. Four lines or more at the longest length (or one less: a line that
// broke before a space), a quarter of the lines or more, two of them ending inside a word, are wrapped all the same: on
// the 38-character wrapped draw 24747 this reads 424 of 445 judgments as wrapped (382 without it), and no judgment of
// the release, precedent-kr, the test split or the plain, table and training-document draws.
const MIN_AT_LONGEST = 4;
const MIN_SPLIT_AT_LONGEST = 2;
const LONGEST_SHARE = 0.25;

function shortParagraphsWidth(lines: readonly string[], counted: number, longest: number): number | undefined {
  if (longest < 20) return undefined;
  const atLongest = (l: string) => l.trimEnd().length >= longest - 1;
  const { ends, split } = fullLineEnds(lines, atLongest);
  const enough = ends >= MIN_AT_LONGEST && lines.filter(atLongest).length >= LONGEST_SHARE * counted;
  return enough && split >= Math.max(MIN_SPLIT_AT_LONGEST, SPLIT_SHARE * ends) ? longest : undefined;
}

// Words that only stand alone — a pronoun and its particle, an adverb, a determiner, a conjunction (`이와⏎같이`,
// `이에⏎속은`, `함께⏎순찰차로`, `다른⏎사람에게`): glued to the next line's word they read as a name (`이와같`, `이에속`).
// Too short for endsAWord's stem and particle, so listed; a test of every word no name is (isNotName) let names through
// (`메리⏎그레이스 아키노`).
const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  '이와', '이에', '이를', '이는', '이가', '이로', '그와', '그에', '그를', '그는', '그가', '위와', '나랑', '너랑', '함께', '같이',
  '다시', '모두', '이미', '또한', '다른', '같은', '모든', '어떤', '당시', '만약', '비록', '그러나', '그리고', '따라서',
  // where something stands (`… 39-24에 있는⏎엘가 커피숍에서`: glued, `있는엘가` hid the business after the address)
  '있는', '있던', '없는', '없던', '위치한', '소재한',
]);

/**
 * A line whose last word ends as words end — a stem of two syllables or more and a particle (`주장과`, `대통령이`,
 * `문제로`) — broke between two words: taken out, the break would glue them (`주장과일부`, read as a name).
 */
function endsAWord(line: string, next: string): boolean {
  const word = /[가-힣]+$/u.exec(line)?.[0] ?? '';
  if (FUNCTION_WORDS.has(word)) return true;
  // In whose name (`겊귄 명의⏎새마을금고 계좌`): a word before the account's bank, unless the next line goes on with its
  // particle (`명의⏎로`).
  if (word === '명의') return !/^(?:[의를을로은는도]|에)/u.test(next);
  if (word.length < 3) return false;
  const { stem, particle } = splitTrailingParticle(word, 2);
  return particle !== '' && stem.length >= 2;
}

/**
 * A Hangul word, then a number or a Latin letter on the next line (`공소외\n2`, `서정동\n547-52`, `같은 날\nHassan VAN
 * AN`): a word and a number or a name in Latin letters, never one word (glued, `날Hassan` was read as a name's word).
 */
function numberOrLatinAfterWord(line: string, next: string): boolean {
  return HANGUL.test(line[line.length - 1] ?? '') && (DIGIT.test(next[0] ?? '') || LATIN.test(next[0] ?? ''));
}

// `피해자⏎부이 반 롱에게`: a party's role ending a line before another word; not `피해자⏎들에게`, `공소외⏎인`, `원고⏎측`,
// where the next line goes on with the role's own word.
const ROLE_AT_END = new RegExp(`(?<![가-힣])(?:${alternation(STRONG_ROLE_WORDS.filter((w) => w.length >= 2 && !w.includes(' ')))})$`, 'u');
const ROLE_GOES_ON = /^(?:들|측|님|인(?![가-힣])|등(?![가-힣])|[의에도만와과을를은는이가](?![가-힣])|에게|에서|으로|로(?:부터|서)?(?![가-힣])|께|한테)/u;

const ROLES_BY_LENGTH = STRONG_ROLE_WORDS.filter((w) => !w.includes(' ')).sort((a, b) => b.length - a.length);
// `자신의 아들인⏎밸함과`: a role (any name role or copula role; the strong roles are name roles too) and the copula
// ending a line, before a word that is no ending of the copula's (`인데`, `인지`, `인가`).
const ALL_ROLES: readonly string[] = [...NAME_ROLE_WORDS, ...COPULA_ROLE_WORDS];
const COPULA_ROLE_AT_END = new RegExp(`(?<![가-힣])(?:${alternation(ALL_ROLES.filter((w) => w.length >= 2 && !w.includes(' ')))})인$`, 'u');
const ROLE_SET: ReadonlySet<string> = new Set(ALL_ROLES);
const COPULA_GOES_ON = /^(?:데|지|가|줄|듯|바|양|만큼|즉)/u;

/**
 * A role (or a role and the copula) at the line's end and a new word on the next line: the break stands for a space
 * (the role reads its name).
 * Not where the two lines make a longer role (`피고⏎인의`, `공소외⏎인`).
 */
function roleBeforeWord(line: string, next: string): boolean {
  if (!HANGUL.test(next[0] ?? '') || ROLE_GOES_ON.test(next)) return false;
  // Not a role that ends in 인 itself (`피고인⏎의`): that is the role's own word.
  const copula = COPULA_ROLE_AT_END.exec(line)?.[0];
  if (copula && !ROLE_SET.has(copula)) return !COPULA_GOES_ON.test(next);
  const role = ROLE_AT_END.exec(line)?.[0];
  if (!role) return false;
  const joined = role + next.slice(0, 4);
  return !ROLES_BY_LENGTH.some((w) => w.length > role.length && joined.startsWith(w));
}

// `… 주장에 대한 판단⏎피고인 최말년 변호인은`: a party's role opening the next line, a word of its own before its name
// (a heading that happened to be full ended on the line before). Glued, `판단피고인` hid the role: the name then read
// as the attorney's. Not where the two lines make a longer role (`공동⏎피고인`).
const ROLE_OPENS = new RegExp(`^(${alternation(PARTY_WORDS.filter((w) => w.length >= 2))})[ \\t]+\\p{L}`, 'u');

function roleOpensLine(line: string, next: string): boolean {
  const role = ROLE_OPENS.exec(next)?.[1];
  if (!role) return false;
  const joined = (/[가-힣]+$/u.exec(line)?.[0] ?? '') + role;
  return !ROLES_BY_LENGTH.some((w) => w.length > role.length && joined.endsWith(w));
}

// `… 신길로 25에⏎있는 샐띈 강남점`: a number and its particle end a word; glued to the next line's word (`25에있는`), the
// phrase after the address went unread. The break stands for a space, as after a role. Not where the next line may go on
// with the particle (`25에⏎서`, `25과⏎는`).
const NUMBER_PARTICLE_END = /\d(?:에|의|을|를|과|와)$/u;
const PARTICLE_GOES_ON = /^[서게는도만선의]/u;

function numberParticleEnds(line: string, next: string): boolean {
  return NUMBER_PARTICLE_END.test(line) && HANGUL.test(next[0] ?? '') && !PARTICLE_GOES_ON.test(next);
}

function isFull(line: string, width: number): boolean {
  return line.length >= (1 - SAME_LENGTH) * width;
}

/** The unwrapped view of `text`, or undefined when it is not wrapped or no full line ends inside a word. */
export function unwrapLines(text: string): Unwrapped | undefined {
  const raw = text.split('\n');
  // A Windows text's lines end in `\r\n`: the `\r` belongs to the break.
  const lines = raw.map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  const width = wrapWidth(lines);
  if (width === undefined) return undefined;
  const at: number[] = [];
  let flat = '';
  let pos = 0;
  for (const [k, line] of lines.entries()) {
    for (let i = 0; i < line.length; i++) at.push(pos + i);
    flat += line;
    pos += line.length;
    if (k === lines.length - 1) break;
    const next = lines[k + 1];
    const full = isFull(line, width);
    const spaceBreak = full && (roleBeforeWord(line, next) || numberParticleEnds(line, next));
    const inWord = full && WORD.test(line[line.length - 1] ?? '') && WORD.test(next[0] ?? '') && !endsAWord(line, next) && !numberOrLatinAfterWord(line, next) && !spaceBreak && !roleOpensLine(line, next);
    // `만난 마 ⏎팅팅으로부터`: a full line that broke after a space; the space parts the words, the break only cuts the
    // name in the readers' eyes.
    const afterSpace = full && / $/u.test(line) && WORD.test(next[0] ?? '');
    const lineBreak = raw[k].slice(line.length) + '\n';
    if (!inWord && !afterSpace) {
      for (let i = 0; i < lineBreak.length; i++) at.push(pos + i);
      flat += spaceBreak ? ' '.repeat(lineBreak.length) : lineBreak;
    }
    pos += lineBreak.length;
  }
  if (flat === text) return undefined;
  at.push(text.length);
  return {
    text: flat,
    toOriginal: (start, end) => [at[start], end > start ? at[end - 1] + 1 : at[start]],
  };
}
