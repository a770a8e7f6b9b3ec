// A bank named where nothing marks it (`하나은행 직원을 사칭`, `새마을금고에서 대출`) is marked: the closed list of
// rules/bank-name.ts fills the gaps the model left. Where the model or a rule already covers any part of the name,
// their reading stands (the release writes the generic word both inside and outside the mask: `[국민]은행`,
// `[국민은행]`; the court operator prints `A은행` either way).
import { findBankNames } from '../rules/bank-name';
import type { Span } from '../types';
import { withSpans } from './span-list';

export function addBankNames(text: string, spans: readonly Span[]): Span[] {
  const banks = findBankNames(text);
  if (banks.length === 0) return [...spans];
  const covered = new Uint8Array(text.length);
  for (const s of spans) covered.fill(1, Math.max(0, s.start), Math.min(text.length, s.end));
  return withSpans(spans, banks.filter((b) => !covered.subarray(b.start, b.end).some((x) => x !== 0)));
}
