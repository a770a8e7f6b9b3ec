// pdf-lib embeds TrueType subsets through a fontkit; @foliojs-fork/fontkit (pdfkit's, maintained) subsets Nanum
// fonts correctly where @pdf-lib/fontkit 1.1 drops glyphs, and it ships no types of its own.
import fontkitFork from '@foliojs-fork/fontkit';
import type { PDFDocument } from 'pdf-lib';

export function useFontkit(pdf: PDFDocument): void {
  pdf.registerFontkit(fontkitFork as Parameters<PDFDocument['registerFontkit']>[0]);
}
