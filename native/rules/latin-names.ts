// Names in Latin letters where the sentence says a person stands: after a party role (`원고 NGUYEN VAN AN은`,
// `피고인 John Smith는`, glued to it where a judgment is printed without spaces: `원고PERERA AUNG는`) or before the sex and age a court writes after a name (`Tran Thi Mai(여, 28세)`). The model
// has seen few Latin names and reads their words as a product, a place or a business, one letter each (`A B C`); the
// role reader (role-context.ts) reads Hangul only. A company in Latin letters (`피고 Samsung Electronics Co., Ltd.`,
// `원고 LG전자`, `피고 KT는`) is left to the organisation readers.
import { particleChainAt } from '../redact/word-boundary';
import type { Span } from '../types';
import { alternation } from './alternation';
import { LATIN_WORD, latinPerson, personShaped } from './latin-person';
import { namesListedBeforeRecord, PATTERN_SCORE, recordFollows, ROLE_SCORE, SEX } from './role-context';
import { STRONG_ROLE_WORDS, WEAK_ROLE_WORDS } from './role-context-words';
import { asRuleText, type RuleText } from './rule-text';
import { ruleSpan } from './span';

// Up to four words (`Maria Clara de Santos` has a lower-case particle: such a name is read to its last capital).
const NAME = `${LATIN_WORD}(?: ${LATIN_WORD}){0,3}`;
// A family word announces a name with the copula only (`처인 Maria`), as in role-context.ts.
const ROLE = `(?:${alternation(STRONG_ROLE_WORDS)})인?|(?:${alternation(WEAK_ROLE_WORDS)})인`;
const AFTER_ROLE = new RegExp(`(?<![가-힣A-Za-z0-9])(?:${ROLE}) {0,3}(${NAME})(?![A-Za-z0-9&])`, 'gu');
// … and bare, two words or more written as a person's (`latinPerson`), after a family word or an acquaintance (`지인
// KHAN BINOD, 피해자를 만나`: what else stands there in Latin letters is one word, `친구 SNS`, `지인 Kakao`, which this
// leaves to the copula form), or after a strong role with `과`/`와` (`피고인과 TRAN THI MAI, 삼낭 응운은 공모하여`: the
// release marks 108 of the 125 words after `피고인과`/`피해자와`, the rest dates and quotes).
const AFTER_ROLE_BARE = new RegExp(
  `(?<![가-힣A-Za-z0-9])(?:${alternation(WEAK_ROLE_WORDS)}|(?:${alternation(STRONG_ROLE_WORDS)})[과와]) {1,3}(${LATIN_WORD}(?: ${LATIN_WORD}){1,3})(?![A-Za-z0-9&])`,
  'gu',
);
const BEFORE_DEMOGRAPHIC = new RegExp(`(?<![A-Za-z0-9&.] ?)(${NAME})(?= ?\\(\\s?${SEX}\\))`, 'gu');
// `임대인(TRAN MARIA CLARA) 명의의`: a role with the name in parentheses after it.
const IN_ROLE_PARENS = new RegExp(`(?<![가-힣A-Za-z0-9])(?:${ROLE}) ?\\((${NAME})(?=\\))`, 'gu');
// `국민은행 GURUNG MARIA CLARA 팀장이라고`, `PERERA Jose 팀장`: a name of two words or more before a title a person holds,
// written as a person's (a family name in capitals before a given name is a passport's way), no acronym beside a word.
const TITLE = alternation(['팀장', '과장', '대리', '실장', '부장', '차장', '사장', '대표', '이사', '주임', '계장', '상무', '전무', '소장', '원장', '씨', '님']);
const BEFORE_TITLE = new RegExp(`(?<![A-Za-z0-9&.] ?)(${LATIN_WORD}(?: ${LATIN_WORD}){1,3})(?= ?(?:${TITLE})(?:님)?(?:이라고|이라는|입니다|이다|이고|의|에게|은|는|이|가|을|과|께서|으로부터)?(?![가-힣]))`, 'gu');
// The record of what a person said, after the name (`GURUNG THI MAI에 대한 진술조서`, `John Smith의 법정진술`), read by
// role-context.ts's record patterns, as after a Hangul name; in a list, the records of each (각) name every item before
// it too (`뗏 산다 마웅, WIN Suman에 대한 각 경찰 진술조서`), Latin or Hangul, which namesListedBeforeRecord reads for both.
const BEFORE_RECORD = new RegExp(`(?<![A-Za-z0-9&.]|[A-Za-z0-9&] )(${LATIN_WORD}(?: ${LATIN_WORD}){1,3})(?=에 대한 |의 )`, 'gu');
// `피고 Apple 주식회사`, `원고 Kia 자동차`: a company word next.
const COMPANY_NEXT = /^ ?(?:주식회사|유한회사|회사|법인|코리아|은행|그룹|㈜)/u;

/** What follows the name ends a name: a particle chain, a parenthesis, punctuation or a space (never `LG전자`). */
function endsAsName(folded: string, end: number): boolean {
  const next = folded[end] ?? '';
  if (!/[가-힣]/u.test(next)) return !COMPANY_NEXT.test(folded.slice(end, end + 6));
  let wordEnd = end;
  while (/[가-힣]/u.test(folded[wordEnd] ?? '')) wordEnd++;
  return particleChainAt(folded.slice(end, wordEnd) + ' ', 0) === wordEnd - end;
}

function spansOf(rt: RuleText, re: RegExp, reason: string, score: number): Span[] {
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(re)) {
    const name = m[1];
    // The name closes the match in both patterns (the parenthesis is a lookahead).
    const end = m.index + m[0].length;
    const start = end - name.length;
    if (!personShaped(name) || !endsAsName(rt.folded, end)) continue;
    spans.push(ruleSpan(rt, start, end, '외국인이름', score, reason));
  }
  return spans;
}

/** Latin names before a person's record, and the items listed before a record of each (`A, B에 대한 각 진술조서`). */
function beforeRecords(rt: RuleText): Span[] {
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(BEFORE_RECORD)) {
    const end = m.index + m[0].length;
    if (!recordFollows(rt.folded.slice(end, end + 40)) || !latinPerson(m[1])) continue;
    const span = ruleSpan(rt, m.index, end, '외국인이름', PATTERN_SCORE, 'pattern: a name in Latin letters before a record of what a person said');
    spans.push(span, ...namesListedBeforeRecord(rt, span));
  }
  return spans;
}

export function findLatinNames(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const found: Span[] = [];
  const add = (spans: Span[]) => found.push(...spans.filter((d) => !found.some((r) => r.start < d.end && d.start < r.end)));
  add(spansOf(rt, AFTER_ROLE, 'role: a name in Latin letters', ROLE_SCORE));
  add(spansOf(rt, AFTER_ROLE_BARE, 'role: a name in Latin letters', ROLE_SCORE).filter((s) => latinPerson(s.text)));
  add(spansOf(rt, BEFORE_DEMOGRAPHIC, 'pattern: a name in Latin letters before (남/여, N세)', ROLE_SCORE));
  add(spansOf(rt, IN_ROLE_PARENS, 'role: a name in Latin letters in parentheses', ROLE_SCORE));
  add(spansOf(rt, BEFORE_TITLE, 'pattern: a name in Latin letters before a title', PATTERN_SCORE).filter((s) => latinPerson(s.text)));
  add(beforeRecords(rt));
  return found;
}
