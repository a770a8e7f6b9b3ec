import { describe, expect, it } from 'vitest';
import { evaluate, prf } from '../../../native/eval/metrics';
import { parseLabelled } from '../../../native/eval/labelled';
import { formatMetricsTable } from '../../../native/eval/table';

describe('evaluate', () => {
  const docs = [
    {
      // 홍길동 right, 김철수 only partly found, 나리식당 found under the wrong category.
      text: '홍길동 김철수 나리식당',
      gold: [
        { start: 0, end: 3, label: '내국인이름' },
        { start: 4, end: 7, label: '내국인이름' },
        { start: 8, end: 12, label: '식당' },
      ],
      predicted: [
        { start: 0, end: 3, category: 'PERSON' as const },
        { start: 4, end: 6, category: 'PERSON' as const },
        { start: 8, end: 12, category: 'ORGANIZATION' as const },
      ],
    },
    {
      // A gold label outside the taxonomy: counts for binary and leak only.
      text: '비밀 문서',
      gold: [{ start: 0, end: 2, label: '없는라벨' }],
      predicted: [{ start: 0, end: 2, category: 'PERSON' as const }],
    },
  ];

  it('computes binary, per-category, micro, entity metrics and the leak rate exactly', () => {
    const m = evaluate(docs);
    expect(m.documents).toBe(2);
    expect(m.binary_token).toEqual({ precision: 1, recall: 11 / 12, f1: 22 / 23 });
    expect(m.token.precision).toBeCloseTo(5 / 9, 12);
    expect(m.token.recall).toBeCloseTo(0.5, 12);
    expect(m.token.f1).toBeCloseTo(10 / 19, 12);
    expect(m.entity.precision).toBeCloseTo(1 / 3, 12);
    expect(m.entity.recall).toBeCloseTo(1 / 3, 12);
    expect(m.leak_rate).toBe(0.25);
    expect([m.gold_mentions, m.leaked_mentions]).toEqual([4, 1]);
    expect(m.by_category.PERSON).toEqual({ precision: 1, recall: 5 / 6, f1: 10 / 11, support: 6 });
    expect(m.by_category.BUSINESS).toEqual({ precision: 0, recall: 0, f1: 0, support: 4 });
    expect(m.by_category.ORGANIZATION).toEqual({ precision: 0, recall: 0, f1: 0, support: 0 });
    expect(Object.keys(m.by_category)).toEqual(['PERSON', 'ORGANIZATION', 'BUSINESS']);
  });

  it('counts the leak rate on what the export replaced where given, the token figures on the spans', () => {
    // 평택시청 found whole and kept by the export (a public body): a leak, though its tokens count as found.
    const doc = { text: '평택시청 공무원', gold: [{ start: 0, end: 2, label: '기관명' }], predicted: [{ start: 0, end: 4, category: 'INSTITUTION' as const }] };
    const kept = evaluate([{ ...doc, replaced: [] }]);
    expect([kept.leak_rate, kept.binary_token.recall]).toEqual([1, 1]);
    expect(evaluate([{ ...doc, replaced: [{ start: 0, end: 2 }] }]).leak_rate).toBe(0);
    expect(evaluate([doc]).leak_rate).toBe(0);
  });

  it('ignores whitespace tokens and gives 0 where a ratio is undefined', () => {
    const m = evaluate([{ text: '가 나', gold: [{ start: 0, end: 3, label: 'PERSON' }], predicted: [{ start: 0, end: 1, category: 'PERSON' }] }]);
    expect(m.binary_token).toEqual({ precision: 1, recall: 0.5, f1: 2 / 3 });
    expect(m.leak_rate).toBe(1);
    expect(prf({ tp: 0, fp: 0, fn: 0 })).toEqual({ precision: 0, recall: 0, f1: 0 });
  });

  it('counts no token of a stretch labelled neither way, right or wrong (as training/slice_metrics.py)', () => {
    // 농협 is a crime table's bank cell (an ignore range): found or not, it moves no figure; 김철수 is a gold name.
    const text = '김철수 농협 123';
    const doc = { text, gold: [{ start: 0, end: 3, label: '내국인이름' }], ignore: [{ start: 4, end: 6 }] };
    const found = evaluate([{ ...doc, predicted: [{ start: 0, end: 3, category: 'PERSON' as const }, { start: 4, end: 6, category: 'INSTITUTION' as const }] }]);
    const left = evaluate([{ ...doc, predicted: [{ start: 0, end: 3, category: 'PERSON' as const }] }]);
    expect(found.binary_token).toEqual({ precision: 1, recall: 1, f1: 1 });
    expect(found.entity).toEqual(left.entity);
    expect(found.token).toEqual(left.token);
    // Without the ignore range the bank's two characters are false positives.
    expect(evaluate([{ text, gold: doc.gold, predicted: [{ start: 4, end: 6, category: 'INSTITUTION' as const }, { start: 0, end: 3, category: 'PERSON' as const }] }]).binary_token.precision).toBe(0.6);
  });

  it('prints a table with the token definition', () => {
    const table = formatMetricsTable(evaluate(docs));
    expect(table).toContain('token = one non-whitespace character');
    expect(table).toContain('binary token          1.0000    0.9167    0.9565');
    expect(table).toContain('leak rate             0.2500  (1 of 4 gold mentions)');
  });
});

describe('parseLabelled', () => {
  it('reads one document per line, skipping blank lines', () => {
    const docs = parseLabelled('\uFEFF{"id":1,"text":"홍길동","spans":[{"start":0,"end":3,"label":"PERSON"}]}\n\n{"id":"b","text":"x","spans":[]}\n', 'e.jsonl');
    expect(docs).toEqual([
      { id: '1', text: '홍길동', spans: [{ start: 0, end: 3, label: 'PERSON' }] },
      { id: 'b', text: 'x', spans: [] },
    ]);
  });

  it('names the file and line of a bad entry', () => {
    expect(() => parseLabelled('{"id":1,"text":"ab","spans":[]}\n{oops', 'e.jsonl')).toThrow('e.jsonl: line 2: not JSON. Write one JSON object per line.');
    expect(() => parseLabelled('{"id":1,"text":"ab","spans":[{"start":1,"end":5,"label":"PERSON"}]}', 'e.jsonl')).toThrow(
      'e.jsonl: line 1: span [1, 5) is empty or outside text (length 2).',
    );
    expect(() => parseLabelled('{"id":1,"spans":[]}', 'e.jsonl')).toThrow(/^e\.jsonl: line 1: text is invalid/);
    expect(() => parseLabelled('\n\n', 'e.jsonl')).toThrow('e.jsonl: no documents to evaluate. Write one document per line.');
  });
});
