// Once an entity is found, every other mention of it is found too: a name missed once is a name leaked.
import { isDictionaryNoun } from '../lexicon/common-compound';
import type { Span } from '../types';
import { derivedSpan } from './derived-span';
import { gluedHeadAt, headClosesAt, trailingHead } from './head-nouns';
import { splitKoreanName, PARTY_ROLE_WORDS, SURNAME_SUFFIXES } from './korean-names';
import { oneSyllablePartyMentions } from './one-syllable-parties';
import { foreignNameWords } from './spaced-names';
import { afterPartyRole, isTokenAt } from './token-match';
import { endsName, endsWithTitle, endsWord, particleChainAt, startsWord } from './word-boundary';

// Words a judgment uses as words, which a name's last syllables can spell (`박판사` → `판사`, `김정의` → `정의`)
// or a model can mistake for a name: never searched for (a full name is still found everywhere).
const NOT_SEARCHED = new Set([
  ...PARTY_ROLE_WORDS, '판사', '검사', '변호', '대법관', '재판장', '주심', '법원', '사건', '주문', '이유', '증거', '사실', '판결',
  '법률', '재판', '정의', '민주', '자유', '평화', '진실', '국민', '대한', '사랑', '희망', '미래', '은혜', '소망', '하늘', '바다',
]);

/** A surface worth searching for: one character, or a short run of digits, matches too much by chance. */
export function isPropagatable(surface: string): boolean {
  const s = surface.trim();
  // A model mistaking `피해자` for a name must not blank every 피해자 in the judgment.
  if (s.length < 2 || NOT_SEARCHED.has(s)) return false;
  return /\p{L}/u.test(s) || s.length >= 4;
}

// Entities whose name may be read in fragments elsewhere (`[나심울르] 이크발은` where `나심울르 이크발` is a business
// found twice, `위 [겨자씨] 선교회에` where `사단법인 겨자씨 선교회` was read whole, `[백메]가 영업권` where `백메가` was):
// the whole mention takes the fragments' place, as it does for a person; the court operator still leaves a kind it
// ends in visible (`A교회`). Fragments that leave only that kind keep their place (`[대구]은행` beside `대구은행`,
// `[롯데케미칼] 공장` beside `롯데케미칼 공장`): nothing of the name shows there.
const NAMED: ReadonlySet<Span['category']> = new Set(['BUSINESS', 'INSTITUTION', 'ORGANIZATION', 'CULTURE', 'PRODUCT', 'SERVICE']);

function mayReplaceFragments(c: Candidate): boolean {
  return c.seed.category === 'PERSON' || NAMED.has(c.seed.category);
}

/** True when the spans inside a mention of `c` at [start, end) leave nothing of it uncovered but its trailing kind. */
function onlyKindLeft(text: string, c: Candidate, start: number, end: number, inside: readonly Span[]): boolean {
  const head = trailingHead(c.surface, c.seed.label, c.seed.category);
  if (!head) return false;
  for (let i = start; i < end - head.length; i++) {
    if (!/\s/u.test(text[i]) && !inside.some((s) => s.start <= i && i < s.end)) return false;
  }
  return true;
}

/** True for a PERSON label naming a Korean person (or a bare category, which mostly does). */
export function isKoreanNameLabel(span: Pick<Span, 'category' | 'label'>): boolean {
  return span.category === 'PERSON' && (span.label === '내국인이름' || span.label === 'PERSON');
}


/** The reason a propagated copy of a name's other mention carries. */
function anotherMentionReason(seedText: string): string {
  return `propagated: another mention of “${seedText}”`;
}

/** The reason a Korean name's given name searched alone carries, and the name read back from it (across-breaks.ts). */
function givenNameReason(seedText: string): string {
  return `propagated: given name of “${seedText}”`;
}
const GIVEN_NAME_REASON = /^propagated: given name of “([가-힣]+)”/u;

/** The Korean name whose given name a propagated span copies, from its reason; undefined for any other span. */
export function givenNameSeedOf(reason: string | undefined): string | undefined {
  return GIVEN_NAME_REASON.exec(reason ?? '')?.[1];
}

interface Candidate {
  surface: string;
  seed: Span;
  reason: string;
  /** The kind glued after the seed where it was read (`시장` of `[망원]시장에서`), for a body's name; else ''. */
  kind: string;
}

/**
 * `[망원]시장에서 … 망원시장을`: a body's name that was read before a kind glued to it is found again before the same kind
 * (the name alone is searched as a whole word, which a kind glued after it is not). Not a dictionary word, which before
 * a kind is that kind's compound as often (`뉴잠보 관광 [나이트]클럽`, read once, six false spans where it recurs).
 */
function kindAfterSeed(text: string, seed: Span): string {
  return NAMED.has(seed.category) && !isDictionaryNoun(seed.text) ? gluedHeadAt(text, seed.end, seed.label) : '';
}

function candidatesOf(text: string, seed: Span): Candidate[] {
  const out: Candidate[] = [];
  if (isPropagatable(seed.text)) out.push({ surface: seed.text, seed, reason: anotherMentionReason(seed.text), kind: kindAfterSeed(text, seed) });
  for (const word of foreignNameWords(seed)) {
    if (isPropagatable(word)) out.push({ surface: word, seed, reason: `propagated: a word of “${seed.text}”`, kind: '' });
  }
  if (isKoreanNameLabel(seed)) {
    const parts = splitKoreanName(seed.text);
    if (parts && parts.given.length >= 2 && seed.text.length >= 3 && !NOT_SEARCHED.has(parts.given)) {
      out.push({ surface: parts.given, seed, reason: givenNameReason(seed.text), kind: '' });
    }
  }
  return out;
}

function propagatedSpan(text: string, seed: Span, start: number, end: number, reason: string): Span {
  // A party read from a role or the header stays a party: `김영수와 변호인은` names no attorney.
  const why = /^(?:role|header): /u.test(seed.reason ?? '') ? `${reason} (${seed.reason})` : reason;
  return { ...derivedSpan(text, seed, start, end, why), ...(seed.role ? { role: seed.role } : {}) };
}

/** `신위대표가 운영하는`: a glued title ends a name a role names or no dictionary word spells. */
function titleFollows(text: string, end: number, c: Candidate): boolean {
  if (c.seed.category !== 'PERSON' || !endsWithTitle(text, end)) return false;
  return /^(?:role|header): /u.test(c.seed.reason ?? '') || !isDictionaryNoun(c.surface);
}

/** The kind the candidate's seed was read before follows the mention ending at `end` (kindAfterSeed). */
function sameKindFollows(text: string, end: number, c: Candidate): boolean {
  return c.kind !== '' && headClosesAt(text, end, c.kind);
}

/** Whole-word occurrences of every candidate in one pass over the text (candidates are keyed by two characters). */
function findAll(text: string, candidates: readonly Candidate[]): { c: Candidate; start: number }[] {
  const byPrefix = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const key = c.surface.slice(0, 2);
    const list = byPrefix.get(key) ?? [];
    list.push(c);
    byPrefix.set(key, list);
  }
  const found: { c: Candidate; start: number }[] = [];
  for (let i = 0; i + 1 < text.length; i++) {
    const list = byPrefix.get(text.slice(i, i + 2));
    if (!list) continue;
    for (const c of list) {
      const end = i + c.surface.length;
      if (!text.startsWith(c.surface, i) || !(endsName(text, end) || titleFollows(text, end, c) || sameKindFollows(text, end, c))) continue;
      if (startsWord(text, i) || (c.seed.category === 'PERSON' && afterPartyRole(text, i))) found.push({ c, start: i });
    }
  }
  return found;
}

/** `홍 씨`, `홍씨`, `홍군`, `홍양`: only the surname becomes a span; the suffix stays. */
function surnameMentions(text: string, seed: Span, taken: Uint8Array): Span[] {
  const parts = isKoreanNameLabel(seed) ? splitKoreanName(seed.text) : undefined;
  if (!parts || seed.text.length < 2) return [];
  const out: Span[] = [];
  const s = parts.surname;
  for (let i = text.indexOf(s); i >= 0; i = text.indexOf(s, i + 1)) {
    if (i > 0 && /[\p{L}\p{N}]/u.test(text[i - 1]) && !afterPartyRole(text, i)) continue;
    const end = i + s.length;
    const spaced = text[end] === ' ';
    const suffixAt = spaced ? end + 1 : end;
    // A spaced `이 군` is as likely to be "this county"; only 씨 is taken after a space.
    // `이양` (移讓) and `이군` are words of their own: after 이 only 씨 is taken.
    const suffix = SURNAME_SUFFIXES.find((x) => text.startsWith(x, suffixAt) && (x === '씨' || (!spaced && s !== '이')));
    if (!suffix || !endsWord(text, suffixAt + suffix.length)) continue;
    if (taken.subarray(i, end).some((x) => x !== 0)) continue;
    taken.fill(1, i, end);
    out.push(propagatedSpan(text, seed, i, end, `propagated: surname of “${seed.text}” + ${suffix}`));
  }
  return out;
}

/**
 * The words of a person's name (found whole elsewhere) that no span covers where another person span holds the rest
 * and cannot give way to it (`후인 [티 응옥 씨]`): each is covered on its own, so no part of the name stays visible.
 */
function uncoveredRest(text: string, c: Candidate, start: number, end: number, taken: Uint8Array, spans: readonly Span[]): Span[] {
  const others = spans.filter((s) => s.start < end && start < s.end);
  if (others.length === 0 || others.some((s) => s.category !== 'PERSON')) return [];
  const out: Span[] = [];
  for (const m of text.slice(start, end).matchAll(/[\p{L}\p{N}]+/gu)) {
    const a = start + m.index;
    const b = a + m[0].length;
    if (taken.subarray(a, b).every((x) => x === 0)) {
      taken.fill(1, a, b);
      out.push(propagatedSpan(text, c.seed, a, b, `${c.reason} (the words no span covers)`));
    }
  }
  return out;
}

/**
 * The spans plus every other whole-word mention of each found surface (`source: 'propagated'`, same label),
 * the given name alone of a Korean full name (`홍길동` → `길동`) and the surname before 씨/군/양. Longer
 * surfaces claim text first; nothing overlaps an existing span. Sorted by start.
 */
export function propagate(text: string, spans: readonly Span[]): Span[] {
  const taken = new Uint8Array(text.length);
  for (const s of spans) taken.fill(1, Math.max(0, s.start), Math.min(text.length, s.end));
  // Model spans a longer person mention covers whole give way to it (`[스베틀라]나 스미르노바` as BUSINESS, `[장] 팅팅이`
  // where 장 팅팅 was found twice, `[붓]으로부터`): a fragment of a name found elsewhere leaks the rest of it. So do a
  // rule's shorter readings of a name (`피해자 [맺뻥류]등을` read as 맺뻥류 + 등을, where `맺뻥류등(여, 34세)` stands).
  // A fragment may run past the mention into what is no name (`[티 응옥명]의의`, `[티 응옥,]`): a particle or 명의 glued
  // after it, or punctuation; the whole name then takes its place and those characters stay visible.
  const dropped = new Set<Span>();
  const beyondName = (from: number, to: number, after: boolean) =>
    to <= from || /^[^\p{L}\p{N}]+$/u.test(text.slice(from, to)) || (after && particleChainAt(text, from) >= to - from);
  const modelInside = (start: number, end: number): Span[] | undefined => {
    const inside = spans.filter((s) => s.start < end && start < s.end);
    const guess = (s: Span) => s.source === 'model' || (s.source === 'rule' && s.category === 'PERSON');
    const fragment = (s: Span) =>
      guess(s) && beyondName(s.start, start, false) && beyondName(end, s.end, true) && Math.min(s.end, end) - Math.max(s.start, start) < end - start;
    return inside.length > 0 && inside.every(fragment) ? inside : undefined;
  };
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  for (const seed of spans) {
    if (seed.source === 'propagated') continue;
    for (const c of candidatesOf(text, seed)) {
      const key = `${seed.category}\u0000${c.surface}`;
      if (seen.has(key)) continue;
      seen.add(key);
      candidates.push(c);
    }
  }
  const added: Span[] = [];
  // Longer surfaces claim text first, then earlier positions.
  const matches = findAll(text, candidates).sort((a, b) => b.c.surface.length - a.c.surface.length || a.start - b.start);
  for (const { c, start } of matches) {
    const end = start + c.surface.length;
    if (taken.subarray(start, end).some((x) => x !== 0)) {
      // Not where span hygiene would drop the whole mention (`주식회사플레이위드는15억`: a word runs on past it) and so
      // leave the fragments' text bare.
      const replaceable = mayReplaceFragments(c) && (c.seed.category === 'PERSON' || isTokenAt(text, start, end));
      const inside = replaceable ? modelInside(start, end) : undefined;
      const kindOnly = c.seed.category !== 'PERSON' && inside !== undefined && onlyKindLeft(text, c, start, end, inside);
      if (!inside || kindOnly || inside.some((s) => dropped.has(s)) || added.some((a) => a.start < end && start < a.end)) {
        if (c.seed.category === 'PERSON') added.push(...uncoveredRest(text, c, start, end, taken, spans));
        continue;
      }
      for (const s of inside) dropped.add(s);
    }
    taken.fill(1, start, end);
    added.push(propagatedSpan(text, c.seed, start, end, c.reason));
  }
  for (const { seed, start } of oneSyllablePartyMentions(text, spans, taken)) {
    added.push(propagatedSpan(text, seed, start, start + 1, anotherMentionReason(seed.text)));
  }
  const surnameSeeds = new Map<string, Span>();
  for (const seed of spans) {
    const parts = seed.source !== 'propagated' && isKoreanNameLabel(seed) ? splitKoreanName(seed.text) : undefined;
    if (parts && !surnameSeeds.has(parts.surname)) surnameSeeds.set(parts.surname, seed);
  }
  for (const seed of surnameSeeds.values()) added.push(...surnameMentions(text, seed, taken));
  return [...spans.filter((s) => !dropped.has(s)), ...added].sort((a, b) => a.start - b.start || a.end - b.end);
}
