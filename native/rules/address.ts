// 도로명주소 / 지번주소. Under the Supreme Court's rule only the part below 시·군·구 is replaced, so a span
// starts after the last 시·군·구 word (`청주시 상당구 용암로 45, 101동 202호` → `용암로 45, 101동 202호`).
// A road or dong word needs a real number after it, and some sign that this is an address at all.
import type { Span } from '../types';
import {
  ADDRESS_CONTEXT,
  COUNTER_AFTER_NUMBER,
  NOT_DONGS,
  NOT_ROADS,
  isDistrictWord,
  isTownshipWord,
} from './address-words';
import { hasContextBefore } from './context';
import { asRuleText, isExcluded, type RuleText } from './rule-text';
import { ruleSpan } from './span';

// 테헤란로 123, 세종대로 110, 2순환로 1234, 테헤란로12길 34, 용암로12번길 6, 반포대로14가길 5
const ROAD = /(?<![가-힣0-9])(\d{0,2}[가-힣]{1,12}(?:로|길))(\d{1,3}(?:번|가)?길)? ?(\d{1,5}(?:-\d{1,5})?)(?!\d|[-.]\d)/g;
// 용암동 123-4, 관정리 산 12-3번지, 종로1가 12
const LOT = /(?<![가-힣0-9])([가-힣]{1,10}(?:동|리)|[가-힣]{1,10}\d{1,2}가) (산 ?)?(\d{1,5}(?:-\d{1,5})?)(번지)?(?![\d]|[-.]\d)/g;

const BUILDING = String.raw`[가-힣A-Za-z0-9]{0,15}(?:아파트|빌라|맨션|오피스텔|빌딩|타워|주택|연립|하이츠|상가|캐슬|자이|푸르지오|래미안|힐스테이트|아이파크)`;
// `, 101동 202호`, ` 3층`, `, 현대아파트 101동`, `(용암동)`, `(용암동, 현대아파트)`
const TAIL_PART = new RegExp(
  String.raw`,? ?(?:${BUILDING} ?)?(?:지하 ?)?\d{1,4}(?:동|층|호)(?!\d)|,? ?${BUILDING}(?![가-힣])| ?\([가-힣]{1,10}(?:동|리|\d?가)(?:, ?[^()\n]{1,25})?\)`,
  'y',
);

interface Word {
  text: string;
  start: number;
}

function previousWord(folded: string, pos: number): Word | undefined {
  let i = pos;
  while (i > 0 && folded[i - 1] === ' ') i--;
  if (i === pos || i === 0) return undefined;
  let j = i;
  while (j > 0 && /[가-힣0-9]/.test(folded[j - 1])) j--;
  return j < i ? { text: folded.slice(j, i), start: j } : undefined;
}

/** Extend the start back over 읍·면 words that sit below a 시·군 word; report whether a 시·군·구 word precedes. */
function startBelowDistrict(folded: string, coreStart: number): { start: number; afterDistrict: boolean } {
  let start = coreStart;
  let prev = previousWord(folded, start);
  while (prev && isTownshipWord(prev.text)) {
    const before = previousWord(folded, prev.start);
    if (!before || !(isDistrictWord(before.text) || isTownshipWord(before.text))) break;
    start = prev.start;
    prev = before;
  }
  return { start, afterDistrict: prev !== undefined && isDistrictWord(prev.text) };
}

function tailEnd(folded: string, from: number): number {
  let end = from;
  for (;;) {
    TAIL_PART.lastIndex = end;
    const m = TAIL_PART.exec(folded);
    if (!m) return end;
    end += m[0].length;
  }
}

// `덕구로 231 위 대학교`: 위 written apart before another word is the determiner "the said", not a rank (`5위`).
const DETERMINER_AFTER = /^ 위 [가-힣]/u;

/**
 * `5 위`, `3 등`, `12 명`: a count or a rank follows the number, not an address. A hyphenated lot (`237-51 위
 * 대학교`, `13-60 등`) is never counted or ranked: the word after it is prose (`위` "the said").
 */
function counterFollows(folded: string, match: string, coreEnd: number): boolean {
  const after = folded.slice(coreEnd, coreEnd + 5);
  return !/\d-\d/u.test(match) && COUNTER_AFTER_NUMBER.test(after) && !DETERMINER_AFTER.test(after);
}

export function findAddresses(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const { folded } = rt;
  const spans: Span[] = [];
  for (const m of folded.matchAll(ROAD)) {
    const road = m[1];
    if (NOT_ROADS.has(road.replace(/^\d+/, '')) || /으로$/.test(road)) continue;
    const coreEnd = m.index + m[0].length;
    if (counterFollows(folded, m[0], coreEnd)) continue;
    const { start, afterDistrict } = startBelowDistrict(folded, m.index);
    const end = tailEnd(folded, coreEnd);
    const context = hasContextBefore(folded, start, 20, ADDRESS_CONTEXT);
    if (!afterDistrict && end === coreEnd && !context) continue;
    if (isExcluded(rt, start, end)) continue;
    const score = afterDistrict ? 0.9 : 0.85;
    spans.push(ruleSpan(rt, start, end, '도로명주소', score, `Road-name address: ${m[2] ? 'road, side street' : 'road'} + building number`));
  }
  for (const m of folded.matchAll(LOT)) {
    const area = m[1];
    if (NOT_DONGS.has(area)) continue;
    const coreEnd = m.index + m[0].length;
    if (counterFollows(folded, m[0], coreEnd)) continue;
    const { start, afterDistrict } = startBelowDistrict(folded, m.index);
    const end = tailEnd(folded, coreEnd);
    const lotShaped = m[2] !== undefined || m[4] !== undefined || m[3].includes('-');
    const context = hasContextBefore(folded, start, 20, ADDRESS_CONTEXT);
    if (!afterDistrict && !lotShaped && !context) continue;
    if (isExcluded(rt, start, end)) continue;
    const score = afterDistrict ? 0.9 : 0.85;
    spans.push(ruleSpan(rt, start, end, '지번주소', score, `Lot-number address: ${area.endsWith('리') ? '리' : area.endsWith('동') ? '동' : '가'} + lot number`));
  }
  return spans.sort((a, b) => a.start - b.start);
}
