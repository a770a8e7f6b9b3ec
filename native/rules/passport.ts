// 여권번호: M/S/R/O/D + 8 digits, or the 2021 form M123A4567; the shape alone is too common (model numbers,
// serials), so 여권 must be named shortly before.
import type { Span } from '../types';
import { hasContextBefore } from './context';
import { asRuleText, isExcluded, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const PASSPORT = /(?<![A-Za-z0-9])(?:[MSROD]\d{8}|[MSROD]\d{3}[A-Z]\d{4})(?![A-Za-z0-9])/g;
const CONTEXT = /여권|passport/i;

export function findPassportNumbers(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(PASSPORT)) {
    const start = m.index;
    const end = start + m[0].length;
    if (isExcluded(rt, start, end) || !hasContextBefore(rt.folded, start, 20, CONTEXT)) continue;
    const form = /^[A-Z]\d{8}$/.test(m[0]) ? 'letter + 8 digits' : 'new form (letter, 3 digits, letter, 4 digits)';
    spans.push(ruleSpan(rt, start, end, '여권번호', 0.9, `Passport number: ${form}, 여권 in context`));
  }
  return spans;
}
