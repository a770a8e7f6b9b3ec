// The short name a judgment gives a party it has just named (`주식회사 껑깝욤횔(이하 ‘병뇐’이라 한다)`): the alias
// identifies the body or person as the name does, and every later mention uses it. In the release, after a marked name,
// the alias is marked 19 times; the 19 others are what a court calls a party by its role (`피해자 회사`, `이 사건
// 아파트`, `피해회사`, `매수인 회사`), all everyday words. law.go.kr masks both (`△△ (이하 ‘△△ ’라 한다)`).
import { isNounOrCompound } from '../lexicon/common-compound';
import { isNotName } from '../rules/role-context';
import { ruleSpan } from '../rules/span';
import { labelInfo } from '../taxonomy';
import type { CategoryId, Span } from '../types';
import { nameRange } from './head-nouns';
import { QUOTE_CLOSE, QUOTE_OPEN } from './quotes';
import { partInside, reshaped, touches, withSpans } from './span-list';

/** A quoted word of up to `max` characters, as a capturing group. */
function quoted(max: number): string {
  return `${QUOTE_OPEN}([^${QUOTE_CLOSE.slice(1, -1)}\\n]{1,${max}})${QUOTE_CLOSE}`;
}

// `(이하 ‘X’라 한다)`, `(이하 "X"이라 한다)`, `(이하 X라고 한다)`, `(이하 ‘X’라고만 한다)`, `(이하 ‘X’라 함)`, with the
// space lost (`(이하‘X’라 한다)`), and after what the parenthesis gives first (`(대원, 이하 '대원'이라고 함)`, `(대표이사
// F, 이하 'E'이라 한다)`).
const ALIAS = new RegExp(`\\((?:[^()\\n]{1,40}?, ?)?이하 ?(?:${quoted(24)}|([가-힣A-Za-z0-9&]{1,12}))(?:이?라 ?(?:고 ?)?(?:만 ?)?(?:한다|함|칭한다|칭함)|\\.?\\))`, 'gu');

// `뇌예준(일명 ‘해성’, …)`, `김철수(별명 짱구)`: the name a person goes by; after a marked name the release marks all 30
// (16 as nicknames, 13 as names), dictionary words too.
const NICKNAME = new RegExp(`\\((?:일명|별명|예명|닉네임)[:：]? ?(?:${quoted(20)}|([가-힣A-Za-z0-9]{1,12}))(?=[,，)\\s])`, 'gu');
const NICKNAME_LABEL = labelInfo('닉네임');

// The handle one goes by online, quoted after the word for it (`위챗 대화명 '별빛속으로'`, `닉네임 'I'로 활동`,
// `피고인 계정 'B'에 게시`): the release marks all eight such quotes; the one it leaves is a sentence (`‘닌텐도 스위치
// 판매합니다'라는 글`), which holds more words than a handle.
const HANDLE_SCORE = 0.8;
const HANDLE = new RegExp(`(?<![가-힣])(?:대화명|닉네임|아이디|계정명|계정)(?:은|는|이|가|을|를|인)? ?${quoted(24)}`, 'gu');

// What an alias is given for: a named body or person, not a number or a place the court publishes.
const NAMED: ReadonlySet<CategoryId> = new Set(['PERSON', 'BUSINESS', 'INSTITUTION', 'ORGANIZATION', 'PRODUCT', 'SERVICE']);

/** The span that ends right before `at` (spaces between, or the head word the name's core leaves: `□□빌딩(이하`). */
function namedBefore(text: string, spans: readonly Span[], at: number): Span | undefined {
  let end = at;
  while (end > 0 && text[end - 1] === ' ') end--;
  return spans.find((s) => NAMED.has(s.category) && s.end <= end && end - s.end <= 6 && /^[가-힣]*$/u.test(text.slice(s.end, end)) && (s.end === end || nameRange(text.slice(s.start, end), s.label).end <= s.end - s.start));
}

/** True when every letter of `short` stands in `name`, in order (`대통` of `대한통운`, `KT` of `KT&G`). */
function abbreviates(short: string, name: string): boolean {
  let i = 0;
  for (const c of short.replace(/\s/gu, '')) {
    i = name.indexOf(c, i) + 1;
    if (i === 0) return false;
  }
  return true;
}

/**
 * The alias' name part, without a head word of its own (`‘한빛 회사’` → `한빛`; one glued to it stays, as in the name:
 * `‘한국유기인증센터’`), if it shortens the name or, for a body, a word of it is no everyday word. A person's alias that
 * is not a shortening of the name is the role the judgment goes on calling them by (`‘부검감정의’`, `‘피고인’`).
 */
function aliasCore(alias: string, named: Span): { start: number; end: number } | undefined {
  const range = nameRange(alias, named.label);
  const r = /\s/u.test(alias.slice(range.end, range.end + 1)) || range.end === alias.length ? range : { start: range.start, end: alias.length };
  const core = alias.slice(r.start, r.end);
  // `(이하 ‘갑’이라 한다)`: one letter is a party's placeholder, and would seed every `갑` of the judgment.
  if (core.replace(/\s/gu, '').length < 2 || !/[가-힣A-Za-z]/u.test(core) || /^(?:이|그|위|본|동|당) /u.test(core)) return undefined;
  if (abbreviates(core, named.text)) return r;
  if (named.category === 'PERSON') return undefined;
  const words = core.split(/\s+/u);
  // `피해자 회사`, `이 사건 아파트`, `피해회사`: a role or everyday words name no one.
  if (words.every((w) => isNounOrCompound(w) || isNotName(w) || !/[가-힣A-Za-z]/u.test(w))) return undefined;
  return r;
}

/** `spans` plus each alias given right after a named span, of the span's category, where nothing marks it yet. */
export function addAliases(text: string, spans: readonly Span[]): Span[] {
  const added: Span[] = [];
  const retired = new Set<Span>();
  for (const m of text.matchAll(ALIAS)) {
    const named = namedBefore(text, spans, m.index);
    if (!named) continue;
    const alias = m[1] ?? m[2];
    const aliasStart = m.index + m[0].indexOf(alias);
    const core = aliasCore(alias.trimEnd(), named);
    if (!core) continue;
    const start = aliasStart + core.start;
    const end = aliasStart + core.end;
    if (touches(spans, start, end)) continue;
    added.push(ruleSpan(text, start, end, named.label, named.score, `alias: the name given to “${named.text}”`));
  }
  for (const m of text.matchAll(NICKNAME)) {
    const named = namedBefore(text, spans, m.index);
    const nickname = (m[1] ?? m[2]).trim();
    if (named?.category !== 'PERSON' || nickname.length < 2 || !/[가-힣A-Za-z]/u.test(nickname) || isNotName(nickname)) continue;
    const start = m.index + m[0].indexOf(nickname);
    const end = start + nickname.length;
    if (touches(spans, start, end)) continue;
    added.push(ruleSpan(text, start, end, NICKNAME_LABEL.id, named.score, `alias: the name “${named.text}” goes by`));
  }
  for (const m of text.matchAll(HANDLE)) {
    const handle = m[1].trim();
    if (handle.split(/\s+/u).length > 2 || !/[가-힣A-Za-z0-9]/u.test(handle) || isNotName(handle)) continue;
    const start = m.index + m[0].lastIndexOf(handle);
    const end = start + handle.length;
    const all = [...spans, ...added];
    const part = partInside(all, start, end);
    if (!touches(all, start, end)) {
      added.push(ruleSpan(text, start, end, NICKNAME_LABEL.id, HANDLE_SCORE, 'alias: a handle quoted after the word for it'));
    } else if (part?.source === 'model') {
      // The model's part of it (`'[별빛속]으로'`) takes the whole handle.
      retired.add(part);
      added.push(reshaped(text, part, start, end, 'widened to the handle quoted after the word for it'));
    }
  }
  return withSpans(spans, added, retired);
}
