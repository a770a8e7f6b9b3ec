import { labelInfo } from '../taxonomy';
import type { Span } from '../types';
import type { RuleText } from './rule-text';

/** A span a rule made; `text` is the document, or the rule text prepared from it. */
export function ruleSpan(text: string | RuleText, start: number, end: number, label: string, score: number, reason: string): Span {
  const info = labelInfo(label);
  return {
    start,
    end,
    text: (typeof text === 'string' ? text : text.original).slice(start, end),
    label: info.id,
    category: info.category,
    tier: info.tier,
    score,
    source: 'rule',
    reason,
  };
}
