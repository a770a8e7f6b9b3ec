// The detection pipeline: model spans + rule spans → particles trimmed → merged → roles → propagated.
import { completeSplitHead } from '../redact/head-nouns';
import { detectRoles } from '../redact/roles';
import { mergeSpans } from '../redact/merge';
import { propagate } from '../redact/propagate';
import { splitTrailingParticle, trimSpanParticles } from '../tokenizer/particles';
import { labelInfo } from '../taxonomy';
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

/** Model spans of named places and businesses that end inside a head word (`우리은`+`행`) take the whole word. */
export function completeHeads(text: string, spans: readonly Span[]): Span[] {
  return spans.map((s) => {
    if (s.source !== 'model' || s.category === 'PERSON') return s;
    const end = completeSplitHead(text, s.start, s.end);
    return end === s.end ? s : { ...s, end, text: text.slice(s.start, end) };
  });
}

/** The fine label a category-only model span most likely has, from its shape and the words just before it. */
function fineLabelOf(text: string, s: Span): string | undefined {
  const before = text.slice(Math.max(0, s.start - 20), s.start);
  const digits = s.text.replace(/[^0-9]/gu, '');
  if (s.category === 'FINANCIAL' && digits.length >= 6) return /카드/u.test(before) ? '카드번호' : '계좌번호';
  if (s.category === 'CONTACT') {
    if (/@/u.test(s.text)) return '이메일주소';
    if (digits.length >= 7) return /^01[016789]/u.test(digits) ? '휴대전화번호' : '전화번호';
  }
  if (s.category === 'VEHICLE' && /[가-힣]/u.test(s.text) && digits.length >= 6) return '차량번호';
  return undefined;
}

/**
 * The bundled model emits categories only; a number it found gets the fine label a judgment would name it by
 * (`계좌번호 1 생략`, not `금융정보 1 생략`), since 761 of the training data's 798 financial mentions are accounts.
 */
export function refineLabels(text: string, spans: readonly Span[]): Span[] {
  return spans.map((s) => {
    if (s.source !== 'model' || s.label !== s.category) return s;
    const label = fineLabelOf(text, s);
    return label ? { ...s, label, tier: labelInfo(label).tier } : s;
  });
}

/** Sorted, non-overlapping spans with roles, every mention of every found entity included. */
export function combineSpans(text: string, modelSpans: readonly Span[], ruleSpans: readonly Span[]): Span[] {
  const merged = mergeSpans(text, [...refineLabels(text, completeHeads(text, trimParticles(text, modelSpans))), ...ruleSpans]);
  // Roles first, so a propagated mention inherits its seed's role; then once more for any left without one.
  return detectRoles(text, propagate(text, detectRoles(text, merged)));
}
