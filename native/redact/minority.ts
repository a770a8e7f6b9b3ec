// A word the model tags at one or two of its many occurrences is a word, not a name: the model read the others in
// the same document and left them. Propagation and "one surface, one decision" would spread that minority guess to
// every occurrence (`상관` 42 times in a military judgment, `호칭`, `등록서비스표`); the decision for such a surface
// is "no" instead. Spans from rules, the header or the user decide for themselves; numbers are left to hygiene.
import type { Span } from '../types';
import { compactOf, tokenOccurrences, type Compact } from './token-match';

/**
 * A surface must stand this often, and the model tag no more than this share of it, before its silence outweighs
 * its guesses. Measured: at 6 and 0.2 a weaker model (0.1) lost rare names it had tagged once in six or seven
 * mentions (`삼욤죈` 1/7), which consistency used to spread; at 10 and 0.1 the words stay dropped (`상관` 2/44, `호칭`
 * 1/24, `등록서비스표` 1/31, `기준` 1/12) and no name of the held-out slices is, with either model.
 */
const MIN_OCCURRENCES = 10;
const MAX_SHARE = 0.1;

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
