// The text every recognizer reads: the original (for span text), its folded twin (for matching, same offsets)
// and the stretches that are never identifiers (case numbers, statutes, dates, money…).
import { findExclusions, type TextRange } from './exclusions';
import { foldForMatching } from './normalize';

export interface RuleText {
  readonly original: string;
  readonly folded: string;
  readonly exclusions: readonly TextRange[];
}

export function prepareRuleText(text: string): RuleText {
  const folded = foldForMatching(text);
  return { original: text, folded, exclusions: findExclusions(folded) };
}

export function asRuleText(input: string | RuleText): RuleText {
  return typeof input === 'string' ? prepareRuleText(input) : input;
}

/** True when [start, end) touches an exclusion: a number inside a date or case number is not an identifier. */
export function isExcluded(rt: RuleText, start: number, end: number): boolean {
  return rt.exclusions.some((r) => r.start < end && start < r.end);
}
