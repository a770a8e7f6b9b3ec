import { writerFor } from './registry';
import type { Replacement, SourceDocument, WrittenDocument } from './types';

/** Produces the redacted document's bytes in the source's format (HWP → HWPX, PDF → TXT, with a note). */
export async function writeDocument(doc: SourceDocument, replacements: Replacement[]): Promise<WrittenDocument> {
  return writerFor(doc.format, doc.name).write(doc, replacements);
}
