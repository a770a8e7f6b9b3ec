// Stretches of a judgment that look numeric but are never personal identifiers: case numbers, statute
// citations, dates, money, times, percentages. Every recognizer drops a candidate that touches one.

export interface TextRange {
  start: number;
  end: number;
  kind: ExclusionKind;
}

export type ExclusionKind = 'case-number' | 'statute' | 'date' | 'money' | 'time' | 'percent';

const PATTERNS: readonly { kind: ExclusionKind; re: RegExp; valid?: (m: RegExpExecArray) => boolean }[] = [
  // 2023고단1234, 2021가합12345, 2019도1234, 2023카합123: a four-digit year, a case-type code, a serial.
  { kind: 'case-number', re: /(?<!\d)(?:19|20)\d{2}(?![년월일])[가-힣]{1,4}\d{1,7}(?!\d)/g },
  // 96도1234 판결: two-digit years (before 2000) are case numbers when a court word is at hand.
  {
    kind: 'case-number',
    re: /(?<=(?:선고|대법원|법원)\s{0,3})(?<!\d)\d{2}[가-힣]{1,4}\d{1,7}(?!\d)|(?<!\d)\d{2}[가-힣]{1,4}\d{1,7}(?=\s{0,2}(?:판결|결정|사건|호\s?사건))/g,
  },
  // 98다1234-style with a two-syllable code (고단, 가합…) cannot be a plate, which has one syllable.
  { kind: 'case-number', re: /(?<![\d가-힣])\d{2}[가-힣]{2,4}\d{1,7}(?!\d)/g },
  // 형법 제347조 제1항, 제3조의2, 법률 제12345호, 제2023-12호.
  {
    kind: 'statute',
    re: /제\s?\d+(?:-\d+)*\s?(?:조|항|호|목|장|절|편|관|권|회|차|기|면|쪽)(?:\s?의\s?\d+)?/g,
  },
  // 2020. 9. 25., 2015. 9. 18.경, 2023-12-25, 2023/12/25, 2023.12.25
  {
    kind: 'date',
    re: /(?<![\d.])(?:19|20)\d{2}\s?([./-])\s?(\d{1,2})\s?\1\s?(\d{1,2})(?:\s?\.)?(?:경|자|까지|부터)?(?![\d])/g,
    valid: (m) => Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[3]) >= 1 && Number(m[3]) <= 31,
  },
  // 2020. 9. (month only), 2020년 9월 25일, 9월 25일
  { kind: 'date', re: /(?<![\d.])(?:19|20)\d{2}\.\s?(?:1[0-2]|0?[1-9])\.(?!\s?\d)/g },
  { kind: 'date', re: /(?<!\d)(?:\d{2,4}\s?년\s?)?\d{1,2}\s?월(?:\s?\d{1,2}\s?일)?|(?<!\d)\d{2,4}\s?년/g },
  // 607,605,479원, 4억 원, 1,000만 원, 3만 달러, 1,234,567 (a grouped amount without a unit)
  {
    kind: 'money',
    re: /(?<![\d,])\d[\d,]*(?:\.\d+)?\s?(?:(?:조|억|천만|백만|십만|만|천)\s?(?:\d[\d,]*\s?(?:조|억|천만|백만|십만|만|천)?\s?)*)?(?:원(?![고금심래인칙본문장])|달러|엔|유로|위안|불)|(?<![\d,])\d[\d,]*\s?(?:억|천만|백만|만)(?![가-힣])/g,
  },
  { kind: 'money', re: /(?<![\d,.-])\d{1,3}(?:,\d{3})+(?![\d,동호층])/g },
  // 14:30, 14:30:05, 14시 30분, 오후 2시
  { kind: 'time', re: /(?<![\w:.])(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?![\w:])/g },
  { kind: 'time', re: /(?<!\d)\d{1,2}\s?시(?:\s?\d{1,2}\s?분)?(?:\s?\d{1,2}\s?초)?|(?<!\d)\d{1,2}\s?분(?:\s?\d{1,2}\s?초)?/g },
  // 12.5%, 30퍼센트
  { kind: 'percent', re: /(?<![\d.])\d+(?:\.\d+)?\s?(?:%|퍼센트|프로)/g },
];

/** Ranges over the folded text, sorted by start; ranges of different kinds may overlap. */
export function findExclusions(folded: string): TextRange[] {
  const ranges: TextRange[] = [];
  for (const { kind, re, valid } of PATTERNS) {
    for (const m of folded.matchAll(re)) {
      if (valid && !valid(m as RegExpExecArray)) continue;
      ranges.push({ start: m.index, end: m.index + m[0].length, kind });
    }
  }
  return ranges.sort((a, b) => a.start - b.start || a.end - b.end);
}
