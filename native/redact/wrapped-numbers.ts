// A number a wrapped line broke (`계좌(877⏎-03-859639)`, `(5632985-6⏎-80)`, `(7808-08-16⏎3916-8)`, `신길로 21⏎9에`:
// text taken from a PDF or a narrow column) is one number: the model reads the part on one line and the rest stays
// visible. A span of an account, an identity number, a contact number or an address that stops at a line break takes
// the digits (and hyphens) on the other side of it, as long as they end where such a number ends.
import type { Span } from '../types';
import { reshaped } from './span-list';

const NUMBER_CATEGORIES: ReadonlySet<Span['category']> = new Set(['FINANCIAL', 'ID_NUMBER', 'CONTACT']);
// Digits and hyphens right after the line break, ending before what no number holds: a hyphen in them or three digits
// at least, so a table's next row number (`185⏎2 박예린`, `5⇥로사`) is no part of it.
const AFTER = /^\r?\n(?:-\d[\d-]*|\d{3,}[\d-]*|\d+-[\d-]*|-)(?![\d\p{L}\t])/u;
// Digits and hyphens right before the line break, opening after what no number holds, or glued to the word that says
// what number it is where the text lost its spaces (`농협 계좌927⏎-01-46001-6`).
const OPENS = '(?:(?<![\\d\\p{L}.\\t])|(?<=(?:계좌|계좌번호|번호|통장|카드)))';
const BEFORE = new RegExp(`${OPENS}(?:\\d[\\d-]*-|\\d{3,}|\\d[\\d-]*-\\d+)\\r?\\n-?$`, 'u');
// … or any digits, where the part after the break opens with the hyphen that says the number goes on (`계좌(0⏎-195574-04-1)`).
const BEFORE_HYPHEN = new RegExp(`${OPENS}\\d+\\r?\\n$`, 'u');
const NUMBER_CHAR = /[\d-]/u;
// An address's lot or building number the break split (`신길로 21⏎9에 있는`, `용화면 678-1⏎0에`, `생초면 688-⏎5`): the
// digits on the next line, up to what follows such a number.
const ADDRESS_AFTER = /^\r?\n(?:\d{1,5}(?:-\d{1,5})?(?=에|호|번지|층|,|\)| 소재| 일대)|-\d{1,5}(?![\d-]))/u;
const ADDRESS_AFTER_HYPHEN = /^\r?\n\d{1,5}(?!\d)/u;
// A room or lot number read on the next line alone (`한강리버빌라 1⏎[905]호`): the digits the line before ends with, after a
// space, are its first.
const ADDRESS_BEFORE = /(?<= )\d{1,4}\r?\n$/u;

const JOINED = 'joined across a line break';

/** True when a span other than `s` covers any of [from, to). */
function othersOver(spans: readonly Span[], s: Span, from: number, to: number): boolean {
  return spans.some((o) => o !== s && o.start < to && from < o.end);
}

/**
 * Number spans that stop at a line break take the rest of the number on the other line; an address's other piece the
 * model read there on its own (`[필동1가 871]⏎-[39]`, the hyphen between left) is taken in.
 */
export function joinWrappedNumbers(text: string, spans: readonly Span[]): Span[] {
  const absorbed = new Set<Span>();
  const joined = spans.map((s) => {
    // A piece an address before it took in stays as it is, so the filter below finds it (spans run in reading order).
    if (s.source === 'user' || absorbed.has(s)) return s;
    if (s.category === 'ADDRESS') return joinAddressNumber(text, s, spans, absorbed);
    if (!NUMBER_CATEGORIES.has(s.category)) return s;
    let { start, end } = s;
    if (NUMBER_CHAR.test(text[end - 1] ?? '')) {
      const after = AFTER.exec(text.slice(end, end + 24));
      if (after && !othersOver(spans, s, end, end + after[0].length)) end += after[0].length;
    }
    if (NUMBER_CHAR.test(text[start] ?? '')) {
      const head = text.slice(Math.max(0, start - 24), start);
      const before = BEFORE.exec(head) ?? (text[start] === '-' ? BEFORE_HYPHEN.exec(head) : null);
      if (before && !othersOver(spans, s, start - before[0].length, start)) start -= before[0].length;
    }
    if (start === s.start && end === s.end) return s;
    return reshaped(text, s, start, end, JOINED);
  });
  return absorbed.size === 0 ? joined : joined.filter((s) => !absorbed.has(s));
}

function joinAddressNumber(text: string, s: Span, spans: readonly Span[], absorbed: Set<Span>): Span {
  let { start, end } = s;
  const last = text[end - 1] ?? '';
  const after = (last === '-' ? ADDRESS_AFTER_HYPHEN : /\d/u.test(last) ? ADDRESS_AFTER : undefined)?.exec(text.slice(end, end + 16));
  const to = end + (after?.[0].length ?? 0);
  const pieces = after ? spans.filter((o) => o !== s && o.start < to && end < o.end) : [];
  if (after && pieces.every((o) => o.category === 'ADDRESS' && o.source !== 'user' && o.start >= end && o.end <= to)) {
    pieces.forEach((o) => absorbed.add(o));
    end = to;
  }
  const before = /^\d[\d-]*$/u.test(text.slice(start, end)) ? ADDRESS_BEFORE.exec(text.slice(Math.max(0, start - 8), start)) : null;
  if (before && !othersOver(spans, s, start - before[0].length, start)) start -= before[0].length;
  return start === s.start && end === s.end ? s : reshaped(text, s, start, end, JOINED);
}
