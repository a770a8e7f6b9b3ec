import { describe, expect, it } from 'vitest';
import { decodeBio, parseBioLabel, type ParsedLabel } from '../../../native/model/bio-decode';

const LABELS: ParsedLabel[] = ['O', 'B-X', 'I-X', 'B-Y', 'I-Y'].map((l) => parseBioLabel(l)!);
const tags = (labels: number[], probs: number[]) => labels.map((label, i) => ({ label, prob: probs[i] }));

describe('parseBioLabel', () => {
  it('parses O, B- and I- with Korean types', () => {
    expect(parseBioLabel('O')).toEqual({ kind: 'O', type: '' });
    expect(parseBioLabel('B-내국인이름')).toEqual({ kind: 'B', type: '내국인이름' });
    expect(parseBioLabel('I-FINANCIAL')).toEqual({ kind: 'I', type: 'FINANCIAL' });
  });

  it('rejects anything else', () => {
    expect(parseBioLabel('B-')).toBeUndefined();
    expect(parseBioLabel('E-PERSON')).toBeUndefined();
    expect(parseBioLabel('PERSON')).toBeUndefined();
  });
});

describe('decodeBio', () => {
  it('groups B- I- runs and averages their probabilities', () => {
    expect(decodeBio(tags([0, 1, 2, 2, 0], [0.9, 0.8, 0.6, 0.7, 0.9]), LABELS)).toEqual([
      { start: 1, end: 4, type: 'X', score: (0.8 + 0.6 + 0.7) / 3 },
    ]);
  });

  it('starts a span at an orphan I-, ends one at a type change, and splits at each B-', () => {
    // O B-X I-X I-Y O I-X B-X B-X
    expect(decodeBio(tags([0, 1, 2, 4, 0, 2, 1, 1], [1, 0.5, 0.5, 0.4, 1, 0.3, 0.2, 0.1]), LABELS)).toEqual([
      { start: 1, end: 3, type: 'X', score: 0.5 },
      { start: 3, end: 4, type: 'Y', score: 0.4 },
      { start: 5, end: 6, type: 'X', score: 0.3 },
      { start: 6, end: 7, type: 'X', score: 0.2 },
      { start: 7, end: 8, type: 'X', score: 0.1 },
    ]);
  });

  it('closes a span that runs to the last token', () => {
    expect(decodeBio(tags([3, 4], [1, 0.5]), LABELS)).toEqual([{ start: 0, end: 2, type: 'Y', score: 0.75 }]);
    expect(decodeBio([], LABELS)).toEqual([]);
  });
});
