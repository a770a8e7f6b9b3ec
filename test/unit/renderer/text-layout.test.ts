import { describe, it, expect } from 'vitest';
import type { OffsetSegment } from '../../../electron/ipc-contract';
import { lineAt, splitLines } from '../../../renderer/text/lines';
import { toOriginalOffset, toRedactedOffset } from '../../../renderer/text/offset-map';
import { indexRanges, lineSegments } from '../../../renderer/text/segments';
import { estimateHeight, indexAtY, prefixOffsets, visibleRange } from '../../../renderer/text/virtual-layout';

describe('offset mapping', () => {
  // '피고인 홍길동은 010-1234-5678로' → '피고인 A는 [전화번호]로'
  const map: OffsetSegment[] = [
    { start: 4, end: 7, redactedStart: 4, redactedEnd: 5, spanIndex: 0 },
    { start: 9, end: 22, redactedStart: 7, redactedEnd: 13, spanIndex: 1 },
  ];
  it('maps original → redacted before, inside and after replacements', () => {
    expect([0, 4, 6, 7, 8, 9, 21, 22, 23].map((o) => toRedactedOffset(map, o))).toEqual([0, 4, 4, 5, 6, 7, 7, 13, 14]);
  });
  it('maps redacted → original', () => {
    expect([0, 4, 5, 6, 7, 12, 13, 14].map((o) => toOriginalOffset(map, o))).toEqual([0, 4, 7, 8, 9, 9, 22, 23]);
  });
  it('is the identity with an empty map', () => {
    expect(toRedactedOffset([], 17)).toBe(17);
    expect(toOriginalOffset([], 17)).toBe(17);
  });
});

describe('lines', () => {
  it('splits on \\n and \\r\\n, keeping offsets into the original', () => {
    const lines = splitLines('주 문\r\n\n피고인을 징역 1년에 처한다.\n');
    expect(lines).toEqual([
      { start: 0, end: 3 },
      { start: 5, end: 5 },
      { start: 6, end: 22 },
      { start: 23, end: 23 },
    ]);
    expect([0, 3, 4, 5, 6, 22, 23].map((o) => lineAt(lines, o))).toEqual([0, 0, 0, 1, 2, 2, 3]);
  });
});

describe('lineSegments', () => {
  const ranges = indexRanges([
    { start: 2, end: 5 },
    { start: 8, end: 14 },
    { start: 9, end: 10 },
  ]);
  it('cuts a line into plain and highlighted runs, earlier range winning an overlap', () => {
    expect(lineSegments(ranges, 0, 12)).toEqual([
      { start: 0, end: 2, index: -1 },
      { start: 2, end: 5, index: 0 },
      { start: 5, end: 8, index: -1 },
      { start: 8, end: 12, index: 1 },
    ]);
  });
  it('continues a range that began on the previous line', () => {
    expect(lineSegments(ranges, 13, 20)).toEqual([
      { start: 13, end: 14, index: 1 },
      { start: 14, end: 20, index: -1 },
    ]);
  });
  it('skips ranges the caller excludes and returns one empty run for an empty line', () => {
    expect(lineSegments(ranges, 0, 6, (i) => i === 0)).toEqual([{ start: 0, end: 6, index: -1 }]);
    expect(lineSegments(ranges, 6, 6)).toEqual([{ start: 6, end: 6, index: -1 }]);
  });
});

describe('virtual layout', () => {
  it('estimates wrapped heights', () => {
    expect([0, 1, 40, 41, 120].map((n) => estimateHeight(n, 40, 24))).toEqual([24, 24, 24, 48, 72]);
  });
  it('finds the lines a viewport shows', () => {
    const offsets = prefixOffsets([24, 48, 24, 24, 72, 24]);
    expect(Array.from(offsets)).toEqual([0, 24, 72, 96, 120, 192, 216]);
    expect([0, 23, 24, 71, 72, 500].map((y) => indexAtY(offsets, y))).toEqual([0, 0, 1, 1, 2, 5]);
    expect(visibleRange(offsets, 30, 60, 0)).toEqual({ first: 1, last: 2 });
    expect(visibleRange(offsets, 30, 60, 2)).toEqual({ first: 0, last: 4 });
    expect(visibleRange(prefixOffsets([]), 0, 100, 2)).toEqual({ first: 0, last: -1 });
  });
});
