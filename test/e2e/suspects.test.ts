// The suspect tier end to end in Debian's Chromium over the real engine: a name-shaped word after `소외` that no
// recognizer redacted (`하나` is on the role rule's list of ordinary words) is shown as a suspect, walked to with
// J/K under the suspect filter, accepted with A, and exported redacted; the export dialog counts what is left.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ensureRendererBuilt } from '../harness/build-renderer';
import { CHROMIUM_PATH, launchChromium, type LaunchedBrowser } from '../harness/chromium';
import { startHarness } from '../harness/harness-server';

const ROOT = resolve(import.meta.dirname, '../..');
const SHIM = join(ROOT, 'test/harness/garim-shim.js');
const MODEL = join(ROOT, 'test/fixtures/model-tiny');
const ARTIFACTS = join(ROOT, 'test/artifacts');

const TEXT = ['소외 하나는 피고인에게 돈을 빌려주었다.', '피고인은 접속 아이디 kim_1234를 썼다.', '소외 김영수는 이를 보증하였다.', ''].join('\n');

const HAS_CHROMIUM = existsSync(CHROMIUM_PATH);
if (!HAS_CHROMIUM) console.log(`${CHROMIUM_PATH} not found (apt-get install chromium): suspects E2E skipped`);

let staticDir: string;
let browser: LaunchedBrowser;
let work: string;

beforeAll(async () => {
  if (!HAS_CHROMIUM) return;
  staticDir = ensureRendererBuilt(ROOT);
  mkdirSync(ARTIFACTS, { recursive: true });
  work = mkdtempSync(join(tmpdir(), 'garim-e2e-suspects-'));
  browser = await launchChromium(SHIM);
});

afterAll(async () => {
  await browser?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const previewIdle = (page: Page) => page.waitForSelector('[data-testid="review"][data-preview-state="idle"]');
const current = (page: Page) => page.locator('[data-testid="current-text"]').innerText();

describe.skipIf(!HAS_CHROMIUM)('suspects in the review UI', { timeout: 180_000 }, () => {
  it('shows an unredacted name-shaped word after 소외 as a suspect, accepts it with A and exports it redacted', async () => {
    mkdirSync(join(work, 'data'), { recursive: true });
    const harness = await startHarness({ staticDir, dataDir: join(work, 'data'), modelDir: MODEL });
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(harness.url);
    await page.waitForSelector('body[data-ready="true"]');

    const input = join(work, '판결문-의심.txt');
    writeFileSync(input, TEXT);
    const output = join(work, '판결문-의심_가림.txt');
    harness.setDialogResponse('open', input);
    await page.click('[data-testid="open-button"]');
    await page.waitForSelector('[data-testid="review"]');
    await previewIdle(page);

    // 김영수 is redacted by the role rule; 하나 and the handle are suspects, shown dashed and left in the preview.
    expect(await page.locator('[data-testid="original"] mark.suspect').allInnerTexts()).toEqual(['하나', 'kim_1234']);
    expect(await page.locator('[data-testid="suspect-count"]').innerText()).toBe(' · 의심 항목 2 (검토 전 2)');
    const before = await page.locator('[data-testid="redacted"]').innerText();
    expect(before).toContain('소외 하나는');
    expect(before).not.toContain('김영수');

    // Their own tier: under the suspect filter J/K walks only them, and the panel lists them by word (one line,
    // with accept-all and keep-all, for a word flagged at several places).
    await page.check('[data-testid="tier-suspect"]');
    expect(await page.locator('[data-testid="entity"] .canonical').allInnerTexts()).toEqual(['하나', 'kim_1234']);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // The cursor starts on the first span in the text, which is the suspect 하나.
    expect(await current(page)).toBe('하나');
    expect(await page.locator('[data-testid="current-suspect"]').innerText()).toBe('의심 항목');
    await page.keyboard.press('j');
    expect(await current(page)).toBe('kim_1234');
    await page.keyboard.press('j');
    expect(await current(page)).toBe('하나');
    await page.keyboard.press('k');
    expect(await current(page)).toBe('kim_1234');
    await page.keyboard.press('k');
    expect(await current(page)).toBe('하나');

    // A accepts: the suspect becomes a redaction, and the cursor moves on to the next suspect.
    await page.keyboard.press('a');
    await previewIdle(page);
    expect(await current(page)).toBe('kim_1234');
    const after = await page.locator('[data-testid="redacted"]').innerText();
    expect(after).not.toContain('하나');
    expect(await page.locator('[data-testid="suspect-count"]').innerText()).toBe(' · 의심 항목 2 (검토 전 1)');

    // The export dialog says one suspect is left unreviewed; the written file has 하나 redacted, the handle not.
    await page.click('[data-testid="export-open"]');
    expect(await page.locator('[data-testid="export-suspects"]').innerText()).toContain('검토하지 않은 의심 항목 1곳');
    harness.setDialogResponse('save', output);
    await page.click('[data-testid="export-browse"]');
    await page.waitForFunction(
      (p) => (document.querySelector('[data-testid="export-path"]') as HTMLInputElement).value === p,
      output,
    );
    await page.click('[data-testid="export-run"]');
    await page.waitForSelector('[data-testid="export-result"], [data-testid="export-error"]');
    expect(await page.locator('[data-testid="export-error"]').allInnerTexts()).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'suspects-export.png') });
    const written = readFileSync(output, 'utf8');
    expect(written).not.toContain('하나');
    expect(written).not.toContain('김영수');
    expect(written).toContain('kim_1234');
    expect(written.split('\n')[0]).toMatch(/^소외 [A-Z]+는 피고인에게 돈을 빌려주었다\.$/);
    expect(errors).toEqual([]);
    await page.close();
    await harness.close();
  });
});
