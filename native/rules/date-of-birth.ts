// A full date of birth (`1942년 6월 27일생`, `(1970. 5. 23.생)`, `생년월일: 1985. 3. 4.`) identifies with a name beside
// it; a year alone (`2005년생`) is what courts publish and stays. Dates elsewhere are exclusions, never spans.
import type { Span } from '../types';
import { isValidDate } from './birth-date';
import { asRuleText, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const DATE = String.raw`((?:19|20)\d{2})\s?(?:년\s?|\.\s?)(\d{1,2})\s?(?:월\s?|\.\s?)(\d{1,2})\s?(?:일|\.)?`;
// The date, then 생 or 출생 not starting another word (`생활`, `생산`); or 생년월일 before it.
const BORN_AFTER = new RegExp(`(?<![\\d.])${DATE}(?=\\s?(?:생|출생)(?![가-힣])|\\s?(?:생|출생)(?:이|인|으로|의|이고|이며)(?![가-힣]))`, 'gu');
const BORN_BEFORE = new RegExp(`(?<=생년월일\\s{0,3}[:：]?\\s{0,3})${DATE}`, 'gu');

export function findDatesOfBirth(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const re of [BORN_AFTER, BORN_BEFORE]) {
    for (const m of rt.folded.matchAll(re)) {
      if (!isValidDate(Number(m[1]), Number(m[2]), Number(m[3]))) continue;
      const end = m.index + m[0].trimEnd().length;
      spans.push(ruleSpan(rt, m.index, end, '생년월일', 0.9, 'date of birth (a full date before 생 or after 생년월일)'));
    }
  }
  return spans;
}
