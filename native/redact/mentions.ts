// "Add a manual redaction, then offer its other mentions": every other whole-word occurrence of a selection.
import { labelInfo } from '../taxonomy';
import type { Span } from '../types';
import { PARTY_ROLE_WORDS } from './korean-names';
import { unwrapLines } from '../tokenizer/unwrapped-lines';
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
  const afterRole = (t: string) => (i: number) => like.category === 'PERSON' && PARTY_ROLE_WORDS.some((w) => w.length <= i && t.startsWith(w, i - w.length));
  const ranges: [number, number][] = wordOccurrences(text, needle, afterRole(text)).map((start) => [start, start + needle.length]);
  // In a wrapped text (a PDF's lines) the mentions a line break splits too (`김철\n수`).
  const view = unwrapLines(text);
  if (view) {
    for (const at of wordOccurrences(view.text, needle, afterRole(view.text))) {
      const [start, end] = view.toOriginal(at, at + needle.length);
      if (end - start > needle.length) ranges.push([start, end]);
    }
  }
  return ranges
    .filter(([start, end]) => !taken.subarray(start, end).some((x) => x !== 0))
    .sort((a, b) => a[0] - b[0])
    .map(([start, end]) => ({
      start,
      end,
      text: text.slice(start, end),
      label: like.label,
      category: like.category,
      tier: like.tier,
      score: 1,
      source: 'propagated' as const,
      reason: `another mention of the selection “${needle}”`,
    }));
}
