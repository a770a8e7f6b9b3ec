// Recognizers may claim the same digits (an account that is also a phone number): keep the most certain
// reading, then the longer one, then the recognizer listed first.
import type { Span } from '../types';

export function resolveOverlaps(spans: readonly Span[]): Span[] {
  const ranked = spans
    .map((span, order) => ({ span, order }))
    .sort((a, b) => b.span.score - a.span.score || b.span.end - b.span.start - (a.span.end - a.span.start) || a.order - b.order);
  // Kept spans never overlap, so sorted by start they are sorted by end too: each test looks at two neighbours.
  const kept: Span[] = [];
  for (const { span } of ranked) {
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (kept[mid].start < span.start) lo = mid + 1;
      else hi = mid;
    }
    const before = kept[lo - 1];
    const after = kept[lo];
    if ((before && before.end > span.start) || (after && after.start < span.end)) continue;
    kept.splice(lo, 0, span);
  }
  return kept;
}
