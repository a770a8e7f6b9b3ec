// URL: http(s)://… and www.… forms. A URL stops at whitespace, quotes, brackets and Hangul (a particle such as
// `…/login에서` stays outside), and sentence punctuation at its end is not part of it.
import type { Span } from '../types';
import { asRuleText, isExcluded, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const URL_RE = /(?<![A-Za-z0-9])(?:https?:\/\/[^\s<>"'`()\[\]{}\u3131-\u318E\uAC00-\uD7A3]+|www\.[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?:[/?#][^\s<>"'`()\[\]{}\u3131-\u318E\uAC00-\uD7A3]*)?)/gi;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

export function findUrls(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(URL_RE)) {
    const raw = m[0].replace(TRAILING_PUNCTUATION, '');
    const start = m.index;
    const end = start + raw.length;
    const host = raw.replace(/^https?:\/\//i, '').split(/[/?#:]/)[0];
    if (!/^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$|^\[?[0-9A-Fa-f:.]+\]?$/.test(host) || isExcluded(rt, start, end)) continue;
    spans.push(ruleSpan(rt, start, end, 'URL', 0.95, `URL: host ${host.includes('.') ? 'with domain' : 'address'}`));
  }
  return spans;
}
