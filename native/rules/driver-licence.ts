// 운전면허번호: RR-YY-NNNNNN-CC with a licensing-region code 11–28, or the older form with the region's name
// (서울 12-345678-90). Unhyphenated 12-digit runs need 면허 in context.
import type { Span } from '../types';
import { hasContextBefore, isIsolatedNumber } from './context';
import { asRuleText, isExcluded, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const REGIONS = '서울|부산|경기|강원|충북|충남|전북|전남|경북|경남|제주|대구|인천|광주|대전|울산|세종';
const CODED = /(?<!\d)(1[1-9]|2[0-8])([- ]?)(\d{2})\2(\d{6})\2(\d{2})(?!\d)/g;
const NAMED = new RegExp(String.raw`(?<![가-힣])(?:${REGIONS}) ?(\d{2})-(\d{6})-(\d{2})(?!\d)`, 'g');
const CONTEXT = /면허/;

export function findDriverLicences(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(CODED)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!isIsolatedNumber(rt.folded, start, end) || isExcluded(rt, start, end)) continue;
    const context = hasContextBefore(rt.folded, start, 20, CONTEXT);
    if (m[2] === '' && !context) continue;
    spans.push(ruleSpan(rt, start, end, '운전면허번호', context ? 0.95 : 0.9, `Driver's licence: region code ${m[1]}`));
  }
  for (const m of rt.folded.matchAll(NAMED)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!isIsolatedNumber(rt.folded, start, end) || isExcluded(rt, start, end)) continue;
    spans.push(ruleSpan(rt, start, end, '운전면허번호', 0.95, "Driver's licence: region name form"));
  }
  return spans;
}
