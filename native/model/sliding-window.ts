// Long documents are cut into windows of the model's length with an overlap; each token is then read from the
// window in which it sits furthest from an artificial edge, where the model saw the most context on both sides.

export interface TokenWindow {
  /** First token index (inclusive). */
  start: number;
  /** Last token index (exclusive). */
  end: number;
}

/**
 * Windows of at most `size` tokens over `n` tokens, consecutive ones sharing at least `overlap` tokens. Every
 * window has the same length, as short as that count of windows allows: a last window pulled back to full size
 * recomputed up to a whole window of tokens (14 % of a 50,000-character judgment at 4,096-token windows), and a
 * short stub would leave its tokens little context.
 */
export function planWindows(n: number, size: number, overlap: number): TokenWindow[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`window size must be a positive integer, got ${size}`);
  if (!Number.isInteger(overlap) || overlap < 0 || overlap >= size) {
    throw new RangeError(`overlap must be an integer in [0, ${size - 1}], got ${overlap}`);
  }
  if (n <= 0) return [];
  if (n <= size) return [{ start: 0, end: n }];
  const count = Math.ceil((n - overlap) / (size - overlap));
  // count·length ≥ n + (count−1)·overlap, so the steps between even starts never exceed length − overlap.
  const length = Math.ceil((n + (count - 1) * overlap) / count);
  const windows: TokenWindow[] = [];
  for (let k = 0; k < count; k++) {
    const start = Math.floor((k * (n - length)) / (count - 1));
    windows.push({ start, end: start + length });
  }
  return windows;
}

/** Distance of token i from the nearer artificial edge of w; the document's own start and end are no edge. */
function edgeDistance(w: TokenWindow, i: number, n: number): number {
  const fromStart = w.start === 0 ? Infinity : i - w.start;
  const fromEnd = w.end === n ? Infinity : w.end - 1 - i;
  return Math.min(fromStart, fromEnd);
}

/** For each of the n tokens, the index of the window it is read from (the earlier window wins a tie). */
export function tokenOwners(windows: readonly TokenWindow[], n: number): Int32Array {
  const owner = new Int32Array(n).fill(-1);
  const best = new Float64Array(n).fill(-1);
  windows.forEach((w, k) => {
    for (let i = w.start; i < w.end; i++) {
      const d = edgeDistance(w, i, n);
      if (d > best[i]) {
        best[i] = d;
        owner[i] = k;
      }
    }
  });
  return owner;
}
