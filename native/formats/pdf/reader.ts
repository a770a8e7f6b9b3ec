// PDF, parsed with pdf-lib and read by our own content interpreter (interpret.ts) so the writer can find the exact
// glyphs under each span; pages that are only pictures (scans) are recognised offline by OCR. No worker fetches, no
// font loading, no network: only the bytes passed in.
import { GarimError } from '../../errors';
import { extensionOf } from '../registry-names';
import type { DocumentReader, OcrSummary, ReadOptions, SourceDocument } from '../types';
import { joinWords } from '../ocr/ocr-layout';
import { documentText, interpretAll, recogniseScans, scannedPages, type PdfOcr } from './document-text';
import { loadPdf } from './load';
import type { PdfText } from './page-text';

export interface PdfStructure {
  pages: number;
  /** The source bytes: the writer re-reads them and redacts a fresh copy. */
  bytes: Uint8Array;
  /** Words recognised on scanned pages, kept so the writer rebuilds the same text without a second OCR. */
  ocr?: PdfOcr;
}

/** Below this word confidence (0–100) a recognised word is offered for review as a possible misreading. */
export const LOW_OCR_CONFIDENCE = 70;

export const pdfReader: DocumentReader = {
  format: 'pdf',
  extensions: ['.pdf'],
  // Readers tolerate junk before the header; a text file merely quoting "%PDF-" is not taken for one.
  sniff: (bytes, name) => {
    const at = Buffer.from(bytes.subarray(0, 1024)).toString('latin1').indexOf('%PDF-');
    return at === 0 || (at > 0 && extensionOf(name) === '.pdf');
  },
  read: (bytes, name, opts) => readPdf(bytes, name, opts),
};

export async function readPdf(bytes: Uint8Array, name: string, opts: ReadOptions = {}): Promise<SourceDocument> {
  const source = new Uint8Array(bytes);
  const pdf = await loadPdf(source, name);
  const layouts = interpretAll(pdf);
  const scans = scannedPages(layouts);
  const ocr = scans.length ? await recogniseScans(source, scans, name, opts) : undefined;
  const read = documentText(pdf, layouts, ocr);
  const { text } = read;
  if (text.replace(/\ufffd/g, '').trim() === '') {
    throw new GarimError(
      'NO_TEXT_LAYER',
      'PDF에서 글자를 찾지 못했습니다(글자 정보도 없고 글자 인식(OCR)으로도 읽히지 않음). 원본 한글·워드 문서나 더 선명한 스캔을 열어 주세요.',
      'no text found in the PDF (no text layer, and OCR recognised nothing). Open the original HWP/Word document or a sharper scan.',
      name,
    );
  }
  const structure: PdfStructure = { pages: pdf.getPageCount(), bytes: source, ocr };
  const unmapped = (text.match(/\ufffd/g) ?? []).length;
  const warnings = unmapped
    ? [`PDF 글꼴에 글자 대응표가 없어 ${unmapped}자를 읽지 못했습니다(�로 표시). / ${unmapped} characters have no Unicode mapping in the PDF's fonts (shown as �).`]
    : [];
  if (ocr) {
    const pages = ocr.pages.map((p) => p.page + 1).join(', ');
    warnings.push(`${pages}쪽은 스캔이라 글자 인식(OCR)으로 읽었습니다. 잘못 읽은 글자가 있을 수 있으니 확인해 주세요. / Page(s) ${pages} are scans read by OCR: check for misread characters.`);
  }
  return { name, format: 'pdf', text, structure, warnings, ...(ocr ? { ocr: ocrSummary(ocr, read) } : {}) };
}

function ocrSummary(ocr: PdfOcr, read: PdfText): OcrSummary {
  const lowConfidence: OcrSummary['lowConfidence'] = [];
  for (const p of ocr.pages) {
    // Glyphs of one joined word share an op number; its confidence is the lowest of the words joined.
    const groups = new Map<number, { start: number; end: number }>();
    for (const placed of read.placed) {
      if (placed.page !== p.page || placed.glyph.stream !== 'ocr') continue;
      const g = groups.get(placed.glyph.op);
      if (g) g.end = placed.end;
      else groups.set(placed.glyph.op, { start: placed.start, end: placed.end });
    }
    const joined = joinedConfidences(p);
    for (const [op, range] of groups) {
      const confidence = joined[op];
      if (confidence !== undefined && confidence < LOW_OCR_CONFIDENCE) lowConfidence.push({ ...range, confidence });
    }
  }
  return {
    pages: ocr.pages.map((p) => ({ page: p.page + 1, confidence: Math.round(p.confidence * 10) / 10 })),
    lowConfidence: lowConfidence.sort((a, b) => a.start - b.start),
  };
}

function joinedConfidences(page: PdfOcr['pages'][number]): number[] {
  return joinWords(page.words).map((group) => Math.min(...group.map((w) => w.confidence)));
}
