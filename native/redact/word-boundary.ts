// Where a mention may start and end: not inside a longer word, except that 조사 may follow (`홍길동에게는`).
// Used by propagation and findMentions, so `영수` is found in `영수가` but not in `영수증`.
import { alternation } from '../rules/alternation';
import { WORKPLACE_TITLES } from '../rules/role-context-words';
import { PARTICLE_LIST } from '../tokenizer/particles';

// 씨 and 님 follow a name directly (`홍길동씨`) as often as after a space; so does 명의 in a judgment written without
// spaces (`누나인 유별명의의 계좌`).
const EXTRA_PARTICLES = ['씨', '님', '명의', '는', '은', '이란', '란', '이라', '라', '이든', '든', '이나마', '이라도', '라도', '조차', '마저', '밖에', '께서는', '이지만', '이므로', '이었던', '였던', '인', '인데', '이자'];

/** Longest first, so `에게서` is tried before `에게`. */
const PARTICLES = [...new Set([...PARTICLE_LIST, ...EXTRA_PARTICLES])].sort((a, b) => b.length - a.length);

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Up to three particles in a row (`에게`+`는`, `과`+`의`). */
const MAX_CHAIN = 3;

export function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && WORD_CHAR.test(ch);
}

/** Length of the particle chain at `pos` that ends at a word boundary, or -1 when there is none. */
export function particleChainAt(text: string, pos: number, depth = 0): number {
  if (!isWordChar(text[pos])) return 0;
  if (depth >= MAX_CHAIN) return -1;
  for (const p of PARTICLES) {
    if (!text.startsWith(p, pos)) continue;
    const rest = particleChainAt(text, pos + p.length, depth + 1);
    if (rest >= 0) return p.length + rest;
  }
  return -1;
}

/** True when a mention ending at `end` ends a word, particles allowed after it. */
export function endsWord(text: string, end: number): boolean {
  return particleChainAt(text, end) >= 0;
}

/** A name may end where digits start, with or without its particle (`이영은1999. 9.`: law.go.kr's lost spaces). */
export function endsName(text: string, end: number): boolean {
  if (endsWord(text, end)) return true;
  const m = /^([가-힣]{0,3})\d/u.exec(text.slice(end, end + 4));
  return m !== null && /[가-힣]/u.test(text[end - 1] ?? '') && (m[1] === '' || particleChainAt(`${m[1]} `, 0) === m[1].length);
}

// `신위대표가 운영하는`, `김민수과장님`: a title glued to a person's name, as quoted speech and messages write it.
const GLUED_TITLE = new RegExp(`^(?:${alternation([...WORKPLACE_TITLES, '부회장', '이사', '선생', '교수', '기자'])})`, 'u');

/** True when a title, then a word's end, follows a name ending at `end`. */
export function endsWithTitle(text: string, end: number): boolean {
  const m = GLUED_TITLE.exec(text.slice(end, end + 3));
  return m !== null && endsWord(text, end + m[0].length);
}

/** True when a mention starting at `start` starts a word. */
export function startsWord(text: string, start: number): boolean {
  return start === 0 || !isWordChar(text[start - 1]);
}

/** Every whole-word occurrence of `surface` in `text`, as start offsets. */
export function wordOccurrences(text: string, surface: string, allowStart?: (start: number) => boolean): number[] {
  const found: number[] = [];
  if (surface.length === 0) return found;
  for (let i = text.indexOf(surface); i >= 0; i = text.indexOf(surface, i + 1)) {
    const end = i + surface.length;
    if ((startsWord(text, i) || allowStart?.(i)) && endsWord(text, end)) found.push(i);
  }
  return found;
}
