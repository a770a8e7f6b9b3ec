// \005HwpSummaryInformation (한글 문서 파일 구조 5.0 §3.2.4, 표 7) is an OLE property set (MS-OLEPS): title,
// subject, author, keywords, comments, last author, revision and a date string are text, often a party's name.
// The cleaned stream keeps only numbers and times (code page, page and paragraph counts, create/save times).

// FMTID_HwpSummaryInformation {9FA2B660-1061-11D4-B4C6-006097C09D8C}, in its on-disk byte order.
const HWP_FMTID = Uint8Array.from([0x60, 0xb6, 0xa2, 0x9f, 0x61, 0x10, 0xd4, 0x11, 0xb4, 0xc6, 0x00, 0x60, 0x97, 0xc0, 0x9d, 0x8c]);
const VT_I2 = 0x02;
const VT_I4 = 0x03;
const VT_FILETIME = 0x40;
/** Value sizes of the kept types; anything else (strings, blobs, vectors, the dictionary) is dropped. */
const KEPT: Record<number, number> = { [VT_I2]: 4, [VT_I4]: 4, [VT_FILETIME]: 8 };

interface Property {
  id: number;
  bytes: Uint8Array;
}

export function cleanSummaryInformation(stream: Uint8Array): Uint8Array {
  let fmtid: Uint8Array = HWP_FMTID;
  let kept: Property[] = [];
  try {
    const parsed = parse(stream);
    fmtid = parsed.fmtid;
    kept = parsed.properties.filter((p) => p.id !== 0);
  } catch {
    // Unreadable: an empty set under Hangul's FMTID is still a valid stream.
  }
  return build(fmtid, kept);
}

function parse(stream: Uint8Array): { fmtid: Uint8Array; properties: Property[] } {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  if (view.getUint16(0, true) !== 0xfffe || view.getUint32(24, true) < 1) throw new Error('not a property set stream');
  const fmtid = stream.slice(28, 44);
  const base = view.getUint32(44, true);
  const count = view.getUint32(base + 4, true);
  if (count > 4096) throw new Error('implausible property count');
  const properties: Property[] = [];
  for (let i = 0; i < count; i++) {
    const id = view.getUint32(base + 8 + i * 8, true);
    const at = base + view.getUint32(base + 12 + i * 8, true);
    const type = view.getUint16(at, true);
    const size = KEPT[type];
    if (size === undefined) continue;
    if (at + 4 + size > stream.length) throw new Error('property past the end');
    properties.push({ id, bytes: stream.slice(at, at + 4 + size) });
  }
  return { fmtid, properties };
}

// Header (28) + one FMTID/offset (20), then the set: size, count, (id, offset) pairs, values (4-byte aligned).
function build(fmtid: Uint8Array, properties: Property[]): Uint8Array {
  const setStart = 48;
  const tableSize = 8 + properties.length * 8;
  const size = tableSize + properties.reduce((n, p) => n + p.bytes.length, 0);
  const out = new Uint8Array(setStart + size);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0xfffe, true);
  view.setUint16(2, 0, true);
  view.setUint32(4, 0x00020005, true); // OS version field as Windows writes it; carries no user data
  view.setUint32(24, 1, true);
  out.set(fmtid, 28);
  view.setUint32(44, setStart, true);
  view.setUint32(setStart, size, true);
  view.setUint32(setStart + 4, properties.length, true);
  let at = tableSize;
  properties.forEach((p, i) => {
    view.setUint32(setStart + 8 + i * 8, p.id, true);
    view.setUint32(setStart + 12 + i * 8, at, true);
    out.set(p.bytes, setStart + at);
    at += p.bytes.length;
  });
  return out;
}
