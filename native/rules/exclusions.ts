// Stretches of a judgment that look numeric but are never personal identifiers: case numbers, statute
// citations, dates, money, times, percentages, areas, fractions, counts, ages, court sections and the court's own
// omission markers. Every recognizer drops a candidate that touches one, and span hygiene drops model spans inside one.

export interface TextRange {
  start: number;
  end: number;
  kind: ExclusionKind;
}

export type ExclusionKind =
  | 'case-number'
  | 'statute'
  | 'date'
  | 'money'
  | 'time'
  | 'percent'
  | 'area'
  | 'fraction'
  | 'count'
  | 'age'
  | 'court-section'
  | 'omission';

// A registry or receipt number (`접수 제117536호`, `등록번호 제12345호`) is an identifier, not a citation: the
// statute pattern must not swallow it (native/rules/registry-number.ts finds it).
const NOT_AFTER_REGISTRY = '(?<!(?:접수|번호)\\s{0,3}[:：]?\\s{0,3})';

// A unit written apart from its number (`3 월`, `12 시`, `30 평의`) is one only where no word goes on from it but a
// particle: `대로 3 월드타워`, `세종대로 12 시티타워`, `평화로 123 평화아파트` are a lot number and a building's name.
const PARTICLE_AFTER_UNIT = '[의을를이가은는에도만과와씩경부까쯤께]';
const apart = (unit: string) => `\\s${unit}(?![가-힣](?<!${PARTICLE_AFTER_UNIT}))`;

// An hour or a minute stands after a space, punctuation or a word for the time of day (`오후2시`), never glued to another
// word: `서해24시 보석찜질방` and `스파이더25시` are businesses (no glued time in the release or law.go.kr).
const TIME_START = '(?<!\\d)(?:(?<=오전|오후|새벽|아침|저녁|밤|낮)|(?<![가-힣A-Za-z]))';
// … and a word glued after its 시 is a particle or a word of time (`10시경`, `2시반`, `24시간`): `24시성인 PC방`,
// `24시세차장`, `25시낚시터` are businesses (the release's replacement lists hold nine such 24시/25시 names and a
// `7시리즈`; nothing else is glued after an hour in the release or law.go.kr).
const HOUR = `시(?![가-힣](?<!${PARTICLE_AFTER_UNIT}|[간반전후로]))`;

// `acrossBreaks: false`: a pattern that a line break which took a space's place would fool, read on each line only.
const PATTERNS: readonly { kind: ExclusionKind; re: RegExp; valid?: (m: RegExpExecArray) => boolean; acrossBreaks?: false }[] = [
  // 2023고단1234, 2021가합12345, 2019도1234, 2023카합123: a four-digit year, a case-type code, a serial.
  { kind: 'case-number', re: /(?<!\d)(?:19|20)\d{2}(?![년월일])[가-힣]{1,4}\d{1,7}(?!\d)/g },
  // 96도1234 판결: two-digit years (before 2000) are case numbers when a court word is at hand.
  {
    kind: 'case-number',
    re: /(?<=(?:선고|대법원|법원)\s{0,3})(?<!\d)\d{2}[가-힣]{1,4}\d{1,7}(?!\d)|(?<!\d)\d{2}[가-힣]{1,4}\d{1,7}(?=\s{0,2}(?:판결|결정|사건|호\s?사건))/g,
  },
  // 98다1234-style with a two-syllable code (고단, 가합…) cannot be a plate, which has one syllable.
  // Not across a line break: `합천대로 38번길⏎294` (the break in a space's place) would read as one.
  { kind: 'case-number', re: /(?<![\d가-힣])\d{2}[가-힣]{2,4}\d{1,7}(?!\d)/g, acrossBreaks: false },
  // 서울고법2006누16559, 대전지법 2021가단1234: a court abbreviation glued to the number.
  { kind: 'case-number', re: /(?<=(?:법원|고법|지법|행법|가법|특허법원)\s{0,2})(?:19|20)?\d{2}[가-힣]{1,4}\d{1,7}(?!\d)/g },
  // 2010고합224, 231(병합): serials listed after a case number share its case.
  { kind: 'case-number', re: /(?<=(?:19|20)\d{2}[가-힣]{1,4}\d{1,7},\s?)\d{1,7}(?=\s?\()/g },
  // 형법 제347조 제1항, 제3조의2, 법률 제12345호, 제2023-12호 (not `제7항공통신전대`, a unit's name).
  {
    kind: 'statute',
    re: new RegExp(`${NOT_AFTER_REGISTRY}제\\s?\\d+(?:-\\d+)*\\s?(?:조|항(?!공)|호|목|장|절|편|관|권|회|차|기|면|쪽|심|단계|종|류|급|학교군)(?:\\s?의\\s?\\d+)?`, 'g'),
  },
  // 제1062조에서, 제1의 다항, 제2, 3항, 갑 제2, 3, 12 내지 16호증: ordinals and lists and ranges of them in a citation
  // or a list of evidence (내지 is "to").
  {
    kind: 'statute',
    re: /(?<=제\s?\d+(?:조|항|호)?(?:(?:,\s?| 내지 )\d+)*(?:,\s?| 내지 ))\d+(?=\s?(?:조|항|호|,| 내지 ))|제\d+(?=의\s?[가-힣])|제\s?\d+(?=(?:,\s?| 내지 )\d+\s?(?:조|항|호))/g,
  },
  // 2020. 9. 25., 2015. 9. 18.경, 2023-12-25, 2023/12/25, 2023.12.25
  {
    kind: 'date',
    re: /(?<![\d.])(?:19|20)\d{2}\s?([./-])\s?(\d{1,2})\s?\1\s?(\d{1,2})(?:\s?\.)?(?:경|자|까지|부터)?(?![\d])/g,
    valid: (m) => Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[3]) >= 1 && Number(m[3]) <= 31,
  },
  // 2020. 9. (month only), 2020년 9월 25일, 9월 25일
  { kind: 'date', re: /(?<![\d.])(?:19|20)\d{2}\.\s?(?:1[0-2]|0?[1-9])\.(?!\s?\d)/g },
  {
    kind: 'date',
    re: new RegExp(`(?<!\\d)(?:\\d{2,4}(?:년|${apart('년')})\\s?)?\\d{1,2}(?:월|${apart('월')})(?:\\s?\\d{1,2}(?:일|${apart('일')}))?|(?<!\\d)\\d{2,4}(?:년|${apart('년')})`, 'g'),
  },
  // 607,605,479원, 4억 원, 1,000만 원, 3만 달러, 1,234,567 (a grouped amount without a unit). The unit 원 is followed by
  // a particle or the like (`원을`, `원씩`, `원짜리`, `원권`: every syllable after a number and 원 in the release and the
  // law.go.kr judgments) or by no Hangul; a lot number before a word 원 opens is an address (`부석면 278 원룸`).
  {
    kind: 'money',
    re: /(?<![\d,])\d[\d,]*(?:\.\d+)?\s?(?:(?:조|억|천만|백만|십만|만|천)\s?(?:\d[\d,]*\s?(?:조|억|천만|백만|십만|만|천)?\s?)*)?(?:원(?![가-힣])|원(?=[을의에이으과와은씩만권짜뿐까보정상도임입가대어밖])|달러|엔|유로|위안|불(?![가-힣]))|(?<![\d,])\d[\d,]*\s?(?:억|천만|백만|만)(?![가-힣])/g,
  },
  { kind: 'money', re: /(?<![\d,.-])\d{1,3}(?:,\d{3})+(?![\d,동호층])/g },
  // 14:30, 14:30:05, 14시 30분, 오후 2시
  { kind: 'time', re: /(?<![\w:.])(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?![\w:])/g },
  {
    kind: 'time',
    re: new RegExp(`${TIME_START}\\d{1,2}(?:${HOUR}|${apart('시')})(?:\\s?\\d{1,2}(?:분|${apart('분')}))?(?:\\s?\\d{1,2}(?:초|${apart('초')}))?|${TIME_START}\\d{1,2}(?:분|${apart('분')})(?:\\s?\\d{1,2}(?:초|${apart('초')}))?`, 'g'),
  },
  // 12.5%, 30퍼센트, 1프로; not a word 프로 opens after a lot number (`신정리 344 프로테크건물`).
  { kind: 'percent', re: /(?<![\d.])\d+(?:\.\d+)?\s?(?:%|퍼센트|프로(?![가-힣]))/g },
  // 1,085평, 843㎡, 12.5m², 3,000제곱미터, 2ha: areas of land and buildings.
  { kind: 'area', re: new RegExp(`(?<![\\d,.])\\d[\\d,]*(?:\\.\\d+)?(?:평|${apart('평')}|\\s?(?:㎡|m²|m2|제곱미터|㎢|헥타르|ha|a\\b|㎥|세제곱미터))`, 'g') },
  // 2/28 지분, 1/3지분, 3분의 1: shares and fractions; not the path of a URL (`…/parenting101/445566`).
  { kind: 'fraction', re: /(?<![\w/.])\d+\s?\/\s?\d+(?![\d/.])|(?<!\d)\d+\s?분의\s?\d+/g },
  // 소 10두, 3명의, 2개, 소주 5병, 10회에, 3번째, 27세, 외 4필지의, 2대를, 3장을, 2채를, 3건의: a number counting
  // things or years, glued to its counter and followed by a particle or no Hangul. Rooms, floors, buildings and lots
  // (호, 층, 동, 번지) stay numbers of an address, and a plate's 두 has its digits after it (`56두9454`). None of the
  // 8,498 counts in the held-out draws touches a value; in the release no marked value stands before 필지, 건, 대, 장 or
  // 채 with its digits (`면목로 222 외 4필지의 토지`: a count of lots, which the model read as a business).
  { kind: 'count', re: /(?<![\d,.\-])\d{1,4}(?:두|마리|명|개|병|회|번째|차례|세|필지|건|대|장|채)(?:(?=[의이가은는을를과와도만에씩])|(?![가-힣]|\s?\d))/g },
  // (여, 27), (남, 27세): the age after a sex in a person's description (none of 2,945 in the draws is a value).
  { kind: 'age', re: /(?<=[(（](?:남|여)\s?,\s?)\d{1,3}(?=\s?(?:세\s?)?[)）,])/g },
  // 제3민사부, 제1형사부, 형사2부, 민사12단독: court sections.
  {
    kind: 'court-section',
    re: /제\s?\d+\s?(?:민사|형사|가사|행정|특별|파산|회생|특허)?\s?(?:부|재판부)(?![가-힣])|(?:민사|형사|가사|행정|파산|회생)\s?\d+\s?(?:부|단독|재판부)(?![가-힣])/g,
  },
  // (주소 생략), (접수번호 1 생략), [별지 생략], 차량번호 2 생략: law.go.kr's own omission markers; and the word
  // 생략 that closes one after what was left (`(86수3523 생략)`: a refilled number, then the court's word, no value).
  { kind: 'omission', re: /[([]\s?(?:[가-힣A-Za-z·]{1,12}\s?){0,3}(?:\d{1,3}\s?)?생략\s?[)\]]|(?<![가-힣])생략(?=\s?[)\]])/g },
];

// A statute's name is public, whatever the model makes of an unfamiliar one (`군인복무규율`, `상표법시행규칙`): a
// word ending as statutes end, right before an article (`… 제2조`, with the amendment note between, if any); a crime
// named after one (`유해화학물질관리법위반`); an annex (`별표 2`).
const STATUTE_NAME = '[가-힣]{1,20}(?:법|법률|령|규칙|규율|규정|조례)';
const STATUTE_WORDS: readonly RegExp[] = [
  new RegExp(`(?<![가-힣])${STATUTE_NAME}(?=\\s?(?:\\([^()\\n]{0,60}\\)\\s?)?제\\s?\\d+\\s?조)`, 'gu'),
  new RegExp(`(?<![가-힣])${STATUTE_NAME}위반`, 'gu'),
  /별표\s?\d+/gu,
];

/** The statute names and annexes of the text, and every other standalone mention of a name cited with an article. */
function statuteRanges(folded: string): TextRange[] {
  const ranges: TextRange[] = [];
  const names = new Set<string>();
  for (const [k, re] of STATUTE_WORDS.entries()) {
    for (const m of folded.matchAll(re)) {
      ranges.push({ start: m.index, end: m.index + m[0].length, kind: 'statute' });
      if (k === 0 && m[0].length >= 4) names.add(m[0]);
    }
  }
  // `대통령령인 군인복무규율도`: the name cited with an article elsewhere in the judgment.
  const found = new Set(ranges.map((r) => r.start));
  for (const name of names) {
    for (let i = folded.indexOf(name); i >= 0; i = folded.indexOf(name, i + 1)) {
      if (!found.has(i) && !/[가-힣]/u.test(folded[i - 1] ?? '')) ranges.push({ start: i, end: i + name.length, kind: 'statute' });
    }
  }
  return ranges;
}

/** What the patterns and statute names find in `folded`; in a text `joined` over line breaks, not what a break fools. */
function rangesIn(folded: string, joined = false): TextRange[] {
  const ranges: TextRange[] = [];
  for (const { kind, re, valid, acrossBreaks } of PATTERNS) {
    if (joined && acrossBreaks === false) continue;
    for (const m of folded.matchAll(re)) {
      if (valid && !valid(m as RegExpExecArray)) continue;
      ranges.push({ start: m.index, end: m.index + m[0].length, kind });
    }
  }
  ranges.push(...statuteRanges(folded));
  return ranges;
}

// A line break between two characters that are no space: where a PDF's justified lines end, inside a word as often
// as between two (a break that falls on a space takes its place).
const LINE_BREAK = /(?<=\S)\n(?=\S)/gu;

/**
 * The ranges a line break cuts (`99도⏎1095`, `1975. 3. 3⏎1.`, `1,000,⏎000원`): found in the text with those breaks left
 * out, and mapped back over them. Only ranges that hold a break: the others are found where they stand (and joining
 * two lines may hide one, `2019가합1234⏎2019가합5678`). Its own loop, as `compactOf` (redact/token-match.ts) has: one
 * helper taking a predicate for both made `compactOf`, on the leak check's path, about 1.8 times slower.
 */
function rangesCutByBreaks(folded: string): TextRange[] {
  const offsets: number[] = [];
  let joined = '';
  let from = 0;
  for (const m of folded.matchAll(LINE_BREAK)) {
    for (let i = from; i < m.index; i++) offsets.push(i);
    joined += folded.slice(from, m.index);
    from = m.index + 1;
  }
  if (from === 0) return [];
  for (let i = from; i < folded.length; i++) offsets.push(i);
  joined += folded.slice(from);
  const out: TextRange[] = [];
  for (const r of rangesIn(joined, true)) {
    const start = offsets[r.start];
    const end = offsets[r.end - 1] + 1;
    if (end - start > r.end - r.start) out.push({ start, end, kind: r.kind });
  }
  return out;
}

// The rules, hygiene (twice) and consistency each ask for one judgment's exclusions: the last answer is kept.
let last: { folded: string; ranges: readonly TextRange[] } | undefined;

/**
 * Ranges over the folded text, sorted by start; ranges of different kinds may overlap. A range a wrapped line's end
 * cuts counts as one.
 */
export function findExclusions(folded: string): readonly TextRange[] {
  if (last?.folded === folded) return last.ranges;
  const ranges = Object.freeze([...rangesIn(folded), ...rangesCutByBreaks(folded)].sort((a, b) => a.start - b.start || a.end - b.end));
  last = { folded, ranges };
  return ranges;
}
