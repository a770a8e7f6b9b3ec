// 이메일주소: local@domain.tld with a well-formed local part and domain labels; a Korean particle after the
// top-level domain (`…@naver.com으로`) stays outside the span.
import type { Span } from '../types';
import { asRuleText, isExcluded, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const EMAIL = /(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+-]{1,64})@((?:[A-Za-z0-9-]{1,63}\.)+[A-Za-z]{2,24})(?![A-Za-z0-9-]|\.[A-Za-z0-9])/g;

export function isValidEmailParts(local: string, domain: string): boolean {
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return domain.split('.').every((label) => label.length > 0 && !label.startsWith('-') && !label.endsWith('-'));
}

export function findEmails(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(EMAIL)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!isValidEmailParts(m[1], m[2]) || isExcluded(rt, start, end)) continue;
    spans.push(ruleSpan(rt, start, end, '이메일주소', 0.95, 'E-mail: well-formed local part and domain'));
  }
  return spans;
}
