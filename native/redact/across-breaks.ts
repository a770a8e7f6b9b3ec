// A wrapped text is read with its breaks inside words taken out (tokenizer/unwrapped-lines.ts); a break that fell
// between two words then glues them (`같은 날⏎근하 명의의` → `날근하`), and a name found elsewhere is not searched
// inside the glued word. Mapped back onto the text as it is, the break separates them again: a person's other mention
// right at a line's start or end is propagated there, and kept where span hygiene keeps it.
import type { Span } from '../types';
import { derivedSpan } from './derived-span';
import { cleanSpans } from './hygiene';
import { propagate } from './propagate';
import { replaceableReadings, touches, withSpans } from './span-list';
import { endsWord, startsWord } from './word-boundary';

/** `spans` (on the text as it is) plus the person mentions propagation finds against a line break. */
export function propagateAcrossBreaks(text: string, spans: readonly Span[]): Span[] {
  const persons = spans.filter((s) => s.category === 'PERSON');
  if (persons.length === 0) return [...spans];
  const before = new Set(persons);
  const atBreak = (s: Span) => text[s.start - 1] === '\n' || text[s.end] === '\n' || text[s.end] === '\r';
  const found = propagate(text, persons).filter((s) => !before.has(s) && atBreak(s));
  const added = cleanSpans(text, found).filter((a) => !spans.some((s) => s.start < a.end && a.start < s.end));
  return added.length === 0 ? [...spans] : [...spans, ...added].sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * `나는 바트에⏎르데네라는 사람과`: a person's name found elsewhere, broken by a line break inside a word where the lines
 * are not read as wrapped (a PDF's or a pasted text's uneven lines), is the person there too; the break stays in the
 * span. Names of three Hangul characters or more (spaces between words kept), one break, whole words only; what a
 * reader found of it there (`르데네`) gives way.
 */
export function addNamesAcrossBreaks(text: string, spans: readonly Span[]): Span[] {
  if (!text.includes('\n')) return [...spans];
  const seeds = new Map<string, Span>();
  for (const s of spans) if (s.category === 'PERSON' && s.source !== 'user' && /^[가-힣]+(?: [가-힣]+)*$/u.test(s.text) && s.text.replace(/ /gu, '').length >= 3) seeds.set(s.text, s);
  const added: Span[] = [];
  const retired = new Set<Span>();
  for (const [name, seed] of seeds) {
    // Hangul and spaces only: no character of the name needs escaping.
    const re = new RegExp([...name].join('(?:\\r?\\n)?'), 'gu');
    for (const m of text.matchAll(re)) {
      const [start, end] = [m.index, m.index + m[0].length];
      if (!m[0].includes('\n') || !startsWord(text, start) || !endsWord(text, end) || touches(added, start, end)) continue;
      const inside = replaceableReadings(spans, start, end);
      if (!inside) continue;
      for (const s of inside) retired.add(s);
      added.push(derivedSpan(text, seed, start, end, `propagated: “${name}” across a line break`));
    }
  }
  return withSpans(spans, added, retired);
}
