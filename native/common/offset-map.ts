// Side-by-side scrolling: an offset in the original maps to the redacted text and back through the segments.
// Platform-free (native/common/): the engine and the renderer both use this one copy.
import type { OffsetSegment } from '../types';

/** Index of the last segment whose start (in `key` coordinates) is <= offset, or -1. */
function lastAtOrBefore(map: readonly OffsetSegment[], offset: number, key: 'start' | 'redactedStart'): number {
  let lo = 0;
  let hi = map.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (map[mid][key] <= offset) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/** Where an original offset lands in the redacted text; inside a replaced stretch, at its start. */
export function originalToRedacted(map: readonly OffsetSegment[], offset: number): number {
  const i = lastAtOrBefore(map, offset, 'start');
  if (i < 0) return offset;
  const seg = map[i];
  if (offset < seg.end) return seg.redactedStart;
  return seg.redactedEnd + (offset - seg.end);
}

/** Where a redacted offset comes from in the original; inside a replacement, at the replaced stretch's start. */
export function redactedToOriginal(map: readonly OffsetSegment[], offset: number): number {
  let i = lastAtOrBefore(map, offset, 'redactedStart');
  // A deletion has an empty redacted range: the offset right after it belongs to the text that follows.
  while (i >= 0 && map[i].redactedEnd <= offset && i + 1 < map.length && map[i + 1].redactedStart <= offset) i++;
  if (i < 0) return offset;
  const seg = map[i];
  if (offset < seg.redactedEnd) return seg.start;
  return seg.end + (offset - seg.redactedEnd);
}
