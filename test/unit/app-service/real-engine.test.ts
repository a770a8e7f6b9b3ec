// The app service over the real engine (tiny test model + rules), the real TXT reader/writer and the real
// SQLite store: the path the Electron utility process and the E2E harness take.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppService, type AppService, type EmitFn } from '../../../native/app-service';
import { DEFAULT_SETTINGS, type AppEvents, type OpenedDocument } from '../../../electron/ipc-contract';

const MODEL_DIR = resolve(import.meta.dirname, '../../fixtures/model-tiny');
const TEXT = '피고인 홍길동은 김철수에게 010-1234-5678로 전화하였다. 홍길동은 부인하였다.\n';
const REDACTED = '피고인 A는 B에게 휴대전화번호 1 생략으로 전화하였다. A는 부인하였다.\n';
const WITHOUT_KIM = '피고인 A는 김철수에게 휴대전화번호 1 생략으로 전화하였다. A는 부인하였다.\n';

let dir: string;
let docPath: string;
let service: AppService;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'garim-real-'));
  docPath = join(dir, '판결.txt');
  await writeFile(docPath, TEXT);
  service = createAppService({ dataDir: join(dir, 'data'), modelDir: MODEL_DIR, key: Buffer.alloc(32, 3) });
});
afterEach(async () => {
  await service.dispose();
  await rm(dir, { recursive: true, force: true });
});

async function open(emit?: EmitFn): Promise<OpenedDocument> {
  const r = await service.handle('document:open', [{ path: docPath }], emit);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function rejectKim(doc: OpenedDocument) {
  const kim = doc.spans.find((s) => s.text === '김철수')!;
  return {
    spans: doc.spans.filter((s) => s !== kim),
    decisions: [
      {
        start: kim.start,
        end: kim.end,
        label: kim.label,
        category: kim.category,
        source: kim.source,
        decision: 'rejected' as const,
      },
    ],
  };
}

describe('app service over the real engine, formats and store', () => {
  it('reports the loaded model', async () => {
    expect(await service.handle('engine:status', [])).toEqual({
      ok: true,
      value: { ready: true, modelName: 'garim-tiny-test', modelVersion: '0.0.1-test', device: 'cpu' },
    });
  });

  it('opens, exports with a rejected span, writes a report without originals and lists the session', async () => {
    const stages: string[] = [];
    const doc = await open(((_e, p) => stages.push((p as AppEvents['progress']).stage)) as EmitFn);
    expect(doc.spans.map((s) => [s.start, s.end, s.text, s.label, s.source])).toEqual([
      [4, 7, '홍길동', '내국인이름', 'model'],
      [9, 12, '김철수', '내국인이름', 'model'],
      [15, 28, '010-1234-5678', '휴대전화번호', 'rule'],
      [37, 40, '홍길동', '내국인이름', 'model'],
    ]);
    expect(doc.redactedText).toBe(REDACTED);
    expect([doc.encoding, doc.lineEnding]).toEqual(['UTF-8', 'LF']);
    expect(stages.slice(0, 2)).toEqual(['reading', 'reading']);
    expect(stages).toContain('detecting');
    expect(stages.filter((s) => s === 'done')).toHaveLength(1);
    expect(stages.at(-1)).toBe('done');

    const { spans, decisions } = rejectKim(doc);
    const outputPath = join(dir, 'out', '판결.가림.txt');
    await mkdir(join(dir, 'out'));
    const exported = await service.handle('document:export', [
      {
        docId: doc.docId,
        spans,
        decisions,
        options: {},
        outputPath,
        report: 'json',
        includeMapping: false,
        note: '항소심',
      },
    ]);
    expect(exported.ok && exported.value.reportPath).toBe(join(dir, 'out', '판결.가림.report.json'));
    expect(exported.ok && exported.value.leakCheck.ok).toBe(true);
    expect(await readFile(outputPath, 'utf8')).toBe(WITHOUT_KIM);
    expect(await readFile(docPath, 'utf8')).toBe(TEXT);
    const report = await readFile(join(dir, 'out', '판결.가림.report.json'), 'utf8');
    expect(report).not.toContain('홍길동');
    expect(report).not.toContain('010-1234-5678');
    expect(
      JSON.parse(report).entities.map((e: { pseudonym: string; count: number }) => [e.pseudonym, e.count]),
    ).toEqual([
      ['A', 2],
      ['휴대전화번호 1 생략', 1],
    ]);

    const list = await service.handle('history:list', [{ query: '판결', limit: 10, offset: 0 }]);
    expect(
      list.ok &&
        list.value.map((h) => [
          h.id,
          h.fileName,
          h.modelVersion,
          h.countsByCategory,
          h.decisions,
          h.note,
          h.hasOriginal,
        ]),
    ).toEqual([
      [1, docPath, '0.0.1-test', { PERSON: 1, CONTACT: 1 }, { accepted: 0, rejected: 1, added: 0 }, '항소심', false],
    ]);
    const db = await readFile(join(dir, 'data', 'history.sqlite'));
    expect(db.includes(Buffer.from('홍길동'))).toBe(false);
  });

  it('reopens a session from the kept original with its rejection applied', async () => {
    await service.handle('settings:set', [{ ...DEFAULT_SETTINGS, keepOriginals: true }]);
    const doc = await open();
    const { spans, decisions } = rejectKim(doc);
    await service.handle('document:export', [
      {
        docId: doc.docId,
        spans,
        decisions,
        options: {},
        outputPath: join(dir, 'o.txt'),
        report: 'none',
        includeMapping: false,
      },
    ]);
    await rm(docPath);
    const reopened = await service.handle('history:reopen', [{ id: 1 }]);
    expect(reopened.ok && reopened.value.redactedText).toBe(WITHOUT_KIM);
    expect(reopened.ok && reopened.value.name).toBe('판결.txt');
  });

  it('reopens a session from the unchanged original file when no original was kept', async () => {
    const doc = await open();
    const { spans, decisions } = rejectKim(doc);
    await service.handle('document:export', [
      { docId: doc.docId, spans, decisions, options: {}, outputPath: join(dir, 'o.txt'), report: 'none', includeMapping: false },
    ]);
    const reopened = await service.handle('history:reopen', [{ id: 1 }]);
    expect(reopened.ok && reopened.value.redactedText).toBe(WITHOUT_KIM);
    await writeFile(docPath, TEXT + '추가.\n');
    const changed = await service.handle('history:reopen', [{ id: 1 }]);
    expect(changed.ok).toBe(false);
  });

  it('cancels an open before detection starts', async () => {
    let docId = '';
    const r = await service.handle('document:open', [{ path: docPath }], ((_e, p) => {
      const progress = p as AppEvents['progress'];
      if (progress.stage === 'reading' && progress.fraction === 1) {
        docId = progress.docId;
        void service.handle('document:cancel', [{ docId }]);
      }
    }) as EmitFn);
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'CANCELLED',
        messageKo: '판결.txt: 사용자가 분석을 취소했습니다.',
        message: '판결.txt: detection was cancelled by the user.',
      },
    });
    const redact = await service.handle('document:redact', [{ docId, spans: [], options: {} }]);
    expect(!redact.ok && redact.error.code).toBe('INVALID_INPUT');
  });
});
