// The document text is built from glyphs in the order the content shows them: a new line where the baseline moves,
// a space where a gap wider than a quarter of the font size separates two glyphs on one line. Reader and writer both
// call this, so the offsets the engine sees index the same glyphs the writer removes.
import { PDFDocument } from 'pdf-lib';
import { interpretPage, type Glyph, type PageLayout } from './interpret';


export interface PlacedGlyph {
  glyph: Glyph;
  page: number;
  start: number;
  end: number;
}

export interface PdfText {
  text: string;
  layouts: PageLayout[];
  placed: PlacedGlyph[];
  /** Text offset where each page starts. */
  pageStarts: number[];
}

export function extractText(pdf: PDFDocument): PdfText {
  const layouts = pdf.getPages().map((page) => interpretPage(page));
  return layoutText(layouts);
}

export function layoutText(layouts: PageLayout[]): PdfText {
  let text = '';
  const placed: PlacedGlyph[] = [];
  const pageStarts: number[] = [];
  layouts.forEach((layout, page) => {
    pageStarts.push(text.length);
    let prev: Glyph | undefined;
    for (const glyph of layout.glyphs) {
      if (prev) {
        const size = Math.min(glyph.size || prev.size, prev.size || glyph.size) || 1;
        if (Math.abs(glyph.y - prev.y) > Math.max(1, size * 0.5)) {
          if (text && !text.endsWith('\n')) text += '\n';
        } else if (glyph.x - prev.xEnd > size * 0.25 && !/\s$/.test(text) && !/^\s/.test(glyph.text) && glyph.text) {
          text += ' ';
        }
      }
      const start = text.length;
      text += glyph.text;
      placed.push({ glyph, page, start, end: text.length });
      prev = glyph;
    }
    if (text && !text.endsWith('\n')) text += '\n';
  });
  return { text, layouts, placed, pageStarts };
}
