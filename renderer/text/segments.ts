// Cutting one line into plain runs and highlighted runs, for spans sorted by start.
export interface Range {
  start: number;
  end: number;
}

export interface Segment {
  start: number;
  end: number;
  /** Index into the ranges array, or -1 for plain text. */
  index: number;
}

/** Ranges sorted by start, with the furthest end reached so far, so nested or crossing ranges are found. */
export interface RangeIndex {
  ranges: readonly Range[];
  reach: Float64Array;
}

export function indexRanges(ranges: readonly Range[]): RangeIndex {
  const reach = new Float64Array(ranges.length);
  let max = -1;
  ranges.forEach((r, i) => {
    max = Math.max(max, r.end);
    reach[i] = max;
  });
  return { ranges, reach };
}

/** First range index whose reach passes `from` (every earlier range ends at or before it). */
export function firstRangeTouching(index: RangeIndex, from: number): number {
  let lo = 0;
  let hi = index.ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (index.reach[mid] <= from) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Segments covering [lineStart, lineEnd) exactly; overlapping ranges: the earlier one wins. */
export function lineSegments(
  index: RangeIndex,
  lineStart: number,
  lineEnd: number,
  skip?: (index: number) => boolean,
): Segment[] {
  const out: Segment[] = [];
  const { ranges } = index;
  let pos = lineStart;
  for (let i = firstRangeTouching(index, lineStart); i < ranges.length; i++) {
    const r = ranges[i];
    if (r.start >= lineEnd) break;
    if (r.end <= pos || (skip && skip(i))) continue;
    const s = Math.max(r.start, pos);
    const e = Math.min(r.end, lineEnd);
    if (s > pos) out.push({ start: pos, end: s, index: -1 });
    out.push({ start: s, end: e, index: i });
    pos = e;
  }
  if (pos < lineEnd || out.length === 0) out.push({ start: pos, end: lineEnd, index: -1 });
  return out;
}
