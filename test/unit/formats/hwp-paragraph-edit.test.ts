import { describe, expect, it } from 'vitest';
import { editParagraph, withoutLineSegments } from '../../../native/formats/hwp/paragraph-edit';
import { encodeParaText, tokenizeParaText } from '../../../native/formats/hwp/para-text';
import type { NodeEdit } from '../../../native/formats/text-map';

const utf16 = (units: number[]) => Uint8Array.from(units.flatMap((u) => [u & 0xff, u >> 8]));
const chars = (s: string) => [...s].map((c) => c.charCodeAt(0));
const u32s = (list: number[]) => Uint8Array.from(list.flatMap((v) => [v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, v >>> 24]));
const read32 = (b: Uint8Array) => Array.from({ length: b.length / 4 }, (_, i) => new DataView(b.buffer, b.byteOffset).getUint32(i * 4, true));
const FIELD = [3, 0x6b6c, 0x2568, 0, 0, 0, 0, 3]; // field start ('%hlk'), extended
const TAB = [9, 4000, 0, 0, 0, 0, 0, 9];

function header(nchars: number, mask: number, shapes: number, tags: number): Uint8Array {
  const h = new Uint8Array(22);
  const v = new DataView(h.buffer);
  v.setUint32(0, nchars, true);
  v.setUint32(4, mask, true);
  v.setUint16(12, shapes, true);
  v.setUint16(14, tags, true);
  v.setUint16(16, 1, true);
  return h;
}

describe('editParagraph', () => {
  // "피고인 " [field] "홍길동" [tab] "씨" ¶  — units: 4 + 8 + 3 + 8 + 1 + 1 = 25
  const units = [...chars('피고인 '), ...FIELD, ...chars('홍길동'), ...TAB, ...chars('씨'), 13];
  const text = utf16(units);
  const tokens = tokenizeParaText(text);

  it('replaces text between controls, keeps the controls byte for byte, and moves positions after it', () => {
    const edits = new Map<number, NodeEdit[]>([[2, [{ from: 0, to: 3, text: 'A' }]]]);
    const out = editParagraph(
      {
        header: header(0x80000000 | units.length, (1 << 3) | (1 << 9) | (1 << 13), 3, 1),
        text,
        charShape: u32s([0, 0, 12, 1, 15, 0]), // plain, bold from 홍, plain from the tab
        rangeTag: u32s([12, 15, 7]),
      },
      tokens,
      edits,
    );
    expect(out.text).toEqual(utf16([...chars('피고인 '), ...FIELD, ...chars('A'), ...TAB, ...chars('씨'), 13]));
    const h = read32(out.header.subarray(0, 8));
    expect(h[0]).toBe((0x80000000 | (units.length - 2)) >>> 0); // bit 31 kept
    expect(h[1]).toBe((1 << 3) | (1 << 9) | (1 << 13));
    expect(read32(out.charShape!)).toEqual([0, 0, 12, 1, 13, 0]);
    expect(read32(out.rangeTag!)).toEqual([12, 13, 7]);
  });

  it('deletes a tab a span covers whole and clears its bit in the control mask', () => {
    const out = editParagraph({ header: header(units.length, (1 << 3) | (1 << 9) | (1 << 13), 1, 0), text, charShape: u32s([0, 0]) }, tokens, new Map([[3, [{ from: 0, to: 8, text: '' }]]]));
    expect(out.text).toEqual(utf16([...chars('피고인 '), ...FIELD, ...chars('홍길동씨'), 13]));
    expect(read32(out.header.subarray(0, 8))).toEqual([units.length - 8, (1 << 3) | (1 << 13)]);
  });

  it('drops a shape run the replacement swallows whole (the later run wins the shared position)', () => {
    // 홍 bold, 길 italic, 동씨… plain: replacing 홍길동 leaves the bold run holding `A`, the italic run empty.
    const out = editParagraph(
      { header: header(units.length, 0, 4, 0), text, charShape: u32s([0, 0, 12, 1, 13, 2, 14, 0]) },
      tokens,
      new Map([[2, [{ from: 0, to: 3, text: 'A' }]]]),
    );
    expect(read32(out.charShape!)).toEqual([0, 0, 12, 1, 13, 0]);
    expect(new DataView(out.header.buffer).getUint16(12, true)).toBe(3);
  });

  it('a longer replacement pushes later runs right; two edits in one run shift cumulatively', () => {
    const plain = utf16([...chars('홍길동과 김철수'), 13]);
    const out = editParagraph(
      { header: header(9, 1 << 13, 2, 0), text: plain, charShape: u32s([0, 0, 4, 1]) },
      tokenizeParaText(plain),
      new Map([[0, [{ from: 0, to: 3, text: '[피고인]' }, { from: 5, to: 8, text: 'B' }]]]),
    );
    expect(encodeParaText(tokenizeParaText(out.text))).toEqual(utf16([...chars('[피고인]과 B'), 13]));
    expect(read32(out.charShape!)).toEqual([0, 0, 6, 1]);
  });

  it('withoutLineSegments zeroes the line-segment count only', () => {
    const h = header(5, 1 << 13, 1, 0);
    const out = withoutLineSegments(h);
    expect(new DataView(out.buffer).getUint16(16, true)).toBe(0);
    expect(out.subarray(0, 16)).toEqual(h.subarray(0, 16));
    expect(new DataView(h.buffer).getUint16(16, true)).toBe(1);
  });
});
