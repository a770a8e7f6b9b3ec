// Which reader opens a file (magic bytes first, extension second) and which writer produces its redacted copy.
import { GarimError } from '../errors';
import { extensionOf } from './registry-names';
import type { DocumentReader, DocumentWriter, FormatId } from './types';
import { docxReader } from './docx/reader';
import { docxWriter } from './docx/writer';
import { hwpReader } from './hwp/reader';
import { hwpWriter } from './hwp/writer';
import { htmlReader } from './html/reader';
import { pdfReader } from './pdf/reader';
import { imageReader } from './image/reader';
import { pdfWriter } from './pdf/writer';
import { htmlWriter } from './html/writer';
import { hwpxReader } from './hwpx/reader';
import { hwpxWriter } from './hwpx/writer';
import { txtReader } from './txt/reader';
import { txtWriter } from './txt/writer';

/** Order matters: readers with a magic number are asked first; txt (no magic) last. */
export const READERS: DocumentReader[] = [hwpxReader, docxReader, hwpReader, pdfReader, imageReader, htmlReader, txtReader];

const WRITERS: Partial<Record<FormatId, DocumentWriter>> = {
  txt: txtWriter,
  hwpx: hwpxWriter,
  docx: docxWriter,
  html: htmlWriter,
  hwp: hwpWriter,
  pdf: pdfWriter,
};

export function supportedExtensions(): string[] {
  return READERS.flatMap((r) => r.extensions);
}


export function pickReader(bytes: Uint8Array, name: string): DocumentReader {
  for (const reader of READERS) {
    if (safeSniff(reader, bytes, name)) return reader;
  }
  const ext = extensionOf(name);
  const byExtension = READERS.find((r) => r.extensions.includes(ext));
  if (byExtension) return byExtension;
  const list = supportedExtensions().join(', ');
  throw new GarimError(
    'UNSUPPORTED_FORMAT',
    `지원하지 않는 파일 형식입니다(${ext || '확장자 없음'}). 지원 형식: ${list}. 한글이나 워드에서 HWPX·DOCX로 저장한 뒤 열어 주세요.`,
    `unsupported file type (${ext || 'no extension'}). Supported: ${list}. Save it as HWPX or DOCX from Hangul or Word and open that.`,
    name,
  );
}

export function writerFor(format: FormatId, file: string): DocumentWriter {
  const writer = WRITERS[format];
  if (!writer) {
    throw new GarimError(
      'UNSUPPORTED_FORMAT',
      `이 형식(${format})으로 내보내기는 아직 지원하지 않습니다.`,
      `exporting this format (${format}) is not supported yet.`,
      file,
    );
  }
  return writer;
}

function safeSniff(reader: DocumentReader, bytes: Uint8Array, name: string): boolean {
  try {
    return reader.sniff(bytes, name);
  } catch {
    return false;
  }
}
