// Pages whose glyphs cannot be removed in place (a font without widths, text in a form drawn twice, an OCR layer
// or a picture under the text) are rendered by PDFium, the boxes burned into the pixels, and rebuilt as an image
// page carrying the redacted text invisibly (image-page.ts).
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { GarimError } from '../../errors';
import type { Replacement } from '../types';
import { burnBoxes, replaceWithImage, type TextSegment } from './image-page';
import type { PdfText } from './page-text';
import { renderPages } from './pdfium';
import type { Box } from './matrix';
import type { PagePlan } from './redaction-plan';

/** 200 dpi keeps 9-point Hangul legible at a few hundred kilobytes a page. */
export const RASTER_DPI = 200;

export async function rasterisePages(
  pdf: PDFDocument,
  source: Uint8Array,
  read: PdfText,
  plans: PagePlan[],
  pages: number[],
  replacements: Replacement[],
  fonts: { text: PDFFont; label: PDFFont },
  name: string,
): Promise<void> {
  const rotated = pages.filter((i) => pdf.getPage(i).getRotation().angle % 360 !== 0);
  if (rotated.length) {
    // PDFium renders a /Rotate page turned; rebuilding it would need every box and word turned too: not done yet.
    const list = rotated.map((i) => i + 1).join(', ');
    throw new GarimError(
      'INVALID_INPUT',
      `${list}쪽은 회전된 쪽이라 이미지로 다시 만들 수 없습니다. 회전을 없앤 PDF로 저장한 뒤 열어 주세요.`,
      `page(s) ${list} are rotated (/Rotate) and cannot be rebuilt as images yet. Save the PDF without page rotation and open that.`,
      name,
    );
  }
  const bitmaps = await renderPages(source, pages, RASTER_DPI);
  pages.forEach((index, k) => {
    const page = pdf.getPage(index);
    const plan = plans.find((p) => p.page === index)!;
    // OCR places characters evenly over a word's box: widen scan boxes by a third of a character each side.
    const widen = (b: Box): Box => {
      const m = plan.rasterise === 'scan' ? (b[3] - b[1]) / 3 : 0;
      return [b[0] - m, b[1], b[2] + m, b[3]];
    };
    burnBoxes(bitmaps[k], plan.cuts.map((c) => widen(c.box)), page.getCropBox());
    replaceWithImage(pdf, page, bitmaps[k], pageSegments(read, index, plan, replacements), fonts);
  });
}

/**
 * The page's text as segments: runs of kept glyphs that the reader joined without inserting anything, and one
 * label per span, each at its original extent so that the re-read text has the same line breaks and spaces.
 */
export function pageSegments(read: PdfText, page: number, plan: PagePlan, replacements: Replacement[]): TextSegment[] {
  const removed = (start: number, end: number) => replacements.some((r) => r.end > r.start && start < r.end && end > r.start);
  const labels = plan.cuts.filter((c) => c.label);
  const segments: TextSegment[] = [];
  let current: TextSegment | undefined;
  let lastEnd = -1;
  for (const placed of read.placed) {
    if (placed.page !== page || placed.glyph.index < 0) continue;
    const g = placed.glyph;
    if (removed(placed.start, placed.end)) {
      current = undefined;
      const cut = labels.find((c) => c.stream === g.stream && c.op === g.op && c.from === g.index);
      if (cut?.label) {
        const { text, box, baseline, size } = cut.label;
        segments.push({ text, x0: box[0], x1: box[2], baseline, size, label: cut.box });
      }
      lastEnd = placed.end;
      continue;
    }
    const joined = current && placed.start === lastEnd && Math.abs(g.y - current.baseline) < 0.01;
    if (joined) {
      current!.text += g.text;
      current!.x1 = g.xEnd;
    } else {
      current = { text: g.text, x0: g.x, x1: g.xEnd, baseline: g.y, size: g.size };
      segments.push(current);
    }
    lastEnd = placed.end;
  }
  return segments;
}
