// Opening a PDF with pdf-lib, with the project's errors for password-protected and damaged files.
import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { GarimError } from '../../errors';

export async function loadPdf(bytes: Uint8Array, name: string): Promise<PDFDocument> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  } catch (e) {
    if (e instanceof EncryptedPDFError) {
      throw new GarimError(
        'ENCRYPTED_DOCUMENT',
        '암호가 걸린 PDF입니다. 암호를 해제한 PDF나 원본 문서를 열어 주세요.',
        'the PDF is password-protected. Open an unprotected copy or the original document.',
        name,
        { cause: e },
      );
    }
    throw corrupt(name, e);
  }
  try {
    if (pdf.getPageCount() === 0) throw new Error('no pages');
    pdf.getPages();
  } catch (e) {
    throw corrupt(name, e);
  }
  return pdf;
}

function corrupt(name: string, cause: unknown): GarimError {
  return new GarimError(
    'CORRUPT_DOCUMENT',
    'PDF 파일이 손상되었거나 PDF가 아닙니다. 원래 프로그램에서 PDF로 다시 저장해 주세요.',
    'the PDF is damaged or not a PDF. Save it as PDF again from the original program.',
    name,
    { cause },
  );
}
