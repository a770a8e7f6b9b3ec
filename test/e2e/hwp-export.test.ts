// An HWP judgment through the app in Chromium (real app service, tiny test model + rules): the export dialog offers
// `.hwp`, the file written is HWP 5.0 read back by our reader and by @ohah/hwpjs with the same paragraphs, and the
// result shows no conversion note (HWP is no longer exported as HWPX).
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDocument } from '../../native/formats';
import { ensureRendererBuilt } from '../harness/build-renderer';
import { CHROMIUM_PATH, launchChromium } from '../harness/chromium';
import { startHarness } from '../harness/harness-server';
import { hwpjsParagraphs } from '../integration/formats/hwpjs-reader';

const ROOT = resolve(import.meta.dirname, '../..');
const SHIM = join(ROOT, 'test/harness/garim-shim.js');
const MODEL = join(ROOT, 'test/fixtures/model-tiny');
const FIXTURE = join(ROOT, 'test/fixtures/formats/judgment.hwp');

const HAS_CHROMIUM = existsSync(CHROMIUM_PATH);
if (!HAS_CHROMIUM) console.log(`${CHROMIUM_PATH} not found (apt-get install chromium): HWP export E2E skipped`);

let work: string | undefined;
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!HAS_CHROMIUM)('HWP export in Chromium', { timeout: 180_000 }, () => {
  it('offers .hwp, writes HWP in place, and shows no conversion note', async () => {
    work = mkdtempSync(join(tmpdir(), 'garim-hwp-e2e-'));
    const [dataDir, profileDir, outDir] = ['data', 'profile', 'out'].map((d) => join(work!, d));
    for (const d of [dataDir, profileDir, outDir]) mkdirSync(d);
    const input = join(work, '판결문.hwp');
    copyFileSync(FIXTURE, input);

    const harness = await startHarness({ staticDir: ensureRendererBuilt(ROOT), dataDir, modelDir: MODEL, service: { key: randomBytes(32) } });
    const browser = await launchChromium(SHIM, { profileDir });
    const page = await browser.context.newPage();
    const saveDialogArgs: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/ipc/dialog%3Asave') || r.url().endsWith('/ipc/dialog:save')) saveDialogArgs.push(r.postData() ?? '');
    });
    await page.goto(harness.url);
    await page.waitForSelector('body[data-ready="true"]');
    harness.setDialogResponse('open', input);
    await page.click('[data-testid="open-button"]');
    await page.waitForSelector('[data-testid="review"][data-preview-state="idle"]');
    expect(await page.locator('[data-testid="doc-warnings"]').count()).toBe(0);

    await page.click('[data-testid="export-open"]');
    const output = join(outDir, '판결문_가림.hwp');
    harness.setDialogResponse('save', output);
    await page.click('[data-testid="export-browse"]');
    await page.waitForFunction(() => (document.querySelector('[data-testid="export-path"]') as HTMLInputElement).value !== '');
    expect(JSON.parse(saveDialogArgs[0])).toEqual([{ defaultName: '판결문_가림.hwp' }]);
    await page.selectOption('[data-testid="export-report"]', 'none');
    await page.click('[data-testid="export-run"]');
    await page.waitForSelector('[data-testid="export-result"], [data-testid="export-error"]');
    expect(await page.locator('[data-testid="export-error"]').allInnerTexts()).toEqual([]);
    expect(await page.locator('[data-testid="export-output"]').innerText()).toBe(`저장했습니다: ${output}`);
    expect(await page.locator('[data-testid="export-result"] .muted').count()).toBe(0);
    expect(readdirSync(outDir)).toEqual(['판결문_가림.hwp']);

    const again = await readDocument(output);
    expect(again.format).toBe('hwp');
    const source = await readDocument(input);
    expect(again.text.split('\n').length).toBe(source.text.split('\n').length);
    const bytes = new Uint8Array(readFileSync(output));
    expect(hwpjsParagraphs(bytes).map((p) => p.instanceId)).toEqual(hwpjsParagraphs(new Uint8Array(readFileSync(input))).map((p) => p.instanceId));
    expect(again.text).not.toContain('900101-1234567');

    await page.close();
    await harness.close();
    await browser.close();
  });
});
