// Position mapping between the original and the redacted text through the engine's offsetMap,
// so the two panes scroll together and a click in one finds the place in the other.
import type { OffsetSegment } from '../../electron/ipc-contract';

/** Index of the last segment whose key start is <= offset, or -1. Segments are sorted and disjoint. */
function lastAtOrBefore(map: readonly OffsetSegment[], offset: number, key: 'start' | 'redactedStart'): number {
  let lo = 0;
  let hi = map.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (map[mid][key] <= offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Original offset → redacted offset. Inside a replaced stretch it maps to the replacement's start. */
export function toRedactedOffset(map: readonly OffsetSegment[], offset: number): number {
  const i = lastAtOrBefore(map, offset, 'start');
  if (i < 0) return offset;
  const seg = map[i];
  if (offset < seg.end) return seg.redactedStart;
  return seg.redactedEnd + (offset - seg.end);
}

/** Redacted offset → original offset. Inside a replacement it maps to the original span's start. */
export function toOriginalOffset(map: readonly OffsetSegment[], offset: number): number {
  const i = lastAtOrBefore(map, offset, 'redactedStart');
  if (i < 0) return offset;
  const seg = map[i];
  if (offset < seg.redactedEnd) return seg.start;
  return seg.end + (offset - seg.redactedEnd);
}
