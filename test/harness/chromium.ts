// Debian's Chromium, headless, with a fresh profile per test and nothing that phones home.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface LaunchedBrowser {
  context: BrowserContext;
  /** The browser's profile folder (what a trace audit searches after close). */
  profile: string;
  close(): Promise<void>;
}

/** With `profileDir`, the caller owns the profile: it is kept after close. */
export async function launchChromium(shimPath: string, opts: { profileDir?: string } = {}): Promise<LaunchedBrowser> {
  const profile = opts.profileDir ?? mkdtempSync(join(tmpdir(), 'garim-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ARGS,
    viewport: { width: 1440, height: 900 },
    locale: 'ko-KR',
    deviceScaleFactor: 1,
  });
  await context.addInitScript({ path: shimPath });
  return {
    context,
    profile,
    async close() {
      await context.close();
      if (!opts.profileDir) rmSync(profile, { recursive: true, force: true });
    },
  };
}
