// The detection pipeline: model spans + rule spans → particles trimmed → merged → roles → propagated.
import { detectRoles } from '../redact/roles';
import { mergeSpans } from '../redact/merge';
import { propagate } from '../redact/propagate';
import { splitTrailingParticle, trimSpanParticles } from '../tokenizer/particles';
import type { Span } from '../types';

// A name keeps at least three syllables: `박정의` must not lose its 의, though `홍길동이` loses its 이.
const MIN_STEM: Partial<Record<Span['category'], number>> = { PERSON: 3 };

/** Particle chains like `이는` come off one particle at a time. */
const MAX_TRIMS = 3;

/** Model spans that swallowed a 조사 (`홍길동이는`) give it back. */
export function trimParticles(text: string, spans: readonly Span[]): Span[] {
  return spans.map((s) => {
    if (s.source !== 'model') return s;
    const min = MIN_STEM[s.category] ?? 1;
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
