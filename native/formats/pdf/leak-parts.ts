// The leak check's view of a PDF: every indirect object on its own, streams decoded (content, XMP, fonts' ToUnicode)
// and every string decoded as PDF text (UTF-16BE or PDFDocEncoding), so a mention hidden anywhere is searched; and
// the pages Garim rebuilt as pictures are recognised again from the written file, so ink a box missed is found.
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFStream, PDFString, type PDFObject } from 'pdf-lib';
import { joinWords } from '../ocr/ocr-layout';
import { recogniseScans } from './document-text';
import { streamBytes } from './fonts';

export interface PdfPart {
  name: string;
  bytes: Uint8Array;
}

export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes('%PDF-');
}

export async function pdfObjectParts(bytes: Uint8Array): Promise<PdfPart[]> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true, throwOnInvalidObject: false });
  } catch {
    return [];
  }
  const parts: PdfPart[] = [];
  for (const [ref, obj] of pdf.context.enumerateIndirectObjects()) {
    const name = `obj ${ref.objectNumber} ${ref.generationNumber}`;
    const strings: string[] = [];
    collectStrings(obj, strings);
    if (strings.length) parts.push({ name: `${name} (strings)`, bytes: new TextEncoder().encode(strings.join('\n')) });
    // Image samples are pixels, not text: decoding megabytes of them finds nothing and costs seconds.
    const isImage = obj instanceof PDFStream && obj.dict.get(PDFName.of('Subtype')) === PDFName.of('Image');
    if ((obj instanceof PDFRawStream || obj instanceof PDFStream) && !isImage) {
      try {
        parts.push({ name: `${name} (decoded)`, bytes: streamBytes(obj) });
      } catch {
        // a filter we cannot decode (an image codec): its raw bytes are still searched as the file
      }
    }
  }
  const burned = pdf.getPages().flatMap((page, i) => {
    const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'));
    return xobjects instanceof PDFDict && xobjects.has(PDFName.of('GarimPage')) ? [i] : [];
  });
  if (burned.length) {
    const ocr = await recogniseScans(bytes, burned, 'output');
    for (const page of ocr.pages) {
      const text = joinWords(page.words).map((g) => g.map((w) => w.text).join('')).join(' ');
      parts.push({ name: `page ${page.page + 1} (OCR of the burned-in image)`, bytes: new TextEncoder().encode(text) });
    }
  }
  return parts;
}

function collectStrings(obj: PDFObject, out: string[]): void {
  if (obj instanceof PDFString || obj instanceof PDFHexString) out.push(obj.decodeText());
  else if (obj instanceof PDFDict) for (const [, v] of obj.entries()) collectStrings(v, out);
  else if (obj instanceof PDFArray) for (const v of obj.asArray()) collectStrings(v, out);
  else if (obj instanceof PDFStream) collectStrings(obj.dict, out);
}
