import { describe, expect, it } from 'vitest';
import type { Span, Suspect } from '../../../electron/ipc-contract';
import { decisionsOf, reviewCounts, spansToRedact } from '../../../renderer/state/decisions';
import { EMPTY_REVIEW, reviewReducer, type ReviewAction } from '../../../renderer/state/review-reducer';
import { NO_FILTER, groupEntities, stepCursor, type ReviewFilter } from '../../../renderer/state/selectors';

const text = '소외 김영수와 소외 하나는 kim_1234로 접속하였다.';
const found: Span = { start: 3, end: 6, text: '김영수', label: '내국인이름', category: 'PERSON', tier: 'direct', score: 0.85, source: 'rule', reason: 'role: 소외' };
const suspects: Suspect[] = [
  { start: 11, end: 13, text: '하나', kind: 'role-word', detail: 'role: 소외 (a word the role rule skips)', label: '내국인이름', category: 'PERSON' },
  { start: 15, end: 23, text: 'kim_1234', kind: 'latin-handle', detail: 'latin-handle', label: '아이디', category: 'ONLINE' },
];
const load: ReviewAction = { type: 'load', spans: [found], suspects };
const SUSPECTS: ReviewFilter = { ...NO_FILTER, tier: 'suspect' };
const run = (...actions: ReviewAction[]) => [load, ...actions].reduce(reviewReducer, EMPTY_REVIEW);

describe('the suspect tier', () => {
  it('loads suspects unredacted, sorted among the spans, counted apart', () => {
    const s = run();
    expect(text.slice(11, 13)).toBe('하나');
    expect(s.present.spans.map((x) => [x.text, x.suspect ?? '', x.status])).toEqual([
      ['김영수', '', 'pending'],
      ['하나', 'role-word', 'pending'],
      ['kim_1234', 'latin-handle', 'pending'],
    ]);
    expect(spansToRedact(s.present.spans).map((x) => x.text)).toEqual(['김영수']);
    expect(reviewCounts(s.present.spans)).toEqual({ total: 1, pending: 1, accepted: 0, rejected: 0, added: 0, suspects: 2, suspectsUnreviewed: 2 });
    expect(groupEntities(s.present.spans, null, NO_FILTER).flatMap((g) => g.entities.map((e) => e.canonical))).toEqual(['김영수']);
  });

  it('is walked by J/K on its own under the suspect filter, and A makes a suspect a redaction', () => {
    let s = run({ type: 'cursor', id: 0 });
    s = reviewReducer(s, { type: 'step', dir: 1, filter: SUSPECTS });
    expect(s.present.spans.find((x) => x.id === s.cursorId)?.text).toBe('하나');
    s = reviewReducer(s, { type: 'decideCursor', status: 'accepted', filter: SUSPECTS });
    expect(s.present.spans.find((x) => x.id === s.cursorId)?.text).toBe('kim_1234');
    s = reviewReducer(s, { type: 'decideCursor', status: 'rejected', filter: SUSPECTS });
    // Wraps around the suspects only: the found name is not in this tier.
    expect(s.cursorId).toBe(1);
    expect(stepCursor(s.present.spans, s.cursorId, 1, SUSPECTS)).toBe(2);
    expect(spansToRedact(s.present.spans).map((x) => [x.text, x.reason])).toEqual([
      ['김영수', 'role: 소외'],
      ['하나', 'suspect: role: 소외 (a word the role rule skips)'],
    ]);
    expect(decisionsOf(s.present.spans).map((d) => [d.start, d.decision, d.source])).toEqual([
      [3, 'accepted', 'rule'],
      [11, 'added', 'user'],
    ]);
    expect(reviewCounts(s.present.spans).suspectsUnreviewed).toBe(0);
    // Undo brings the suspect back to unreviewed.
    s = reviewReducer(reviewReducer(s, { type: 'undo' }), { type: 'undo' });
    expect(reviewCounts(s.present.spans).suspectsUnreviewed).toBe(2);
  });

  it('lists the suspects under their own filter grouped by word, so every mention of a near miss is accepted at once', () => {
    const doubt = (start: number): Suspect => ({ start, end: start + 5, text: '우리한의원', kind: 'model-doubt', detail: "the model's second guess: INSTITUTION (35 %)", label: 'INSTITUTION', category: 'INSTITUTION' });
    const s0 = [{ type: 'load', spans: [found], suspects: [...suspects, doubt(30), doubt(50)] } as ReviewAction].reduce(reviewReducer, EMPTY_REVIEW);
    const groups = groupEntities(s0.present.spans, null, SUSPECTS).flatMap((g) => g.entities);
    expect(groups.map((e) => [e.canonical, e.spanIds.length])).toEqual([
      ['하나', 1],
      ['kim_1234', 1],
      ['우리한의원', 2],
    ]);
    const both = groups.find((e) => e.canonical === '우리한의원')!.spanIds;
    const s1 = reviewReducer(s0, { type: 'accept', ids: both });
    expect(spansToRedact(s1.present.spans).map((x) => [x.text, x.start])).toEqual([
      ['김영수', 3],
      ['우리한의원', 30],
      ['우리한의원', 50],
    ]);
    // Elsewhere the pending suspects stay out of the entity list.
    expect(groupEntities(s0.present.spans, null, NO_FILTER).flatMap((g) => g.entities.map((e) => e.canonical))).toEqual(['김영수']);
  });
});
