// Runs a page's content streams (and the form XObjects they draw) far enough to know, for every glyph shown, its
// Unicode text, where it stands on the page, and which operation of which stream showed it. The reader builds the
// document text from these glyphs; the writer uses the same records to remove exactly the glyphs under a span.
import { PDFDict, PDFName, PDFPage, PDFRef, PDFStream, PDFArray } from 'pdf-lib';
import { isName, parseContent, type Operand, type Operation } from './content-lexer';
import { loadFont, numberOf, streamBytes, type PdfFont } from './fonts';
import { IDENTITY, apply, boxOf, multiply, type Box, type Matrix } from './matrix';

export interface Glyph {
  stream: string;
  op: number;
  /** Index of the code within the operation's shown codes; -1 for a replacement-font pen move (no glyph). */
  index: number;
  text: string;
  box: Box;
  /** Page-space origin of the glyph and where the pen stood after it. */
  x: number;
  y: number;
  xEnd: number;
  size: number;
  invisible: boolean;
}

export interface ShownCode {
  bytes: Uint8Array;
  /** Pen position (text-space x relative to the line matrix) before and after the glyph's advance. */
  tx0: number;
  tx1: number;
}

export interface ShowOp {
  font: PdfFont;
  fontSize: number;
  hscale: number;
  tlm: Matrix;
  ctm: Matrix;
  codes: ShownCode[];
  /** Pen position after the whole operation (TJ adjustments included). */
  penEnd: number;
  /** Pen position at the start of the shown string (0 after the T* of ' and "). */
  penStart: number;
  editable: boolean;
}

export interface ContentStream {
  key: string;
  /** Where the stream lives: the page (its /Contents) or a form XObject's object. */
  owner: { page: PDFPage } | { form: PDFRef };
  bytes: Uint8Array;
  ops: Operation[];
  shows: Map<number, ShowOp>;
  /** How many times the page drew it (a form drawn twice cannot be edited for one of its places). */
  uses: number;
}

export interface PageLayout {
  glyphs: Glyph[];
  streams: Map<string, ContentStream>;
  /** Page-space boxes of images drawn on the page: text over them may also be painted in their pixels. */
  images: Box[];
  width: number;
  height: number;
}

interface TextState {
  font: PdfFont;
  fontName: string;
  size: number;
  tc: number;
  tw: number;
  th: number;
  tl: number;
  rise: number;
  mode: number;
}

interface GState {
  ctm: Matrix;
  text: TextState;
}

const MAX_FORM_DEPTH = 8;

export function interpretPage(page: PDFPage): PageLayout {
  const { width, height } = page.getSize();
  const layout: PageLayout = { glyphs: [], streams: new Map(), images: [], width, height };
  const contents = page.node.Contents();
  const parts: PDFStream[] = [];
  if (contents instanceof PDFStream) parts.push(contents);
  else if (contents instanceof PDFArray) {
    for (let i = 0; i < contents.size(); i++) {
      const s = contents.lookup(i);
      if (s instanceof PDFStream) parts.push(s);
    }
  }
  const chunks = parts.map((s) => streamBytes(s));
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length + 1, 0));
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    bytes[at + c.length] = 10; // streams of one page join with white space between them (§7.8.2)
    at += c.length + 1;
  }
  const fontCache = new Map<PDFDict, PdfFont>();
  const state: GState = {
    ctm: IDENTITY,
    text: { font: loadFont(undefined), fontName: '', size: 0, tc: 0, tw: 0, th: 1, tl: 0, rise: 0, mode: 0 },
  };
  run(layout, { key: 'page', owner: { page }, bytes }, page.node.Resources(), state, fontCache, 0);
  return layout;
}

function run(
  layout: PageLayout,
  source: { key: string; owner: ContentStream['owner']; bytes: Uint8Array },
  resources: PDFDict | undefined,
  initial: GState,
  fontCache: Map<PDFDict, PdfFont>,
  depth: number,
): void {
  const ops = parseContent(source.bytes);
  const stream: ContentStream = layout.streams.get(source.key) ?? { ...source, ops, shows: new Map(), uses: 0 };
  stream.uses++;
  layout.streams.set(source.key, stream);
  const stack: GState[] = [];
  let gs: GState = { ctm: initial.ctm, text: { ...initial.text } };
  let tlm: Matrix = IDENTITY;
  // The text matrix is always the line matrix moved `pen` along x: only glyph advances move it within a line.
  let pen = 0;

  const fontDict = (name: string): PDFDict | undefined => {
    const fonts = resources?.lookup(PDFName.of('Font'));
    const f = fonts instanceof PDFDict ? fonts.lookup(PDFName.of(name)) : undefined;
    return f instanceof PDFDict ? f : undefined;
  };
  const newLine = (tx: number, ty: number) => {
    tlm = multiply([1, 0, 0, 1, tx, ty], tlm);
    pen = 0;
  };

  const show = (opIndex: number, items: Operand[], penStart: number) => {
    const t = gs.text;
    const codes: ShownCode[] = [];
    const scale = t.size * t.th;
    let last: Glyph | undefined;
    let code = 0;
    for (const item of items) {
      if (typeof item === 'number') {
        const before = pen;
        pen -= (item / 1000) * scale;
        if (!t.font.replacement) continue;
        // Garim's replacement text is padded to the end of its box: the reader takes the box as one word.
        const at = (p: number) => apply(multiply([1, 0, 0, 1, p, t.rise], multiply(tlm, gs.ctm)), 0, 0);
        if (!last) {
          const [x, y] = at(before);
          last = { stream: source.key, op: opIndex, index: -1, text: '', box: [x, y, x, y], x, y, xEnd: x, size: t.size, invisible: false };
          layout.glyphs.push(last);
        }
        last.xEnd = at(pen)[0];
        continue;
      }
      if (!(item instanceof Uint8Array)) continue;
      for (const c of t.font.split(item)) {
        const w = t.font.width(c.code);
        const trm = multiply(multiply([t.size * t.th, 0, 0, t.size, 0, t.rise], multiply([1, 0, 0, 1, pen, 0], tlm)), gs.ctm);
        const advance = (w * t.size + t.tc + (t.font.singleByte && c.code === 32 ? t.tw : 0)) * t.th;
        const [x, y] = apply(trm, 0, 0);
        const glyph: Glyph = {
          stream: source.key,
          op: opIndex,
          index: code++,
          text: t.font.unicode(c.code),
          box: boxOf(trm, 0, -0.2, w, 0.85),
          x,
          y,
          // Where the pen goes, spacing included: letter-spaced text (Tc) must not read as separate letters.
          xEnd: apply(trm, t.size * t.th ? advance / (t.size * t.th) : w, 0)[0],
          size: Math.hypot(trm[2], trm[3]),
          invisible: t.mode === 3 || t.mode === 7,
        };
        layout.glyphs.push(glyph);
        last = glyph;
        codes.push({ bytes: c.bytes, tx0: pen, tx1: pen + advance });
        pen += advance;
      }
    }
    stream.shows.set(opIndex, {
      font: t.font,
      fontSize: t.size,
      hscale: t.th,
      tlm,
      ctm: gs.ctm,
      codes,
      penEnd: pen,
      penStart,
      editable: t.font.editable && t.size !== 0 && t.th !== 0 && t.mode < 4,
    });
  };

  ops.forEach((operation, i) => {
    const a = operation.operands;
    const n = (k: number) => (typeof a[k] === 'number' ? (a[k] as number) : 0);
    switch (operation.op) {
      case 'q':
        stack.push({ ctm: gs.ctm, text: { ...gs.text } });
        break;
      case 'Q':
        if (stack.length) gs = stack.pop()!;
        break;
      case 'cm':
        gs.ctm = multiply([n(0), n(1), n(2), n(3), n(4), n(5)], gs.ctm);
        break;
      case 'BT':
        tlm = IDENTITY;
        pen = 0;
        break;
      case 'Tf': {
        const name = isName(a[0]) ? a[0].name : '';
        const dict = fontDict(name);
        let font = dict ? fontCache.get(dict) : undefined;
        if (!font) {
          font = loadFont(dict);
          if (dict) fontCache.set(dict, font);
        }
        gs.text.font = font;
        gs.text.fontName = name;
        gs.text.size = n(1);
        break;
      }
      case 'Tc':
        gs.text.tc = n(0);
        break;
      case 'Tw':
        gs.text.tw = n(0);
        break;
      case 'Tz':
        gs.text.th = n(0) / 100;
        break;
      case 'TL':
        gs.text.tl = n(0);
        break;
      case 'Ts':
        gs.text.rise = n(0);
        break;
      case 'Tr':
        gs.text.mode = n(0);
        break;
      case 'Td':
        newLine(n(0), n(1));
        break;
      case 'TD':
        gs.text.tl = -n(1);
        newLine(n(0), n(1));
        break;
      case 'Tm':
        tlm = [n(0), n(1), n(2), n(3), n(4), n(5)];
        pen = 0;
        break;
      case 'T*':
        newLine(0, -gs.text.tl);
        break;
      case 'Tj':
        show(i, [a[0]], pen);
        break;
      case 'TJ':
        show(i, Array.isArray(a[0]) ? a[0] : [], pen);
        break;
      case "'":
        newLine(0, -gs.text.tl);
        show(i, [a[0]], 0);
        break;
      case '"':
        gs.text.tw = n(0);
        gs.text.tc = n(1);
        newLine(0, -gs.text.tl);
        show(i, [a[2]], 0);
        break;
      case 'Do': {
        const name = isName(a[0]) ? a[0].name : '';
        const xobjects = resources?.lookup(PDFName.of('XObject'));
        const ref = xobjects instanceof PDFDict ? xobjects.get(PDFName.of(name)) : undefined;
        const xobj = xobjects instanceof PDFDict ? xobjects.lookup(PDFName.of(name)) : undefined;
        if (!(xobj instanceof PDFStream)) break;
        const subtype = xobj.dict.lookup(PDFName.of('Subtype'));
        if (subtype === PDFName.of('Image')) layout.images.push(boxOf(gs.ctm, 0, 0, 1, 1));
        else if (subtype === PDFName.of('Form') && ref instanceof PDFRef && depth < MAX_FORM_DEPTH) {
          const m = xobj.dict.lookup(PDFName.of('Matrix'));
          const formMatrix: Matrix =
            m instanceof PDFArray && m.size() === 6 ? (m.asArray().map((_, k) => numberOf(m.lookup(k)) ?? 0) as Matrix) : IDENTITY;
          const formResources = xobj.dict.lookup(PDFName.of('Resources'));
          run(
            layout,
            { key: `form ${ref.objectNumber} ${ref.generationNumber}`, owner: { form: ref }, bytes: streamBytes(xobj) },
            formResources instanceof PDFDict ? formResources : resources,
            { ctm: multiply(formMatrix, gs.ctm), text: { ...gs.text } },
            fontCache,
            depth + 1,
          );
        }
        break;
      }
      case 'BI':
        layout.images.push(boxOf(gs.ctm, 0, 0, 1, 1));
        break;
    }
  });
}
