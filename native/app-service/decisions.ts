// Replaying the decisions stored in history over a fresh detection, so a reopened session shows what the user
// had accepted, rejected, added and recategorized.
import type { Decision } from '../../electron/ipc-contract';
import { categoryInfo } from '../taxonomy';
import type { Span } from '../types';

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

export function applyDecisions(text: string, detected: readonly Span[], decisions: readonly Decision[]): Span[] {
  let spans = detected.map((s) => ({ ...s }));
  for (const d of decisions) {
    if (d.end > text.length || d.end <= d.start) continue;
    if (d.decision === 'rejected') {
      spans = spans.filter((s) => !(s.start === d.start && s.end === d.end));
    } else if (d.decision === 'added') {
      spans = spans.filter((s) => !overlaps(s, d));
      spans.push({
        start: d.start,
        end: d.end,
        text: text.slice(d.start, d.end),
        label: d.label,
        category: d.category,
        tier: categoryInfo(d.category).tier,
        score: 1,
        source: 'user',
      });
    } else if (d.decision === 'recategorized') {
      const s = spans.find((x) => x.start === d.start && x.end === d.end);
      if (s) Object.assign(s, { label: d.label, category: d.category, tier: categoryInfo(d.category).tier });
    }
  }
  return spans.sort((a, b) => a.start - b.start || a.end - b.end);
}
