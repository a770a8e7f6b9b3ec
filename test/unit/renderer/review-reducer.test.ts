import { describe, it, expect } from 'vitest';
import type { Span } from '../../../electron/ipc-contract';
import { NO_FILTER } from '../../../renderer/state/selectors';
import {
  EMPTY_REVIEW,
  HISTORY_LIMIT,
  canRedo,
  canUndo,
  reviewReducer,
  type ReviewAction,
  type ReviewState,
} from '../../../renderer/state/review-reducer';

const text = '피고인 홍길동은 010-1234-5678로 김철수에게 전화하였다.';

function span(
  start: number,
  end: number,
  category: Span['category'],
  label: string,
  source: Span['source'] = 'model',
): Span {
  return {
    start,
    end,
    text: text.slice(start, end),
    label,
    category,
    tier: category === 'PERSON' || category === 'CONTACT' ? 'direct' : 'quasi',
    score: 0.9,
    source,
    entityId: undefined,
  };
}

const detected = [
  span(9, 22, 'CONTACT', '전화번호', 'rule'),
  span(4, 7, 'PERSON', '내국인이름'),
  span(24, 27, 'PERSON', '내국인이름'),
];

function run(...actions: ReviewAction[]): ReviewState {
  return actions.reduce(reviewReducer, EMPTY_REVIEW);
}

describe('reviewReducer', () => {
  it('loads spans sorted by position, all pending, cursor on the first', () => {
    const s = run({ type: 'load', spans: detected });
    expect(s.present.spans.map((x) => [x.start, x.end, x.text, x.status])).toEqual([
      [4, 7, '홍길동', 'pending'],
      [9, 22, '010-1234-5678', 'pending'],
      [24, 27, '김철수', 'pending'],
    ]);
    expect(s.cursorId).toBe(1);
    expect(canUndo(s)).toBe(false);
  });

  it('rejects and accepts by id, and undo/redo restores each step exactly', () => {
    const loaded = run({ type: 'load', spans: detected });
    const rejected = reviewReducer(loaded, { type: 'reject', ids: [2] });
    expect(rejected.present.spans.find((x) => x.id === 2)?.status).toBe('rejected');
    const accepted = reviewReducer(rejected, { type: 'accept', ids: [1, 0] });
    expect(accepted.present.spans.map((x) => x.status)).toEqual(['accepted', 'accepted', 'rejected']);
    const undone = reviewReducer(accepted, { type: 'undo' });
    expect(undone.present).toBe(rejected.present);
    expect(canRedo(undone)).toBe(true);
    const twice = reviewReducer(undone, { type: 'undo' });
    expect(twice.present).toBe(loaded.present);
    expect(reviewReducer(twice, { type: 'undo' })).toBe(twice);
    const redone = reviewReducer(reviewReducer(twice, { type: 'redo' }), { type: 'redo' });
    expect(redone.present).toBe(accepted.present);
    expect(canRedo(redone)).toBe(false);
  });

  it('a new action after undo drops the redo branch', () => {
    const s = run(
      { type: 'load', spans: detected },
      { type: 'reject', ids: [0] },
      { type: 'undo' },
      { type: 'accept', ids: [1] },
    );
    expect(s.future).toEqual([]);
    expect(s.present.spans.map((x) => [x.id, x.status])).toEqual([
      [1, 'accepted'],
      [0, 'pending'],
      [2, 'pending'],
    ]);
  });

  it('an action that changes nothing is not recorded', () => {
    const s = run({ type: 'load', spans: detected }, { type: 'reject', ids: [0] });
    expect(reviewReducer(s, { type: 'reject', ids: [0] })).toBe(s);
    expect(reviewReducer(s, { type: 'accept', ids: [99] })).toBe(s);
  });

  it('adds a user span in order, rejects overlaps with live spans, allows it over a rejected one', () => {
    const s = run(
      { type: 'load', spans: detected },
      { type: 'add', spans: [{ ...span(0, 3, 'OTHER_NUMBER', 'OTHER_NUMBER'), text: '피고인' }] },
    );
    expect(s.present.spans.map((x) => [x.start, x.text, x.source, x.status, x.score, x.id])).toEqual([
      [0, '피고인', 'user', 'accepted', 1, 3],
      [4, '홍길동', 'model', 'pending', 0.9, 1],
      [9, '010-1234-5678', 'rule', 'pending', 0.9, 0],
      [24, '김철수', 'model', 'pending', 0.9, 2],
    ]);
    expect(s.cursorId).toBe(3);
    const overlap = reviewReducer(s, { type: 'add', spans: [span(5, 9, 'PERSON', 'PERSON')] });
    expect(overlap).toBe(s);
    const over = run(
      { type: 'load', spans: detected },
      { type: 'reject', ids: [1] },
      { type: 'add', spans: [span(4, 6, 'PERSON', 'PERSON')] },
    );
    expect(over.present.spans.filter((x) => x.start === 4).map((x) => [x.end, x.status, x.source])).toEqual([
      [6, 'accepted', 'user'],
      [7, 'rejected', 'model'],
    ]);
  });

  it('changes a category with label and tier, remembers the detected one, and going back clears it', () => {
    const s = run({ type: 'load', spans: detected }, { type: 'setCategory', ids: [2], category: 'ORGANIZATION' });
    const changed = s.present.spans.find((x) => x.id === 2)!;
    expect([changed.category, changed.label, changed.tier, changed.detectedCategory, changed.detectedLabel]).toEqual([
      'ORGANIZATION',
      'ORGANIZATION',
      'quasi',
      'PERSON',
      '내국인이름',
    ]);
    const back = reviewReducer(s, { type: 'setCategory', ids: [2], category: 'PERSON' }).present.spans.find(
      (x) => x.id === 2,
    )!;
    expect([back.category, back.label, back.tier, back.detectedCategory]).toEqual([
      'PERSON',
      '내국인이름',
      'direct',
      undefined,
    ]);
  });

  it('keeps at most HISTORY_LIMIT undo steps', () => {
    let s = run({ type: 'load', spans: detected });
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) s = reviewReducer(s, { type: i % 2 ? 'accept' : 'reject', ids: [0] });
    expect(s.past.length).toBe(HISTORY_LIMIT);
  });

  it('moving the cursor is not an undoable step', () => {
    const s = run({ type: 'load', spans: detected }, { type: 'cursor', id: 2 });
    expect(s.cursorId).toBe(2);
    expect(s.past).toEqual([]);
  });

  it('steps the cursor from the state itself, so two quick keys move twice', () => {
    const s = run(
      { type: 'load', spans: detected },
      { type: 'step', dir: 1, filter: NO_FILTER },
      { type: 'step', dir: 1, filter: NO_FILTER },
    );
    expect(s.cursorId).toBe(2);
    expect(reviewReducer(s, { type: 'step', dir: 1, filter: NO_FILTER }).cursorId).toBe(1);
    expect(
      run(
        { type: 'load', spans: detected },
        { type: 'step', dir: -1, filter: { hidden: new Set(['PERSON']), tier: 'all' } },
      ).cursorId,
    ).toBe(0);
    expect(s.past).toEqual([]);
  });

  it('decides the cursor span and moves on; undo restores the decision, not the cursor', () => {
    const s = run(
      { type: 'load', spans: detected },
      { type: 'decideCursor', status: 'rejected', filter: NO_FILTER },
      { type: 'decideCursor', status: 'accepted', filter: NO_FILTER },
    );
    expect(s.present.spans.map((x) => [x.id, x.status])).toEqual([
      [1, 'rejected'],
      [0, 'accepted'],
      [2, 'pending'],
    ]);
    expect(s.cursorId).toBe(2);
    const undone = reviewReducer(s, { type: 'undo' });
    expect(undone.present.spans.map((x) => x.status)).toEqual(['rejected', 'pending', 'pending']);
    expect(undone.cursorId).toBe(2);
    expect(reviewReducer({ ...EMPTY_REVIEW }, { type: 'decideCursor', status: 'accepted', filter: NO_FILTER })).toEqual(
      EMPTY_REVIEW,
    );
  });
});
