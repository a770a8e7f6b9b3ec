// The arithmetic of the virtualized text view: estimated then measured line heights, prefix offsets,
// and which lines a viewport shows. Pure, so it is tested without a DOM.

/** Estimated pixel height of a line of `length` characters wrapped at `charsPerRow`. */
export function estimateHeight(length: number, charsPerRow: number, rowHeight: number): number {
  const rows = Math.max(1, Math.ceil(length / Math.max(1, charsPerRow)));
  return rows * rowHeight;
}

/** offsets[i] = top of line i; offsets[n] = total height. */
export function prefixOffsets(heights: ArrayLike<number>): Float64Array {
  const out = new Float64Array(heights.length + 1);
  for (let i = 0; i < heights.length; i++) out[i + 1] = out[i] + heights[i];
  return out;
}

/** The line under pixel y (clamped to the document). */
export function indexAtY(offsets: Float64Array, y: number): number {
  const n = offsets.length - 1;
  if (n <= 0) return 0;
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid] <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Lines [first, last] to render for a viewport, with `overscan` extra lines each side. */
export function visibleRange(
  offsets: Float64Array,
  scrollTop: number,
  viewportHeight: number,
  overscan: number,
): { first: number; last: number } {
  const n = offsets.length - 1;
  if (n <= 0) return { first: 0, last: -1 };
  const first = Math.max(0, indexAtY(offsets, scrollTop) - overscan);
  const last = Math.min(n - 1, indexAtY(offsets, scrollTop + viewportHeight) + overscan);
  return { first, last };
}
