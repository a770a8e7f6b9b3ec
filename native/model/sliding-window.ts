// Long documents are cut into windows of the model's length with an overlap; each token is then read from the
// window in which it sits furthest from an artificial edge, where the model saw the most context on both sides.

export interface TokenWindow {
  /** First token index (inclusive). */
  start: number;
  /** Last token index (exclusive). */
  end: number;
}

/**
 * Windows of at most `size` tokens over `n` tokens, consecutive ones sharing `overlap` tokens. The last window is
 * pulled back to a full `size` (sharing more) rather than left as a short stub with little context.
 */
export function planWindows(n: number, size: number, overlap: number): TokenWindow[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`window size must be a positive integer, got ${size}`);
  if (!Number.isInteger(overlap) || overlap < 0 || overlap >= size) {
    throw new RangeError(`overlap must be an integer in [0, ${size - 1}], got ${overlap}`);
  }
  const windows: TokenWindow[] = [];
  if (n <= 0) return windows;
  const stride = size - overlap;
  for (let start = 0; ; start += stride) {
    if (start + size >= n) {
      windows.push({ start: Math.max(0, n - size), end: n });
      return windows;
    }
    windows.push({ start, end: start + size });
  }
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
