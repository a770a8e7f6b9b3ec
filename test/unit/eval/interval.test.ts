import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../../native/eval/interval';

describe('the 95 % interval of a leak rate', () => {
  it('is the Wilson score interval (reference values)', () => {
    expect(wilsonInterval(0, 100)).toEqual([0, 0.037]);
    expect(wilsonInterval(5, 100)).toEqual([0.0215, 0.1118]);
    expect(wilsonInterval(10, 10)).toEqual([0.7225, 1]);
  });

  it('shows what a slice of a few hundred mentions can tell: no leak in 380 still allows 1.0 %', () => {
    expect(wilsonInterval(0, 380)).toEqual([0, 0.01]);
    const [low, high] = wilsonInterval(6, 380);
    expect(low).toBeLessThan(0.01);
    expect(high).toBeGreaterThan(0.03);
  });

  it('stays inside [0, 1], and is the whole range for an empty slice', () => {
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
    for (const [k, n] of [[0, 1], [1, 1], [1, 3], [3, 3]]) {
      const [low, high] = wilsonInterval(k, n);
      expect(low).toBeGreaterThanOrEqual(0);
      expect(high).toBeLessThanOrEqual(1);
      expect(low).toBeLessThanOrEqual(k / n);
      expect(high).toBeGreaterThanOrEqual(k / n);
    }
  });
});
