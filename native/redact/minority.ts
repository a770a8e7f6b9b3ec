// A word the model tags at one or two of its many occurrences is a word, not a name: the model read the others in
// the same document and left them. Propagation and "one surface, one decision" would spread that minority guess to
// every occurrence (`상관` 42 times in a military judgment, `호칭`, `등록서비스표`); the decision for such a surface
// is "no" instead. Spans from rules, the header or the user decide for themselves; numbers are left to hygiene.
import type { Span } from '../types';
import { compactOf, tokenOccurrences, type Compact } from './token-match';

/** A surface must stand this often before the model's silence on most of it outweighs its guesses. */
const MIN_OCCURRENCES = 6;
/** The share of occurrences the model may tag and still be outvoted. */
const MAX_SHARE = 0.2;

export function dropMinorityGuesses(text: string, spans: readonly Span[]): Span[] {
  const guesses = new Map<string, Span[]>();
  const decided = new Set<string>();
  for (const s of spans) {
    const surface = text.slice(s.start, s.end).trim();
    if (s.source !== 'model') decided.add(surface);
    else if (surface.length >= 2 && !/\p{N}/u.test(surface)) guesses.set(surface, [...(guesses.get(surface) ?? []), s]);
  }
  let compact: Compact | undefined;
  const lazyCompact = () => (compact ??= compactOf(text));
  const drop = new Set<Span>();
  for (const [surface, tagged] of guesses) {
    if (decided.has(surface)) continue;
    const n = tokenOccurrences(text, surface, lazyCompact).length;
    if (n >= MIN_OCCURRENCES && tagged.length <= n * MAX_SHARE) for (const s of tagged) drop.add(s);
  }
  return drop.size === 0 ? [...spans] : spans.filter((s) => !drop.has(s));
}
