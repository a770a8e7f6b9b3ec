// PDF with a text layer, through pdfjs-dist's legacy build: no worker thread, no eval, no font loading, no
// network (the bytes are passed in). A PDF without text (a scan) is refused: OCR is not offered.
import { GarimError } from '../../errors';
import { extensionOf } from '../registry-names';
import type { DocumentReader, SourceDocument } from '../types';
import { ensurePromiseWithResolvers } from './promise-polyfill';

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
  transform?: number[];
}

export interface PdfStructure {
  pages: number;
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
    ensurePromiseWithResolvers();
    // Loaded on first use: pdfjs is large and most documents are HWP/HWPX.
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const task = pdfjs.getDocument({
      data: new Uint8Array(bytes), // pdfjs may detach the buffer it is given
      useWorkerFetch: false,
      isOffscreenCanvasSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      enableXfa: false,
      verbosity: 0,
    });
    try {
      let pdf;
      try {
        pdf = await task.promise;
      } catch (e) {
        throw openError(e, name);
      }
      let text = '';
      for (let i = 1; i <= pdf.numPages; i++) {
        const page = await pdf.getPage(i);
        const content = await page.getTextContent();
        let lastY: number | undefined;
        for (const item of content.items as TextItemLike[]) {
          if (typeof item.str !== 'string') continue;
          const y = item.transform?.[5];
          if (lastY !== undefined && y !== undefined && Math.abs(y - lastY) > 1 && text && !text.endsWith('\n')) text += '\n';
          text += item.str;
          if (item.hasEOL) text += '\n';
          lastY = y;
        }
        if (text && !text.endsWith('\n')) text += '\n';
      }
      if (text.trim() === '') {
        throw new GarimError(
          'NO_TEXT_LAYER',
          '스캔한 PDF입니다(글자 정보가 없음). OCR은 지원하지 않습니다. 원본 한글·워드 문서를 열어 주세요.',
          'scanned PDF: it has no text layer, and OCR is not supported. Open the original HWP/Word document instead.',
          name,
        );
      }
      const structure: PdfStructure = { pages: pdf.numPages };
      return {
        name,
        format: 'pdf',
        text,
        structure,
        warnings: ['PDF는 글자만 읽어 TXT로 내보냅니다(쪽 배치는 옮겨지지 않습니다). / PDF text is exported as TXT (page layout is not kept).'],
      };
    } finally {
      await task.destroy();
    }
  },
};

function openError(e: unknown, name: string): GarimError {
  const kind = (e as { name?: string } | null)?.name;
  if (kind === 'PasswordException') {
    return new GarimError(
      'ENCRYPTED_DOCUMENT',
      '암호가 걸린 PDF입니다. 암호를 해제한 PDF나 원본 문서를 열어 주세요.',
      'the PDF is password-protected. Open an unprotected copy or the original document.',
      name,
      { cause: e },
    );
  }
  return new GarimError(
    'CORRUPT_DOCUMENT',
    'PDF 파일이 손상되었거나 PDF가 아닙니다. 원래 프로그램에서 PDF로 다시 저장해 주세요.',
    'the PDF is damaged or not a PDF. Save it as PDF again from the original program.',
    name,
    { cause: e },
  );
}
