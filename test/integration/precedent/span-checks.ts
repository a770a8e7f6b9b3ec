// What a span over a real (already anonymised) judgment must never be: a piece of a digit run, or a legal term or
// kept role word (or a piece of one). Shared by the integration test and the before/after measurement.
import { PROTECTED_WORDS } from '../../../native/rules/legal-terms';
import type { Span } from '../../../native/types';

const DIGIT = /[0-9０-９]/u;

/** True when the span starts or ends between two digits (`2009가합14[87]`, `2/[28]`). */
export function splitsDigitRun(text: string, s: Pick<Span, 'start' | 'end'>): boolean {
  const startCut = s.start > 0 && DIGIT.test(text[s.start - 1] ?? '') && DIGIT.test(text[s.start] ?? '');
  const endCut = s.end < text.length && DIGIT.test(text[s.end - 1] ?? '') && DIGIT.test(text[s.end] ?? '');
  return startCut || endCut;
}

/** The protected word a span lies inside (or is), if any. */
export function protectedWordUnder(text: string, s: Pick<Span, 'start' | 'end'>): string | undefined {
  for (const w of PROTECTED_WORDS) {
    if (s.end - s.start > w.length) continue;
    const from = Math.max(0, s.end - w.length);
    for (let i = text.indexOf(w, from); i >= 0 && i <= s.start; i = text.indexOf(w, i + 1)) {
      if (i + w.length >= s.end) return w;
    }
  }
  return undefined;
}
