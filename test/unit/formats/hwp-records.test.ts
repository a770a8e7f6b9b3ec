import { describe, expect, it } from 'vitest';
import { encodeRecord, HWPTAG_PARA_TEXT, paragraphText, parseRecords } from '../../../native/formats/hwp/records';

const utf16 = (units: number[]) => Uint8Array.from(units.flatMap((u) => [u & 0xff, u >> 8]));
const chars = (s: string) => [...s].map((c) => c.charCodeAt(0));

describe('HWP records', () => {
  it('round-trips headers, including the long-size form', () => {
    const long = new Uint8Array(5000).fill(7);
    const stream = Uint8Array.from([...encodeRecord(HWPTAG_PARA_TEXT, 1, utf16(chars('가'))), ...encodeRecord(70, 3, long)]);
    const records = parseRecords(stream)!;
    expect(records.map((r) => [r.tag, r.level, r.data.length])).toEqual([
      [67, 1, 2],
      [70, 3, 5000],
    ]);
    expect(parseRecords(stream.subarray(0, stream.length - 1))).toBeNull();
  });

  it('skips 8-unit controls, keeps tabs and line breaks, drops the paragraph end', () => {
    const secd = [2, 0x6364, 0x7365, 0, 0, 0, 0, 2];
    const tab = [9, 0, 0, 0, 0, 0, 0, 9];
    expect(paragraphText(utf16([...secd, ...chars('피고인'), ...tab, ...chars('홍'), 10, ...chars('길동'), 30, 13]))).toBe('피고인\t홍\n길동-');
  });

  it('reads a payload that starts at an odd byte offset (a view into a Buffer)', () => {
    const b = Buffer.alloc(9);
    b.write('홍길', 1, 'utf16le');
    b.writeUInt16LE(13, 5);
    expect(paragraphText(b.subarray(1, 7))).toBe('홍길');
    expect(paragraphText(new Uint8Array(b).subarray(1, 7))).toBe('홍길');
  });
});
