// 사업자등록번호: XXX-XX-XXXXX with the National Tax Service check digit (weights 1,3,7,1,3,7,1,3,5 plus the
// tens of 5 × the ninth digit).
import type { Span } from '../types';
import { digitsOf, hasContextBefore, isIsolatedNumber } from './context';
import { hasBankContext } from './bank-context';
import { asRuleText, isExcluded, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];
const HYPHENATED = /(?<!\d)\d{3} ?- ?\d{2} ?- ?\d{5}(?!\d)/g;
const PLAIN = /(?<!\d)\d{10}(?!\d)/g;
const CONTEXT = /사업자\s?등록\s?번호|사업자\s?번호|사업자/;

export function businessCheckDigit(first9: string): number {
  const d = digitsOf(first9);
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * d[i], 0) + Math.floor((d[8] * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

export function findBusinessNumbers(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const [re, hyphenated] of [
    [HYPHENATED, true],
    [PLAIN, false],
  ] as const) {
    for (const m of rt.folded.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!isIsolatedNumber(rt.folded, start, end) || isExcluded(rt, start, end)) continue;
      const digits = m[0].replace(/\D/g, '');
      const checkOk = Number(digits[9]) === businessCheckDigit(digits.slice(0, 9));
      const context = hasContextBefore(rt.folded, start, 20, CONTEXT);
      if (!context && (!hyphenated || !checkOk)) continue;
      // 3-2-5 is also a common account layout: under a bank name, the account reading wins.
      if (!context && hasBankContext(rt.folded, start)) continue;
      if (checkOk) spans.push(ruleSpan(rt, start, end, '사업자등록번호', 1, 'Business registration number: check digit ok'));
      else spans.push(ruleSpan(rt, start, end, '사업자등록번호', 0.85, 'Business registration number: labelled in context, check digit fails'));
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}
