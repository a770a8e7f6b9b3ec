// A bank named where nothing marks it (`하나은행 직원을 사칭`, `새마을금고에서 대출`) is marked: the closed list of
// rules/bank-name.ts fills the gaps the model left. Where the model or a rule already covers any part of the name,
// their reading stands (the release writes the generic word both inside and outside the mask: `[국민]은행`,
// `[국민은행]`; the court operator prints `A은행` either way).
import { findBankNames } from '../rules/bank-name';
import type { Span } from '../types';
import { touches, withSpans } from './span-list';

export function addBankNames(text: string, spans: readonly Span[]): Span[] {
  return withSpans(spans, findBankNames(text).filter((b) => !touches(spans, b.start, b.end)));
}
