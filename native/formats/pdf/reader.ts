// PDF with a text layer, parsed with pdf-lib and read by our own content interpreter (interpret.ts) so the writer
// can find the exact glyphs under each span. No worker, no font loading, no network: only the bytes passed in.
import { GarimError } from '../../errors';
import { extensionOf } from '../registry-names';
import type { DocumentReader, SourceDocument } from '../types';
import { loadPdf } from './load';
import { extractText } from './page-text';

export interface PdfStructure {
  pages: number;
  /** The source bytes: the writer re-reads them and redacts a fresh copy. */
  bytes: Uint8Array;
}

export const pdfReader: DocumentReader = {
  format: 'pdf',
  extensions: ['.pdf'],
  // Readers tolerate junk before the header; a text file merely quoting "%PDF-" is not taken for one.
  sniff: (bytes, name) => {
    const at = Buffer.from(bytes.subarray(0, 1024)).toString('latin1').indexOf('%PDF-');
    return at === 0 || (at > 0 && extensionOf(name) === '.pdf');
  },
  async read(bytes, name): Promise<SourceDocument> {
    const pdf = await loadPdf(bytes, name);
    const { text } = extractText(pdf);
    if (text.replace(/\ufffd/g, '').trim() === '') {
      throw new GarimError(
        'NO_TEXT_LAYER',
        '스캔한 PDF입니다(글자 정보가 없음). OCR은 지원하지 않습니다. 원본 한글·워드 문서를 열어 주세요.',
        'scanned PDF: it has no text layer, and OCR is not supported. Open the original HWP/Word document instead.',
        name,
      );
    }
    const structure: PdfStructure = { pages: pdf.getPageCount(), bytes: new Uint8Array(bytes) };
    const unmapped = (text.match(/\ufffd/g) ?? []).length;
    return {
      name,
      format: 'pdf',
      text,
      structure,
      warnings: unmapped
        ? [`PDF 글꼴에 글자 대응표가 없어 ${unmapped}자를 읽지 못했습니다(�로 표시). / ${unmapped} characters have no Unicode mapping in the PDF's fonts (shown as �).`]
        : [],
    };
  },
};
