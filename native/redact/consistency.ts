// One surface, one decision: a string redacted at one place is redacted wherever it stands as a token (numbers
// included), by the same rule the leak check matches with (its separators dropped too), so an export never trips over
// a twin the engine left; a person's name also where a line break splits a twin, which the check cannot see.
// A user who rejects one of these occurrences keeps it visible; the export then leaves that surface out of the
// check (native/app-service/replacements.ts).
import { findExclusions, type TextRange } from '../rules/exclusions';
import { foldForMatching } from '../rules/normalize';
import type { Span } from '../types';
import { derivedSpan } from './derived-span';
import { isProvinceOfAddress, protectedWordAround, SHORT_NUMBER } from './hygiene';
import { quotedMarks } from './quoted-business';
import { PUBLIC_BODY_ROLES } from './roles';
import { compactOf, twinOccurrences, type Compact } from './token-match';
import { isQuotedMark, type Stretch } from './trademarks';

/** Shorter surfaces (one syllable, one digit) occur inside everything; the leak check skips them too. */
const MIN_SURFACE = 2;

function isGuess(s: Span): boolean {
  return s.source === 'model' || s.source === 'propagated';
}

/** A guessed span of `surface` runs on into a head word (`[대구]은행`): the name of a body there, not the province. */
function gluedToHead(text: string, spans: readonly Span[], surface: string): boolean {
  return spans.some((s) => isGuess(s) && /[가-힣]/u.test(text[s.end] ?? '') && text.slice(s.start, s.end).trim() === surface);
}

function consistencySpan(text: string, seed: Span, start: number, end: number): Span {
  return derivedSpan(text, seed, start, end, `consistency: the same “${seed.text.trim()}” is redacted elsewhere`);
}

/**
 * The spans at [start, end) where each lies inside it and none has a role, or null: a twin read shorter there
 * (`[구로구] 갑` where `구로구 갑` is redacted elsewhere) is redacted whole, or its rest stands where the check finds the
 * whole surface.
 */
function shorterInside(spans: readonly Span[], start: number, end: number): Span[] | null {
  const over = spans.filter((s) => s.start < end && start < s.end);
  return over.every((s) => !s.role && s.start >= start && s.end <= end && s.end - s.start < end - start) ? over : null;
}

/**
 * The spans plus a span at every token occurrence of a redacted surface (`twinOccurrences`) that no span covers or
 * only shorter spans do (those give way).
 * Spans with a role (kept by default) seed nothing: a kept judge's name is not a redaction. A surface that also stands
 * inside a legal term or kept word (`성년후견` in `성년후견인`), or as the province of an address (`서울` in
 * `서울 종로구 …`, which the court leaves visible; unless a guess of it runs into a head, `[대구]은행`), or as a quoted
 * mark of a trademark judgment (`주식회사 마담포라` where `"마담포라"` is the mark), or as a word of a kept public body's
 * name (`후쿠오카` of `후쿠오카 공항`; never a person's name), is decided the other way: none of its
 * model or propagated spans stay. Sorted by start. `shortNumbers: false` leaves the twins of numbers of three digits or
 * fewer alone (the leak check does not look for them): on a wrapped text, whose breaks cut the dates that tell them
 * apart.
 */
export function decideConsistently(text: string, spans: readonly Span[], opts: { shortNumbers?: boolean } = {}): Span[] {
  const covered = new Uint8Array(text.length);
  for (const s of spans) covered.fill(1, Math.max(0, s.start), Math.min(text.length, s.end));
  const visible = new Set(spans.filter((s) => s.role).map((s) => text.slice(s.start, s.end).trim()));
  const bodies = spans.filter((s) => s.role && PUBLIC_BODY_ROLES.has(s.role));
  let compact: Compact | undefined;
  const lazyCompact = () => (compact ??= compactOf(text));
  let exclusions: readonly TextRange[] | undefined;
  const lazyExclusions = () => (exclusions ??= findExclusions(foldForMatching(text)));
  let marks: Stretch[] | undefined;
  const lazyMarks = () => (marks ??= quotedMarks(text));
  // One seed per surface: the first, unless a rule's reading of it comes later. The decision to keep none is the
  // guesses' alone, whichever of them stands first (a twin this pass added on a wrapped text's view is a guess, and
  // the last reading on the text as it is would otherwise drop the twins and leave the rule's span).
  const seeds = new Map<string, Span>();
  for (const s of spans) {
    const surface = text.slice(s.start, s.end).trim();
    if (s.role || surface.length < MIN_SURFACE || visible.has(surface)) continue;
    const prior = seeds.get(surface);
    if (!prior || (isGuess(prior) && !isGuess(s))) seeds.set(surface, s);
  }
  const added: Span[] = [];
  const neither = new Set<string>();
  const absorbed = new Set<Span>();
  // Longer surfaces first, so `홍길동` claims its occurrence before `길동` would.
  for (const [surface, seed] of [...seeds].sort((a, b) => b[0].length - a[0].length)) {
    // A short number (`11` of `11동`) is the same number at a twin outside a date, sum, case number or statute, and a
    // day or a part of another number inside one (`2006. 11. 17.`).
    const short = SHORT_NUMBER.test(surface);
    if (short && opts.shortNumbers === false) continue;
    // A person's name is looked for across a line break as well: the one identifier that must never stand.
    const hits = twinOccurrences(text, surface, lazyCompact, seed.category === 'PERSON');
    const markQuoted = (h: { start: number; end: number }) => isQuotedMark(lazyMarks(), seed.category, h.start, h.end);
    // A word of a public body's name the export keeps (`일본 후쿠오카⏎공항`) is published there: a guess of it elsewhere
    // (the city read as a business) would make the export's check refuse the whole document.
    const inBody = (h: { start: number; end: number }) => seed.category !== 'PERSON' && bodies.some((b) => b.start <= h.start && h.end <= b.end);
    const otherwise = (h: { start: number; end: number }) =>
      protectedWordAround(text, h.start, h.end) || (isProvinceOfAddress(text, h.start, h.end) && !gluedToHead(text, spans, surface)) || markQuoted(h) || inBody(h);
    if (isGuess(seed) && hits.some(otherwise)) {
      neither.add(surface);
      continue;
    }
    for (const { start, end } of hits) {
      if (short && lazyExclusions().some((r) => r.start < end && start < r.end)) continue;
      const hit = covered.subarray(start, end);
      if (hit.some((x) => x !== 0)) {
        // Surfaces come longest first: a span this pass added is never the shorter one, only one that overlaps.
        const inner = hit.includes(0) ? shorterInside([...spans, ...added], start, end) : null;
        if (!inner) continue;
        for (const s of inner) absorbed.add(s);
      }
      covered.fill(1, start, end);
      added.push(consistencySpan(text, seed, start, end));
    }
  }
  const kept = spans.filter((s) => !absorbed.has(s) && !(isGuess(s) && neither.has(text.slice(s.start, s.end).trim())));
  if (added.length === 0) return kept;
  return [...kept, ...added].sort((a, b) => a.start - b.start || a.end - b.end);
}
