// The number of a bus's route (`90 마을버스에서 하차`, `1002번 시내버스`): where a person got on or off, narrowed to a
// line. The release marks every number it writes before 버스 (its labels 버스번호, 노선번호, 번호). Not a station's exit
// (`3번 출구`): the release marks 70 of its 83, the model finds those, and a rule for all of them found, on the
// development draws, two the model missed and eight the release leaves plain. A subway line (`2호선`) it leaves plain.
import type { Span } from '../types';
import { asRuleText, isExcluded, type RuleText } from './rule-text';
import { ruleSpan } from './span';

// Not a count (`버스 2대`) nor the bus's own station, depot or company (`버스정류장`, `버스회사`).
const ROUTE = /(?<![\d\-.,:~가-힣A-Za-z])(\d{1,4}(?:-\d{1,2})?)(?=번? ?(?:마을|시내|광역|좌석|간선|지선|순환|직행|심야|공항)?버스(?!정류|터미널|차고|회사|기사|승강|노선))/gu;
const SCORE = 0.85;

export function findBusRoutes(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(ROUTE)) {
    const end = m.index + m[1].length;
    if (!isExcluded(rt, m.index, end)) spans.push(ruleSpan(rt, m.index, end, '노선번호', SCORE, 'transit: a bus route’s number'));
  }
  return spans;
}
