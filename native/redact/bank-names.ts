// A bank named where nothing marks it (`하나은행 직원을 사칭`, `새마을금고에서 대출`) is marked: the closed list of
// rules/bank-name.ts fills the gaps the model left. Where the model or a rule already covers any part of the name,
// their reading stands (the release writes the generic word both inside and outside the mask: `[국민]은행`,
// `[국민은행]`; the court operator prints `A은행` either way) — save a model's piece that stops at a line break inside
// the name (`[경남은]⏎행`, text from a PDF), which leaves the rest of the name, not its kind, visible: it takes the name.
import { findBankNames } from '../rules/bank-name';
import type { Span } from '../types';
import { partInside, reshaped, touches, withSpans } from './span-list';

const KIND = /^(?:은행|금고|뱅크)$/u;

export function addBankNames(text: string, spans: readonly Span[]): Span[] {
  const added: Span[] = [];
  const retired = new Set<Span>();
  for (const bank of findBankNames(text)) {
    if (!touches(spans, bank.start, bank.end)) {
      added.push(bank);
      continue;
    }
    const piece = partInside(spans, bank.start, bank.end);
    if (piece?.source !== 'model' || piece.end === bank.end || !/^\r?\n/u.test(text.slice(piece.end))) continue;
    // `[국민]⏎은행`: the break fell between the name and its kind, which courts keep.
    if (KIND.test(text.slice(piece.end, bank.end).trim())) continue;
    retired.add(piece);
    added.push(reshaped(text, piece, bank.start, bank.end, 'widened to the bank’s name across a line break'));
  }
  return withSpans(spans, added, retired);
}
