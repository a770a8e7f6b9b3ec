// A trade name in quotes, where the sentence says it is one: before the kind of business (`‘24시스마트동물병원' 식당에서`,
// `'빅토리노래방' 출입문`, `'서울귀금속'라는 귀금속 세공업소`), after an address or an operator (`2층에 있는
// '온누리마트'에서`, `피해자가 운영하는 ‘탬흖'으로`), or as what one runs (`'횔갔 나이트클럽'을 운영하는데`). In the
// marked release 97–100 % of such quotes hold a marked name (placeholder letters); quoted speech and quoted legal terms
// (`형법상 '폭행'에`, `소위 ‘돌려막기'로`) sit in neither setting. law.go.kr masks these names (`‘☆☆☆☆’ 커피숍`, `‘(상호 2
// 생략)’ 식당`), which hold no letter and are passed over. Like business-at-address.ts it fills gaps; it also completes
// the model's part of a quoted name.
import { isDictionaryNoun, isNounOrCompound } from '../lexicon/common-compound';
import { alternation } from '../rules/alternation';
import { NOT_NAMES } from '../rules/role-context-words';
import { ruleSpan } from '../rules/span';
import { labelInfo } from '../taxonomy';
import type { Span } from '../types';
import { nameRange } from './head-nouns';
import { QUOTE_CLOSE, QUOTE_OPEN } from './quotes';
import { byPosition, withSpans } from './span-list';
import { isQuotedMark, markQuotes, type Stretch } from './trademarks';

/** The kinds of business a quoted trade name is put before. */
export const BUSINESS_KINDS: readonly string[] = [
  '식당', '음식점', '주점', '노래주점', '노래방', '노래연습장', '호프', '카페', '커피숍', '다방', '편의점', '마트', '슈퍼',
  '가게', '매장', '상점', '점포', '업소', '업체', '술집', '사무실', '사무소', '호텔', '모텔', '여관', '펜션', '병원', '의원',
  '한의원', '치과', '약국', '학원', '미용실', '사우나', '찜질방', '헬스장', '오락실', '피시방', 'PC방', '백화점', '고시원',
  '고시텔', '마사지샵', '공장', '농장', '교회', '안경점', '볼링장', '당구장', '골프장', '나이트클럽', '노래클럽', '유치원',
  '대리점', '보험대리점', '대행사', '광고대행사',
];
const KIND = alternation(BUSINESS_KINDS);
/** The particles and place words a kind of business takes glued (`편의점에서`, `식당앞`), as a regular expression's source. */
export const KIND_PARTICLES = '에서|에|의|을|를|이|가|은|는|으로|로|과|와|도|내|앞|안';
const PARTICLE_AFTER = `(?:${KIND_PARTICLES}|입구|출입문|계산대)?(?![가-힣])`;
// Where the quoted thing stands: at an address (`… 45, `, `3층 `, `에 있는 `, `소재 `), or run by someone.
const AT_ADDRESS = '(?:\\d(?:번지|호|층)?,? |에 있는 |에 위치한 |소재 )';
const RUN_BY = '(?:운영하는 |운영하던 |운영의 |경영하는 |근무하는 |일하는 )';
// A name: letters, digits and the few signs trade names carry; no clause punctuation, so speech is never read.
const NAME = '([가-힣A-Za-z0-9][가-힣A-Za-z0-9&()·\\- ]{0,28}[가-힣A-Za-z0-9)])';

const BEFORE_KIND = new RegExp(`${QUOTE_OPEN}${NAME}${QUOTE_CLOSE} ?(?:${KIND})${PARTICLE_AFTER}`, 'gu');
const IN_SETTING = new RegExp(`(?<=${RUN_BY})${QUOTE_OPEN}${NAME}${QUOTE_CLOSE}`, 'gu');
// … even a word of the dictionary where the sentence is at the place or deals with it (에서, 에, 에게, 앞, 내, a kind of
// business: `귤등이 운영하는 ‘국가대표'에서`, `운영의 'D' 식당`):
// of the release's 206 quotes after 운영하는 / 운영의, 203 hold a marked name; the other three are what one runs that is
// no place (`콜센터를 운영하는 '총책'을 필두로`, `은행이 운영하는 '국민주택기금대출'과`).
const AT_THE_PLACE = new RegExp(`^(?:에서|에게|에|앞|내|안|입구|출입문|계산대| ?(?:${KIND}))(?![가-힣])`, 'u');
// What one runs, manages or takes over (`'횔갔 나이트클럽'을 운영하는데`): the release marks a name in all 30 such quotes.
const RUN_OBJECT = new RegExp(`${QUOTE_OPEN}${NAME}${QUOTE_CLOSE}(?:을|를) (?:운영|경영|인수)`, 'gu');
// At an address even a word of the dictionary is the name (`193에 있는 ‘상부상조'에서`): of the release's 303 quotes
// right after an address, 299 hold a marked name and none of the other four is a dictionary word.
const AT_AN_ADDRESS = new RegExp(`(?<=${AT_ADDRESS})${QUOTE_OPEN}${NAME}${QUOTE_CLOSE}`, 'gu');
// `'서울귀금속'라는 귀금속 세공업소`, `'한빛'이라는 상호로`.
const CALLED = new RegExp(
  `${QUOTE_OPEN}${NAME}${QUOTE_CLOSE}(?:이)?라는 (?:상호|상호명|업체명|회사명|(?:[가-힣]+ )?[가-힣]*(?:${KIND}|업체|업소|회사))${PARTICLE_AFTER}`,
  'gu',
);
// `"박장대소" 상호의 식당`: what the sentence calls a trade name is one, a dictionary word too (the release marks all five
// quotes right before 상호).
const TRADE_NAMED = new RegExp(`${QUOTE_OPEN}${NAME}${QUOTE_CLOSE} ?상호(?:명)?(?:의|로|를|인)?(?![가-힣])`, 'gu');
// `‘삼성전기' 대표 피해자`, `'해외증권사' 대표이사인`: a quote the sentence names the representative, staff or members
// of is a body's name, a word of the dictionary too (the release marks all five such quotes; law.go.kr has none).
const OF_A_BODY = new RegExp(`${QUOTE_OPEN}${NAME}${QUOTE_CLOSE} ?(?:대표이사|대표자|대표|직원|소속)(?:[은는이가을를의와과도인]|에게)?(?![가-힣])`, 'gu');

function generic(name: string, dictionaryNamesToo = false): boolean {
  return (
    NOT_NAMES.has(name) || (!dictionaryNamesToo && isDictionaryNoun(name)) || BUSINESS_KINDS.includes(name) || !/[가-힣A-Za-z]/u.test(name) ||
    /불상|알 수 없는|생략/u.test(name) ||
    // A phrase of everyday nouns names a room or an event, not a business (`'입주자 대표 임시회의장'에서`).
    (name.split(' ').length >= 3 && name.split(' ').every(isNounOrCompound))
  );
}

/** `name` less a kind of business it ends with (`화순 볼링장` → `화순`); courts keep the kind (`'A 볼링장'`). */
function withoutKind(name: string): string {
  const kind = BUSINESS_KINDS.filter((k) => name.endsWith(k) && name.length > k.length).sort((a, b) => b.length - a.length)[0];
  return kind ? name.slice(0, -kind.length).trimEnd() : name;
}

/** [start, end) of each quoted trade name the sentence presents as one. */
function presentedAsBusiness(text: string): Stretch[] {
  const found = new Map<number, number>();
  for (const pattern of [BEFORE_KIND, IN_SETTING, RUN_OBJECT, AT_AN_ADDRESS, CALLED, TRADE_NAMED, OF_A_BODY]) {
    for (const m of text.matchAll(pattern)) {
      const atThePlace = pattern === IN_SETTING && AT_THE_PLACE.test(text.slice(m.index + m[0].length, m.index + m[0].length + 8));
      if (generic(m[1], atThePlace || pattern === AT_AN_ADDRESS || pattern === TRADE_NAMED || pattern === OF_A_BODY)) continue;
      const start = m.index + 1;
      found.set(start, start + m[1].length);
    }
  }
  return [...found].map(([start, end]) => ({ start, end })).sort(byPosition);
}

/** The quoted marks of a trademark judgment (trademarks.ts), its quoted places of business left out. */
export function quotedMarks(text: string): Stretch[] {
  return markQuotes(text, () => presentedAsBusiness(text));
}

/** [start, end) of each quoted trade name the sentence presents as one; none that a trademark judgment quotes as a mark. */
export function quotedBusinessNames(text: string): Stretch[] {
  const found = presentedAsBusiness(text);
  const marks = markQuotes(text, () => found);
  return found.filter((q) => !isQuotedMark(marks, 'BUSINESS', q.start, q.end));
}

const LABEL = labelInfo('기업명');
const SCORE = 0.8;

/**
 * `spans` plus the quoted trade names no span touches; a quoted name the model read only part of
 * (`'[온누리생활]용품DC마트'에서`) is taken whole, unless a person's name is inside it. The kind stays outside, as courts
 * write it (`'A병원'`, `주식회사 B`).
 */
export function addQuotedBusinessNames(text: string, spans: readonly Span[]): Span[] {
  const added: Span[] = [];
  const widened = new Set<Span>();
  for (const quoted of quotedBusinessNames(text)) {
    const surface = text.slice(quoted.start, quoted.end);
    const range = nameRange(surface, LABEL.id);
    const start = quoted.start + range.start;
    const end = quoted.start + Math.min(range.end, withoutKind(surface).length);
    if (end <= start) continue;
    const inside = [...spans, ...added].filter((s) => s.start < end && start < s.end);
    const reason = 'organisation: quoted trade name';
    if (inside.length === 0) {
      added.push(ruleSpan(text, start, end, LABEL.id, SCORE, reason));
    } else if (inside.every((s) => s.start >= start && s.end <= end && s.category !== 'PERSON') && !inside.some((s) => s.start === start && s.end === end)) {
      inside.forEach((s) => widened.add(s));
      added.push({ ...inside[0], start, end, text: text.slice(start, end), reason: `${inside[0].reason ?? inside[0].source}; widened to the quoted trade name` });
    }
  }
  return withSpans(spans, added, widened);
}
