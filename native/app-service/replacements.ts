// From a redaction to what the writer and the leak check need: replacements in original offsets, and the
// original strings that must not survive anywhere in the written file.
import type { LeakMention } from '../formats/leak';
import type { Replacement } from '../formats/types';
import { SHORT_NUMBER } from '../redact/hygiene';
import type { Span } from '../types';
import type { RedactionResult } from './ports';

export function replacementsOf(redaction: RedactionResult): Replacement[] {
  return redaction.offsetMap.map((seg) => ({
    start: seg.start,
    end: seg.end,
    replacement: redaction.redactedText.slice(seg.redactedStart, seg.redactedEnd),
  }));
}

// One syllable (a surname alone, `홍 씨`) occurs inside ordinary words everywhere; searching for it would flag
// every export as a leak, so the leak check looks for mentions of two characters or more, and no number of three digits
// or fewer (dates and sums repeat it; redact/hygiene.ts SHORT_NUMBER).
const MIN_MENTION_LENGTH = 2;

/**
 * Original strings of every replaced span, for the leak check. A string the user deliberately left visible
 * elsewhere (a kept span, a rejected range) is not a leak and is left out; any other surviving copy is.
 */
export function redactedMentions(
  text: string,
  redaction: RedactionResult,
  visibleRanges: readonly { start: number; end: number }[],
): string[] {
  return leakMentions(text, redaction, visibleRanges).map((m) => m.text);
}

/** The same mentions, each with the category, label and offsets of its first replaced occurrence (for hit reports). */
export function leakMentions(
  text: string,
  redaction: RedactionResult,
  visibleRanges: readonly { start: number; end: number }[],
): LeakMention[] {
  const replaced = new Set<number>();
  for (const seg of redaction.offsetMap) {
    if (redaction.redactedText.slice(seg.redactedStart, seg.redactedEnd) !== text.slice(seg.start, seg.end))
      replaced.add(seg.spanIndex);
  }
  const visible = new Set<string>();
  redaction.spans.forEach((s: Span, i) => {
    if (!replaced.has(i)) visible.add(text.slice(s.start, s.end));
  });
  for (const r of visibleRanges) visible.add(text.slice(r.start, r.end));
  const mentions = new Map<string, LeakMention>();
  for (const i of [...replaced].sort((a, b) => redaction.spans[a].start - redaction.spans[b].start)) {
    const s = redaction.spans[i];
    const surface = text.slice(s.start, s.end).trim();
    if (surface.length < MIN_MENTION_LENGTH || SHORT_NUMBER.test(surface) || visible.has(surface) || mentions.has(surface)) continue;
    const start = text.indexOf(surface, s.start);
    mentions.set(surface, { text: surface, category: s.category, label: s.label, start, end: start + surface.length });
  }
  return [...mentions.values()].sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
}

/** Entities actually replaced per category (kept ones, e.g. a judge's name, are not counted). */
export function countsByCategory(redaction: RedactionResult): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of redaction.entities) {
    if (e.operator === 'keep' || e.pseudonym === e.canonical) continue;
    counts[e.category] = (counts[e.category] ?? 0) + 1;
  }
  return counts;
}
