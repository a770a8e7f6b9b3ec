// The built Electron app, when its binary is present (it cannot be downloaded here): the window opens
// with its title, window.garim exists, and no request leaves the app.
import { existsSync, accessSync, constants, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { _electron as electron } from 'playwright-core';
import { electronBinary, missingBinaryHelp } from '../../build/electron-binary';

const ROOT = resolve(import.meta.dirname, '../..');

function electronExecutable(): string | null {
  try {
    const path = createRequire(import.meta.url)('electron') as unknown;
    if (typeof path !== 'string' || !existsSync(path)) return null;
    accessSync(path, constants.X_OK);
    return path;
  } catch {
    return null;
  }
}

const binary = electronExecutable();
// The app's entry as package.json names it (built by `npm run build`).
const main = join(ROOT, (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { main: string }).main);
const ready = binary !== null && existsSync(main);
if (!ready) {
  console.log(
    binary
      ? `Electron app not built (${main} missing): Electron E2E skipped`
      : `Electron E2E skipped: ${missingBinaryHelp(electronBinary().version)}`,
  );
}

describe.skipIf(!ready)('Electron app smoke test', () => {
  it('opens the window with window.garim and makes no network request', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'garim-electron-'));
    const app = await electron.launch({
      executablePath: binary!,
      args: [ROOT, `--user-data-dir=${profile}`],
      env: { ...process.env, GARIM_DATA_DIR: profile },
    });
    try {
      const page = await app.firstWindow();
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.waitForSelector('body[data-ready="true"]');
      expect(await page.title()).toBe('가림 — 판결문 비식별화');
      expect(
        await page.evaluate(
          () => typeof (window as unknown as { garim?: { 'engine:status'?: unknown } }).garim?.['engine:status'],
        ),
      ).toBe('function');
      expect(requests.filter((u) => /^(https?|wss?):/.test(u))).toEqual([]);
    } finally {
      await app.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
