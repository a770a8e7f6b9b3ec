// A list of words as one regex alternation, longest first so a longer word wins over its prefix (`피고인` before
// `피고`), each escaped.
export function alternation(words: Iterable<string>): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
    .join('|');
}
