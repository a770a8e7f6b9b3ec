// The store bundled to CommonJS (as electron/build.ts bundles the engine host) still finds its migrations:
// beside the bundle in migrations/, and otherwise fails with a clear error.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const source = resolve(__dirname, '../../../native/store');
let dir: string;

async function bundleTo(out: string, withMigrations: boolean): Promise<string> {
  mkdirSync(out, { recursive: true });
  const file = join(out, 'store.cjs');
  await build({
    entryPoints: [join(source, 'index.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: file,
    external: ['better-sqlite3'],
    logLevel: 'silent',
  });
  if (withMigrations) {
    mkdirSync(join(out, 'migrations'));
    for (const f of readdirSync(join(source, 'migrations')).filter((n) => n.endsWith('.sql'))) copyFileSync(join(source, 'migrations', f), join(out, 'migrations', f));
  }
  return file;
}

beforeAll(() => {
  // Inside the project (test/artifacts is git-ignored) so the bundle resolves better-sqlite3 from node_modules.
  const artifacts = resolve(__dirname, '../../artifacts');
  mkdirSync(artifacts, { recursive: true });
  dir = mkdtempSync(join(artifacts, 'store-bundle-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bundled store', () => {
  it('migrates from the migrations folder beside the bundle', async () => {
    const file = await bundleTo(join(dir, 'ok'), true);
    const { openStore } = require(file) as typeof import('../../../native/store');
    const store = openStore(join(dir, 'ok', 'history.sqlite'));
    expect(store.schemaVersion).toBe(40);
    expect(store.record({ fileName: 'a.txt', format: 'txt', modelVersion: 'm', countsByCategory: {}, decisions: [], note: '', sourceSha256: 'c'.repeat(64) })).toBe(1);
    store.close();
  });

  it('names the missing schema file when the migrations were not shipped', async () => {
    const file = await bundleTo(join(dir, 'bare'), false);
    const { openStore } = require(file) as typeof import('../../../native/store');
    expect(() => openStore(join(dir, 'bare', 'history.sqlite'))).toThrow("The history store's schema file (0010-history.sql) is missing. Reinstall Garim.");
  });
});
