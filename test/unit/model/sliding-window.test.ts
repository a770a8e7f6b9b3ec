import { describe, expect, it } from 'vitest';
import { planWindows, tokenOwners } from '../../../native/model/sliding-window';

describe('planWindows', () => {
  it('plans nothing for no tokens and one window for a short text', () => {
    expect(planWindows(0, 14, 4)).toEqual([]);
    expect(planWindows(5, 14, 4)).toEqual([{ start: 0, end: 5 }]);
    expect(planWindows(14, 14, 4)).toEqual([{ start: 0, end: 14 }]);
  });

  it('spreads windows of one length evenly instead of pulling a last full window back', () => {
    expect(planWindows(30, 14, 4)).toEqual([
      { start: 0, end: 13 },
      { start: 8, end: 21 },
      { start: 17, end: 30 },
    ]);
    expect(planWindows(24, 14, 4)).toEqual([
      { start: 0, end: 14 },
      { start: 10, end: 24 },
    ]);
  });

  it('works without overlap', () => {
    expect(planWindows(7, 3, 0)).toEqual([
      { start: 0, end: 3 },
      { start: 2, end: 5 },
      { start: 4, end: 7 },
    ]);
    expect(planWindows(9, 3, 0)).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 6 },
      { start: 6, end: 9 },
    ]);
  });

  it('covers the text with as few windows as the old plan, each within size and sharing the overlap', () => {
    for (const [size, overlap] of [[14, 4], [4096, 322], [8192, 322], [256, 64], [5, 4]]) {
      for (const n of [size + 1, 2 * size - overlap, 2 * size - overlap + 1, 3 * size, 50_079, 123_457]) {
        const ws = planWindows(n, size, overlap);
        expect(ws.length).toBe(Math.ceil((n - size) / (size - overlap)) + 1);
        expect(ws[0].start).toBe(0);
        expect(ws[ws.length - 1].end).toBe(n);
        const length = ws[0].end - ws[0].start;
        expect(length).toBeLessThanOrEqual(size);
        const bad = ws.filter((w, k) => w.end - w.start !== length || (k > 0 && ws[k - 1].end - w.start < overlap));
        expect(bad).toEqual([]);
      }
    }
  });

  it('rejects an overlap that would never advance', () => {
    expect(() => planWindows(10, 4, 4)).toThrow('overlap must be an integer in [0, 3], got 4');
    expect(() => planWindows(10, 0, 0)).toThrow('window size must be a positive integer, got 0');
  });
});

describe('tokenOwners', () => {
  it('reads each token from the window where it is furthest from an inner edge', () => {
    const owners = tokenOwners(planWindows(30, 14, 4), 30);
    // Windows 0..12, 8..20, 17..29: each shared stretch splits at its middle (the earlier window takes a tie).
    expect([...owners]).toEqual([
      ...Array(11).fill(0),
      ...Array(8).fill(1),
      ...Array(11).fill(2),
    ]);
  });

  it('gives every token of a single window to it', () => {
    expect([...tokenOwners([{ start: 0, end: 3 }], 3)]).toEqual([0, 0, 0]);
  });
});
