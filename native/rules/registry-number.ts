// Registry and receipt numbers: `접수 제117536호`, `접수번호 2013-12345`, `등록번호 제0123456호`, `출원번호
// 10-2020-0012345`. One decision (README, Rule recognizers): the whole number is a span of its own fine label, as
// law.go.kr writes `(접수번호 1 생략)`, `(등록번호 2 생략)`: with the date and the registry office it finds the
// owner's record. Never a piece of it (`485` of `제221485호`), never left beside a redacted twin.
import type { Span } from '../types';
import { asRuleText, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const LABEL_OF: Readonly<Record<string, string>> = { 접수: '접수번호', 접수번호: '접수번호', 등기번호: '접수번호', 등록번호: '등록번호', 출원번호: '출원번호' };

// The context word, then (after a colon or a few spaces) `제N호` or a bare number with hyphens. `등록번호판` (a plate)
// and `접수된`, `접수하였다` never match: a number must follow, and not a date's year (`등록일 / 등록번호 : 1996. 4. 3.`).
// Only these may stand glued before the word: `주민등록번호`, `사업자등록번호`, `법인등록번호` are other identifiers.
const REGISTRY = /(?<![가-힣])(?:저당권설정|근저당권설정|소유권이전|등기|특허|실용신안|디자인|상표|의장|자동차)?(접수번호|등기번호|등록번호|출원번호|접수)(?![가-힣])\s{0,3}[:：]?\s{0,3}(제\s?\d[\d-]*\s?호|\d{2,}(?:-\d+)+|\d{4,})(?![\d-])(?!\.\s?\d{1,2}\.)/g;

export function findRegistryNumbers(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(REGISTRY)) {
    const start = m.index + m[0].length - m[2].length;
    const end = m.index + m[0].length;
    const label = LABEL_OF[m[1]];
    spans.push(ruleSpan(rt, start, end, label, 0.95, `${label}: a number after ${m[1]} (registry/receipt numbers are redacted whole)`));
  }
  return spans;
}
