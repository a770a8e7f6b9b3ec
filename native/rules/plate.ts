// 차량번호: 12가3456, 123가4567, 서울12가3456. The syllable must be one the plate system issues — anything else
// (고단, 노, 가합 in a case number) is not a plate.
import type { Span } from '../types';
import { asRuleText, isExcluded, type RuleText } from './rule-text';
import { ruleSpan } from './span';

/** 자가용 가–조·구–주, 사업용 아·바·사·자, 택배 배, 렌터카 하·허·호. */
export const PLATE_SYLLABLES = new Set([
  ...'가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주',
  ...'아바사자배하허호',
]);

const REGIONS = '서울|부산|대구|인천|광주|대전|울산|세종|경기|강원|충북|충남|전북|전남|경북|경남|제주';
// A space may sit before the last four digits; between number and syllable only in the regional form. A line break may
// stand where a space may, or inside the four digits (`14구⏎0952`, `136누94⏎06`: a PDF's wrapped line).
const BREAK = String.raw`(?:\r?\n)`;
const FOUR = String.raw`(\d{4}|\d${BREAK}\d{3}|\d{2}${BREAK}\d{2}|\d{3}${BREAK}\d)`;
const PLATE = new RegExp(String.raw`(?<!\d)(?:(${REGIONS}) ?(\d{1,2}) ?([가-힣])|(\d{2,3})${BREAK}?([가-힣])) ?${BREAK}?${FOUR}(?!\d)(?![-.]\d)`, 'g');

export function findVehiclePlates(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(PLATE)) {
    const region = m[1];
    const syllable = m[3] ?? m[5];
    const start = m.index;
    const end = start + m[0].length;
    if (!PLATE_SYLLABLES.has(syllable) || isExcluded(rt, start, end)) continue;
    const form = region ? 'regional plate' : 'plate';
    spans.push(ruleSpan(rt, start, end, '차량번호', 0.95, `Vehicle ${form}: issued syllable ${syllable}`));
  }
  return spans;
}
