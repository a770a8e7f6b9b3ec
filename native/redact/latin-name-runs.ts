// Names in Latin letters with no role word before them (`KHAN BINOD는`, `KHAN BINOD, Hassan Jose 등과`): two to four
// capitalised words that end as a name ends (a particle glued on, a list comma, ` 등`, ` 명의`, a parenthesis). Taken
// only where nothing reads them whole (`Hassan [Jose]`, the model's reading of one word): a run the model read whole as
// another category (`[Samsung Electronics]와`, `[Google Maps]를`) keeps that reading. Not in quotes (`'Ace Golf
// Service'`: a mark or a slogan), and never a run with a company word (rules/latin-names.ts).
import { LATIN_WORD, personShaped } from '../rules/latin-names';
import { ruleSpan } from '../rules/span';
import type { Span } from '../types';
import { replaceableReadings, withSpans } from './span-list';

// Not the tail of a hyphenated term (`SELF-PROPELLED PLATFORM …`); a parenthesis after it opens Korean (`(여, 30세)`,
// `(가명)`), not a specification (`(6 Axles Line)`).
const RUN = new RegExp(`(?<![A-Za-z0-9&.'‘"“-] ?)${LATIN_WORD}(?: ${LATIN_WORD}){1,3}(?=[가-힣]|, ?[A-Z]| 등| 명의| ?\\((?=[가-힣]))`, 'gu');
const SCORE = 0.7;

export function addLatinNameRuns(text: string, spans: readonly Span[]): Span[] {
  const retired = new Set<Span>();
  const added: Span[] = [];
  for (const m of text.matchAll(RUN)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!personShaped(m[0])) continue;
    const inside = replaceableReadings(spans, start, end);
    // The whole run already read, as a person or as the model's other category, stays as read.
    if (!inside || inside.some((s) => s.start === start && s.end === end)) continue;
    for (const s of inside) retired.add(s);
    added.push(ruleSpan(text, start, end, '외국인이름', SCORE, 'shape: words in Latin letters that end as a name'));
  }
  return withSpans(spans, added, retired);
}
