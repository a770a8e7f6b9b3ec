// Re-zipping keeps untouched entries' stored bytes as they were; only edited entries are deflated again.
import { deflateSync } from 'fflate';
import { crc32 } from './crc32';
import type { ZipEntry } from './read-zip';

export interface ZipOutputEntry {
  name: string;
  /** New content; when absent, `original.raw` is copied unchanged. */
  data?: Uint8Array;
  original?: ZipEntry;
  /** Force STORED (HWPX and ODF want `mimetype` first and uncompressed). */
  store?: boolean;
}

// 1980-01-01 00:00 in DOS format, for entries we create.
const DOS_DATE_1980 = (0 << 9) | (1 << 5) | 1;

export function writeZip(entries: ZipOutputEntry[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = new TextEncoder().encode(e.name);
    let method: number;
    let raw: Uint8Array;
    let crc: number;
    let size: number;
    if (e.data === undefined && e.original) {
      ({ method, raw, crc, size } = e.original);
    } else {
      const data = e.data ?? new Uint8Array(0);
      method = e.store ? 0 : 8;
      raw = e.store ? data : deflateSync(data, { level: 6 });
      crc = crc32(data);
      size = data.length;
    }
    const time = e.original?.time ?? 0;
    const date = e.original?.date ?? DOS_DATE_1980;
    const flags = 0x0800; // names are UTF-8

    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(6, flags, true);
    lv.setUint16(8, method, true);
    lv.setUint16(10, time, true);
    lv.setUint16(12, date, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, raw.length, true);
    lv.setUint32(22, size, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);

    const cd = new Uint8Array(46 + name.length);
    const cv = new DataView(cd.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(8, flags, true);
    cv.setUint16(10, method, true);
    cv.setUint16(12, time, true);
    cv.setUint16(14, date, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, raw.length, true);
    cv.setUint32(24, size, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    cd.set(name, 46);

    chunks.push(local, raw);
    central.push(cd);
    offset += local.length + raw.length;
  }
  const cdSize = central.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, cdSize, true);
  ev.setUint32(16, offset, true);
  return concatAll([...chunks, ...central, end]);
}

export function concatAll(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
