// The text every recognizer reads: the original (for span text), its folded twin (for matching, same offsets)
// and the stretches that are never identifiers (case numbers, statutes, dates, money…).
import { findExclusions, type TextRange } from './exclusions';
import { foldForMatching } from './normalize';

export interface RuleText {
  readonly original: string;
  readonly folded: string;
  /** Sorted by start. */
  readonly exclusions: readonly TextRange[];
  /** maxEnd[i] = the largest end among exclusions[0..i], so an overlap test is one binary search. */
  readonly maxEnd: readonly number[];
}

export function prepareRuleText(text: string): RuleText {
  const folded = foldForMatching(text);
  const exclusions = findExclusions(folded);
  const maxEnd: number[] = [];
  for (const [i, r] of exclusions.entries()) maxEnd.push(Math.max(r.end, i > 0 ? maxEnd[i - 1] : 0));
  return { original: text, folded, exclusions, maxEnd };
}

export function asRuleText(input: string | RuleText): RuleText {
  return typeof input === 'string' ? prepareRuleText(input) : input;
}

/** True when [start, end) touches an exclusion: a number inside a date or case number is not an identifier. */
export function isExcluded(rt: RuleText, start: number, end: number): boolean {
  // Last exclusion starting before `end`; among it and all earlier ones, does any reach past `start`?
  let lo = 0;
  let hi = rt.exclusions.length - 1;
  let last = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (rt.exclusions[mid].start < end) {
      last = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return last >= 0 && rt.maxEnd[last] > start;
}
