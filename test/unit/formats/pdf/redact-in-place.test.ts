// The core of PDF redaction: removing the glyphs under a span must leave every other glyph exactly where it was,
// whatever the text state (TJ kerning, character and word spacing, horizontal scaling, the ' and " operators),
// and the page must read back as the redacted text.
import { PDFDocument, PDFName, degrees } from 'pdf-lib';
import { textOverImagePdf } from '../../../fixtures/formats/generator/pdf-rich';
import { describe, expect, it } from 'vitest';
import { applyReplacements } from '../../../../native/formats/replacements';
import { parseContent } from '../../../../native/formats/pdf/content-lexer';
import { parseToUnicode } from '../../../../native/formats/pdf/fonts';
import { pdfReader } from '../../../../native/formats/pdf/reader';
import { pdfWriter } from '../../../../native/formats/pdf/writer';
import { interpretAll } from '../../../../native/formats/pdf/document-text';
import type { Replacement } from '../../../../native/formats/types';

/** A page in a simple TrueType-less font with explicit /Widths (600 units each) and WinAnsi codes. */
async function simpleFontPdf(content: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const page = pdf.addPage([400, 200]);
  const font = pdf.context.obj({
    Type: 'Font',
    Subtype: 'Type1',
    BaseFont: 'Courier',
    Encoding: 'WinAnsiEncoding',
    FirstChar: 32,
    LastChar: 126,
    Widths: Array.from({ length: 95 }, () => 600),
  });
  page.node.set(PDFName.of('Resources'), pdf.context.obj({ Font: { F1: pdf.context.register(font) } }));
  page.node.set(PDFName.of('Contents'), pdf.context.register(pdf.context.flateStream(content)));
  return pdf.save({ useObjectStreams: false });
}

async function glyphPositions(bytes: Uint8Array): Promise<Map<string, [number, number][]>> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const byChar = new Map<string, [number, number][]>();
  for (const g of interpretAll(pdf)[0].glyphs) {
    if (g.index < 0) continue;
    byChar.set(g.text, [...(byChar.get(g.text) ?? []), [g.x, g.y]]);
  }
  return byChar;
}

function spans(text: string, pairs: Record<string, string>): Replacement[] {
  return Object.entries(pairs)
    .map(([m, replacement]) => ({ start: text.indexOf(m), end: text.indexOf(m) + m.length, replacement }))
    .sort((a, b) => a.start - b.start);
}

describe('PDF redaction in place', () => {
  const content = [
    'BT /F1 10 Tf 1 0 0 1 20 160 Tm 12 TL',
    '[(Kim) -300 (Jin) 120 (su owes) -400 (Lee.)] TJ',
    '0.5 Tc 2 Tw 90 Tz (Call 010 555 1234 now) \' ',
    '1 3 (Name QQQ here) "',
    '0 Tc 0 Tw 100 Tz T* (ZZ end) Tj',
    'ET',
  ].join('\n');

  it('keeps every other glyph at its position and reads back as the redacted text', async () => {
    const source = await simpleFontPdf(content);
    const doc = await pdfReader.read(source, 'simple.pdf');
    expect(doc.text).toBe('Kim Jinsu owes Lee.\nCall 010 555 1234 now\nName QQQ here\nZZ end\n');
    const replacements = spans(doc.text, { Jinsu: 'B', '010 555 1234': '', QQQ: 'X' });
    const written = await pdfWriter.write(doc, replacements);
    const again = await pdfReader.read(written.bytes, 'out.pdf');
    expect(again.text).toBe(applyReplacements(doc.text, replacements));
    expect(again.text).toBe('Kim B owes Lee.\nCall  now\nName X here\nZZ end\n');

    const before = await glyphPositions(source);
    const after = await glyphPositions(written.bytes);
    for (const ch of ['K', 'i', 'm', 'o', 'w', 'L', '.', 'C', 'a', 'l', 'n', 'N', 'h', 'Z', 'd']) {
      const kept = after.get(ch)!;
      // Every occurrence left after redaction stands exactly where one stood before.
      for (const [x, y] of kept) expect(before.get(ch)!.some(([bx, by]) => Math.abs(bx - x) < 1e-3 && Math.abs(by - y) < 1e-3)).toBe(true);
    }
    for (const gone of ['J', 'Q', '0', '5']) expect(after.get(gone)).toBeUndefined();
  });
});

describe('content lexer and ToUnicode', () => {
  it('reads literal strings with escapes, nested parentheses and octal codes, and skips inline images', () => {
    const ops = parseContent(new TextEncoder().encode('(a\\(b\\) (c) \\101\\n) Tj BI /W 1 /H 1 ID \x00\x01 EI Q\n[<0102> -5] TJ'));
    expect(ops.map((o) => o.op)).toEqual(['Tj', 'BI', 'Q', 'TJ']);
    expect(new TextDecoder().decode(ops[0].operands[0] as Uint8Array)).toBe('a(b) (c) A\n');
    expect(ops[3].operands[0]).toEqual([Uint8Array.from([1, 2]), -5]);
  });

  it('maps bfchar, bfrange with a base and with an array, and UTF-16 surrogate pairs', () => {
    const map = parseToUnicode(
      '2 beginbfchar <0001> <D64D> <0002> <D83DDE00> endbfchar 2 beginbfrange <0010> <0012> <AC00> <0020> <0021> [<0041> <0042>] endbfrange',
    );
    expect([1, 2, 0x10, 0x11, 0x12, 0x20, 0x21].map((c) => map.get(c))).toEqual(['홍', '😀', '가', '각', '갂', 'A', 'B']);
  });
});

describe('pages rebuilt as images', () => {
  it('refuses to rebuild a rotated page as an image rather than misplace its boxes', async () => {
    const pdf = await PDFDocument.load(await textOverImagePdf(), { updateMetadata: false });
    pdf.getPage(0).setRotation(degrees(90));
    const doc = await pdfReader.read(await pdf.save(), 'rotated.pdf');
    await expect(pdfWriter.write(doc, spans(doc.text, { 홍길동: 'A' }))).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'rotated.pdf: page(s) 1 are rotated (/Rotate) and cannot be rebuilt as images yet. Save the PDF without page rotation and open that.',
    });
  });
});
