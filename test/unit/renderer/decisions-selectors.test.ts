import { describe, it, expect } from 'vitest';
import type { Redaction, Span } from '../../../electron/ipc-contract';
import { decisionsOf, reviewCounts, spansToRedact } from '../../../renderer/state/decisions';
import { EMPTY_REVIEW, reviewReducer, type ReviewAction } from '../../../renderer/state/review-reducer';
import { NO_FILTER, groupEntities, nextMention, stepCursor } from '../../../renderer/state/selectors';

const text = '원고 홍길동과 피고 김영희. 홍길동은 국민은행 계좌를 썼다.';
const mk = (start: number, end: number, category: Span['category'], label: string, entityId?: string): Span => ({
  start,
  end,
  text: text.slice(start, end),
  label,
  category,
  tier: category === 'BUSINESS' ? 'quasi' : 'direct',
  score: 0.8,
  source: 'model',
  entityId,
});
const spans = [
  mk(3, 6, 'PERSON', '내국인이름', '0'),
  mk(11, 14, 'PERSON', '내국인이름', '1'),
  mk(16, 19, 'PERSON', '내국인이름', '0'),
  mk(21, 25, 'BUSINESS', '은행', '2'),
];
const state = (...actions: ReviewAction[]) =>
  [{ type: 'load', spans } as ReviewAction, ...actions].reduce(reviewReducer, EMPTY_REVIEW);

describe('decisions and spans sent to the engine', () => {
  it('sends all but rejected spans, drops UI fields and the old entity of a recategorized span', () => {
    const s = state({ type: 'reject', ids: [1] }, { type: 'setCategory', ids: [3], category: 'INSTITUTION' });
    expect(spansToRedact(s.present.spans)).toEqual([
      {
        start: 3,
        end: 6,
        text: '홍길동',
        label: '내국인이름',
        category: 'PERSON',
        tier: 'direct',
        score: 0.8,
        source: 'model',
        entityId: '0',
      },
      {
        start: 16,
        end: 19,
        text: '홍길동',
        label: '내국인이름',
        category: 'PERSON',
        tier: 'direct',
        score: 0.8,
        source: 'model',
        entityId: '0',
      },
      {
        start: 21,
        end: 25,
        text: '국민은행',
        label: 'INSTITUTION',
        category: 'INSTITUTION',
        tier: 'quasi',
        score: 0.8,
        source: 'model',
      },
    ]);
  });

  it('records accepted, rejected, recategorized and added; a user span removed again leaves nothing', () => {
    const s = state(
      { type: 'reject', ids: [1] },
      { type: 'setCategory', ids: [3], category: 'INSTITUTION' },
      { type: 'add', spans: [{ ...mk(0, 2, 'OTHER_NUMBER', 'OTHER_NUMBER'), source: 'user' }] },
      { type: 'add', spans: [{ ...mk(8, 10, 'OTHER_NUMBER', 'OTHER_NUMBER'), source: 'user' }] },
      { type: 'reject', ids: [5] },
    );
    expect(decisionsOf(s.present.spans).map((d) => `${d.start}-${d.end} ${d.category} ${d.decision}`)).toEqual([
      '0-2 OTHER_NUMBER added',
      '3-6 PERSON accepted',
      '11-14 PERSON rejected',
      '16-19 PERSON accepted',
      '21-25 INSTITUTION recategorized',
    ]);
    expect(reviewCounts(s.present.spans)).toEqual({ total: 6, pending: 3, accepted: 1, rejected: 2, added: 1, suspects: 0, suspectsUnreviewed: 0 });
  });
});

describe('selectors', () => {
  const redaction: Pick<Redaction, 'spans' | 'entities'> = {
    spans: [spans[0], spans[2], spans[1], spans[3]],
    entities: [
      {
        id: 'p1',
        category: 'PERSON',
        label: '내국인이름',
        tier: 'direct',
        mentions: [0, 1],
        canonical: '홍길동',
        pseudonym: 'A',
        operator: 'court',
      },
      {
        id: 'p2',
        category: 'PERSON',
        label: '내국인이름',
        tier: 'direct',
        mentions: [2],
        canonical: '김영희',
        pseudonym: 'B',
        operator: 'court',
      },
      {
        id: 'b1',
        category: 'BUSINESS',
        label: '은행',
        tier: 'quasi',
        mentions: [3],
        canonical: '국민은행',
        pseudonym: 'C은행',
        operator: 'court',
      },
    ],
  };

  it('groups spans by category then entity, with counts and pseudonyms from the redaction', () => {
    const s = state({ type: 'reject', ids: [1] });
    expect(groupEntities(s.present.spans, redaction, NO_FILTER)).toEqual([
      {
        category: 'PERSON',
        count: 3,
        entities: [
          { key: 'e:p1', category: 'PERSON', canonical: '홍길동', pseudonym: 'A', spanIds: [0, 2], rejected: 0 },
          { key: 'e:p2', category: 'PERSON', canonical: '김영희', spanIds: [1], rejected: 1 },
        ],
      },
      {
        category: 'BUSINESS',
        count: 1,
        entities: [
          { key: 'e:b1', category: 'BUSINESS', canonical: '국민은행', pseudonym: 'C은행', spanIds: [3], rejected: 0 },
        ],
      },
    ]);
  });

  it('filters by tier and hidden categories', () => {
    const s = state();
    expect(
      groupEntities(s.present.spans, redaction, { hidden: new Set(), tier: 'quasi' }).map((g) => g.category),
    ).toEqual(['BUSINESS']);
    expect(
      groupEntities(s.present.spans, null, { hidden: new Set(['PERSON']), tier: 'all' }).map((g) => [
        g.category,
        g.entities[0].key,
      ]),
    ).toEqual([['BUSINESS', 'd:2']]);
  });

  it('steps the cursor forward and back with wrap-around, skipping filtered spans', () => {
    const s = state().present.spans;
    expect(stepCursor(s, 0, 1, NO_FILTER)).toBe(1);
    expect(stepCursor(s, 3, 1, NO_FILTER)).toBe(0);
    expect(stepCursor(s, 0, -1, NO_FILTER)).toBe(3);
    expect(stepCursor(s, 0, 1, { hidden: new Set(['PERSON']), tier: 'all' })).toBe(3);
    expect(stepCursor(s, null, -1, NO_FILTER)).toBe(3);
    expect(stepCursor([], null, 1, NO_FILTER)).toBe(null);
    expect(nextMention([0, 2], 0)).toBe(2);
    expect(nextMention([0, 2], 2)).toBe(0);
    expect(nextMention([0, 2], 3)).toBe(0);
  });
});
