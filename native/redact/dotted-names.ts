// A foreign name written with middle dots between its words (`아누라·디사나야케`, `모에·윈`, `샤히드·이므울르·초드리`), as
// some courts and registration documents write them. The model and the role reader each find a part (`[아누라]·[디사나
// 야케]` as two people, `소외 [모에]·윈` leaving 윈); the whole run is one person. A run is joined only where a person
// span covers a part, and never where every part is a Korean full name (`김철수·이영희`: two people) or a part is a
// dictionary word (`초·중·고등학교`, `한국·미국`).
import { areDottedNameParts, MIDDLE_DOT as DOT } from '../rules/role-context';
import { labelInfo } from '../taxonomy';
import { splitTrailingParticle } from '../tokenizer/particles';
import type { Span } from '../types';
import { replaceableReadings, reshaped, withSpans } from './span-list';

const HANGUL = /[가-힣]/u;
const MAX_PARTS = 4;

interface Run {
  start: number;
  end: number;
  parts: string[];
}

/** The dotted run of Hangul words around `at`, its last word's particle left outside, or undefined. */
function runAround(text: string, at: number): Run | undefined {
  let start = at;
  while (start > 0 && (HANGUL.test(text[start - 1]) || (DOT.test(text[start - 1]) && HANGUL.test(text[start - 2] ?? '')))) start--;
  let end = at;
  while (end < text.length && (HANGUL.test(text[end]) || (DOT.test(text[end]) && HANGUL.test(text[end + 1] ?? '')))) end++;
  const words = text.slice(start, end).split(DOT);
  if (words.length < 2 || words.length > MAX_PARTS) return undefined;
  const last = words[words.length - 1];
  const stem = splitTrailingParticle(last, 1).stem;
  const parts = [...words.slice(0, -1), stem];
  return { start, end: end - (last.length - stem.length), parts };
}

/** Person spans on a part of a dotted name become one span over the whole name. */
export function joinDottedNames(text: string, spans: readonly Span[]): Span[] {
  const retired = new Set<Span>();
  const added: Span[] = [];
  for (const s of spans) {
    if (s.category !== 'PERSON' || s.source === 'user' || retired.has(s) || s.text.includes(' ')) continue;
    if (!DOT.test(text[s.end] ?? '') && !DOT.test(text[s.start - 1] ?? '') && !DOT.test(s.text)) continue;
    const run = runAround(text, s.start);
    if (!run || run.end < s.end || !areDottedNameParts(run.parts) || (run.start === s.start && run.end === s.end)) continue;
    // Another category over a part (`[서울]·부산`) or a user's decision: the run is not read as one name.
    const inside = replaceableReadings(spans, run.start, run.end);
    if (!inside) continue;
    for (const o of inside) retired.add(o);
    added.push({ ...reshaped(text, s, run.start, run.end, `dotted: one name in ${run.parts.length} parts`), label: '외국인이름', tier: labelInfo('외국인이름').tier });
  }
  return withSpans(spans, added, retired);
}
