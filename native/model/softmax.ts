// Per-token label choice from raw logits: the most probable label and its probability.

export interface TokenTag {
  /** Index into manifest.labels. */
  label: number;
  /** Softmax probability of that label, 0..1. */
  prob: number;
  /** The runner-up label and its probability: where the model hesitated (model-doubts.ts). */
  second?: number;
  secondProb?: number;
}

/** Softmax over logits[offset .. offset+n), numerically stable (max subtracted before exp). */
export function softmax(logits: ArrayLike<number>, offset = 0, n = logits.length - offset): Float64Array {
  let max = -Infinity;
  for (let k = 0; k < n; k++) max = Math.max(max, logits[offset + k]);
  const out = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    out[k] = Math.exp(logits[offset + k] - max);
    sum += out[k];
  }
  for (let k = 0; k < n; k++) out[k] /= sum;
  return out;
}

/** Argmax label and its softmax probability, and the runner-up's, without allocating the whole distribution. */
export function tagFromLogits(logits: ArrayLike<number>, offset: number, n: number): TokenTag {
  let best = 0;
  let second = -1;
  let max = -Infinity;
  let next = -Infinity;
  for (let k = 0; k < n; k++) {
    const v = logits[offset + k];
    if (v > max) {
      [second, next] = [best, max];
      max = v;
      best = k;
    } else if (v > next) {
      second = k;
      next = v;
    }
  }
  let sum = 0;
  for (let k = 0; k < n; k++) sum += Math.exp(logits[offset + k] - max);
  if (n < 2 || second < 0) return { label: best, prob: 1 / sum };
  return { label: best, prob: 1 / sum, second, secondProb: Math.exp(next - max) / sum };
}
