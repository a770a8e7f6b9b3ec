// The transport-agnostic app: every IPC channel except the dialogs, over plain data. The Electron utility
// process, the E2E harness (over HTTP) and the tests all drive this same object.
import { createHash, randomUUID } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { z } from 'zod';
import {
  channels,
  type Channel,
  type ChannelResults,
  type EngineStatus,
  type IpcResult,
  type OpenedDocument,
  type Settings,
} from '../../electron/ipc-contract';
import { deidentifyFileName, deidentifyPath, mentionsIn, nameReplacementsOf, type NameReplacement } from '../common/output-name';
import { GarimError } from '../errors';
import type { SourceDocument } from '../formats/types';
import type { Device, Progress, Span } from '../types';
import { applyDecisions } from './decisions';
import { fail, ok, toIpcError } from './ipc-result';
import { OpenDocuments, type OpenDocument } from './open-documents';
import type { AppEngine, AppFormats, AppStore, EmitFn, EngineLoader, StoreOpener } from './ports';
import { RecentFiles } from './recent-files';
import { withLeakOccurrences } from './leak-fix';
import { countsByCategory, leakMentions, replacementsOf } from './replacements';
import { buildReport, reportPathFor } from './report';
import { writeFileAtomic } from './atomic-file';
import { SettingsFile } from './settings-file';
import { spansForDocument } from './span-input';
import { appTempRoot, TempFolder } from './temp-folder';

export const HISTORY_FILE = 'history.sqlite';

export interface AppServiceOptions {
  dataDir: string;
  modelDir?: string;
  /** Overrides the device in settings (CLI flag, tests). */
  device?: Device;
  /** 32-byte key for originals kept in history; null when the OS offers no safe storage. */
  key?: Buffer | null;
  /** A ready engine (tests); otherwise loadEngine is called once, lazily. */
  engine?: AppEngine;
  loadEngine?: EngineLoader;
  formats?: AppFormats;
  store?: AppStore;
  openStore?: StoreOpener;
}

/** Channels answered here; the dialogs belong to the main process. */
export type ServiceChannel = Exclude<Channel, 'dialog:open' | 'dialog:save'>;

export interface AppService {
  handle<C extends Channel>(channel: C, args: unknown, emit?: EmitFn): Promise<IpcResult<ChannelResults[C]>>;
  handle(channel: string, args: unknown, emit?: EmitFn): Promise<IpcResult<unknown>>;
  /** Cancels running work, releases the engine and closes the store. */
  dispose(): Promise<void>;
}

type Handlers = {
  [C in ServiceChannel]: (args: z.output<(typeof channels)[C]>, emit: EmitFn) => Promise<ChannelResults[C]>;
};

const noEmit: EmitFn = () => {};

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function cancelled(name: string): GarimError {
  return new GarimError('CANCELLED', '사용자가 분석을 취소했습니다.', 'detection was cancelled by the user.', name);
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** The chosen path with its file name de-identified; a renamed file never lands on another existing file. */
async function deidentifiedTarget(chosen: string, pairs: readonly NameReplacement[]): Promise<string> {
  const name = deidentifyFileName(basename(chosen), pairs);
  if (name === basename(chosen).normalize('NFC')) return chosen;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = join(dirname(chosen), name);
  for (let k = 2; await exists(candidate); k++) candidate = join(dirname(chosen), `${stem} (${k})${ext}`);
  return candidate;
}

function notOpen(docId: string): GarimError {
  return new GarimError(
    'INVALID_INPUT',
    `열려 있지 않은 문서입니다(${docId}). 문서를 다시 열어 주세요.`,
    `no open document with id ${docId}. Open the document again.`,
  );
}

export function createAppService(options: AppServiceOptions): AppService {
  const { dataDir } = options;
  const settingsFile = new SettingsFile(dataDir);
  const recent = new RecentFiles(dataDir);
  const open = new OpenDocuments();
  const key = options.key ?? null;
  // Opened at once, so a crashed session's leftovers are wiped at start; every export's scratch goes inside.
  let temp: Promise<TempFolder> | undefined = TempFolder.open(appTempRoot(dataDir));
  temp.catch(() => {});
  const getTemp = (): Promise<TempFolder> => (temp ??= TempFolder.open(appTempRoot(dataDir)));

  let engine: Promise<AppEngine> | undefined = options.engine ? Promise.resolve(options.engine) : undefined;
  let engineDevice: Device | undefined;
  let store: AppStore | undefined = options.store;
  let formats: AppFormats | undefined = options.formats;

  async function getFormats(): Promise<AppFormats> {
    formats ??= (await import('./default-deps')).defaultFormats();
    return formats;
  }

  async function getStore(): Promise<AppStore> {
    if (!store) {
      const opener = options.openStore ?? (await import('./default-deps')).defaultStoreOpener();
      store = opener(join(dataDir, HISTORY_FILE), { key });
    }
    return store;
  }

  async function getEngine(emit: EmitFn, docId?: string): Promise<AppEngine> {
    if (!engine) {
      const device = options.device ?? (await settingsFile.get()).device;
      const loader = options.loadEngine ?? (await import('./default-deps')).defaultEngineLoader();
      if (docId) emit('progress', { docId, stage: 'loading-model', fraction: 0 });
      engineDevice = device;
      const loading = loader({ modelDir: options.modelDir, device });
      engine = loading;
      // A failed load (missing or tampered model) is reported, and the next call tries again.
      loading.catch(() => {
        if (engine === loading) engine = undefined;
      });
    }
    return engine;
  }

  async function detectInto(
    docId: string,
    path: string,
    source: SourceDocument,
    sourceSha256: string,
    signal: AbortSignal,
    emit: EmitFn,
    decisions: Parameters<typeof applyDecisions>[2] = [],
  ): Promise<OpenedDocument> {
    const eng = await getEngine(emit, docId);
    if (signal.aborted) throw cancelled(source.name);
    const settings = await settingsFile.get();
    // `done` is said once, below, after the decisions are applied and the document is registered.
    const onProgress = (p: Progress) => {
      if (p.stage !== 'done') emit('progress', { docId, ...p });
    };
    let result = await eng.deidentify(source.text, {
      ...settings.redact,
      signal,
      onProgress,
      ...(source.ocr ? { uncertain: source.ocr.lowConfidence } : {}),
    });
    if (signal.aborted) throw cancelled(source.name);
    if (decisions.length > 0) {
      const spans = applyDecisions(source.text, result.spans, decisions);
      result = { ...result, ...eng.redact(source.text, spans, settings.redact) };
    }
    open.add({ docId, path, source, sourceSha256, modelVersion: result.modelVersion, spans: result.spans });
    emit('progress', { docId, stage: 'done', fraction: 1 });
    return {
      ...result,
      docId,
      name: source.name,
      path,
      format: source.format,
      ...(source.encoding ? { encoding: source.encoding } : {}),
      ...(source.lineEnding ? { lineEnding: source.lineEnding } : {}),
      warnings: source.warnings,
      ...(source.ocr ? { ocr: source.ocr } : {}),
    };
  }

  async function withRun<T>(docId: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const signal = open.start(docId);
    try {
      return await run(signal);
    } finally {
      open.finish(docId);
    }
  }

  function requireDoc(docId: string): OpenDocument {
    const doc = open.get(docId);
    if (!doc) throw notOpen(docId);
    return doc;
  }

  const handlers: Handlers = {
    async 'engine:status'(_args, emit): Promise<EngineStatus> {
      const eng = await getEngine(emit);
      const { info } = eng;
      return {
        ready: true,
        modelName: info.modelName,
        modelVersion: info.modelVersion,
        device: info.device,
        ...(info.fallbackMessage ? { message: info.fallbackMessage } : {}),
      };
    },

    async 'document:open'([{ path }], emit) {
      const docId = randomUUID();
      return withRun(docId, async (signal) => {
        emit('progress', { docId, stage: 'reading', fraction: 0 });
        // A scan is read by OCR page by page: progress per page, and cancel stops the recognition.
        const source = await (await getFormats()).readDocument(path, {
          signal,
          onProgress: ({ done, total }) =>
            emit('progress', { docId, stage: 'reading', fraction: total ? done / total : 0, message: `OCR ${done}/${total}` }),
        });
        const bytes = await readFile(path);
        if (signal.aborted) throw cancelled(source.name);
        emit('progress', { docId, stage: 'reading', fraction: 1 });
        const opened = await detectInto(docId, path, source, sha256(bytes), signal, emit);
        // The recent list is plain text in the data folder: a path that names someone the document redacts stays out.
        const pairs = nameReplacementsOf(source.text, opened);
        if (mentionsIn(path, pairs).length === 0) await recent.add(path);
        else await recent.remove(path);
        return opened;
      });
    },

    async 'document:redact'([{ docId, spans, options: redactOptions }]) {
      const doc = requireDoc(docId);
      const checked = spansForDocument(doc.source.name, doc.source.text, spans as Span[]);
      const redaction = (await getEngine(noEmit)).redact(doc.source.text, checked, redactOptions);
      doc.spans = redaction.spans;
      return redaction;
    },

    async 'document:findMentions'([{ docId, text }]) {
      const doc = requireDoc(docId);
      return (await getEngine(noEmit)).findMentions(doc.source.text, text, doc.spans);
    },

    async 'document:export'([args], emit) {
      const doc = requireDoc(args.docId);
      const { text, name } = doc.source;
      const eng = await getEngine(noEmit);
      const checked = spansForDocument(name, text, args.spans as Span[]);
      emit('progress', { docId: doc.docId, stage: 'redacting' });
      const redaction = eng.redact(text, checked, args.options);
      const rejected = args.decisions.filter((d) => d.decision === 'rejected' && d.end <= text.length);
      const mentions = leakMentions(text, redaction, rejected);
      const settings = await settingsFile.get();
      // File names are de-identified like the text (unless the user keeps them); history always is.
      const pairs = nameReplacementsOf(text, redaction);
      const outputPath = settings.keepNames ? args.outputPath : await deidentifiedTarget(args.outputPath, pairs);
      emit('progress', { docId: doc.docId, stage: 'writing' });
      // A failed check comes back with the places still to redact, for the review's "redact them all".
      const written = await withLeakOccurrences(text, redaction.spans, (await getFormats()).exportRedacted(doc.source, replacementsOf(redaction), outputPath, mentions, { tempDir: (await getTemp()).dir }));

      let reportPath: string | undefined;
      if (args.report !== 'none') {
        reportPath = reportPathFor(written.path, args.report, args.includeMapping);
        const report = buildReport(args.report, {
          sourceName: deidentifyFileName(name, pairs),
          sourceSha256: doc.sourceSha256,
          originalSourceName: name,
          outputName: basename(written.path),
          modelVersion: doc.modelVersion,
          entities: redaction.entities,
          includeMapping: args.includeMapping,
        });
        await writeFileAtomic(reportPath, report);
      }

      const storedPath = deidentifyPath(doc.path, pairs);
      const historyId = await (
        await getStore()
      ).record({
        fileName: storedPath,
        format: doc.source.format,
        modelVersion: doc.modelVersion,
        countsByCategory: countsByCategory(redaction),
        decisions: args.decisions,
        note: args.note,
        outputPath: deidentifyPath(written.path, pairs),
        sourceSha256: doc.sourceSha256,
        // Reopening needs the real path; it is kept only encrypted, and only when it differs from the stored one.
        ...(storedPath !== doc.path && key ? { sourcePath: doc.path } : {}),
        ...(settings.keepOriginals && key ? { originalText: text } : {}),
      });
      emit('progress', { docId: doc.docId, stage: 'done', fraction: 1 });
      return {
        outputPath: written.path,
        ...(reportPath ? { reportPath } : {}),
        ...(written.note ? { note: written.note } : {}),
        leakCheck: { ok: written.leak.ok, checkedParts: written.leak.checkedParts },
        historyId,
      };
    },

    async 'document:cancel'([{ docId }]) {
      open.cancel(docId);
    },

    async 'document:close'([{ docId }]) {
      open.close(docId);
    },

    async 'history:list'([query]) {
      return (await getStore()).list(query);
    },

    async 'history:get'([{ id }]) {
      const { sourceSha256: _hash, sourcePath: _path, ...detail } = await (await getStore()).get(id);
      return detail;
    },

    async 'history:reopen'([{ id }], emit) {
      const detail = await (await getStore()).get(id);
      const docId = randomUUID();
      return withRun(docId, async (signal) => {
        emit('progress', { docId, stage: 'reading', fraction: 0 });
        const fmt = await getFormats();
        const path = detail.sourcePath ?? detail.fileName;
        // The original file, when unchanged, reopens in its own format (so the export keeps HWPX/DOCX structure);
        // the kept original text is the fallback, exported as text.
        const bytes = await readFile(path).catch(() => undefined);
        if (bytes && detail.sourceSha256 && sha256(bytes) === detail.sourceSha256) {
          const source = await fmt.readDocument(path);
          return detectInto(docId, path, source, detail.sourceSha256, signal, emit, detail.decisionList);
        }
        if (detail.originalText !== undefined) {
          const textName = `${basename(path).replace(/\.[^.]+$/, '')}.txt`;
          const kept = new TextEncoder().encode(detail.originalText);
          const source = await fmt.readDocumentBytes(kept, textName);
          source.warnings = [
            ...source.warnings,
            '원본 파일 대신 기록에 보관된 원문으로 다시 열었습니다. 텍스트(TXT)로 내보냅니다.',
          ];
          return detectInto(
            docId,
            path,
            source,
            detail.sourceSha256 ?? sha256(kept),
            signal,
            emit,
            detail.decisionList,
          );
        }
        const [why, whyEn] = !bytes
          ? ['원본 파일을 찾을 수 없습니다', 'the original file cannot be found']
          : detail.sourceSha256
            ? ['원본 파일이 그 뒤에 바뀌었습니다', 'the original file has changed since']
            : [
                '원본 파일이 기록 당시와 같은지 확인할 수 없습니다(기록에 파일 지문이 없음)',
                'the original file cannot be verified as unchanged (the entry has no file hash)',
              ];
        throw new GarimError(
          'FILE_NOT_FOUND',
          `${why}. 원문을 보관하지 않은 기록이라 다시 열 수 없습니다. 원본 파일을 직접 열어 주세요.`,
          `${whyEn}, and this history entry kept no original text, so it cannot be reopened. Open the original file directly.`,
          path,
        );
      });
    },

    async 'history:delete'([{ id }]) {
      await (await getStore()).delete(id);
    },

    async 'history:purge'() {
      await (await getStore()).purge();
      // File names of past documents are personal data too: "delete all history" forgets them as well.
      await recent.clear();
    },

    async 'settings:get'() {
      return settingsFile.get();
    },

    async 'settings:set'([next]): Promise<Settings> {
      if (next.keepOriginals && !key) {
        throw new GarimError(
          'STORE_ERROR',
          '이 컴퓨터에서는 운영체제의 암호화 저장소를 쓸 수 없어 원문 보관을 켤 수 없습니다. 원문 보관 없이 사용해 주세요.',
          'the operating system offers no encrypted storage on this computer, so originals cannot be kept. Use Garim without keeping originals.',
        );
      }
      const saved = await settingsFile.set(next);
      // A new device takes effect with the next engine load; the open documents keep their results.
      if (!options.engine && engine && engineDevice !== saved.device && !options.device) {
        const old = engine;
        engine = undefined;
        void old.then((e) => e.dispose?.()).catch(() => {});
      }
      return saved;
    },

    async 'recent:list'() {
      return recent.list();
    },
  };

  function isServiceChannel(channel: string): channel is ServiceChannel {
    return Object.hasOwn(handlers, channel);
  }

  async function handle(channel: string, args: unknown, emit: EmitFn = noEmit): Promise<IpcResult<unknown>> {
    if (!isServiceChannel(channel)) {
      return fail(
        'INVALID_INPUT',
        `알 수 없는 요청입니다: ${String(channel).slice(0, 64)}`,
        `unknown channel: ${String(channel).slice(0, 64)}`,
      );
    }
    const parsed = channels[channel].safeParse(args);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? issue.path.join('.') : 'arguments';
      return fail(
        'INVALID_INPUT',
        `${channel} 요청의 인자가 올바르지 않습니다 (${where}: ${issue?.message ?? '형식 오류'}).`,
        `invalid arguments for ${channel} (${where}: ${issue?.message ?? 'malformed'}).`,
      );
    }
    try {
      const run = handlers[channel] as (a: unknown, e: EmitFn) => Promise<unknown>;
      return ok(await run(parsed.data, emit));
    } catch (e) {
      return { ok: false, error: toIpcError(e) };
    }
  }

  return {
    handle: handle as AppService['handle'],
    async dispose() {
      open.clear();
      const e = engine;
      engine = undefined;
      await e?.then((x) => x.dispose?.()).catch(() => {});
      const s = store;
      store = undefined;
      if (s && !options.store) await s.close();
      const t = temp;
      temp = undefined;
      await t?.then((f) => f.dispose()).catch(() => {});
    },
  };
}
