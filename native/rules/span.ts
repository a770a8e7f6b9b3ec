import { labelInfo } from '../taxonomy';
import type { Span } from '../types';
import type { RuleText } from './rule-text';

export function ruleSpan(rt: RuleText, start: number, end: number, label: string, score: number, reason: string): Span {
  const info = labelInfo(label);
  return {
    start,
    end,
    text: rt.original.slice(start, end),
    label: info.id,
    category: info.category,
    tier: info.tier,
    score,
    source: 'rule',
    reason,
  };
}
