// A wrapped text is read with its breaks inside words taken out (tokenizer/unwrapped-lines.ts); a break that fell
// between two words then glues them (`같은 날⏎근하 명의의` → `날근하`), and a name found elsewhere is not searched
// inside the glued word. Mapped back onto the text as it is, the break separates them again: a person's other mention
// right at a line's start or end is propagated there, and kept where span hygiene keeps it.
import type { Span } from '../types';
import { cleanSpans } from './hygiene';
import { propagate } from './propagate';

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
