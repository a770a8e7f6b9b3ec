// A page rebuilt as a picture: the rendered (or scanned) page image with the redaction boxes burned into its pixels,
// the labels drawn white on black over them, and the page's redacted text as invisible text (render mode 3) laid
// where the words stood, so the page still reads back, is searchable, and holds nothing under the boxes.
import { PDFDict, PDFName, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatNumber as num } from './content-lexer';
import type { Box } from './matrix';
import type { Bitmap } from './pdfium';

export interface TextSegment {
  text: string;
  /** Page-space extent of the segment on its baseline. */
  x0: number;
  x1: number;
  baseline: number;
  size: number;
  /** A replacement label: drawn visibly in its box, and padded to the box end for the reader. */
  label?: Box;
}

export interface ImagePageFonts {
  text: PDFFont;
  label: PDFFont;
}

export function burnBoxes(bitmap: Bitmap, boxes: Box[], page: { x: number; y: number; width: number; height: number }): void {
  const sx = bitmap.width / page.width;
  const sy = bitmap.height / page.height;
  for (const [x0, y0, x1, y1] of boxes) {
    // One pixel of margin: anti-aliased glyph edges outside the box would otherwise keep a trace.
    const left = Math.max(0, Math.floor((x0 - page.x) * sx) - 1);
    const right = Math.min(bitmap.width, Math.ceil((x1 - page.x) * sx) + 1);
    const top = Math.max(0, Math.floor((page.y + page.height - y1) * sy) - 1);
    const bottom = Math.min(bitmap.height, Math.ceil((page.y + page.height - y0) * sy) + 1);
    for (let y = top; y < bottom; y++) bitmap.rgb.fill(0, (y * bitmap.width + left) * 3, (y * bitmap.width + right) * 3);
  }
}

export function replaceWithImage(pdf: PDFDocument, page: PDFPage, bitmap: Bitmap, segments: TextSegment[], fonts: ImagePageFonts): void {
  const box = page.getCropBox();
  const image = pdf.context.flateStream(bitmap.rgb, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: bitmap.width,
    Height: bitmap.height,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
  });
  const imageRef = pdf.context.register(image);
  const ops: string[] = [`q ${num(box.width)} 0 0 ${num(box.height)} ${num(box.x)} ${num(box.y)} cm /GarimPage Do Q`];
  for (const s of segments) {
    const font = s.label ? fonts.label : fonts.text;
    const resource = s.label ? 'GarimLabel' : 'GarimText';
    const width = s.x1 - s.x0;
    const natural = s.text ? font.widthOfTextAtSize(s.text, s.size) : 0;
    // Invisible text is fitted to its words' extent; a label is only ever narrowed to fit its box.
    const fitted = natural > 0 && width > 0 ? (width / natural) * 100 : 100;
    const tz = s.label ? Math.min(100, fitted) : fitted;
    const shown = s.text ? font.encodeText(s.text).toString() : '';
    if (s.label) {
      const [x0, y0, x1, y1] = s.label;
      const pad = num((-(width - (natural * tz) / 100) * 1000) / ((s.size * tz) / 100));
      ops.push(`q 0 g ${num(x0)} ${num(y0)} ${num(x1 - x0)} ${num(y1 - y0)} re f Q`);
      ops.push(`q 1 g BT /${resource} ${num(s.size)} Tf ${num(tz)} Tz 0 Tr 1 0 0 1 ${num(s.x0)} ${num(s.baseline)} Tm [${shown} ${pad}] TJ ET Q`);
    } else if (s.text) {
      ops.push(`BT /${resource} ${num(s.size)} Tf ${num(tz)} Tz 3 Tr 1 0 0 1 ${num(s.x0)} ${num(s.baseline)} Tm [${shown}] TJ ET`);
    }
  }
  const content = pdf.context.register(pdf.context.flateStream(ops.join('\n') + '\n'));
  const resources = pdf.context.obj({
    XObject: { GarimPage: imageRef },
    Font: { GarimText: fonts.text.ref, GarimLabel: fonts.label.ref },
  }) as PDFDict;
  page.node.set(PDFName.of('Resources'), resources);
  page.node.set(PDFName.of('Contents'), content);
  page.node.delete(PDFName.of('Group'));
}
