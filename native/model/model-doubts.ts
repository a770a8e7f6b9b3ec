// Where the model hesitated: words it left unmarked although an identifier label came a close second, and spans it
// found but scored below the bar. Nothing here is redacted; the words are offered to the reviewer as suspects
// (redact/suspects.ts), because a name of a shape the model never saw is most often a near miss, not a blind one.
import { splitTrailingParticle } from '../tokenizer/particles';
import { resolveLabel } from '../taxonomy';
import type { ModelDoubt } from '../types';
import { decodeBio, type ParsedLabel, type TokenSpan } from './bio-decode';
import type { TokenTag } from './softmax';

const LETTER = /[\p{L}\p{N}]/u;

/** The type (fine label or category) a doubtful token leans to: its own, or its runner-up's when it chose O. */
function leaning(tag: TokenTag, labels: readonly ParsedLabel[], floor: number): string | undefined {
  const own = labels[tag.label];
  if (own.kind !== 'O') return undefined;
  if (tag.second === undefined || (tag.secondProb ?? 0) < floor) return undefined;
  const second = labels[tag.second];
  return second.kind === 'O' ? undefined : second.type;
}

/**
 * Stretches of the text the model nearly marked: runs of tokens whose runner-up label (an identifier) reaches
 * `floor`, and decoded spans scoring under `minScore`, each widened to its whole words and given back without a
 * trailing particle (`뇌믈뎅찻은` → `뇌믈뎅찻`). Sorted by start, never overlapping. `decoded`: the tags' BIO spans,
 * when the caller has them already.
 */
export function findModelDoubts(
  text: string,
  offsets: readonly [number, number][],
  tags: readonly TokenTag[],
  labels: readonly ParsedLabel[],
  minScore: number,
  floor: number,
  decoded: readonly TokenSpan[] = decodeBio(tags, labels),
): ModelDoubt[] {
  const votes: (string | undefined)[] = tags.map((t) => leaning(t, labels, floor));
  const scores: number[] = tags.map((t, i) => (votes[i] === undefined ? 0 : (t.secondProb ?? 0)));
  for (const s of decoded) {
    if (s.score >= minScore) continue;
    for (let i = s.start; i < s.end; i++) {
      votes[i] = s.type;
      scores[i] = s.score;
    }
  }
  const out: ModelDoubt[] = [];
  for (let i = 0; i < tags.length; ) {
    if (votes[i] === undefined) {
      i++;
      continue;
    }
    let j = i;
    const count = new Map<string, number>();
    let score = 0;
    while (j < tags.length && votes[j] !== undefined) {
      count.set(votes[j]!, (count.get(votes[j]!) ?? 0) + 1);
      score = Math.max(score, scores[j]);
      j++;
    }
    const doubt = toDoubt(text, offsets[i][0], offsets[j - 1][1], count, score);
    if (doubt && (!out.length || doubt.start >= out[out.length - 1].end)) out.push(doubt);
    i = j;
  }
  return out;
}

function toDoubt(text: string, from: number, to: number, count: Map<string, number>, score: number): ModelDoubt | undefined {
  let start = from;
  let end = to;
  while (start < end && !LETTER.test(text[start])) start++;
  while (end > start && !LETTER.test(text[end - 1])) end--;
  // A reviewer judges whole words: `[뎅찻]` of `뇌믈뎅찻은` is shown as `뇌믈뎅찻`.
  while (start > 0 && LETTER.test(text[start - 1])) start--;
  while (end < text.length && LETTER.test(text[end])) end++;
  const word = text.slice(start, end);
  const { stem } = splitTrailingParticle(word, 2);
  end = start + stem.length;
  if ([...text.slice(start, end)].filter((c) => LETTER.test(c)).length < 2) return undefined;
  const type = [...count].sort((a, b) => b[1] - a[1])[0][0];
  const info = resolveLabel(type);
  if (!info) return undefined;
  return { start, end, label: info.id, category: info.category, score };
}
