// The review session as a pure reducer with undo/redo history: every decision is an action, every
// action a new snapshot, so Ctrl+Z is exact and the reducer is tested without React.
import type { Span, Suspect, SuspectKind } from '../../electron/ipc-contract';
import { tierOf, type CategoryId } from '../taxonomy/categories';
import { stepCursor, type ReviewFilter } from './selectors';

export type SpanStatus = 'pending' | 'accepted' | 'rejected';

export interface ReviewSpan extends Span {
  /** Stable id within the session (positions in the array change as spans are added). */
  id: number;
  status: SpanStatus;
  /** Category and label as detected, set once the user changes them. */
  detectedCategory?: CategoryId;
  detectedLabel?: string;
  /**
   * Set on a suspect (what still looked like an identifier after redaction): its own tier, not redacted unless
   * accepted (A), so `pending` here means unreviewed and unredacted.
   */
  suspect?: SuspectKind;
}

export interface ReviewSnapshot {
  /** Sorted by start, then end. */
  spans: ReviewSpan[];
  nextId: number;
}

export interface ReviewState {
  present: ReviewSnapshot;
  past: ReviewSnapshot[];
  future: ReviewSnapshot[];
  /** The span the keyboard acts on; not part of the history. */
  cursorId: number | null;
}

export type ReviewAction =
  | { type: 'load'; spans: readonly Span[]; suspects?: readonly Suspect[] }
  | { type: 'accept'; ids: readonly number[] }
  | { type: 'reject'; ids: readonly number[] }
  | { type: 'reset'; ids: readonly number[] }
  | { type: 'setCategory'; ids: readonly number[]; category: CategoryId }
  | { type: 'add'; spans: readonly Span[] }
  | { type: 'cursor'; id: number | null }
  /** J/K: the next or previous span that passes the filter, from the cursor as it is now (not as a closure saw it). */
  | { type: 'step'; dir: 1 | -1; filter: ReviewFilter }
  /** A/R on the cursor's span, then on to the next one. */
  | { type: 'decideCursor'; status: 'accepted' | 'rejected'; filter: ReviewFilter }
  | { type: 'undo' }
  | { type: 'redo' };

/** Enough steps for a long session without holding unbounded snapshots. */
export const HISTORY_LIMIT = 500;

export const EMPTY_REVIEW: ReviewState = { present: { spans: [], nextId: 0 }, past: [], future: [], cursorId: null };

function bySpanOrder(a: Span, b: Span): number {
  return a.start - b.start || a.end - b.end;
}

function commit(state: ReviewState, next: ReviewSnapshot): ReviewState {
  if (next === state.present) return state;
  const past = state.past.length >= HISTORY_LIMIT ? state.past.slice(1) : state.past.slice();
  past.push(state.present);
  return { ...state, present: next, past, future: [] };
}

function mapSpans(
  snapshot: ReviewSnapshot,
  ids: readonly number[],
  change: (s: ReviewSpan) => ReviewSpan,
): ReviewSnapshot {
  const wanted = new Set(ids);
  let changed = false;
  const spans = snapshot.spans.map((s) => {
    if (!wanted.has(s.id)) return s;
    const n = change(s);
    if (n !== s) changed = true;
    return n;
  });
  return changed ? { ...snapshot, spans } : snapshot;
}

function withStatus(status: SpanStatus) {
  return (s: ReviewSpan): ReviewSpan => (s.status === status ? s : { ...s, status });
}

/** A suspect as a review span: unreviewed, unredacted until accepted. */
function suspectSpan(s: Suspect, id: number): ReviewSpan {
  return {
    start: s.start,
    end: s.end,
    text: s.text,
    label: s.label,
    category: s.category,
    tier: tierOf(s.category),
    score: 0.5,
    source: 'rule',
    reason: `suspect: ${s.detail}`,
    id,
    status: 'pending',
    suspect: s.kind,
  };
}

/** True when a span is redacted: not rejected, and a suspect only once accepted. */
export function isRedacted(s: Pick<ReviewSpan, 'status' | 'suspect'>): boolean {
  return s.suspect ? s.status === 'accepted' : s.status !== 'rejected';
}

/** True when [start,end) overlaps a span that is still going to be redacted. */
export function overlapsLive(spans: readonly ReviewSpan[], start: number, end: number): boolean {
  return spans.some((s) => isRedacted(s) && s.start < end && start < s.end);
}

function addSpans(snapshot: ReviewSnapshot, added: readonly Span[]): ReviewSnapshot {
  let nextId = snapshot.nextId;
  const spans = snapshot.spans.slice();
  for (const a of added) {
    if (a.end <= a.start || overlapsLive(spans, a.start, a.end)) continue;
    spans.push({ ...a, source: 'user', score: 1, id: nextId++, status: 'accepted', entityId: undefined });
  }
  if (nextId === snapshot.nextId) return snapshot;
  spans.sort(bySpanOrder);
  return { spans, nextId };
}

export function reviewReducer(state: ReviewState, action: ReviewAction): ReviewState {
  switch (action.type) {
    case 'load': {
      const found = action.spans.map((s, i): ReviewSpan => ({ ...s, id: i, status: 'pending' }));
      const suspects = (action.suspects ?? []).map((s, i): ReviewSpan => suspectSpan(s, found.length + i));
      const spans = [...found, ...suspects].sort(bySpanOrder);
      return {
        present: { spans, nextId: spans.length },
        past: [],
        future: [],
        cursorId: spans.length ? spans[0].id : null,
      };
    }
    case 'accept':
      return commit(state, mapSpans(state.present, action.ids, withStatus('accepted')));
    case 'reject':
      return commit(state, mapSpans(state.present, action.ids, withStatus('rejected')));
    case 'reset':
      return commit(state, mapSpans(state.present, action.ids, withStatus('pending')));
    case 'setCategory': {
      const { category } = action;
      return commit(
        state,
        mapSpans(state.present, action.ids, (s) => {
          if (s.category === category) return s;
          const detectedCategory = s.detectedCategory ?? s.category;
          const detectedLabel = s.detectedLabel ?? s.label;
          // A category id is a valid label (taxonomy resolveLabel); the fine label of the old category no longer fits.
          const back = category === detectedCategory;
          return {
            ...s,
            category,
            label: back ? detectedLabel : category,
            tier: tierOf(category),
            detectedCategory: back ? undefined : detectedCategory,
            detectedLabel: back ? undefined : detectedLabel,
            status: s.status === 'rejected' ? 'accepted' : s.status,
          };
        }),
      );
    }
    case 'add': {
      const next = commit(state, addSpans(state.present, action.spans));
      if (next === state) return state;
      const first = action.spans[0];
      const placed =
        first && next.present.spans.find((s) => s.source === 'user' && s.start === first.start && s.end === first.end);
      return placed ? { ...next, cursorId: placed.id } : next;
    }
    case 'cursor':
      return action.id === state.cursorId ? state : { ...state, cursorId: action.id };
    case 'step': {
      const id = stepCursor(state.present.spans, state.cursorId, action.dir, action.filter);
      return id === state.cursorId ? state : { ...state, cursorId: id };
    }
    case 'decideCursor': {
      if (state.cursorId === null) return state;
      const decided = commit(state, mapSpans(state.present, [state.cursorId], withStatus(action.status)));
      const id = stepCursor(decided.present.spans, state.cursorId, 1, action.filter);
      return id === decided.cursorId ? decided : { ...decided, cursorId: id };
    }
    case 'undo': {
      if (!state.past.length) return state;
      const past = state.past.slice(0, -1);
      return { ...state, present: state.past[state.past.length - 1], past, future: [state.present, ...state.future] };
    }
    case 'redo': {
      if (!state.future.length) return state;
      const [present, ...future] = state.future;
      return { ...state, present, past: [...state.past, state.present], future };
    }
  }
}

export function canUndo(state: ReviewState): boolean {
  return state.past.length > 0;
}

export function canRedo(state: ReviewState): boolean {
  return state.future.length > 0;
}
