// 주민등록번호 / 외국인등록번호: YYMMDD-GNNNNNN. The date must exist in the century the gender digit names;
// the 13th digit is a mod-11 check, except on numbers issued since October 2020, which carry none.
import type { Span } from '../types';
import { digitsOf, hasContextBefore, isIsolatedNumber } from './context';
import { isValidBirthDate } from './birth-date';
import { asRuleText, isExcluded, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const RRN_WEIGHTS = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];

const RRN = /(?<!\d)(\d{6})(?: ?- ?)?(\d)(\d{6})(?!\d)/g;
const MASKED_RRN = /(?<!\d)(\d{6}) ?- ?([0-9*xX○●])([0-9*xX○●]{6})(?![\dA-Za-z*○●])/g;
const MASK_CHAR = /[*xX○●]/;

const RRN_CONTEXT = /주민\s?등록\s?번호|주민\s?번호|외국인\s?등록\s?번호|생년월일/;
const CORPORATE_CONTEXT = /법인\s?등록\s?번호|법인\s?번호/;
const CONTEXT_WINDOW = 15;

function weightedSum(digits: number[]): number {
  return RRN_WEIGHTS.reduce((sum, w, i) => sum + w * digits[i], 0);
}

/** Check digit of a resident registration number from its first 12 digits. */
export function rrnCheckDigit(first12: string): number {
  return (11 - (weightedSum(digitsOf(first12)) % 11)) % 10;
}

/** Alien registration numbers issued before 2020 add 2 to the resident check (mod 10). */
export function alienCheckDigit(first12: string): number {
  return (rrnCheckDigit(first12) + 2) % 10;
}

export function isForeignerDigit(genderDigit: number): boolean {
  return genderDigit >= 5 && genderDigit <= 8;
}

function labelFor(genderDigit: number): string {
  return isForeignerDigit(genderDigit) ? '외국인등록번호' : '주민등록번호';
}

export function findResidentNumbers(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(RRN)) {
    const start = m.index;
    const end = start + m[0].length;
    const gender = Number(m[2]);
    if (!isIsolatedNumber(rt.folded, start, end) || isExcluded(rt, start, end)) continue;
    if (!isValidBirthDate(m[1], gender)) continue;
    const rrnContext = hasContextBefore(rt.folded, start, CONTEXT_WINDOW, RRN_CONTEXT);
    if (!rrnContext && hasContextBefore(rt.folded, start, CONTEXT_WINDOW, CORPORATE_CONTEXT)) continue;
    const first12 = m[1] + m[2] + m[3].slice(0, 5);
    const check = Number(m[3][5]);
    const label = labelFor(gender);
    const kind = label === '주민등록번호' ? 'RRN' : 'Alien registration number';
    const checkOk = check === rrnCheckDigit(first12) || (isForeignerDigit(gender) && check === alienCheckDigit(first12));
    if (checkOk) {
      spans.push(ruleSpan(rt, start, end, label, 1, `${kind}: valid date, check digit ok`));
    } else if (rrnContext) {
      // Since October 2020 the last digits are random: a valid date under an explicit label is still a number.
      spans.push(ruleSpan(rt, start, end, label, 0.9, `${kind}: valid date, no check digit (post-2020 form), labelled in context`));
    }
  }
  for (const m of rt.folded.matchAll(MASKED_RRN)) {
    const start = m.index;
    const end = start + m[0].length;
    const tail = m[2] + m[3];
    if (!MASK_CHAR.test(tail) || isExcluded(rt, start, end)) continue;
    const gender = /\d/.test(m[2]) ? Number(m[2]) : undefined;
    if (gender !== undefined && gender > 9) continue;
    if (!isValidBirthDate(m[1], gender)) continue;
    const label = gender !== undefined && isForeignerDigit(gender) ? '외국인등록번호' : '주민등록번호';
    spans.push(ruleSpan(rt, start, end, label, 0.95, 'Masked registration number: valid date, masked tail'));
  }
  return spans.sort((a, b) => a.start - b.start);
}
