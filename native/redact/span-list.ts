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

/**
 * The one span over [start, end) when it lies inside and is shorter — a reading of part of what [start, end) names
 * (`[라힘] 칸의 사무실`, `'[별빛속]으로'`, `[경남은]⏎행`) — else undefined.
 */
export function partInside(spans: readonly Span[], start: number, end: number): Span | undefined {
  const over = spans.filter((s) => s.start < end && start < s.end);
  const [part] = over;
  return over.length === 1 && part.start >= start && part.end <= end && part.end - part.start < end - start ? part : undefined;
}

/** `spans` less `retired`, plus `added`, in reading order; a plain copy of `spans` when nothing is added. */
export function withSpans(spans: readonly Span[], added: readonly Span[], retired: ReadonlySet<Span> = new Set()): Span[] {
  return added.length === 0 ? [...spans] : [...spans.filter((s) => !retired.has(s)), ...added].sort(byPosition);
}

/**
 * The spans a person name over [start, end) takes the place of: every span it overlaps, each inside it and a reading
 * it may overrule (a person, or the model's other category); undefined where one reaches outside, is a user's decision
 * or a rule's reading of another category.
 */
export function replaceableReadings(spans: readonly Span[], start: number, end: number): Span[] | undefined {
  const inside = spans.filter((s) => s.start < end && start < s.end);
  const stands = (s: Span) => s.start < start || s.end > end || s.source === 'user' || (s.category !== 'PERSON' && s.source !== 'model');
  return inside.some(stands) ? undefined : inside;
}

/** `s` over [start, end) of `text`, with why it moved added to its reason. */
export function reshaped(text: string, s: Span, start: number, end: number, why: string): Span {
  return { ...s, start, end, text: text.slice(start, end), reason: `${s.reason ? `${s.reason}; ` : ''}${why}` };
}
