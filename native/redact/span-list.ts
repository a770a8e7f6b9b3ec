// The steps after the merge that add spans (and retire the parts a whole name replaces) hand back one list, in
// reading order, as the merge left it.
import type { Span } from '../types';

/** Reading order: earlier first, the longer first where two start together. */
export function byPosition(a: { start: number; end: number }, b: { start: number; end: number }): number {
  return a.start - b.start || b.end - a.end;
}

/** True when some span overlaps [start, end): a gap filler leaves that stretch to the span already there. */
export function touches(spans: readonly Span[], start: number, end: number): boolean {
  return spans.some((s) => s.start < end && start < s.end);
}

/** `spans` less `retired`, plus `added`, in reading order; a plain copy of `spans` when nothing is added. */
export function withSpans(spans: readonly Span[], added: readonly Span[], retired: ReadonlySet<Span> = new Set()): Span[] {
  return added.length === 0 ? [...spans] : [...spans.filter((s) => !retired.has(s)), ...added].sort(byPosition);
}
