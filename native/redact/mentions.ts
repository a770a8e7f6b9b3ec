// "Add a manual redaction, then offer its other mentions": every other whole-word occurrence of a selection.
import { labelInfo } from '../taxonomy';
import type { Span } from '../types';
import { PARTY_ROLE_WORDS } from './korean-names';
import { wordOccurrences } from './word-boundary';

export type SpanTemplate = Pick<Span, 'label' | 'category' | 'tier'>;

// With nothing to copy the label from, a selection is most often a name the model missed.
const DEFAULT_TEMPLATE: SpanTemplate = { label: '내국인이름', category: 'PERSON', tier: labelInfo('내국인이름').tier };

/**
 * Occurrences of `surface` that are not inside a longer word (a particle may follow) and overlap no existing
 * span. The label comes from `template`, else from an existing span with the same text, else a Korean name.
 */
export function findMentions(text: string, surface: string, existing: readonly Span[], template?: SpanTemplate): Span[] {
  const needle = surface.trim();
  if (needle.length === 0) return [];
  const like = template ?? existing.find((s) => s.text === needle) ?? DEFAULT_TEMPLATE;
  const taken = new Uint8Array(text.length);
  for (const s of existing) taken.fill(1, Math.max(0, s.start), Math.min(text.length, s.end));
  const afterRole = (i: number) => like.category === 'PERSON' && PARTY_ROLE_WORDS.some((w) => w.length <= i && text.startsWith(w, i - w.length));
  return wordOccurrences(text, needle, afterRole)
    .filter((start) => !taken.subarray(start, start + needle.length).some((x) => x !== 0))
    .map((start) => ({
      start,
      end: start + needle.length,
      text: needle,
      label: like.label,
      category: like.category,
      tier: like.tier,
      score: 1,
      source: 'propagated' as const,
      reason: `another mention of the selection “${needle}”`,
    }));
}
