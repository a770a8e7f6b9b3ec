// A span the engine adds at another occurrence of something already found (propagation, one-surface consistency):
// same label, tier and score as the span it copies, marked `propagated` so review and hygiene can tell it apart.
import type { Span } from '../types';

export function derivedSpan(text: string, seed: Span, start: number, end: number, reason: string): Span {
  return {
    start,
    end,
    text: text.slice(start, end),
    label: seed.label,
    category: seed.category,
    tier: seed.tier,
    score: seed.score,
    source: 'propagated',
    reason,
  };
}
