import { describe, expect, it } from 'vitest';
import { planWindows, tokenOwners } from '../../../native/model/sliding-window';

describe('planWindows', () => {
  it('plans nothing for no tokens and one window for a short text', () => {
    expect(planWindows(0, 14, 4)).toEqual([]);
    expect(planWindows(5, 14, 4)).toEqual([{ start: 0, end: 5 }]);
    expect(planWindows(14, 14, 4)).toEqual([{ start: 0, end: 14 }]);
  });

  it('steps by size - overlap and pulls the last window back to full size', () => {
    expect(planWindows(30, 14, 4)).toEqual([
      { start: 0, end: 14 },
      { start: 10, end: 24 },
      { start: 16, end: 30 },
    ]);
    expect(planWindows(24, 14, 4)).toEqual([
      { start: 0, end: 14 },
      { start: 10, end: 24 },
    ]);
  });

  it('works without overlap', () => {
    expect(planWindows(7, 3, 0)).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 6 },
      { start: 4, end: 7 },
    ]);
  });

  it('rejects an overlap that would never advance', () => {
    expect(() => planWindows(10, 4, 4)).toThrow('overlap must be an integer in [0, 3], got 4');
    expect(() => planWindows(10, 0, 0)).toThrow('window size must be a positive integer, got 0');
  });
});

describe('tokenOwners', () => {
  it('reads each token from the window where it is furthest from an inner edge', () => {
    const owners = tokenOwners(planWindows(30, 14, 4), 30);
    // Overlap 10..13 splits at its middle; 16..23 is shared with the last window, whose end is the text's end.
    expect([...owners]).toEqual([
      ...Array(12).fill(0),
      ...Array(8).fill(1),
      ...Array(10).fill(2),
    ]);
  });

  it('gives every token of a single window to it', () => {
    expect([...tokenOwners([{ start: 0, end: 3 }], 3)]).toEqual([0, 0, 0]);
  });
});
