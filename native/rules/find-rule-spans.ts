// All rule recognizers over one text: spans sorted by start and non-overlapping among themselves.
import type { Span } from '../types';
import { findEmails } from './email';
import { resolveOverlaps } from './overlaps';
import { findPhoneNumbers } from './phone';
import { prepareRuleText, type RuleText } from './rule-text';
import { findResidentNumbers } from './rrn';

export type Recognizer = (rt: RuleText) => Span[];

/** Order breaks ties between equally certain, equally long readings. */
export const RECOGNIZERS: readonly Recognizer[] = [findResidentNumbers, findPhoneNumbers, findEmails];

export function findRuleSpans(text: string): Span[] {
  const rt = prepareRuleText(text);
  return resolveOverlaps(RECOGNIZERS.flatMap((recognize) => recognize(rt)));
}
