// Where a string stands as a token: the one rule the leak check and the consistency pass share, so whatever the
// engine redacted everywhere the check also finds nowhere (`1` is not a token in `제1심판결`, `87` not in
// `2009가합1487`; `조혁` is in `조혁이`, `010 1234 5678` is `010-1234-5678`).
import { PARTY_ROLE_WORDS } from './korean-names';
import { endsWord, isWordChar } from './word-boundary';

const SEPARATOR = /[\s\-‐‑–—]/u;
const SEPARATORS = /[\s\-‐‑–—]/gu;
const LETTER = /\p{L}/u;

/** Numbers (RRN, phone, account, registry) are also matched with spaces and hyphens dropped on both sides. */
export function isSeparatorFree(needle: string): boolean {
  const stripped = needle.replace(SEPARATORS, '');
  return stripped.length >= 6 && /\d/u.test(stripped);
}

export function stripSeparators(s: string): string {
  return s.replace(SEPARATORS, '');
}

// `피고인홍길동`: a party role glued to a name still lets the name start there.
export function afterPartyRole(text: string, start: number): boolean {
  return PARTY_ROLE_WORDS.some((w) => w.length <= start && text.startsWith(w, start - w.length));
}

/**
 * True when text[start, end) is a token: preceded by a non-word character (or a party role before a name), and
 * followed by a non-word character or a particle chain. A needle that begins or ends with a non-word character
 * (`(주)`, `DCY-320(T)`) brings its own boundary on that side.
 */
export function isTokenAt(text: string, start: number, end: number): boolean {
  const first = text[start];
  const last = text[end - 1];
  const startOk = start === 0 || isBoundary(text[start - 1], first) || (LETTER.test(first) && afterPartyRole(text, start));
  return startOk && (end >= text.length || isBoundary(last, text[end]) || endsWord(text, end));
}

const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['hangul', /\p{Script=Hangul}/u],
  ['latin', /\p{Script=Latin}/u],
  ['han', /\p{Script=Han}/u],
];

function scriptOf(ch: string): string {
  for (const [name, re] of SCRIPTS) if (re.test(ch)) return name;
  return /\p{N}/u.test(ch) ? 'digit' : 'other';
}

// Between two characters a token may begin or end: a non-word character on either side, or letters of two
// scripts (`xx홍길동`, `DCY홍`); a digit next to a letter is no boundary (`제1심`, `2009가합1487`).
function isBoundary(a: string, b: string): boolean {
  if (!isWordChar(a) || !isWordChar(b)) return true;
  const sa = scriptOf(a);
  const sb = scriptOf(b);
  return sa !== sb && sa !== 'digit' && sb !== 'digit';
}

/** Text with separators removed and, for each kept character, its index in the original. */
export interface Compact {
  text: string;
  origin: number[];
}

export function compactOf(text: string): Compact {
  let out = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (SEPARATOR.test(text[i])) continue;
    out += text[i];
    origin.push(i);
  }
  return { text: out, origin };
}

export interface TokenHit {
  start: number;
  end: number;
}

/** Every token occurrence of `needle` in `text`, literal first; a separator-free number also across separators. */
export function tokenOccurrences(text: string, needle: string, compact?: () => Compact): TokenHit[] {
  const hits: TokenHit[] = [];
  if (!needle) return hits;
  const seen = new Set<number>();
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
    if (isTokenAt(text, i, i + needle.length)) {
      hits.push({ start: i, end: i + needle.length });
      seen.add(i);
    }
  }
  if (!compact || !isSeparatorFree(needle)) return hits;
  const c = compact();
  const stripped = stripSeparators(needle);
  for (let i = c.text.indexOf(stripped); i >= 0; i = c.text.indexOf(stripped, i + 1)) {
    const start = c.origin[i];
    const end = c.origin[i + stripped.length - 1] + 1;
    if (!seen.has(start) && isTokenAt(text, start, end)) {
      hits.push({ start, end });
      seen.add(start);
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

const LINE_BREAK = /[\n\r\u2028\u2029]/u;
/** One letter or digit stands inside everything; the leak check skips such mentions too. */
const MIN_STRIPPED = 2;
/** A shorter name (`김⏎철`) wrapped over a break reads as two words as often as one. */
const MIN_WRAPPED = 3;

/**
 * Every place `needle` stands as the leak check reads it (native/formats/leak.ts looks for each redacted mention as
 * written and with its spaces and hyphens dropped): as written, and without its separators (`중로 24` → `중로24`, a
 * wrapped `강동⏎동시` → `강동동시`). With `acrossBreaks`, a word of letters wrapped over a line break too (`김보⏎람` for
 * `김보람`, as text taken out of a PDF has it), which the check, reading the export, cannot see and a reader can.
 * Sorted by start.
 */
export function twinOccurrences(text: string, needle: string, compact: () => Compact, acrossBreaks = false): TokenHit[] {
  const hits = tokenOccurrences(text, needle, compact);
  const seen = new Set(hits.map((h) => h.start));
  const add = (start: number, end: number) => {
    if (!seen.has(start) && isTokenAt(text, start, end)) {
      hits.push({ start, end });
      seen.add(start);
    }
  };
  const stripped = stripSeparators(needle);
  // A number's compact search (tokenOccurrences) has found these already.
  if (stripped !== needle && stripped.length >= MIN_STRIPPED && !isSeparatorFree(needle)) {
    for (let i = text.indexOf(stripped); i >= 0; i = text.indexOf(stripped, i + 1)) add(i, i + stripped.length);
  }
  if (acrossBreaks && stripped.length >= MIN_WRAPPED && LETTER.test(stripped)) {
    const c = compact();
    for (let i = c.text.indexOf(stripped); i >= 0; i = c.text.indexOf(stripped, i + 1)) {
      const start = c.origin[i];
      const end = c.origin[i + stripped.length - 1] + 1;
      if (LINE_BREAK.test(text.slice(start, end))) add(start, end);
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}
