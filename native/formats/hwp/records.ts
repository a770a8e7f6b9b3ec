import { tokenizeParaText } from './para-text';

// HWP 5.0 record stream: a 32-bit header (tag 10 bits, level 10 bits, size 12 bits; size 0xFFF → next 32 bits)
// followed by the payload (한글 문서 파일 구조 5.0 §4.1). Body tags are HWPTAG_BEGIN (16) + 50… (§4.3, 표 57).
export const HWPTAG_PARA_HEADER = 66;
export const HWPTAG_PARA_TEXT = 67;
export const HWPTAG_PARA_CHAR_SHAPE = 68;
export const HWPTAG_PARA_LINE_SEG = 69;
export const HWPTAG_PARA_RANGE_TAG = 70;
export const HWPTAG_CTRL_HEADER = 71;
export const HWPTAG_LIST_HEADER = 72;

export interface HwpRecord {
  tag: number;
  level: number;
  data: Uint8Array;
  /** Bytes of the header before `data` (4, or 8 in the long form), so the record can be copied verbatim. */
  headerSize: number;
}

/** Null when the stream ends inside a record (truncated or not a record stream). */
export function parseRecords(stream: Uint8Array): HwpRecord[] | null {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  const records: HwpRecord[] = [];
  let p = 0;
  while (p < stream.length) {
    const start = p;
    if (p + 4 > stream.length) return null;
    const header = view.getUint32(p, true);
    p += 4;
    let size = header >>> 20;
    if (size === 0xfff) {
      if (p + 4 > stream.length) return null;
      size = view.getUint32(p, true);
      p += 4;
    }
    if (p + size > stream.length) return null;
    records.push({ tag: header & 0x3ff, level: (header >>> 10) & 0x3ff, data: stream.subarray(p, p + size), headerSize: p - start });
    p += size;
  }
  return records;
}

/** The record as stored, header included. */
export function rawRecord(r: HwpRecord): Uint8Array {
  return new Uint8Array(r.data.buffer, r.data.byteOffset - r.headerSize, r.headerSize + r.data.length);
}

export function encodeRecord(tag: number, level: number, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(recordSize(data.length));
  const at = writeRecordHeader(new DataView(out.buffer), 0, tag, level, data.length);
  out.set(data, at);
  return out;
}

/** Header plus payload: payloads of 4095 bytes or more take the long form (size 0xFFF, then a DWORD). */
export function recordSize(length: number): number {
  return (length >= 0xfff ? 8 : 4) + length;
}

/** Writes a record header at `at` and returns where the payload goes. */
export function writeRecordHeader(view: DataView, at: number, tag: number, level: number, length: number): number {
  const long = length >= 0xfff;
  view.setUint32(at, ((tag & 0x3ff) | ((level & 0x3ff) << 10) | ((long ? 0xfff : length) << 20)) >>> 0, true);
  if (long) view.setUint32(at + 4, length, true);
  return at + (long ? 8 : 4);
}

/** The visible text of one PARA_TEXT payload: tabs kept, line breaks as \n, controls (tables, notes) skipped. */
export function paragraphText(data: Uint8Array): string {
  return tokenizeParaText(data)
    .map((t) => (t.kind === 'text' ? t.text : (t.stands ?? '')))
    .join('');
}
