import CFB from 'cfb';
import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { verifyNoLeak } from '../../../native/formats';
import { writeCfb } from '../../../native/formats/hwp/cfb-write';
import { cleanSummaryInformation } from '../../../native/formats/hwp/summary-info';
import { summaryInformation } from '../../fixtures/formats/generator/hwp-judgment';

const utf16 = (s: string) => Buffer.from(s, 'utf16le');

function compound(streams: Record<string, Uint8Array>): Uint8Array {
  const cfb = CFB.utils.cfb_new();
  for (const [name, data] of Object.entries(streams)) CFB.utils.cfb_add(cfb, name, Buffer.from(data));
  CFB.utils.cfb_del(cfb, '/\u0001Sh33tJ5');
  return writeCfb(cfb);
}

describe('summary information', () => {
  it('keeps code page, times and counts, drops every text property', () => {
    const source = summaryInformation('홍길동 사기 사건', '김똠똑');
    const out = Buffer.from(cleanSummaryInformation(source));
    expect(out.includes(utf16('홍길동'))).toBe(false);
    expect(out.includes(utf16('김똠똑'))).toBe(false);
    const set = out.readUInt32LE(44);
    expect(out.readUInt32LE(set + 4)).toBe(3); // code page, create time, page count
    const ids = [0, 1, 2].map((i) => out.readUInt32LE(set + 8 + i * 8));
    expect(ids).toEqual([1, 12, 14]);
    expect(out.subarray(28, 44)).toEqual(Buffer.from(source).subarray(28, 44)); // FMTID kept
    expect(out.includes(Buffer.from(source).subarray(source.length - 16, source.length - 8))).toBe(true); // FILETIME value
  });

  it('an unreadable stream becomes an empty set under Hangul’s FMTID', () => {
    const out = Buffer.from(cleanSummaryInformation(utf16('홍길동 not a property set')));
    expect(out.length).toBe(56);
    expect(out.readUInt16LE(0)).toBe(0xfffe);
    expect(out.readUInt32LE(48 + 4)).toBe(0);
  });
});

describe('compound file output', () => {
  it('pads the FAT tail with FREESECT (MS-CFB), not ENDOFCHAIN', () => {
    const bytes = compound({ '/A': new Uint8Array(5000).fill(1), '/B': new Uint8Array(10) });
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    const sectors = bytes.length / 512 - 1;
    const fat = (view.getUint32(0x4c, true) + 1) * 512;
    const tail = Array.from({ length: 128 - sectors }, (_, i) => view.getUint32(fat + (sectors + i) * 4, true));
    expect(new Set(tail)).toEqual(new Set([0xffffffff]));
    expect(CFB.read(Buffer.from(bytes), { type: 'buffer' }).FullPaths).toContain('Root Entry/A');
  });
});

describe('leak check over HWP streams', () => {
  it('finds a mention in a deflated BinData item and inside an OLE object embedded in BinData', async () => {
    const ole = compound({ '/Contents': deflateSync(utf16('피해자 김똠똑')) });
    const bytes = compound({
      '/FileHeader': Uint8Array.from([...Buffer.from('HWP Document File'), ...new Uint8Array(256 - 17)]),
      '/BodyText/Section0': new Uint8Array(0),
      '/BinData/BIN0001.bmp': deflateSync(utf16('작성자 홍길동')),
      '/BinData/BIN0002.OLE': deflateSync(Uint8Array.from([...new Uint8Array(new Uint32Array([ole.length]).buffer), ...ole])),
    });
    const report = await verifyNoLeak({ format: 'hwp', extension: '.hwp', bytes }, ['홍길동', '김똠똑']);
    const where = report.hits.map((h) => `${h.mention} @ ${h.part}`);
    expect(where).toContain('홍길동 @ Root Entry/BinData/BIN0001.bmp (inflated)');
    expect(where).toContain('김똠똑 @ Root Entry/BinData/BIN0002.OLE (inflated) › Root Entry/Contents (inflated)');
  });
});
