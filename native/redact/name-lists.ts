// Names listed after a found name share its kind (`피고인은 김민수, 붓으, 켰둔펄돛과 공모하여`): the list reader of
// role context (rules/role-context.ts) runs after every person the model or a rule found. Neither the anchor nor an
// item may be a dictionary noun (a model's `표현` must not turn `사실, 의견은` into names).
import { isDictionaryNoun as isNoun } from '../lexicon/common-compound';
import { namesListedAfter } from '../rules/role-context';
import type { Span } from '../types';
import { withSpans } from './span-list';

/**
 * A listed foreign name of several words (`후인 티 하`) may hold the part of it the model found (`티 하`): the whole
 * name replaces those parts, so coverage only grows. Any other overlap (a Korean-shaped item, a span of another
 * category, one reaching outside the item) leaves the item out.
 */
function supersedes(item: Span, overlapping: readonly Span[]): boolean {
  return (
    item.label === '외국인이름' &&
    item.text.includes(' ') &&
    overlapping.every((s) => s.category === 'PERSON' && s.source === 'model' && s.start >= item.start && s.end <= item.end)
  );
}

/** `spans` plus the names listed after its person names that no span covers yet (or covers only in part). */
export function addListedNames(text: string, spans: readonly Span[]): Span[] {
  const anchors = spans.filter((s) => s.category === 'PERSON' && !isNoun(s.text) && /[가-힣]$/u.test(s.text)).map((s) => s.end);
  if (anchors.length === 0) return [...spans];
  const replaced = new Set<Span>();
  const added = namesListedAfter(text, anchors, 'listed after a name').filter((n) => {
    if (isNoun(n.text)) return false;
    const overlapping = spans.filter((s) => s.start < n.end && n.start < s.end);
    if (overlapping.length === 0) return true;
    if (!supersedes(n, overlapping)) return false;
    for (const s of overlapping) replaced.add(s);
    return true;
  });
  const unique = added.filter((n, i) => added.findIndex((m) => m.start === n.start && m.end === n.end) === i);
  return withSpans(spans, unique, replaced);
}
