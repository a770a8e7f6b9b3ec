import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppService, type AppService, type EmitFn } from '../../../native/app-service';
import { DEFAULT_SETTINGS, type AppEvents, type OpenedDocument } from '../../../electron/ipc-contract';
import { fakeEngine, fakeFormats, fakeStore } from './fakes';

const TEXT = '피고인 홍길동은 김철수에게 010-1234-5678로 전화하였다. 홍길동은 부인하였다.\n';

let dir: string;
let docPath: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'garim-app-'));
  docPath = join(dir, '판결.txt');
  await writeFile(docPath, TEXT);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function make(extra: Partial<Parameters<typeof createAppService>[0]> = {}) {
  const formats = fakeFormats();
  const store = fakeStore();
  const service = createAppService({
    dataDir: join(dir, 'data'),
    engine: fakeEngine().engine,
    formats,
    store,
    ...extra,
  });
  return { service, formats, store };
}

function collect(): { emit: EmitFn; events: AppEvents['progress'][] } {
  const events: AppEvents['progress'][] = [];
  return { events, emit: ((_e, p) => events.push(p as AppEvents['progress'])) as EmitFn };
}

async function openDoc(service: AppService, emit?: EmitFn): Promise<OpenedDocument> {
  const r = await service.handle('document:open', [{ path: docPath }], emit);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('app service: open, redact, export, history', () => {
  it('opens a document, streams progress and lists it as recent', async () => {
    const { service } = make();
    const { emit, events } = collect();
    const doc = await openDoc(service, emit);
    expect(doc.name).toBe('판결.txt');
    expect(doc.format).toBe('txt');
    expect(doc.spans.map((s) => s.text)).toEqual(['홍길동', '김철수', '010-1234-5678', '홍길동']);
    expect(doc.redactedText).toBe('피고인 A은 B에게 전화번호 1 생략로 전화하였다. A은 부인하였다.\n');
    expect(events.map((e) => e.stage)).toEqual(['reading', 'reading', 'detecting', 'done']);
    expect(new Set(events.map((e) => e.docId))).toEqual(new Set([doc.docId]));
    expect(await service.handle('recent:list', [])).toEqual({ ok: true, value: [docPath] });
  });

  it('redacts without a rejected span, exports it and records the session in history', async () => {
    const { service, formats, store } = make();
    const doc = await openDoc(service);
    const kept = doc.spans.filter((s) => s.text !== '김철수');
    const redacted = await service.handle('document:redact', [{ docId: doc.docId, spans: kept, options: {} }]);
    expect(redacted.ok && redacted.value.redactedText).toBe(
      '피고인 A은 김철수에게 전화번호 1 생략로 전화하였다. A은 부인하였다.\n',
    );

    const outputPath = join(dir, '판결.가림.txt');
    const rejected = doc.spans.find((s) => s.text === '김철수')!;
    const decisions = [
      {
        start: rejected.start,
        end: rejected.end,
        label: rejected.label,
        category: rejected.category,
        source: rejected.source,
        decision: 'rejected' as const,
      },
    ];
    const exported = await service.handle('document:export', [
      {
        docId: doc.docId,
        spans: kept,
        decisions,
        options: {},
        outputPath,
        report: 'json',
        includeMapping: false,
        note: '1심',
      },
    ]);
    expect(exported).toEqual({
      ok: true,
      value: {
        outputPath,
        reportPath: join(dir, '판결.가림.report.json'),
        leakCheck: { ok: true, checkedParts: 1 },
        historyId: 1,
      },
    });
    expect(await readFile(outputPath, 'utf8')).toBe(
      '피고인 A은 김철수에게 전화번호 1 생략로 전화하였다. A은 부인하였다.\n',
    );
    // The rejected name stays visible on purpose, so it is not a leak; the redacted ones are searched for.
    expect(formats.lastMentions).toEqual(['010-1234-5678', '홍길동']);
    expect(await readFile(docPath, 'utf8')).toBe(TEXT);

    const report = JSON.parse(await readFile(join(dir, '판결.가림.report.json'), 'utf8'));
    expect(report).toEqual({
      sensitive: false,
      source: '판결.txt',
      sourceSha256: createHash('sha256').update(TEXT).digest('hex'),
      output: '판결.가림.txt',
      modelVersion: 'fake-1',
      keptEntities: 0,
      entities: [
        { id: 'e0', category: 'PERSON', label: '내국인이름', pseudonym: 'A', count: 2 },
        { id: 'e1', category: 'CONTACT', label: '전화번호', pseudonym: '전화번호 1 생략', count: 1 },
      ],
    });

    const list = await service.handle('history:list', [{ limit: 10, offset: 0 }]);
    expect(list.ok && list.value).toEqual([
      {
        id: 1,
        createdAt: '2026-12-02T00:00:00.000Z',
        fileName: docPath,
        format: 'txt',
        modelVersion: 'fake-1',
        countsByCategory: { PERSON: 1, CONTACT: 1 },
        decisions: { accepted: 0, rejected: 1, added: 0 },
        note: '1심',
        hasOriginal: false,
      },
    ]);
    // No original text goes to the store unless originals are kept.
    expect(store.rows[0].originalText).toBeUndefined();
    expect(store.rows[0].sourceSha256).toBe(createHash('sha256').update(TEXT).digest('hex'));
  });

  it('writes the mapping table only as a file named and marked sensitive', async () => {
    const { service } = make();
    const doc = await openDoc(service);
    const outputPath = join(dir, 'out.txt');
    const r = await service.handle('document:export', [
      {
        docId: doc.docId,
        spans: doc.spans,
        decisions: [],
        options: {},
        outputPath,
        report: 'csv',
        includeMapping: true,
      },
    ]);
    expect(r.ok && r.value.reportPath).toBe(join(dir, 'out.mapping-SENSITIVE.csv'));
    const csv = await readFile(join(dir, 'out.mapping-SENSITIVE.csv'), 'utf8');
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF# 주의: 이 파일에는 비식별 전의 원래 개인정보가 들어 있습니다. 공유하지 말고 사용 후 삭제하십시오. / WARNING: this file contains the original personal data. Do not share it; delete it after use.',
      'entity_id,category,label,pseudonym,count,original',
      'e0,PERSON,내국인이름,A,2,홍길동',
      'e1,PERSON,내국인이름,B,1,김철수',
      'e2,CONTACT,전화번호,전화번호 1 생략,1,010-1234-5678',
      '',
    ]);
  });

  it('purging history also forgets the recent files', async () => {
    const { service, store } = make();
    const doc = await openDoc(service);
    await service.handle('document:export', [
      {
        docId: doc.docId,
        spans: doc.spans,
        decisions: [],
        options: {},
        outputPath: join(dir, 'o.txt'),
        report: 'none',
        includeMapping: false,
      },
    ]);
    expect(store.rows).toHaveLength(1);
    expect(await service.handle('history:purge', [])).toEqual({ ok: true, value: undefined });
    expect(store.rows).toHaveLength(0);
    expect(await service.handle('recent:list', [])).toEqual({ ok: true, value: [] });
  });

  it('finds other mentions of a selected string in the open document', async () => {
    const { service } = make();
    const doc = await openDoc(service);
    await service.handle('document:redact', [{ docId: doc.docId, spans: [], options: {} }]);
    const r = await service.handle('document:findMentions', [{ docId: doc.docId, text: '홍길동' }]);
    expect(r.ok && r.value.map((s) => [s.start, s.end])).toEqual([
      [4, 7],
      [37, 40],
    ]);
  });

  it('keeps the original encrypted only with a key, and reopens the session with its decisions', async () => {
    const key = Buffer.alloc(32, 7);
    const { service, store } = make({ key });
    await service.handle('settings:set', [{ ...DEFAULT_SETTINGS, keepOriginals: true }]);
    const doc = await openDoc(service);
    const rejected = doc.spans[1];
    await service.handle('document:export', [
      {
        docId: doc.docId,
        spans: doc.spans.filter((s) => s !== rejected),
        decisions: [
          {
            start: rejected.start,
            end: rejected.end,
            label: rejected.label,
            category: rejected.category,
            source: 'model',
            decision: 'rejected',
          },
        ],
        options: {},
        outputPath: join(dir, 'o.txt'),
        report: 'none',
        includeMapping: false,
      },
    ]);
    expect(store.rows[0].originalText).toBe(TEXT);
    await rm(docPath);
    const reopened = await service.handle('history:reopen', [{ id: 1 }]);
    expect(reopened.ok && reopened.value.redactedText).toBe(
      '피고인 A은 김철수에게 전화번호 1 생략로 전화하였다. A은 부인하였다.\n',
    );
    expect(reopened.ok && reopened.value.name).toBe('판결.txt');
    expect(reopened.ok && reopened.value.warnings).toEqual([
      '원본 파일 대신 기록에 보관된 원문으로 다시 열었습니다. 텍스트(TXT)로 내보냅니다.',
    ]);
  });

  it('reopens from the original file when it is unchanged, and refuses when it changed', async () => {
    const { service } = make();
    const doc = await openDoc(service);
    await service.handle('document:export', [
      {
        docId: doc.docId,
        spans: doc.spans,
        decisions: [],
        options: {},
        outputPath: join(dir, 'o.txt'),
        report: 'none',
        includeMapping: false,
      },
    ]);
    const again = await service.handle('history:reopen', [{ id: 1 }]);
    expect(again.ok && again.value.spans.length).toBe(4);
    await writeFile(docPath, `${TEXT}추가`);
    const changed = await service.handle('history:reopen', [{ id: 1 }]);
    expect(changed).toEqual({
      ok: false,
      error: {
        code: 'FILE_NOT_FOUND',
        messageKo: `${docPath}: 원본 파일이 그 뒤에 바뀌었습니다. 원문을 보관하지 않은 기록이라 다시 열 수 없습니다. 원본 파일을 직접 열어 주세요.`,
        message: `${docPath}: the original file has changed since, and this history entry kept no original text, so it cannot be reopened. Open the original file directly.`,
      },
    });
  });
});

describe('app service: bad input and cancellation', () => {
  it('answers malformed arguments with INVALID_INPUT, never a throw', async () => {
    const { service } = make();
    expect(await service.handle('document:open', [{ path: '' }])).toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        messageKo:
          'document:open 요청의 인자가 올바르지 않습니다 (0.path: Too small: expected string to have >=1 characters).',
        message: 'invalid arguments for document:open (0.path: Too small: expected string to have >=1 characters).',
      },
    });
    const r = await service.handle('history:list', [{ limit: 0, offset: 0 }]);
    expect(!r.ok && r.error.code).toBe('INVALID_INPUT');
    const u = await service.handle('shell:exec', ['rm -rf /']);
    expect(u).toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        messageKo: '알 수 없는 요청입니다: shell:exec',
        message: 'unknown channel: shell:exec',
      },
    });
    const d = await service.handle('dialog:open', []);
    expect(!d.ok && d.error.code).toBe('INVALID_INPUT');
  });

  it('rejects spans outside the document and unknown documents with a clear message', async () => {
    const { service } = make();
    const doc = await openDoc(service);
    const span = { ...doc.spans[0], start: 100, end: 120 };
    expect(await service.handle('document:redact', [{ docId: doc.docId, spans: [span], options: {} }])).toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        messageKo: `판결.txt: 항목 위치(100–120)가 문서 길이(${TEXT.length}자)를 벗어납니다. 문서를 다시 열어 주세요.`,
        message: `판결.txt: span 100–120 lies outside the document (${TEXT.length} characters). Reopen the document.`,
      },
    });
    await service.handle('document:close', [{ docId: doc.docId }]);
    const closed = await service.handle('document:redact', [{ docId: doc.docId, spans: [], options: {} }]);
    expect(!closed.ok && closed.error.messageKo).toBe(
      `열려 있지 않은 문서입니다(${doc.docId}). 문서를 다시 열어 주세요.`,
    );
  });

  it('passes a reader error through with its Korean message', async () => {
    const { service } = make();
    const r = await service.handle('document:open', [{ path: join(dir, '없음.txt') }]);
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'FILE_NOT_FOUND',
        messageKo: '없음.txt: 파일을 찾을 수 없습니다.',
        message: '없음.txt: file not found.',
      },
    });
  });

  it('cancels a running detection', async () => {
    const control = fakeEngine({ waitForAbort: true });
    const { service } = make({ engine: control.engine });
    let docId = '';
    const opening = service.handle('document:open', [{ path: docPath }], ((_e, p) => {
      docId = (p as AppEvents['progress']).docId;
    }) as EmitFn);
    await control.started;
    expect(await service.handle('document:cancel', [{ docId }])).toEqual({ ok: true, value: undefined });
    const r = await opening;
    expect(!r.ok && r.error.code).toBe('CANCELLED');
    expect(await service.handle('recent:list', [])).toEqual({ ok: true, value: [] });
  });

  it('reports a failed model load and tries again on the next call', async () => {
    let calls = 0;
    const service = createAppService({
      dataDir: join(dir, 'data'),
      formats: fakeFormats(),
      store: fakeStore(),
      loadEngine: async () => {
        calls++;
        if (calls === 1)
          throw new (await import('../../../native/errors')).GarimError(
            'MODEL_TAMPERED',
            '모델 파일이 변조되었습니다.',
            'model file was tampered with.',
            'model.onnx',
          );
        return fakeEngine().engine;
      },
    });
    const first = await service.handle('engine:status', []);
    expect(first).toEqual({
      ok: false,
      error: {
        code: 'MODEL_TAMPERED',
        messageKo: 'model.onnx: 모델 파일이 변조되었습니다.',
        message: 'model.onnx: model file was tampered with.',
      },
    });
    expect(await service.handle('engine:status', [])).toEqual({
      ok: true,
      value: { ready: true, modelName: 'fake', modelVersion: 'fake-1', device: 'cpu' },
    });
  });
});

describe('app service: settings', () => {
  it('returns defaults, then persists validated settings atomically', async () => {
    const { service } = make();
    expect(await service.handle('settings:get', [])).toEqual({ ok: true, value: DEFAULT_SETTINGS });
    const next = { ...DEFAULT_SETTINGS, language: 'en' as const, redact: { operators: { PERSON: 'mask' as const } } };
    expect(await service.handle('settings:set', [next])).toEqual({ ok: true, value: next });
    expect(JSON.parse(await readFile(join(dir, 'data', 'settings.json'), 'utf8'))).toEqual(next);
    const bad = await service.handle('settings:set', [{ ...next, device: 'tpu' }]);
    expect(!bad.ok && bad.error.code).toBe('INVALID_INPUT');
  });

  it('refuses to keep originals when there is no key', async () => {
    const { service } = make({ key: null });
    const r = await service.handle('settings:set', [{ ...DEFAULT_SETTINGS, keepOriginals: true }]);
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'STORE_ERROR',
        messageKo:
          '이 컴퓨터에서는 운영체제의 암호화 저장소를 쓸 수 없어 원문 보관을 켤 수 없습니다. 원문 보관 없이 사용해 주세요.',
        message:
          'the operating system offers no encrypted storage on this computer, so originals cannot be kept. Use Garim without keeping originals.',
      },
    });
  });
});
