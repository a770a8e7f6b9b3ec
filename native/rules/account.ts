// 계좌번호: only where the text says it is one (a bank name or 계좌/예금/통장 shortly before); account layouts
// differ by bank, so the number itself is checked only for shape: 10–16 digits in groups, or a 10–14 digit run.
import type { Span } from '../types';
import { isIsolatedNumber } from './context';
import { hasBankContext } from './bank-context';
import { asRuleText, isExcluded, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const GROUPED = /(?<![\d-])\d{2,6}(?:-\d{1,8}){1,4}(?![\d-])/g;
const PLAIN = /(?<![\d-])\d{10,14}(?![\d-])/g;
// 123-456-****** (published judgments mask part of the number).
const MASKED = /(?<![\d*-])[\d*xX]{2,6}(?:-[\d*xX]{1,8}){1,4}(?![\d*xX-])/g;
const WINDOW = 25;
// `입금 명의자 피고 102015-12-09 45,000,000`: a table's row number glued to a date (law.go.kr's tables lose their
// cells' spaces), in a layout no bank numbers its accounts in (6-2-2); masked too (`572015-**-**`).
const ROW_AND_DATE = /^\d{1,2}(?:19|20)\d{2}-(?:0[1-9]|1[0-2]|\*\*)-(?:0[1-9]|[12]\d|3[01]|\*\*)$/u;

export function findAccountNumbers(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const re of [GROUPED, PLAIN]) {
    for (const m of rt.folded.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      const digitCount = m[0].replace(/\D/g, '').length;
      if (digitCount < 10 || digitCount > 16 || ROW_AND_DATE.test(m[0])) continue;
      if (!isIsolatedNumber(rt.folded, start, end) || isExcluded(rt, start, end)) continue;
      if (!hasBankContext(rt.folded, start, WINDOW)) continue;
      spans.push(ruleSpan(rt, start, end, '계좌번호', 0.9, `Account number: ${digitCount} digits in bank context`));
    }
  }
  for (const m of rt.folded.matchAll(MASKED)) {
    const chars = m[0].replace(/-/g, '');
    const digitCount = chars.replace(/\D/g, '').length;
    if (!/[*xX]/.test(chars) || digitCount < 3 || chars.length < 10 || chars.length > 16 || ROW_AND_DATE.test(m[0])) continue;
    const start = m.index;
    const end = start + m[0].length;
    if (isExcluded(rt, start, end) || !hasBankContext(rt.folded, start, WINDOW)) continue;
    spans.push(ruleSpan(rt, start, end, '계좌번호', 0.85, 'Masked account number in bank context'));
  }
  return spans.sort((a, b) => a.start - b.start);
}
