import { GarimError, isGarimError } from '../errors';
import { writerFor } from './registry';
import type { Replacement, SourceDocument, WrittenDocument } from './types';

/** Produces the redacted document's bytes in the source's format (a note says what differs, e.g. rasterised PDF pages). */
export async function writeDocument(doc: SourceDocument, replacements: Replacement[]): Promise<WrittenDocument> {
  const writer = writerFor(doc.format, doc.name);
  try {
    return await writer.write(doc, replacements);
  } catch (e) {
    if (isGarimError(e)) throw e;
    // A document whose format data was lost (e.g. rebuilt from JSON) cannot be written back in place.
    throw new GarimError(
      'INVALID_INPUT',
      '원래 형식으로 쓸 정보가 없어 내보낼 수 없습니다. 문서를 다시 열어 주세요.',
      'the document lacks the format data needed to write it back. Open the document again.',
      doc.name,
      { cause: e },
    );
  }
}
