import type { FormatId, SourceDocument } from './types';

// HWP binary is never written (we export HWPX); a PDF's layout cannot be rebuilt, so its text goes out as TXT.
const OUTPUT: Record<FormatId, string> = { txt: '.txt', html: '.html', hwpx: '.hwpx', docx: '.docx', hwp: '.hwpx', pdf: '.txt' };

export function outputExtension(doc: Pick<SourceDocument, 'format' | 'name'>): string {
  if (doc.format === 'html' && /\.htm$/i.test(doc.name)) return '.htm';
  return OUTPUT[doc.format];
}
