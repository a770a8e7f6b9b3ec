// Recognizers may claim the same digits (an account that is also a phone number): keep the most certain
// reading, then the longer one, then the recognizer listed first.
import type { Span } from '../types';

export function resolveOverlaps(spans: readonly Span[]): Span[] {
  const ranked = spans
    .map((span, order) => ({ span, order }))
    .sort((a, b) => b.span.score - a.span.score || b.span.end - b.span.start - (a.span.end - a.span.start) || a.order - b.order);
  const kept: Span[] = [];
  for (const { span } of ranked) {
    if (kept.every((k) => k.end <= span.start || span.end <= k.start)) kept.push(span);
  }
  return kept.sort((a, b) => a.start - b.start);
}
