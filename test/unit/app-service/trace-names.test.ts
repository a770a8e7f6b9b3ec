// A document whose file name holds a name it redacts (`판결문_홍길동_….txt`): the export, the report, history and
// the recent list carry the replacement, never the name; the real path survives only encrypted, for reopening.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppService, type AppService } from '../../../native/app-service';
import { DEFAULT_SETTINGS, type OpenedDocument } from '../../../electron/ipc-contract';
import { fakeEngine, fakeFormats, fakeStore } from './fakes';

const TEXT = '피고인 홍길동은 김철수에게 010-1234-5678로 전화하였다.\n';
const NAME = '판결문_홍길동_2018고단1371.txt';

let dir: string;
let docPath: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'garim-names-'));
  docPath = join(dir, NAME);
  await writeFile(docPath, TEXT);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function make(key: Buffer | null = null) {
  const store = fakeStore();
  const service = createAppService({ dataDir: join(dir, 'data'), engine: fakeEngine().engine, formats: fakeFormats(), store, key });
  return { service, store };
}

async function open(service: AppService): Promise<OpenedDocument> {
  const r = await service.handle('document:open', [{ path: docPath }]);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

async function exportTo(service: AppService, doc: OpenedDocument, outputPath: string, includeMapping = false) {
  const r = await service.handle('document:export', [
    { docId: doc.docId, spans: doc.spans, decisions: [], options: {}, outputPath, report: 'json', includeMapping, note: '' },
  ]);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('names the app leaves behind', () => {
  it('exports under the de-identified name, and the report and history carry only that', async () => {
    const key = randomBytes(32);
    const { service, store } = make(key);
    const doc = await open(service);
    const out = await exportTo(service, doc, join(dir, '판결문_홍길동_2018고단1371_가림.txt'));
    expect(out.outputPath).toBe(join(dir, '판결문_A_2018고단1371_가림.txt'));
    expect(out.reportPath).toBe(join(dir, '판결문_A_2018고단1371_가림.report.json'));
    const report = JSON.parse(await readFile(out.reportPath!, 'utf8'));
    expect(report).toMatchObject({
      sensitive: false,
      source: '판결문_A_2018고단1371.txt',
      sourceSha256: createHash('sha256').update(TEXT).digest('hex'),
      output: '판결문_A_2018고단1371_가림.txt',
    });
    expect(JSON.stringify(report)).not.toContain('홍길동');

    expect(store.rows[0]).toMatchObject({
      fileName: join(dir, '판결문_A_2018고단1371.txt'),
      outputPath: join(dir, '판결문_A_2018고단1371_가림.txt'),
      sourcePath: docPath,
    });
    // The real path never crosses to the renderer, and it is what reopening reads.
    const detail = await service.handle('history:get', [{ id: 1 }]);
    expect(detail.ok && 'sourcePath' in detail.value).toBe(false);
    const reopened = await service.handle('history:reopen', [{ id: 1 }]);
    expect(reopened.ok && reopened.value.path).toBe(docPath);
    await service.dispose();
  });

  it('names the original only inside the sensitive mapping file', async () => {
    const { service } = make();
    const doc = await open(service);
    const out = await exportTo(service, doc, join(dir, 'x.txt'), true);
    const report = JSON.parse(await readFile(out.reportPath!, 'utf8'));
    expect(report).toMatchObject({ sensitive: true, source: '판결문_A_2018고단1371.txt', originalSource: NAME });
    await service.dispose();
  });

  it('keeps no reopen path without a key (the entry then reopens only from a kept original)', async () => {
    const { service, store } = make(null);
    await exportTo(service, await open(service), join(dir, 'x.txt'));
    expect(store.rows[0].sourcePath).toBeUndefined();
    expect(store.rows[0].fileName).toBe(join(dir, '판결문_A_2018고단1371.txt'));
    await service.dispose();
  });

  it('lists a path that names no one as recent, and keeps one that does off the list', async () => {
    const { service } = make();
    await open(service);
    expect(await service.handle('recent:list', [])).toEqual({ ok: true, value: [] });
    const plain = join(dir, '판결.txt');
    await writeFile(plain, TEXT);
    await service.handle('document:open', [{ path: plain }]);
    expect(await service.handle('recent:list', [])).toEqual({ ok: true, value: [plain] });
    expect(await readFile(join(dir, 'data', 'recent.json'), 'utf8')).not.toContain('홍길동');
    await service.dispose();
  });

  it('never overwrites another file when the de-identified name is taken', async () => {
    const { service } = make();
    const doc = await open(service);
    await writeFile(join(dir, '판결문_A.txt'), 'someone else');
    const out = await exportTo(service, doc, join(dir, '판결문_홍길동.txt'));
    expect(out.outputPath).toBe(join(dir, '판결문_A (2).txt'));
    expect(await readFile(join(dir, '판결문_A.txt'), 'utf8')).toBe('someone else');
    await service.dispose();
  });

  it('keeps the chosen name when the user turns de-identified names off', async () => {
    const { service } = make();
    await service.handle('settings:set', [{ ...DEFAULT_SETTINGS, keepNames: true }]);
    const doc = await open(service);
    const out = await exportTo(service, doc, join(dir, '홍길동_가림.txt'));
    expect(out.outputPath).toBe(join(dir, '홍길동_가림.txt'));
    await service.dispose();
  });

  it('removes its private temp folder on dispose and wipes a crashed session at the next start', async () => {
    const crashed = join(dir, 'data', 'tmp', 'run-99999999-0123456789ab');
    await import('node:fs/promises').then((fs) => fs.mkdir(crashed, { recursive: true }));
    await writeFile(join(crashed, 'x.export'), TEXT);
    const { service } = make();
    await exportTo(service, await open(service), join(dir, 'y.txt'));
    await service.dispose();
    expect(await readdir(join(dir, 'data', 'tmp'))).toEqual([]);
  });
});
