// Names listed after a found name share its kind (`피고인은 김민수, 붓으, 켰둔펄돛과 공모하여`): the list reader of
// role context (rules/role-context.ts) runs after every person the model or a rule found. Neither the anchor nor an
// item may be a dictionary noun (a model's `표현` must not turn `사실, 의견은` into names).
import { isDictionaryNoun as isNoun } from '../lexicon/common-compound';
import { namesListedAfter } from '../rules/role-context';
import type { Span } from '../types';

/** `spans` plus the names listed after its person names that no span covers yet. */
export function addListedNames(text: string, spans: readonly Span[]): Span[] {
  const anchors = spans.filter((s) => s.category === 'PERSON' && !isNoun(s.text) && /[가-힣]$/u.test(s.text)).map((s) => s.end);
  if (anchors.length === 0) return [...spans];
  const added = namesListedAfter(text, anchors, 'listed after a name').filter(
    (n) => !isNoun(n.text) && !spans.some((s) => s.start < n.end && n.start < s.end),
  );
  const unique = added.filter((n, i) => added.findIndex((m) => m.start === n.start && m.end === n.end) === i);
  return unique.length ? [...spans, ...unique].sort((a, b) => a.start - b.start || b.end - a.end) : [...spans];
}
