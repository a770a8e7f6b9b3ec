// The one IPC contract: every channel, its argument schema and its result type. The preload exposes exactly
// these as window.garim; the main process validates every argument with the schema before acting; the
// renderer imports this file for types only. Adding a channel is one edit here plus its handler.
import { z } from 'zod';
import type { DeidResult, Entity, OffsetSegment, Progress, Span, Suspect, SuspectKind } from '../native/types';
import type { FormatId, OcrSummary } from '../native/formats/types';
import type { HistoryDetail as StoredHistoryDetail, HistoryEntry as StoredHistoryEntry } from '../native/store/types';

export type { DeidResult, Entity, OffsetSegment, Progress, Span, Suspect, SuspectKind, FormatId };

const categoryId = z.enum([
  'PERSON', 'ID_NUMBER', 'CONTACT', 'FINANCIAL', 'VEHICLE', 'ONLINE', 'ADDRESS', 'ORGANIZATION',
  'BUSINESS', 'INSTITUTION', 'PLACE', 'REGION', 'SERVICE', 'PRODUCT', 'CULTURE', 'OTHER_NUMBER',
]);
const operatorName = z.enum(['court', 'tag', 'mask', 'remove', 'keep']);
const role = z.enum(['judge', 'prosecutor', 'attorney', 'law_firm', 'state_body', 'local_government', 'public_institution']);

export const spanSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().positive(),
  text: z.string(),
  label: z.string().min(1),
  category: categoryId,
  tier: z.enum(['direct', 'quasi']),
  score: z.number().min(0).max(1),
  source: z.enum(['model', 'rule', 'propagated', 'user']),
  entityId: z.string().optional(),
  reason: z.string().optional(),
  role: role.optional(),
}).refine((s) => s.end > s.start, 'span end must be after start');

export const redactOptionsSchema = z.object({
  operators: z.partialRecord(categoryId, operatorName).optional(),
  keepRoles: z.partialRecord(role, z.boolean()).optional(),
  removeStyle: z.enum(['delete', 'blocks']).optional(),
});

export const settingsSchema = z.object({
  language: z.enum(['ko', 'en']),
  device: z.enum(['cpu', 'cuda', 'dml']),
  redact: redactOptionsSchema,
  /** Keep original text in history (encrypted with safeStorage) so a session can be reopened fully. */
  keepOriginals: z.boolean(),
  /** Write a report next to each export by default. */
  reportFormat: z.enum(['none', 'json', 'csv']),
  /** Keep a redacted name in the export's file name (CLI --keep-names); by default it is replaced too. */
  keepNames: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  language: 'ko',
  device: 'cpu',
  redact: {},
  keepOriginals: false,
  reportFormat: 'json',
  keepNames: false,
};

const docId = z.string().min(1).max(64);
const filePath = z.string().min(1).max(4096);

/** What the user decided about one span; stored in history (offsets and hashes, never the text by default). */
export const decisionSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().positive(),
  label: z.string(),
  category: categoryId,
  source: z.enum(['model', 'rule', 'propagated', 'user']),
  decision: z.enum(['accepted', 'rejected', 'added', 'recategorized']),
});
export type Decision = z.infer<typeof decisionSchema>;

export interface EngineStatus {
  ready: boolean;
  modelName: string;
  modelVersion: string;
  /** The provider actually in use (after any fallback). */
  device: 'cpu' | 'cuda' | 'dml';
  /** E.g. "CUDA를 사용할 수 없어 CPU로 실행합니다." */
  message?: string;
}

export interface OpenedDocument extends DeidResult {
  docId: string;
  name: string;
  path: string;
  format: FormatId;
  encoding?: string;
  lineEnding?: string;
  warnings: string[];
  /** Pages read by OCR: confidence per page and the offsets of low-confidence words, to review as misreadings. */
  ocr?: OcrSummary;
}

export interface Redaction {
  spans: Span[];
  entities: Entity[];
  redactedText: string;
  offsetMap: OffsetSegment[];
}

export interface ExportResult {
  outputPath: string;
  reportPath?: string;
  /** Set when the output format differs from the input (HWP, PDF). */
  note?: string;
  /** Leak verification of the written file: every original mention searched in every part. */
  leakCheck: { ok: boolean; checkedParts: number };
  historyId: number;
}

/** The store's own types (native/store/types.ts), so the two cannot drift; the source hash stays in the engine. */
export type HistoryEntry = StoredHistoryEntry;
export type HistoryDetail = Omit<StoredHistoryDetail, 'sourceSha256' | 'sourcePath'>;

/** Where, in the original, a failed export's leak check found a mention still unredacted (never the text itself). */
export type LeakOccurrence = { start: number; end: number; category: Span['category']; label: string };
/** `leaks`: set on LEAK_DETECTED, the occurrences "redact them all" adds before exporting again. */
export type IpcError = { code: string; message: string; messageKo: string; leaks?: LeakOccurrence[] };
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/** Channel → [argument schema, result type]. */
export const channels = {
  'engine:status': z.tuple([]),
  'dialog:open': z.tuple([]),
  'dialog:save': z.tuple([z.object({ defaultName: z.string().max(512) })]),
  'document:open': z.tuple([z.object({ path: filePath })]),
  'document:redact': z.tuple([z.object({ docId, spans: z.array(spanSchema).max(200_000), options: redactOptionsSchema })]),
  'document:findMentions': z.tuple([z.object({ docId, text: z.string().min(1).max(500) })]),
  'document:export': z.tuple([
    z.object({
      docId,
      spans: z.array(spanSchema).max(200_000),
      decisions: z.array(decisionSchema).max(200_000),
      options: redactOptionsSchema,
      outputPath: filePath,
      report: z.enum(['none', 'json', 'csv']),
      /** The mapping table original → pseudonym; the report is then marked sensitive. */
      includeMapping: z.boolean(),
      note: z.string().max(2000).default(''),
    }),
  ]),
  'document:cancel': z.tuple([z.object({ docId })]),
  'document:close': z.tuple([z.object({ docId })]),
  'history:list': z.tuple([z.object({ query: z.string().max(200).optional(), limit: z.number().int().min(1).max(500), offset: z.number().int().min(0) })]),
  'history:get': z.tuple([z.object({ id: z.number().int().positive() })]),
  'history:reopen': z.tuple([z.object({ id: z.number().int().positive() })]),
  'history:delete': z.tuple([z.object({ id: z.number().int().positive() })]),
  'history:purge': z.tuple([]),
  'settings:get': z.tuple([]),
  'settings:set': z.tuple([settingsSchema]),
  'recent:list': z.tuple([]),
} as const;

export type Channel = keyof typeof channels;

export interface ChannelResults {
  'engine:status': EngineStatus;
  'dialog:open': string | null;
  'dialog:save': string | null;
  'document:open': OpenedDocument;
  'document:redact': Redaction;
  'document:findMentions': Span[];
  'document:export': ExportResult;
  'document:cancel': void;
  'document:close': void;
  'history:list': HistoryEntry[];
  'history:get': HistoryDetail;
  'history:reopen': OpenedDocument;
  'history:delete': void;
  'history:purge': void;
  'settings:get': Settings;
  'settings:set': Settings;
  'recent:list': string[];
}

export type ChannelArgs<C extends Channel> = z.input<(typeof channels)[C]>;

/** Events main → renderer. */
export interface AppEvents {
  progress: { docId: string } & Progress;
  /** A menu item or accelerator: the renderer performs the command. */
  menu: { command: 'open' | 'export' | 'undo' | 'redo' | 'next' | 'previous' | 'accept' | 'reject' | 'history' | 'settings' | 'about' };
  /** A file opened from the OS (second instance, recent files menu). */
  'open-path': { path: string };
}

/** window.garim: one async function per channel, plus event subscription and the drag-and-drop path helper. */
export type GarimApi = {
  [C in Channel]: (...args: ChannelArgs<C>) => Promise<IpcResult<ChannelResults[C]>>;
} & {
  on<E extends keyof AppEvents>(event: E, listener: (payload: AppEvents[E]) => void): () => void;
  /** Path of a dropped File (Electron's webUtils.getPathForFile). */
  pathForFile(file: File): string;
};
