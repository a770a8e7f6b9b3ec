import { describe, expect, it } from 'vitest';
import { softmax, tagFromLogits } from '../../../native/model/softmax';

describe('softmax', () => {
  it('normalizes a row', () => {
    const p = softmax([1, 2, 3]);
    expect(p[0]).toBeCloseTo(0.09003057, 7);
    expect(p[1]).toBeCloseTo(0.24472847, 7);
    expect(p[2]).toBeCloseTo(0.66524096, 7);
  });

  it('reads a slice of a flat logits buffer', () => {
    expect([...softmax(new Float32Array([9, 0, 0, 9]), 1, 2)]).toEqual([0.5, 0.5]);
  });

  it('stays finite for large logits', () => {
    expect([...softmax([1000, 1000])]).toEqual([0.5, 0.5]);
  });
});

describe('tagFromLogits', () => {
  it('returns the argmax and its probability', () => {
    const t = tagFromLogits(new Float32Array([7, 0, 3, -3, -3, -9]), 1, 5);
    expect(t.label).toBe(1);
    expect(t.prob).toBeCloseTo(1 / (1 + Math.exp(-3) + 2 * Math.exp(-6) + Math.exp(-12)), 9);
  });

  it('agrees with softmax on the chosen label', () => {
    const logits = [0.3, -1.2, 2.5, 2.4];
    const t = tagFromLogits(logits, 0, 4);
    expect([t.label, t.second]).toEqual([2, 3]);
    expect(t.prob).toBeCloseTo(softmax(logits)[2], 12);
    expect(t.secondProb).toBeCloseTo(softmax(logits)[3], 12);
  });

  it('keeps the first of equal maxima', () => {
    expect(tagFromLogits([1, 1], 0, 2)).toEqual({ label: 0, prob: 0.5, second: 1, secondProb: 0.5 });
    // The runner-up is found wherever it stands, before or after the maximum.
    expect(tagFromLogits([5, 1, 4, 0], 0, 4).second).toBe(2);
    expect(tagFromLogits([0, 4, 5, 1], 0, 4).second).toBe(1);
  });
});
