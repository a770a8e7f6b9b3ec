// 법인등록번호: XXXXXX-XXXXXXX whose 13th digit is a mod-10 check over weights 1,2,1,2…; the same shape as a
// resident number, so a number that also reads as a valid RRN needs the 법인등록번호 label to count.
import type { Span } from '../types';
import { isValidBirthDate } from './birth-date';
import { digitsOf, hasContextBefore, isIsolatedNumber } from './context';
import { asRuleText, isExcluded, type RuleText } from './rule-text';
import { rrnCheckDigit } from './rrn';
import { ruleSpan } from './span';

const CORPORATE = /(?<!\d)(\d{6})( ?- ?)?(\d{7})(?!\d)/g;
const CONTEXT = /법인\s?등록\s?번호|법인\s?번호/;

export function corporateCheckDigit(first12: string): number {
  const sum = digitsOf(first12).reduce((acc, v, i) => acc + v * (i % 2 === 0 ? 1 : 2), 0);
  return (10 - (sum % 10)) % 10;
}

function readsAsRrn(digits: string): boolean {
  return isValidBirthDate(digits.slice(0, 6), Number(digits[6])) && Number(digits[12]) === rrnCheckDigit(digits.slice(0, 12));
}

export function findCorporateNumbers(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(CORPORATE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!isIsolatedNumber(rt.folded, start, end) || isExcluded(rt, start, end)) continue;
    const digits = m[1] + m[3];
    const checkOk = Number(digits[12]) === corporateCheckDigit(digits.slice(0, 12));
    const context = hasContextBefore(rt.folded, start, 20, CONTEXT);
    if (context) {
      spans.push(
        checkOk
          ? ruleSpan(rt, start, end, '법인등록번호', 1, 'Corporate registration number: check digit ok')
          : ruleSpan(rt, start, end, '법인등록번호', 0.9, 'Corporate registration number: labelled in context, check digit fails'),
      );
    } else if (checkOk && m[2] !== undefined && !readsAsRrn(digits)) {
      spans.push(ruleSpan(rt, start, end, '법인등록번호', 1, 'Corporate registration number: check digit ok'));
    }
  }
  return spans;
}
