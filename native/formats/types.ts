// The reader/writer contract every document format implements. Readers never alter the source bytes;
// writers put replacements back into the format's own structure and return new bytes (the caller writes atomically).

export type FormatId = 'txt' | 'html' | 'hwpx' | 'docx' | 'hwp' | 'pdf';

export interface SourceDocument {
  /** File name (for messages) — never a reason to touch the file again. */
  name: string;
  /** Absolute path the bytes came from, when read from disk (export refuses to write over it). */
  path?: string;
  format: FormatId;
  /** The text the engine sees. Offsets of spans index into this. */
  text: string;
  /** Detected text encoding (txt/html), e.g. `UTF-8`, `UTF-8 BOM`, `UTF-16LE`, `CP949`. */
  encoding?: string;
  /** `LF`, `CRLF` or `mixed`, for txt. */
  lineEnding?: 'LF' | 'CRLF' | 'CR' | 'mixed';
  /** Format-private data the writer needs (original bytes, run map…). Opaque to the engine. */
  structure: unknown;
  /** Non-fatal notes for the user (e.g. "footnotes read as separate paragraphs"). */
  warnings: string[];
  /** Set when pages were read by OCR (scans): per-page confidence and the words it was unsure of. */
  ocr?: OcrSummary;
}

export interface OcrSummary {
  /** 1-based page numbers with Tesseract's mean word confidence (0–100). */
  pages: { page: number; confidence: number }[];
  /** Words below LOW_OCR_CONFIDENCE, as offsets into `text`: review them as possible misreadings. */
  lowConfidence: { start: number; end: number; confidence: number }[];
}

/** Replace original text [start, end) with `replacement` (offsets into SourceDocument.text). Sorted, non-overlapping. */
export interface Replacement {
  start: number;
  end: number;
  replacement: string;
}

export interface DocumentReader {
  format: FormatId;
  /** Lower-case extensions with the dot: `.txt`. */
  extensions: string[];
  /** True when the bytes look like this format (magic numbers), whatever the name says. */
  sniff(bytes: Uint8Array, name: string): boolean;
  read(bytes: Uint8Array, name: string, opts?: ReadOptions): Promise<SourceDocument>;
}

export interface WrittenDocument {
  format: FormatId;
  /** Extension for the output file, with the dot. */
  extension: string;
  bytes: Uint8Array;
  /** Why the output format differs from the input (HWP binary and PDF export HWPX/DOCX/TXT). */
  note?: string;
}

export interface DocumentWriter {
  format: FormatId;
  write(doc: SourceDocument, replacements: Replacement[]): Promise<WrittenDocument>;
}

/** Where verifyNoLeak found an original mention in an output: `part` names the zip entry, CFB stream or view. */
export interface LeakHit {
  part: string;
  mention: string;
  /** Character index in the first decoding of the part that contained it (re-read text for `(text)`). */
  index: number;
  /** Length of the match there (a number matched across separators may be longer than the mention). */
  length?: number;
  /** The redacted mention's category, fine label and first offsets in the original, when the caller gave them. */
  category?: string;
  label?: string;
  originalStart?: number;
  originalEnd?: number;
  /** `unredacted-occurrence`: the same text stands unredacted in the body (detection missed it, or it was kept);
   * `uncleaned-part`: a part the writer did not rewrite (preview, metadata, comment, embedded stream) holds it. */
  why?: 'unredacted-occurrence' | 'uncleaned-part';
}

export interface LeakReport {
  ok: boolean;
  /** How many views (file bytes, entries, streams, re-read text) were searched. */
  checkedParts: number;
  hits: LeakHit[];
}

/** Limits applied while reading untrusted documents. */
export interface ReadOptions {
  /** Largest input file in bytes (default 100 MB). */
  maxBytes?: number;
  /** Largest total uncompressed size of a zip or compressed stream (default 512 MB). */
  maxUncompressedBytes?: number;
  /** Largest ratio of uncompressed to compressed size of one entry (default 200). */
  maxRatio?: number;
  /** Cancels a long read (OCR of a scan): the read rejects with CANCELLED. */
  signal?: AbortSignal;
  /** OCR progress, once per recognised page. */
  onProgress?: (progress: { done: number; total: number }) => void;
}
