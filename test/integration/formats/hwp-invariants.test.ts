// Random redactions of the HWP judgment (any line, any span with a visible character, replacements shorter, longer or
// empty): the output reads back as exactly the redacted text, by ours and by @ohah/hwpjs, and every paragraph stays
// well-formed for Hangul: nChars = PARA_TEXT length, shape runs strictly increasing from 0 and inside the text,
// range tags inside the text, header counts equal to the records, no line-layout cache left.
import { readFileSync } from 'node:fs';
import CFB from 'cfb';
import fc from 'fast-check';
import { inflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readDocumentBytes, writeDocument, type Replacement } from '../../../native/formats';
import { applyReplacements } from '../../../native/formats/replacements';
import { fixture } from './helpers';
import { hwpjsParagraphs } from './hwpjs-reader';

const SOURCE = new Uint8Array(readFileSync(fixture('judgment.hwp')));

function sectionRecords(bytes: Uint8Array) {
  const cfb = CFB.read(Buffer.from(bytes), { type: 'buffer' });
  const raw = new Uint8Array(cfb.FileIndex[cfb.FullPaths.indexOf('Root Entry/BodyText/Section0')].content as ArrayLike<number>);
  const s = inflateSync(raw);
  const view = new DataView(s.buffer, s.byteOffset, s.byteLength);
  const out: { tag: number; level: number; data: DataView; size: number }[] = [];
  for (let p = 0; p < s.length; ) {
    const h = view.getUint32(p, true);
    let size = h >>> 20;
    p += 4;
    if (size === 0xfff) {
      size = view.getUint32(p, true);
      p += 4;
    }
    out.push({ tag: h & 0x3ff, level: (h >>> 10) & 0x3ff, data: new DataView(s.buffer, s.byteOffset + p, size), size });
    p += size;
  }
  return out;
}

function checkParagraphs(bytes: Uint8Array, edited: boolean): void {
  const records = sectionRecords(bytes);
  // An untouched section keeps its layout cache; an edited one has none left.
  expect(records.some((r) => r.tag === 69)).toBe(!edited);
  records.forEach((r, i) => {
    if (r.tag !== 66) return;
    const owned = (tag: number) => {
      for (let j = i + 1; j < records.length && records[j].level > r.level; j++) if (records[j].level === r.level + 1 && records[j].tag === tag) return records[j];
      return undefined;
    };
    const text = owned(67);
    const nchars = r.data.getUint32(0, true) & 0x7fffffff;
    if (!text) return;
    expect(nchars).toBe(text.size / 2);
    const shapes = owned(68)!;
    const positions = Array.from({ length: shapes.size / 8 }, (_, k) => shapes.data.getUint32(k * 8, true));
    expect(positions[0]).toBe(0);
    positions.forEach((p, k) => {
      expect(p).toBeLessThan(nchars);
      if (k > 0) expect(p).toBeGreaterThan(positions[k - 1]);
    });
    expect(r.data.getUint16(12, true)).toBe(positions.length);
    const tags = owned(70);
    expect(r.data.getUint16(14, true)).toBe(tags ? tags.size / 12 : 0);
    for (let k = 0; tags && k < tags.size / 12; k++) {
      expect(tags.data.getUint32(k * 12, true)).toBeLessThanOrEqual(tags.data.getUint32(k * 12 + 4, true));
      expect(tags.data.getUint32(k * 12 + 4, true)).toBeLessThanOrEqual(nchars);
    }
    expect(r.data.getUint16(16, true)).toBe(edited ? 0 : 1);
  });
}

describe('HWP writer invariants', () => {
  it('random redactions read back exactly and leave every paragraph well-formed', async () => {
    const doc = await readDocumentBytes(SOURCE, 'judgment.hwp');
    const lines: { start: number; text: string }[] = [];
    let at = 0;
    for (const text of doc.text.split('\n')) {
      if (/[^\t]/.test(text)) lines.push({ start: at, text });
      at += text.length + 1;
    }
    const span = fc
      .record({ line: fc.nat(lines.length - 1), a: fc.nat(200), b: fc.nat(200), replacement: fc.constantFrom('', 'A', '[주민등록번호]', '계좌번호 1 생략', '갑') })
      .map(({ line, a, b, replacement }) => {
        const l = lines[line];
        const start = a % l.text.length;
        const end = Math.min(l.text.length, start + 1 + (b % 12));
        return { start: l.start + start, end: l.start + end, replacement };
      })
      // A span must hold a visible character: one over a lone tab has no text node to carry its replacement.
      .filter((r) => /[^\t]/.test(doc.text.slice(r.start, r.end)));
    await fc.assert(
      fc.asyncProperty(fc.array(span, { maxLength: 6 }), async (spans) => {
        const replacements: Replacement[] = [];
        for (const r of [...spans].sort((x, y) => x.start - y.start)) if (replacements.every((q) => q.end <= r.start)) replacements.push(r);
        const written = await writeDocument(doc, replacements);
        const expected = applyReplacements(doc.text, replacements);
        expect((await readDocumentBytes(written.bytes, 'out.hwp')).text).toBe(expected);
        const independent = hwpjsParagraphs(written.bytes).map((p) => p.text);
        // The footer's list is the last line (see hwp-round-trip.test.ts for @ohah/hwpjs's footer quirk).
        expect(independent).toEqual(expected.split('\n').slice(0, -2));
        checkParagraphs(written.bytes, replacements.length > 0);
      }),
      { numRuns: 40, seed: 11 },
    );
  });
});
