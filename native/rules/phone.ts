// 전화번호 / 휴대전화번호: Korean numbering plan prefixes only (02, 031–064, 070, 080, 060, 050x, 01x), the right
// number of digits for each, and 15xx/16xx/18xx service numbers.
import type { Span } from '../types';
import { hasContextBefore, isIsolatedNumber } from './context';
import { asRuleText, isExcluded, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const AREA_CODES = new Set(['031', '032', '033', '041', '042', '043', '044', '051', '052', '053', '054', '055', '061', '062', '063', '064']);
const MOBILE_PREFIXES = new Set(['010', '011', '016', '017', '018', '019']);

// Prefixes are prefix-free, so an unseparated run splits one way only.
const PREFIX = String.raw`02|0[3-6][1-5]|0[678]0|050\d|01[016789]`;
const DOMESTIC = new RegExp(String.raw`\((${PREFIX})\) ?|(${PREFIX})([-. ]?)`, 'g');
const INTERNATIONAL = /\+ ?82[-. ]?(?:\(0\) ?)?(1[016789]|2|[3-6][1-5]|[678]0)[-. ]?(?=\d)/g;
const SUBSCRIBER = /^(\d{3,4})([-. ]?)(\d{4})(?!\d)/;
const SERVICE = /(?<!\d)(1[568]\d{2})([-. ]?)(\d{4})(?!\d)/g;
// 010-****-5678, 02-123-XXXX: published judgments mask the middle or the end.
const MASKED = new RegExp(String.raw`(?<![\d+])(?:\((${PREFIX})\) ?|(${PREFIX})[-. ])([\d*xX○]{3,4})[-. ]([\d*xX○]{4})(?![\d*xX○])`, 'g');
const MASK = /[*xX○]/;
const PHONE_CONTEXT = /전화|연락처|휴대폰|핸드폰|대표번호|고객센터|콜센터|팩스|FAX|Tel|TEL/i;

interface Candidate {
  start: number;
  /** Domestic prefix with its leading 0 (`010`, `02`). */
  prefix: string;
  /** Offset where the subscriber digits begin. */
  bodyStart: number;
  separated: boolean;
}

function validMiddle(prefix: string, middle: string): boolean {
  if (prefix === '010' || prefix === '070' || prefix.startsWith('050')) return middle.length === 4 || (prefix !== '010' && middle.length === 3);
  if (prefix === '02' || AREA_CODES.has(prefix) || MOBILE_PREFIXES.has(prefix) || prefix === '080' || prefix === '060') return true;
  return false;
}

function labelOf(prefix: string): string {
  return MOBILE_PREFIXES.has(prefix) ? '휴대전화번호' : '전화번호';
}

function candidates(folded: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of folded.matchAll(DOMESTIC)) {
    if (/[\d+]/.test(folded[m.index - 1] ?? '')) continue;
    const prefix = m[1] ?? m[2];
    out.push({ start: m.index, prefix, bodyStart: m.index + m[0].length, separated: m[1] !== undefined || m[3] !== '' });
  }
  for (const m of folded.matchAll(INTERNATIONAL)) {
    out.push({ start: m.index, prefix: '0' + m[1], bodyStart: m.index + m[0].length, separated: true });
  }
  return out;
}

export function findPhoneNumbers(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const c of candidates(rt.folded)) {
    const body = SUBSCRIBER.exec(rt.folded.slice(c.bodyStart, c.bodyStart + 12));
    if (!body) continue;
    const end = c.bodyStart + body[0].length;
    if (!isIsolatedNumber(rt.folded, c.start, end) || isExcluded(rt, c.start, end)) continue;
    if (!validMiddle(c.prefix, body[1])) continue;
    const separated = c.separated || body[2] !== '';
    const label = labelOf(c.prefix);
    const kind = label === '휴대전화번호' ? 'Mobile' : 'Phone';
    // An unseparated landline-shaped run may as well be an account: leave room for a bank-context reading to win.
    const score = separated || label === '휴대전화번호' ? 0.95 : 0.85;
    spans.push(ruleSpan(rt, c.start, end, label, score, `${kind}: ${c.prefix} prefix, ${body[1].length}+4 digits`));
  }
  for (const m of rt.folded.matchAll(SERVICE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!isIsolatedNumber(rt.folded, start, end) || isExcluded(rt, start, end)) continue;
    const context = hasContextBefore(rt.folded, start, 20, PHONE_CONTEXT);
    if (m[2] === '' && !context) continue;
    spans.push(ruleSpan(rt, start, end, '전화번호', context ? 0.95 : 0.9, `Phone: ${m[1]} service number`));
  }
  for (const m of rt.folded.matchAll(MASKED)) {
    const prefix = m[1] ?? m[2];
    if (!MASK.test(m[3] + m[4]) || !validMiddle(prefix, m[3])) continue;
    const start = m.index;
    const end = start + m[0].length;
    if (isExcluded(rt, start, end)) continue;
    const label = labelOf(prefix);
    spans.push(ruleSpan(rt, start, end, label, 0.9, `${label === '휴대전화번호' ? 'Mobile' : 'Phone'}: ${prefix} prefix, masked digits`));
  }
  return spans.sort((a, b) => a.start - b.start);
}
