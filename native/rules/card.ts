// 카드번호: 13–19 digits in the usual groupings (4-4-4-4, 4-6-5, 4-6-4, 4-4-4-1..7) passing the Luhn check;
// a bare digit run or a masked number (`1234-56**-****-7890`) needs 카드 nearby.
import type { Span } from '../types';
import { digitsOf, hasContextBefore, isIsolatedNumber } from './context';
import { hasBankContext } from './bank-context';
import { asRuleText, isExcluded, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const GROUPED = /(?<![\d-])(?:\d{4}([- ])\d{4}\1\d{4}\1\d{1,7}|\d{4}([- ])\d{6}\2\d{4,5})(?![\d-])/g;
const PLAIN = /(?<![\d-])\d{13,19}(?![\d-])/g;
const MASKED = /(?<![\d*-])[\d*xX]{4}([- ])[\d*xX]{4,6}\1[\d*xX]{4,5}(?:\1[\d*xX]{4})?(?![\d*xX-])/g;
const CARD_CONTEXT = /카드|card/i;
const WINDOW = 25;

export function luhnValid(digits: string): boolean {
  const d = digitsOf(digits).reverse();
  const sum = d.reduce((acc, v, i) => acc + (i % 2 === 1 ? (v * 2 > 9 ? v * 2 - 9 : v * 2) : v), 0);
  return sum % 10 === 0;
}

export function findCardNumbers(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  const context = (start: number) => hasContextBefore(rt.folded, start, WINDOW, CARD_CONTEXT);
  for (const [re, needsContext] of [
    [GROUPED, false],
    [PLAIN, true],
  ] as const) {
    for (const m of rt.folded.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      const digits = m[0].replace(/\D/g, '');
      if (digits.length < 13 || digits.length > 19 || !luhnValid(digits)) continue;
      if (!isIsolatedNumber(rt.folded, start, end) || isExcluded(rt, start, end)) continue;
      const cardContext = context(start);
      if (needsContext && !cardContext) continue;
      // Luhn passes one number in ten: an account under a bank name stays an account.
      if (!cardContext && hasBankContext(rt.folded, start, WINDOW)) continue;
      spans.push(ruleSpan(rt, start, end, '카드번호', 1, `Card number: ${digits.length} digits, Luhn ok`));
    }
  }
  for (const m of rt.folded.matchAll(MASKED)) {
    const start = m.index;
    const end = start + m[0].length;
    const chars = m[0].replace(/[- ]/g, '');
    if (!/[*xX]/.test(chars) || !/\d/.test(chars) || chars.length < 13 || chars.length > 19) continue;
    if (isExcluded(rt, start, end) || !context(start)) continue;
    spans.push(ruleSpan(rt, start, end, '카드번호', 0.9, 'Masked card number in card context'));
  }
  return spans.sort((a, b) => a.start - b.start);
}
