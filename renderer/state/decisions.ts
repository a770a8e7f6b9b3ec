// From review state to what the engine receives: the spans to redact and the decision record for history.
import type { Decision, Span } from '../../electron/ipc-contract';
import { isRedacted, type ReviewSpan } from './review-reducer';

/** Spans still to be redacted, as plain contract Spans (UI-only fields stripped). */
export function spansToRedact(spans: readonly ReviewSpan[]): Span[] {
  const out: Span[] = [];
  for (const s of spans) {
    if (!isRedacted(s)) continue;
    const span: Span = {
      start: s.start,
      end: s.end,
      text: s.text,
      label: s.label,
      category: s.category,
      tier: s.tier,
      score: s.score,
      source: s.source,
    };
    // A recategorized span leaves its old entity: the engine regroups it under the new category.
    if (s.entityId !== undefined && !s.detectedCategory) span.entityId = s.entityId;
    if (s.reason !== undefined) span.reason = s.reason;
    if (s.role !== undefined) span.role = s.role;
    out.push(span);
  }
  return out;
}

/** One decision per span the user saw; a span the user added and then rejected leaves no trace. */
export function decisionsOf(spans: readonly ReviewSpan[]): Decision[] {
  const out: Decision[] = [];
  for (const s of spans) {
    let decision: Decision['decision'];
    // An accepted suspect is the reviewer's own addition; one left alone or rejected leaves no trace.
    if (s.suspect) {
      if (s.status !== 'accepted') continue;
      out.push({ start: s.start, end: s.end, label: s.label, category: s.category, source: 'user', decision: 'added' });
      continue;
    }
    if (s.source === 'user') {
      if (s.status === 'rejected') continue;
      decision = 'added';
    } else if (s.status === 'rejected') decision = 'rejected';
    else if (s.detectedCategory) decision = 'recategorized';
    else decision = 'accepted';
    out.push({ start: s.start, end: s.end, label: s.label, category: s.category, source: s.source, decision });
  }
  return out;
}

export interface ReviewCounts {
  total: number;
  pending: number;
  accepted: number;
  rejected: number;
  added: number;
  /** Suspects, and those neither accepted nor rejected yet. */
  suspects: number;
  suspectsUnreviewed: number;
}

export function reviewCounts(spans: readonly ReviewSpan[]): ReviewCounts {
  const c: ReviewCounts = { total: 0, pending: 0, accepted: 0, rejected: 0, added: 0, suspects: 0, suspectsUnreviewed: 0 };
  for (const s of spans) {
    if (s.suspect) {
      c.suspects++;
      if (s.status === 'pending') c.suspectsUnreviewed++;
      continue;
    }
    c.total++;
    c[s.status]++;
    if (s.source === 'user' && s.status !== 'rejected') c.added++;
  }
  return c;
}
