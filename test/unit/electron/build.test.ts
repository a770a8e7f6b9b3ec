import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElectron, type BuildResult } from '../../../electron/build';

let result: BuildResult;
beforeAll(async () => {
  result = await buildElectron({ outDir: await mkdtemp(join(tmpdir(), 'garim-build-')) });
});
afterAll(async () => {
  await rm(result.outDir, { recursive: true, force: true });
});

const requires = (code: string) => [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]))].sort();

describe('electron bundles', () => {
  it('writes main, preload and engine host as CommonJS with the migrations beside them', () => {
    expect(result.files.slice(0, 3)).toEqual(['main.cjs', 'preload.cjs', 'engine-host.cjs']);
    expect(result.files.filter((f) => f.startsWith('migrations/')).length).toBeGreaterThanOrEqual(1);
  });

  it('the sandboxed preload requires nothing but electron', async () => {
    const code = await readFile(join(result.outDir, 'preload.cjs'), 'utf8');
    expect(requires(code)).toEqual(['electron']);
    expect(code).toContain('exposeInMainWorld("garim"');
  });

  it('main loads no engine, no native module and no network module', async () => {
    const code = await readFile(join(result.outDir, 'main.cjs'), 'utf8');
    const mods = requires(code);
    expect(mods).toContain('electron');
    for (const m of [
      'onnxruntime-node',
      'better-sqlite3',
      'tokenizers',
      'http',
      'https',
      'net',
      'node:http',
      'node:https',
      'node:net',
    ])
      expect(mods).not.toContain(m);
    expect(code).toContain('engine-host.cjs');
  });
});

const ROOT = resolve(import.meta.dirname, '../../..');

/** The engine-host bundle in a Node child process behind a fake parentPort (no Electron needed). */
function runHost(bundle: string) {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'fixtures', 'parent-port-shim.mjs'), bundle], {
    env: { ...process.env, NODE_PATH: join(ROOT, 'node_modules') },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting = new Map<number, (r: unknown) => void>();
  let ready: () => void = () => {};
  const isReady = new Promise<void>((r) => (ready = r));
  const events: unknown[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith('@@')) return;
    const m = JSON.parse(line.slice(2));
    if (m.type === 'ready') ready();
    else if (m.type === 'event') events.push(m.message);
    else if (m.type === 'response') waiting.get(m.id)?.(m.result);
  });
  let id = 0;
  const send = (m: unknown) => child.stdin!.write(`${JSON.stringify(m)}\n`);
  return {
    child,
    events,
    isReady,
    send,
    request: (channel: string, args: unknown[]) =>
      new Promise<unknown>((r) => {
        waiting.set(++id, r);
        send({ type: 'request', id, channel, args });
      }),
  };
}

describe('engine-host bundle', () => {
  it('serves the app service over parentPort: model, TXT, SQLite history', async () => {
    const work = await mkdtemp(join(tmpdir(), 'garim-hostrun-'));
    const host = runHost(join(result.outDir, 'engine-host.cjs'));
    try {
      host.send({
        type: 'init',
        dataDir: join(work, 'data'),
        modelDir: join(ROOT, 'test', 'fixtures', 'model-tiny'),
        key: null,
      });
      await host.isReady;
      expect(await host.request('engine:status', [])).toEqual({
        ok: true,
        value: { ready: true, modelName: 'garim-tiny-test', modelVersion: '0.0.1-test', device: 'cpu' },
      });
      const path = join(work, '판결.txt');
      await writeFile(path, '피고인 홍길동은 010-1234-5678로 전화하였다.\n');
      const opened = (await host.request('document:open', [{ path }])) as {
        ok: boolean;
        value: { docId: string; spans: unknown[]; redactedText: string };
      };
      expect(opened.value.redactedText).toBe('피고인 A는 휴대전화번호 1 생략으로 전화하였다.\n');
      expect(host.events.length).toBeGreaterThan(2);
      const out = join(work, 'out.txt');
      const exported = (await host.request('document:export', [
        {
          docId: opened.value.docId,
          spans: opened.value.spans,
          decisions: [],
          options: {},
          outputPath: out,
          report: 'none',
          includeMapping: false,
        },
      ])) as { ok: boolean; value: { historyId: number } };
      expect(exported).toEqual({
        ok: true,
        value: { outputPath: out, leakCheck: { ok: true, checkedParts: 2 }, historyId: 1 },
      });
      expect(await readFile(out, 'utf8')).toBe('피고인 A는 휴대전화번호 1 생략으로 전화하였다.\n');
      const list = (await host.request('history:list', [{ limit: 5, offset: 0 }])) as { value: { fileName: string }[] };
      expect(list.value.map((h) => h.fileName)).toEqual([path]);
      expect(await host.request('document:open', [{ path: 7 }])).toMatchObject({
        ok: false,
        error: { code: 'INVALID_INPUT' },
      });
    } finally {
      host.child.kill();
      await rm(work, { recursive: true, force: true });
    }
  });
});
