// The history store's own plain data. electron/ipc-contract.ts re-exports HistoryEntry / HistoryDetail from here
// (native/ may not import electron/); Decision is structurally equal to the contract's zod-derived one.
import type { CategoryId, SpanSource } from '../types';

export type DecisionKind = 'accepted' | 'rejected' | 'added' | 'recategorized';

/** What the user decided about one span: offsets and labels only, never the span's text. */
export interface Decision {
  start: number;
  end: number;
  label: string;
  category: CategoryId;
  source: SpanSource;
  decision: DecisionKind;
}

export interface HistoryEntry {
  id: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  fileName: string;
  format: string;
  modelVersion: string;
  countsByCategory: Record<string, number>;
  decisions: { accepted: number; rejected: number; added: number };
  note: string;
  hasOriginal: boolean;
}

export interface HistoryDetail extends HistoryEntry {
  decisionList: Decision[];
  /** sha256 of the source bytes, so a session can be reopened from its original file once it is proven unchanged. */
  sourceSha256: string;
  /** Present only when the original was kept and the store was opened with its key. */
  originalText?: string;
  outputPath?: string;
  /** The source's own path (it may name the person), kept only encrypted; present when the store has its key. */
  sourcePath?: string;
}

export interface RecordInput {
  /** The de-identified path (never the original name: it is searchable, shown and indexed in plain text). */
  fileName: string;
  format: string;
  modelVersion: string;
  countsByCategory: Record<string, number>;
  decisions: Decision[];
  note: string;
  outputPath?: string | null;
  /** Lower-case hex sha256 of the source file's bytes. */
  sourceSha256: string;
  /** Stored only when given, and then only encrypted with the store's key. */
  originalText?: string;
  /** The path the original is reopened from, when it differs from fileName; stored only with a key, encrypted. */
  sourcePath?: string;
}

export interface ListQuery {
  /** Substring searched in file names and notes. */
  query?: string;
  limit: number;
  offset: number;
}

export interface StoreOptions {
  /** 32-byte AES-256-GCM key for kept originals (the app derives it with safeStorage). */
  key?: Buffer | null;
}

export interface HistoryStore {
  /** Where the database lives. */
  readonly file: string;
  /** PRAGMA user_version after migration. */
  readonly schemaVersion: number;
  record(input: RecordInput): number;
  /** Newest first. */
  list(q: ListQuery): HistoryEntry[];
  get(id: number): HistoryDetail;
  delete(id: number): void;
  /** Deletes every entry and rewrites the file so nothing recoverable stays in free pages or the WAL. */
  purge(): void;
  close(): void;
}
