// The detection pipeline: model spans + rule spans → particles trimmed → merged → roles → propagated.
import { detectRoles } from '../redact/roles';
import { mergeSpans } from '../redact/merge';
import { propagate } from '../redact/propagate';
import { splitTrailingParticle, trimSpanParticles } from '../tokenizer/particles';
import type { Span } from '../types';

// Only person names are trimmed, and only down to three syllables (`홍길동이` → `홍길동`, `박정의` stays): on the
// bundled model's test split every trimmed business name was a name that ends like a particle (엘리나, 시나브로,
// 팡새레스토랑), and each trim leaked a syllable.
const MIN_STEM: Partial<Record<Span['category'], number>> = { PERSON: 3 };

/** Particle chains like `이는` come off one particle at a time. */
const MAX_TRIMS = 3;

/** Model spans that swallowed a 조사 (`홍길동이는`) give it back. */
export function trimParticles(text: string, spans: readonly Span[]): Span[] {
  return spans.map((s) => {
    const min = MIN_STEM[s.category];
    if (s.source !== 'model' || min === undefined) return s;
    // The first step decides (category, word end); later steps peel the rest of a chain off the stem.
    let end = trimSpanParticles(text, s.start, s.end, s.category).end;
    if (end - s.start < min) return s;
    for (let k = 1; k < MAX_TRIMS && end !== s.end; k++) {
      const { particle } = splitTrailingParticle(text.slice(s.start, end), min);
      if (!particle) break;
      end -= particle.length;
    }
    return end === s.end ? s : { ...s, end, text: text.slice(s.start, end) };
  });
}

/** Sorted, non-overlapping spans with roles, every mention of every found entity included. */
export function combineSpans(text: string, modelSpans: readonly Span[], ruleSpans: readonly Span[]): Span[] {
  const merged = mergeSpans(text, [...trimParticles(text, modelSpans), ...ruleSpans]);
  // Roles first, so a propagated mention inherits its seed's role; then once more for any left without one.
  return detectRoles(text, propagate(text, detectRoles(text, merged)));
}
