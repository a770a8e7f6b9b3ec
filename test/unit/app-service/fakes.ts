// Small, deterministic stand-ins for the engine, formats and store, with the same shapes as the real modules.
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { LeakMention } from '../../../native/formats/leak';
import type { AppEngine, AppFormats, AppStore, HistoryRecord } from '../../../native/app-service';
import type { HistoryEntry } from '../../../electron/ipc-contract';
import type { SourceDocument, Replacement } from '../../../native/formats/types';
import type { DeidOptions, Entity, OffsetSegment, RedactOptions, Span } from '../../../native/types';
import { GarimError } from '../../../native/errors';

const PATTERNS: { re: RegExp; label: string; category: Span['category']; tier: Span['tier'] }[] = [
  { re: /홍길동|김철수/g, label: '내국인이름', category: 'PERSON', tier: 'direct' },
  { re: /010-\d{4}-\d{4}/g, label: '전화번호', category: 'CONTACT', tier: 'direct' },
];

export function fakeDetect(text: string): Span[] {
  const spans: Span[] = [];
  for (const p of PATTERNS) {
    for (const m of text.matchAll(p.re)) {
      spans.push({
        start: m.index,
        end: m.index + m[0].length,
        text: m[0],
        label: p.label,
        category: p.category,
        tier: p.tier,
        score: 0.9,
        source: 'model',
      });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** Letters per person in order of appearance, `전화번호 N 생략` per phone; `keep` operator leaves the text. */
export function fakeRedact(text: string, spans: Span[], options: RedactOptions) {
  const entities: Entity[] = [];
  const byText = new Map<string, Entity>();
  const out: Span[] = spans.map((s) => ({ ...s }));
  out.forEach((s, i) => {
    let e = byText.get(s.text);
    if (!e) {
      const operator = options.operators?.[s.category] ?? 'court';
      const n = entities.filter((x) => x.category === s.category).length + 1;
      const pseudonym =
        operator === 'keep' ? s.text : s.category === 'PERSON' ? String.fromCharCode(64 + n) : `전화번호 ${n} 생략`;
      e = {
        id: `e${entities.length}`,
        category: s.category,
        label: s.label,
        tier: s.tier,
        mentions: [],
        canonical: s.text,
        pseudonym,
        operator,
      };
      entities.push(e);
      byText.set(s.text, e);
    }
    e.mentions.push(i);
    s.entityId = e.id;
  });
  let redactedText = '';
  let last = 0;
  const offsetMap: OffsetSegment[] = [];
  out.forEach((s, i) => {
    const e = byText.get(s.text)!;
    redactedText += text.slice(last, s.start);
    const redactedStart = redactedText.length;
    redactedText += e.pseudonym;
    offsetMap.push({ start: s.start, end: s.end, redactedStart, redactedEnd: redactedText.length, spanIndex: i });
    last = s.end;
  });
  redactedText += text.slice(last);
  return { spans: out, entities, redactedText, offsetMap };
}

export interface FakeEngineControl {
  engine: AppEngine;
  /** Resolves once deidentify has started (for cancel tests). */
  started: Promise<void>;
  loads: number;
}

export function fakeEngine(opts: { waitForAbort?: boolean } = {}): FakeEngineControl {
  let markStarted!: () => void;
  const started = new Promise<void>((r) => (markStarted = r));
  const engine: AppEngine = {
    info: { modelName: 'fake', modelVersion: 'fake-1', device: 'cpu' },
    async deidentify(text: string, o: DeidOptions) {
      markStarted();
      o.onProgress?.({ stage: 'detecting', fraction: 0.5 });
      if (opts.waitForAbort) {
        await new Promise<void>((resolve) => o.signal?.addEventListener('abort', () => resolve(), { once: true }));
        throw new GarimError('CANCELLED', '취소되었습니다.', 'cancelled.');
      }
      const r = fakeRedact(text, fakeDetect(text), o);
      return { text, ...r, modelVersion: 'fake-1', timings: { detectMs: 1, redactMs: 1 } };
    },
    redact: fakeRedact,
    findMentions(text: string, surface: string, existing: Span[]) {
      const found: Span[] = [];
      for (let i = text.indexOf(surface); i >= 0; i = text.indexOf(surface, i + 1)) {
        if (!existing.some((s) => s.start === i))
          found.push({
            start: i,
            end: i + surface.length,
            text: surface,
            label: '내국인이름',
            category: 'PERSON',
            tier: 'direct',
            score: 1,
            source: 'user',
          });
      }
      return found;
    },
  };
  return { engine, started, loads: 0 };
}

function applyReplacements(text: string, replacements: Replacement[]): string {
  let out = '';
  let last = 0;
  for (const r of replacements) {
    out += text.slice(last, r.start) + r.replacement;
    last = r.end;
  }
  return out + text.slice(last);
}

export function fakeFormats(): AppFormats & { lastMentions: string[] } {
  const read = (text: string, name: string): SourceDocument => ({
    name,
    format: 'txt',
    text,
    encoding: 'UTF-8',
    lineEnding: 'LF',
    structure: null,
    warnings: [],
  });
  const formats = {
    lastMentions: [] as string[],
    async readDocument(path: string) {
      const bytes = await readFile(path).catch(() => {
        throw new GarimError('FILE_NOT_FOUND', '파일을 찾을 수 없습니다.', 'file not found.', basename(path));
      });
      return read(bytes.toString('utf8'), basename(path));
    },
    async readDocumentBytes(bytes: Uint8Array, name: string) {
      return read(Buffer.from(bytes).toString('utf8'), name);
    },
    async exportRedacted(doc: SourceDocument, replacements: Replacement[], outPath: string, leakMentions: readonly LeakMention[]) {
      const mentions = leakMentions.map((m) => m.text);
      formats.lastMentions = mentions;
      const out = applyReplacements(doc.text, replacements);
      const leaked = mentions.filter((m) => out.includes(m));
      if (leaked.length)
        throw new GarimError('LEAK_DETECTED', `유출: ${leaked.join(', ')}`, `leak: ${leaked.join(', ')}`, outPath);
      await writeFile(outPath, out);
      return { path: outPath, format: 'txt' as const, leak: { ok: true, checkedParts: 1 } };
    },
  };
  return formats;
}

export function fakeStore(): AppStore & { rows: (HistoryRecord & { id: number })[] } {
  const rows: (HistoryRecord & { id: number })[] = [];
  const entry = (r: HistoryRecord & { id: number }): HistoryEntry => ({
    id: r.id,
    createdAt: '2026-12-02T00:00:00.000Z',
    fileName: r.fileName,
    format: r.format,
    modelVersion: r.modelVersion,
    countsByCategory: r.countsByCategory,
    decisions: {
      accepted: r.decisions.filter((d) => d.decision === 'accepted').length,
      rejected: r.decisions.filter((d) => d.decision === 'rejected').length,
      added: r.decisions.filter((d) => d.decision === 'added').length,
    },
    note: r.note,
    hasOriginal: r.originalText !== undefined,
  });
  return {
    rows,
    record: (r) => rows.push({ ...r, id: rows.length + 1 }),
    list: ({ query, limit, offset }) =>
      rows
        .filter((r) => !query || r.fileName.includes(query) || r.note.includes(query))
        .reverse()
        .slice(offset, offset + limit)
        .map(entry),
    get: (id) => {
      const r = rows.find((x) => x.id === id);
      if (!r) throw new GarimError('STORE_ERROR', `기록 ${id}이 없습니다.`, `no history entry ${id}.`);
      return {
        ...entry(r),
        decisionList: r.decisions,
        originalText: r.originalText,
        outputPath: r.outputPath,
        sourceSha256: r.sourceSha256,
        ...(r.sourcePath ? { sourcePath: r.sourcePath } : {}),
      };
    },
    delete: (id) =>
      void rows.splice(
        rows.findIndex((x) => x.id === id),
        1,
      ),
    purge: () => void rows.splice(0),
    close: () => {},
  };
}
