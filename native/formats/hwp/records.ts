// HWP 5.0 record stream: a 32-bit header (tag 10 bits, level 10 bits, size 12 bits; size 0xFFF → next 32 bits)
// followed by the payload. Paragraph text is HWPTAG_PARA_TEXT (HWPTAG_BEGIN 16 + 51).
export const HWPTAG_PARA_HEADER = 66;
export const HWPTAG_PARA_TEXT = 67;

export interface HwpRecord {
  tag: number;
  level: number;
  data: Uint8Array;
}

/** Null when the stream ends inside a record (truncated or not a record stream). */
export function parseRecords(stream: Uint8Array): HwpRecord[] | null {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  const records: HwpRecord[] = [];
  let p = 0;
  while (p < stream.length) {
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
    records.push({ tag: header & 0x3ff, level: (header >>> 10) & 0x3ff, data: stream.subarray(p, p + size) });
    p += size;
  }
  return records;
}

export function encodeRecord(tag: number, level: number, data: Uint8Array): Uint8Array {
  const long = data.length >= 0xfff;
  const out = new Uint8Array(4 + (long ? 4 : 0) + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, (tag & 0x3ff) | ((level & 0x3ff) << 10) | ((long ? 0xfff : data.length) << 20), true);
  if (long) view.setUint32(4, data.length, true);
  out.set(data, long ? 8 : 4);
  return out;
}

// Control characters inside PARA_TEXT: "char" controls take one code unit, inline and extended controls eight.
const SINGLE_UNIT = new Set([0, 10, 13, 24, 25, 26, 27, 28, 29, 30, 31]);

/** The visible text of one PARA_TEXT payload: tabs kept, line breaks as \n, controls (tables, notes) skipped. */
export function paragraphText(data: Uint8Array): string {
  const units = data.length >> 1;
  let out = '';
  for (let i = 0; i < units; ) {
    const c = data[2 * i] | (data[2 * i + 1] << 8);
    if (c >= 32) {
      out += String.fromCharCode(c);
      i++;
    } else if (SINGLE_UNIT.has(c)) {
      if (c === 10) out += '\n';
      else if (c === 30 || c === 31) out += c === 30 ? '-' : ' '; // non-breaking hyphen / fixed-width space
      i++;
    } else {
      if (c === 9) out += '\t';
      i += 8;
    }
  }
  return out;
}
