// The text of a whole PDF: text-layer pages through the content interpreter, image-only pages (scans) through OCR.
// The reader runs the OCR once and keeps the words in the document's structure; the writer rebuilds the same text
// from them, so both see identical offsets without recognising the pages twice.
import type { PDFDocument } from 'pdf-lib';
import { fitWordsToInk, inkMask } from '../ocr/ink-boxes';
import { ocrGlyphs } from '../ocr/ocr-layout';
import { encodePng } from '../ocr/png';
import { recognisePages, type OcrPage } from '../ocr/tesseract';
import { interpretPage, type PageLayout } from './interpret';
import { layoutText, type PdfText } from './page-text';
import { renderPages } from './pdfium';

/** 300 dpi is what Tesseract is trained for; lower loses Hangul strokes. */
export const OCR_DPI = 300;

export interface PageOcr extends OcrPage {
  page: number;
}

export interface PdfOcr {
  dpi: number;
  pages: PageOcr[];
}

export interface ReadProgress {
  /** Pages recognised so far, and how many need OCR. */
  done: number;
  total: number;
}

export function interpretAll(pdf: PDFDocument): PageLayout[] {
  return pdf.getPages().map((page) => interpretPage(page));
}

/** Pages with pictures and no readable text: what a scanner produces. */
export function scannedPages(layouts: PageLayout[]): number[] {
  return layouts.flatMap((l, i) => (l.images.length > 0 && !l.glyphs.some((g) => g.text.trim() && g.text !== '\ufffd') ? [i] : []));
}

export async function recogniseScans(
  bytes: Uint8Array,
  pages: number[],
  name: string,
  opts: { signal?: AbortSignal; onProgress?: (p: ReadProgress) => void } = {},
): Promise<PdfOcr> {
  // One page in memory at a time; its ink mask is kept to re-measure the words Tesseract finds on it.
  const masks: ReturnType<typeof inkMask>[] = [];
  async function* images() {
    for (const page of pages) {
      const [bitmap] = await renderPages(bytes, [page], OCR_DPI);
      masks.push(inkMask(bitmap));
      yield encodePng(bitmap);
    }
  }
  opts.onProgress?.({ done: 0, total: pages.length });
  const results = await recognisePages(images(), name, {
    signal: opts.signal,
    onPage: (done) => opts.onProgress?.({ done, total: pages.length }),
  });
  return { dpi: OCR_DPI, pages: results.map((r, i) => ({ ...r, words: fitWordsToInk(r.words, masks[i]), page: pages[i] })) };
}

export function documentText(pdf: PDFDocument, layouts: PageLayout[], ocr: PdfOcr | undefined): PdfText {
  for (const p of ocr?.pages ?? []) {
    const box = pdf.getPage(p.page).getCropBox();
    layouts[p.page].glyphs = ocrGlyphs(p, { x: box.x, y: box.y, height: box.height, dpi: ocr!.dpi });
  }
  return layoutText(layouts);
}
