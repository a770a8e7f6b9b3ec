export type {
  DocumentReader,
  DocumentWriter,
  FormatId,
  LeakHit,
  LeakReport,
  ReadOptions,
  Replacement,
  SourceDocument,
  WrittenDocument,
} from './types';
export { readDocument, readDocumentBytes } from './read-document';
export { writeDocument } from './write-document';
export { verifyNoLeak, type LeakMention, type LeakCheckOptions } from './leak';
export { LeakError, isLeakError, describeLeakHit } from './leak-error';
export { checkExport, exportRedacted, type ExportOptions, type ExportResult } from './export';
export { READERS, pickReader, supportedExtensions } from './registry';
export { outputExtension } from './output-extension';
export { applyReplacements } from './replacements';
export { DEFAULT_MAX_BYTES, DEFAULT_MAX_RATIO, DEFAULT_MAX_UNCOMPRESSED_BYTES } from './limits';
