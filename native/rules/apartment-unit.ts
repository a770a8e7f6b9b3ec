// 동 / 호 of a building written without its street (`이 사건 아파트 101동 202호`): both parts must be there,
// since `3동` or `202호` alone is as likely a district office or an exhibit number.
import type { Span } from '../types';
import { asRuleText, isExcluded, type RuleText } from './rule-text';
import { ruleSpan } from './span';

// law.go.kr text lost its spaces in places: glued to the building's name (`마포그랑자이아파트105동 1704호`) the number still
// starts the unit; any other word glued before it (`제3동`, `A-3동`) does not.
const UNIT = /(?:(?<![\d가-힣A-Za-z-])|(?<=(?:아파트|빌라|맨션|오피스텔|연립|빌딩|타워)))(\d{1,4})동 ?(?:(?:지하 ?)?\d{1,3}층 ?)?(\d{1,5})호(?!\d|증)/g;

export function findApartmentUnits(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(UNIT)) {
    const start = m.index;
    const end = start + m[0].length;
    if (isExcluded(rt, start, end)) continue;
    const dongEnd = start + m[1].length + 1;
    const hoStart = end - m[2].length - 1;
    spans.push(ruleSpan(rt, start, dongEnd, '동', 0.9, 'Building number (동) followed by a unit number (호)'));
    spans.push(ruleSpan(rt, hoStart, end, '호', 0.9, 'Unit number (호) after a building number (동)'));
  }
  return spans;
}
