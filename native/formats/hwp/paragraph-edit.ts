// One paragraph rewritten with new text: PARA_TEXT gets the new characters (controls copied back as stored),
// and every field that counts WCHAR positions follows (한글 문서 파일 구조 5.0 §4.3.1–4.3.5). Pure: bytes in, bytes out.
import type { NodeEdit } from '../text-map';
import { applyNodeEdits } from '../text-map';
import { encodeParaText, tokenUnits, type ParaToken } from './para-text';

// §4.3.1 (표 58) 문단 헤더: nChars UINT32 (bit 31 is a flag, not part of the count), control mask UINT32, para shape UINT16,
// style UINT8, column break UINT8, char-shape count UINT16, range-tag count UINT16, line-seg count UINT16, instance id.
const NCHARS = 0;
const CONTROL_MASK = 4;
const CHAR_SHAPE_COUNT = 12;
const RANGE_TAG_COUNT = 14;
const LINE_SEG_COUNT = 16;
const NCHARS_FLAG = 0x80000000;

export interface ParagraphPayloads {
  header: Uint8Array;
  text: Uint8Array;
  charShape?: Uint8Array;
  rangeTag?: Uint8Array;
}

interface Segment {
  oldStart: number;
  oldEnd: number;
  newStart: number;
  edits?: NodeEdit[];
  deleted?: boolean;
}

/**
 * `edits` by token index: text tokens get NodeEdits; a control token with any edit is deleted (only a tab, line
 * break or special space can be, when a span covers it whole).
 */
export function editParagraph(p: ParagraphPayloads, tokens: ParaToken[], edits: Map<number, NodeEdit[]>): ParagraphPayloads {
  const segments: Segment[] = [];
  const next: ParaToken[] = [];
  const removedCodes = new Set<number>();
  let oldPos = 0;
  let newPos = 0;
  tokens.forEach((t, i) => {
    const width = tokenUnits(t);
    const list = edits.get(i);
    const segment: Segment = { oldStart: oldPos, oldEnd: oldPos + width, newStart: newPos };
    if (t.kind === 'control' && list) {
      segment.deleted = true;
      removedCodes.add(t.code);
    } else if (t.kind === 'text' && list) {
      const text = applyNodeEdits(t.text, list);
      segment.edits = list;
      if (text) next.push({ kind: 'text', text });
      newPos += text.length;
    } else {
      next.push(t);
      newPos += width;
    }
    segments.push(segment);
    oldPos += width;
  });
  const oldTotal = oldPos;
  const newTotal = newPos;
  const map = (pos: number): number => (pos >= oldTotal ? newTotal : mapPosition(segments, pos));

  const header = new Uint8Array(p.header); // a copy with its own buffer (Buffer.slice would share memory)
  const view = new DataView(header.buffer);
  if (header.length >= 4) {
    // Moved by the change in length rather than set, so a count that never matched PARA_TEXT stays as Hangul wrote it.
    const old = view.getUint32(NCHARS, true);
    const count = Math.max(0, (old & ~NCHARS_FLAG) + newTotal - oldTotal);
    view.setUint32(NCHARS, ((old & NCHARS_FLAG) | count) >>> 0, true);
  }
  if (header.length >= 8 && removedCodes.size > 0) {
    const kept = new Set(next.filter((t) => t.kind === 'control').map((t) => t.code));
    let mask = view.getUint32(CONTROL_MASK, true);
    for (const c of removedCodes) if (!kept.has(c)) mask &= ~(1 << c);
    view.setUint32(CONTROL_MASK, mask >>> 0, true);
  }
  const out: ParagraphPayloads = { header, text: encodeParaText(next) };
  if (p.charShape) {
    out.charShape = moveCharShapes(p.charShape, map);
    if (header.length >= CHAR_SHAPE_COUNT + 2) view.setUint16(CHAR_SHAPE_COUNT, out.charShape.length / 8, true);
  }
  if (p.rangeTag) {
    out.rangeTag = moveRangeTags(p.rangeTag, map);
    if (header.length >= RANGE_TAG_COUNT + 2) view.setUint16(RANGE_TAG_COUNT, out.rangeTag.length / 12, true);
  }
  return out;
}

/** PARA_LINE_SEG dropped: Hangul lays the paragraph out again, as it does for HWPX without hp:linesegarray. */
export function withoutLineSegments(header: Uint8Array): Uint8Array {
  const out = new Uint8Array(header);
  if (out.length >= LINE_SEG_COUNT + 2) new DataView(out.buffer).setUint16(LINE_SEG_COUNT, 0, true);
  return out;
}

// A position inside replaced characters moves to the end of the replacement: a shape run that began inside a
// mention begins after it, and the mention's own first run carries the replacement.
function mapPosition(segments: Segment[], pos: number): number {
  const s = segments.find((g) => pos >= g.oldStart && pos < g.oldEnd);
  if (!s) return pos;
  if (s.deleted) return s.newStart;
  if (!s.edits) return s.newStart + (pos - s.oldStart);
  const local = pos - s.oldStart;
  let delta = 0;
  for (const e of s.edits) {
    if (local >= e.to) {
      delta += e.text.length - (e.to - e.from);
      continue;
    }
    if (local > e.from) return s.newStart + e.from + delta + e.text.length;
    break;
  }
  return s.newStart + local + delta;
}

// §4.3.3 (표 61): (UINT32 position, UINT32 shape id) pairs, positions increasing. Runs that end up empty are dropped (Hangul
// never writes two runs at one position); at a shared position the later run, which covers what follows, wins.
function moveCharShapes(data: Uint8Array, map: (pos: number) => number): Uint8Array {
  const src = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const runs: [number, number][] = [];
  for (let o = 0; o + 8 <= data.length; o += 8) {
    const pos = map(src.getUint32(o, true));
    const shape = src.getUint32(o + 4, true);
    while (runs.length > 0 && runs[runs.length - 1][0] >= pos) runs.pop();
    runs.push([pos, shape]);
  }
  const out = new Uint8Array(runs.length * 8);
  const dst = new DataView(out.buffer);
  runs.forEach(([pos, shape], i) => {
    dst.setUint32(i * 8, pos, true);
    dst.setUint32(i * 8 + 4, shape, true);
  });
  return out;
}

// §4.3.5 문단의 영역 태그: (UINT32 start, UINT32 end, UINT32 tag) triples.
function moveRangeTags(data: Uint8Array, map: (pos: number) => number): Uint8Array {
  const out = new Uint8Array(data.subarray(0, data.length - (data.length % 12)));
  const view = new DataView(out.buffer);
  for (let o = 0; o + 12 <= out.length; o += 12) {
    view.setUint32(o, map(view.getUint32(o, true)), true);
    view.setUint32(o + 4, map(view.getUint32(o + 4, true)), true);
  }
  return out;
}
