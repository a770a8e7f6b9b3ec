// A scanned page saved as a picture (PNG, JPEG or TIFF, one page or many): wrapped as PDF pages at the resolution the
// file declares (300 dpi when it declares none, a scanner's usual), then read like a scanned PDF, by OCR. The export
// is a PDF.
import { PDFDocument } from 'pdf-lib';
import { GarimError } from '../../errors';
import { encodePng } from '../ocr/png';
import { readPdf } from '../pdf/reader';
import type { DocumentReader, SourceDocument } from '../types';
import { decodeTiff, TIFF_MAGIC } from './tiff';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);
const isJpeg = (bytes: Uint8Array) => startsWith(bytes, [0xff, 0xd8, 0xff]);
const isTiff = (bytes: Uint8Array) => TIFF_MAGIC.some((m) => startsWith(bytes, m));

export const imageReader: DocumentReader = {
  format: 'pdf',
  extensions: ['.png', '.jpg', '.jpeg', '.tif', '.tiff'],
  sniff: (bytes) => startsWith(bytes, PNG) || isJpeg(bytes) || isTiff(bytes),
  async read(bytes, name, opts): Promise<SourceDocument> {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    if (isTiff(bytes)) {
      // One PDF page a TIFF page, each at its own declared resolution.
      for (const { bitmap, dpi = 300 } of decodeTiff(bytes, name)) {
        const image = await pdf.embedPng(encodePng(bitmap));
        const [width, height] = [(bitmap.width * 72) / dpi, (bitmap.height * 72) / dpi];
        pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
      }
      return asScan(await readPdf(await pdf.save({ useObjectStreams: false }), name, opts));
    }
    let image;
    try {
      image = startsWith(bytes, PNG) ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
    } catch (e) {
      throw new GarimError(
        'CORRUPT_DOCUMENT',
        '그림 파일이 손상되었거나 읽을 수 없는 형식입니다. 스캐너에서 다시 저장해 주세요.',
        'the image file is damaged or in a form that cannot be read. Save the scan again.',
        name,
        { cause: e },
      );
    }
    const dpi = declaredDpi(bytes) ?? 300;
    const [width, height] = [(image.width * 72) / dpi, (image.height * 72) / dpi];
    pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
    return asScan(await readPdf(await pdf.save({ useObjectStreams: false }), name, opts));
  },
};

function asScan(doc: SourceDocument): SourceDocument {
  return { ...doc, warnings: [...doc.warnings, '그림 파일은 PDF로 내보냅니다. / An image is exported as PDF.'] };
}

/** Resolution from PNG's pHYs chunk (pixels per metre) or JPEG's JFIF header (dots per inch or per cm). */
function declaredDpi(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, PNG)) {
    for (let at = 8; at + 12 <= bytes.length; ) {
      const length = view.getUint32(at);
      const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
      if (type === 'pHYs' && length >= 9 && bytes[at + 16] === 1) return sane(view.getUint32(at + 8) * 0.0254);
      if (type === 'IDAT') return undefined;
      at += 12 + length;
    }
    return undefined;
  }
  // JFIF APP0: FF D8 FF E0 len 'JFIF\0' ver(2) units(1) Xdensity(2)
  if (bytes[3] === 0xe0 && String.fromCharCode(...bytes.subarray(6, 10)) === 'JFIF') {
    const units = bytes[13];
    const density = view.getUint16(14);
    if (units === 1) return sane(density);
    if (units === 2) return sane(density * 2.54);
  }
  return undefined;
}

/** Scanners write 72 dpi by default even for 300 dpi scans; only resolutions a scan could have are believed. */
function sane(dpi: number): number | undefined {
  return dpi >= 100 && dpi <= 1200 ? dpi : undefined;
}
