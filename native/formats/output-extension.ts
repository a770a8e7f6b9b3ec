import type { FormatId, SourceDocument } from './types';

// Every format is written back as itself (HWP records edited in place); a PDF is redacted in place and stays a PDF.
const OUTPUT: Record<FormatId, string> = { txt: '.txt', html: '.html', hwpx: '.hwpx', docx: '.docx', hwp: '.hwp', pdf: '.pdf' };

export function outputExtension(doc: Pick<SourceDocument, 'format' | 'name'>): string {
  if (doc.format === 'html' && /\.htm$/i.test(doc.name)) return '.htm';
  return OUTPUT[doc.format];
}
