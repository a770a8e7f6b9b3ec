// A name glossed in another script right after it (`원고 황보민철(皇甫敏哲)은`, `피해자 응우옌 티 투 하(Nguyen Thi Thu
// Ha, 여, 29세)`, `주식회사 한빛(Hanbit Co.)`) is the same name: redacting the Hangul and printing the gloss publishes
// it. The model reads Hangul; the gloss is the first item of the parentheses, before `)` or the `,` of what follows.
import type { Span } from '../types';
import { derivedSpan } from './derived-span';
import { touches, withSpans } from './span-list';

const GLOSSED: ReadonlySet<Span['category']> = new Set(['PERSON', 'BUSINESS', 'ORGANIZATION', 'INSTITUTION']);

// Two Chinese characters or more (one is a clan's surname, `고(高)·양(梁)`, or a word: `사(社)`), or Latin words opening
// on a capital, two letters or more (`(여, 29세)` and `(남)` never do; a lone `(D, 여, 21세)` is the release's letter).
const GLOSS = /^ ?\( ?(\p{Script=Han}[\p{Script=Han}·・ ]{0,10}\p{Script=Han}|[A-Z][A-Za-z.'&-]+(?: [A-Za-z.'&-]+){0,6}) ?(?=[),，])/du;

const REASON = 'gloss: ';
const OTHER_SCRIPT = /[\p{Script=Han}A-Za-z]/u;
const HANGUL = /\p{Script=Hangul}/u;

/** True for a span addNameGlosses added. */
export function isGloss(s: Span): boolean {
  return s.reason?.startsWith(REASON) === true;
}

/**
 * The index of the span `spans[i]` glosses (the one just before its parenthesis): a span this step added, or one in
 * Chinese characters or Latin letters the model or a rule found there (`응우옌 티 투 하(Nguyen Thi Thu Ha, …)`).
 */
export function glossedIndex(text: string, spans: readonly Span[], i: number): number | undefined {
  const s = spans[i];
  if (!isGloss(s) && !(OTHER_SCRIPT.test(s.text) && !HANGUL.test(s.text))) return undefined;
  for (let j = i - 1; j >= 0; j--) {
    if (spans[j].end > s.start) continue;
    return spans[j].category === s.category && /^ ?\( ?$/u.test(text.slice(spans[j].end, s.start)) ? j : undefined;
  }
  return undefined;
}

/**
 * Marks the gloss after each name; spans inside the gloss with another category (the model reads `Nguyen Thi Thu Ha`
 * as an address, or only `Anastasia` of `Anastasia Ivanova`) are replaced, so the gloss is the name's mention.
 */
export function addNameGlosses(text: string, spans: readonly Span[]): Span[] {
  const added: Span[] = [];
  const retired = new Set<Span>();
  for (const s of spans) {
    if (!GLOSSED.has(s.category)) continue;
    const m = GLOSS.exec(text.slice(s.end, s.end + 64));
    if (!m?.indices?.[1]) continue;
    const [start, end] = m.indices[1].map((i) => s.end + i);
    const inside = spans.filter((o) => o.start < end && start < o.end);
    // A span reaching outside the gloss, a user's decision or the name's reading of the whole gloss stands.
    const stands = (o: Span) => o.start < start || o.end > end || o.source === 'user' || (o.category === s.category && o.start === start && o.end === end);
    if (inside.some(stands) || touches(added, start, end)) continue;
    for (const o of inside) retired.add(o);
    added.push(derivedSpan(text, s, start, end, `${REASON}${s.text} in another script`));
  }
  return withSpans(spans, added, retired);
}
