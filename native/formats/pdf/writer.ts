// A PDF's page layout cannot be rebuilt safely without its fonts, so its redacted text goes out as UTF-8 TXT.
import { applyReplacements, checkReplacements } from '../replacements';
import type { DocumentWriter, WrittenDocument } from '../types';

export const PDF_EXPORT_NOTE =
  'PDF는 배치를 되살릴 수 없어 가린 본문을 TXT(UTF-8)로 내보냅니다. / A PDF layout cannot be rebuilt, so the redacted text is exported as UTF-8 TXT.';

export const pdfWriter: DocumentWriter = {
  format: 'pdf',
  async write(doc, replacements): Promise<WrittenDocument> {
    checkReplacements(doc.text, replacements, doc.name);
    const bytes = new TextEncoder().encode(applyReplacements(doc.text, replacements));
    return { format: 'txt', extension: '.txt', bytes, note: PDF_EXPORT_NOTE };
  },
};
