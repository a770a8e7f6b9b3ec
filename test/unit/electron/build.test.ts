import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    for (const m of ['onnxruntime-node', 'better-sqlite3', 'tokenizers', 'http', 'https', 'net', 'node:http', 'node:https', 'node:net']) expect(mods).not.toContain(m);
    expect(code).toContain('engine-host.cjs');
  });
});
