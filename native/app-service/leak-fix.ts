// `--fix-leaks` and the app's "redact them all": every remaining occurrence of a mention the leak check found is
// redacted like its first one, the document is redacted again and the export re-verified. What was added is listed,
// so the user (or the report) sees exactly which places the engine had missed.
import { isLeakError, LeakError } from '../formats/leak-error';
import type { LeakHit } from '../formats/types';
import { compactOf, twinOccurrences, type Compact } from '../redact/token-match';
import type { Span } from '../types';

/** One occurrence `--fix-leaks` redacted: where in the original, and as what. */
export interface LeakFix {
  start: number;
  end: number;
  category: Span['category'];
  label: string;
}

const FIX_REASON = 'leak fix: another occurrence of a redacted mention';

function coveredBy(spans: readonly Span[], start: number, end: number): boolean {
  return spans.some((s) => s.start < end && s.end > start);
}

/**
 * Where in the original each hit's mention still stands outside every span: as a token, as the check finds it (its
 * spaces dropped too: `중로24` for `중로 24`), else anywhere.
 */
export function leakOccurrences(text: string, spans: readonly Span[], hits: readonly LeakHit[]): { start: number; end: number; mention: string }[] {
  let compact: Compact | undefined;
  const lazy = () => (compact ??= compactOf(text));
  const out: { start: number; end: number; mention: string }[] = [];
  for (const mention of new Set(hits.map((h) => h.mention))) {
    let found = twinOccurrences(text, mention, lazy);
    // The output may join what the original kept apart (a replacement before it): then any occurrence will do.
    if (found.every((o) => coveredBy(spans, o.start, o.end))) {
      found = [];
      for (let i = text.indexOf(mention); i >= 0; i = text.indexOf(mention, i + 1)) found.push({ start: i, end: i + mention.length });
    }
    for (const o of found) if (!coveredBy(spans, o.start, o.end) && !out.some((x) => x.start < o.end && x.end > o.start)) out.push({ ...o, mention });
  }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * Spans for every remaining occurrence of each hit's mention, labelled like the span that first redacted it (the
 * same entity, so the court operator gives it the same letter). Occurrences inside a kept or rejected span stay.
 */
export function leakFixSpans(text: string, spans: readonly Span[], hits: readonly LeakHit[]): { spans: Span[]; added: LeakFix[] } {
  const seeds = new Map<string, Span>();
  for (const s of spans) {
    const surface = text.slice(s.start, s.end).trim();
    if (!seeds.has(surface)) seeds.set(surface, s);
  }
  const added: Span[] = [];
  for (const o of leakOccurrences(text, spans, hits)) {
    const hit = hits.find((h) => h.mention === o.mention);
    const seed = seeds.get(o.mention);
    const category = (seed?.category ?? hit?.category ?? 'OTHER_NUMBER') as Span['category'];
    const label = seed?.label ?? hit?.label ?? category;
    added.push({
      start: o.start,
      end: o.end,
      text: text.slice(o.start, o.end),
      label,
      category,
      tier: seed?.tier ?? 'direct',
      score: 1,
      source: 'user',
      reason: FIX_REASON,
    });
  }
  const all = [...spans, ...added].sort((a, b) => a.start - b.start || a.end - b.end);
  return { spans: all, added: added.map((s) => ({ start: s.start, end: s.end, category: s.category, label: s.label })) };
}

/** `PERSON 내국인이름 120–123, …` (never the text itself). */
export function describeFixes(added: readonly LeakFix[]): string {
  return added.map((f) => `${f.category}${f.label !== f.category ? ` ${f.label}` : ''} ${f.start}–${f.end}`).join(', ');
}

/** A failed export that knows where, in the original, the leaked mentions still stand unredacted. */
export class LeakFixError extends LeakError {
  readonly occurrences: readonly LeakFix[];

  constructor(from: LeakError, occurrences: readonly LeakFix[]) {
    super(from.file ?? '', from.hits);
    this.occurrences = occurrences;
  }
}

/** Runs an export; a leak failure is rethrown with the occurrences that "redact them all" would add. */
export async function withLeakOccurrences<T>(text: string, spans: readonly Span[], exporting: Promise<T>): Promise<T> {
  try {
    return await exporting;
  } catch (e) {
    if (!isLeakError(e)) throw e;
    throw new LeakFixError(e, leakFixSpans(text, spans, e.hits).added);
  }
}
