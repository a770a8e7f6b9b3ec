// A spaced name read back from `명의`, `작성의`, `의 법정진술` (rules/role-context.ts wordsBeforeNamePatterns) around the
// model's reading of its last words (`처인 당 [반 롱] 명의로`): the whole name replaces the part, as a listed name does
// (name-lists.ts), so coverage only grows. Alone, such a reading is only a suspect; the model's span is what confirms
// a person stands there.
import { nounPieces } from '../lexicon/common-compound';
import { wordsBeforeNamePatterns } from '../rules/role-context';
import type { Span } from '../types';
import { derivedSpan } from './derived-span';
import { withSpans } from './span-list';

// The determiners wordsBeforeNamePatterns reads as name words (it stops at 위, 그, 각, 당시, 등 … itself).
const DETERMINERS = new Set(['동', '본']);

/** A word the name may gain: no determiner, no noun or compound of nouns (`보험계약자 바흐티요르이바노프 명의`). */
function mayOpenName(word: string): boolean {
  return !DETERMINERS.has(word) && !nounPieces(word);
}

/** `spans` with each model person span that ends a longer spaced name before a name pattern widened to that name. */
export function widenToPatternNames(text: string, spans: readonly Span[]): Span[] {
  let out: Span[] | undefined;
  for (const w of wordsBeforeNamePatterns(text)) {
    const name = text.slice(w.start, w.end);
    if (!name.includes(' ')) continue;
    const current = out ?? spans;
    const inside = current.filter((s) => s.start < w.end && w.start < s.end);
    const part = inside.find((s) => s.end === w.end);
    const ok =
      part &&
      part.start > w.start &&
      inside.every((s) => s.category === 'PERSON' && s.source === 'model' && s.start >= w.start && s.end <= w.end) &&
      // `9. 9.경 영현주 명의`: the name starts a word of its own.
      /^[\s,(]?$/u.test(text[w.start - 1] ?? '') &&
      text.slice(w.start, part.start).trim().split(' ').every(mayOpenName);
    if (!ok) continue;
    const whole = derivedSpan(text, part, w.start, w.end, `name: the whole name ${w.reason}`);
    out = withSpans(current, [whole], new Set(inside));
  }
  return out ?? [...spans];
}
