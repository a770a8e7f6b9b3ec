// Serial numbers named as such (`금괴일련번호: KOMSCO2024-000005, MINT2024-G99901`, `IMEI 356789101234567`): one
// object, one owner — as identifying as an account. The word must come first; the shape alone (`2024-000005`) is
// also a case or statute number, which exclusions keep visible.
import type { Span } from '../types';
import { asRuleText, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const SERIAL_WORD = /(?:일련번호|시리얼\s?번호|시리얼\s?넘버|고유번호|제조번호|식별번호|기기번호|단말기\s?번호|IMEI|S\/N)\s{0,3}[:：]?\s{0,3}/giu;
// A serial: letters, digits and hyphens, at least two digits; then more after commas (`A-1, B-2`).
const ITEM = /^[A-Za-z0-9][A-Za-z0-9-]{3,39}(?![A-Za-z0-9-])/u;
const MAX_ITEMS = 20;

export function findSerialNumbers(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(SERIAL_WORD)) {
    let at = m.index + m[0].length;
    for (let k = 0; k < MAX_ITEMS; k++) {
      const item = ITEM.exec(rt.folded.slice(at, at + 41));
      if (!item || (item[0].match(/\d/gu)?.length ?? 0) < 2) break;
      spans.push(ruleSpan(rt, at, at + item[0].length, '번호', 0.9, `serial number after ${m[0].trim().replace(/[:：]$/u, '')}`));
      const next = /^\s?[,，]\s?/u.exec(rt.folded.slice(at + item[0].length, at + item[0].length + 3));
      if (!next) break;
      at += item[0].length + next[0].length;
    }
  }
  return spans;
}
