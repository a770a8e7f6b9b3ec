// What the app service needs from the engine, the formats and the store, as structural types: the real modules
// (native/engine, native/formats, native/store) satisfy them, and tests pass fakes of the same shape.
import type { AppEvents, Decision, HistoryDetail, HistoryEntry } from '../../electron/ipc-contract';
import type { LeakMention } from '../formats/leak';
import type { ReadOptions, Replacement, SourceDocument, FormatId } from '../formats/types';
import type { DeidOptions, DeidResult, Device, RedactOptions, Span, Entity, OffsetSegment } from '../types';

export interface RedactionResult {
  spans: Span[];
  entities: Entity[];
  redactedText: string;
  offsetMap: OffsetSegment[];
}

export interface EngineInfo {
  modelName: string;
  modelVersion: string;
  /** The provider actually in use (after any fallback). */
  device: Device;
  /** Why the device differs from the requested one, in Korean and English. */
  fallbackMessage?: string;
}

export interface AppEngine {
  readonly info: EngineInfo;
  deidentify(text: string, options: DeidOptions): Promise<DeidResult>;
  redact(text: string, spans: Span[], options: RedactOptions): RedactionResult;
  findMentions(text: string, surface: string, existing: Span[]): Span[];
  dispose?(): void | Promise<void>;
}

export type EngineLoader = (opts: { modelDir?: string; device: Device }) => Promise<AppEngine>;

export interface LeakReport {
  ok: boolean;
  checkedParts: number;
}

export interface ExportedDocument {
  path: string;
  format: FormatId;
  note?: string;
  leak: LeakReport;
}

export interface AppFormats {
  /** `opts` carries the OCR progress callback and the cancel signal. */
  readDocument(path: string, opts?: Pick<ReadOptions, 'signal' | 'onProgress'>): Promise<SourceDocument>;
  /** Used to reopen a session from its kept original text (read as UTF-8 text). */
  readDocumentBytes(bytes: Uint8Array, name: string): Promise<SourceDocument>;
  exportRedacted(
    doc: SourceDocument,
    replacements: Replacement[],
    outPath: string,
    /** Each redacted mention, with its category, label and first offsets (named by a failed check's report). */
    mentions: readonly LeakMention[],
    /** tempDir: the run's private temp folder, where the bytes are leak-checked before they go beside the target. */
    options?: { tempDir?: string },
  ): Promise<ExportedDocument>;
}

export interface HistoryRecord {
  fileName: string;
  format: string;
  modelVersion: string;
  countsByCategory: Record<string, number>;
  decisions: Decision[];
  note: string;
  outputPath: string;
  sourceSha256: string;
  originalText?: string;
  /** The real path when fileName is de-identified; the store keeps it only encrypted. */
  sourcePath?: string;
}

/** The store's detail; sourceSha256 (and the decrypted sourcePath) let a session reopen from its original file. */
export type StoredHistoryDetail = HistoryDetail & { sourceSha256?: string; sourcePath?: string };

export interface AppStore {
  record(entry: HistoryRecord): number | Promise<number>;
  list(query: { query?: string; limit: number; offset: number }): HistoryEntry[] | Promise<HistoryEntry[]>;
  get(id: number): StoredHistoryDetail | Promise<StoredHistoryDetail>;
  delete(id: number): void | Promise<void>;
  purge(): void | Promise<void>;
  close(): void | Promise<void>;
}

export type StoreOpener = (file: string, opts: { key?: Buffer | null }) => AppStore;

export type EmitFn = <E extends keyof AppEvents>(event: E, payload: AppEvents[E]) => void;
