// `npm run screenshot`: the review screen over a sample judgment, for the README (renderer/docs/review.png).
// Uses the bundled model when models/manifest.json exists, else the rules alone; names are then added by hand
// through the UI, as a clerk would.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createEngine } from '../../native/engine/index';
import { ensureRendererBuilt } from './build-renderer';
import { launchChromium } from './chromium';
import { startHarness } from './harness-server';

const ROOT = resolve(import.meta.dirname, '../..');
const SAMPLE = join(ROOT, 'test/fixtures/samples/judgment-long-1.txt');
const OUT = join(ROOT, 'renderer/docs/review.png');
const NAMES = ['박호미', '강동선'];

async function main(): Promise<void> {
  const staticDir = ensureRendererBuilt(ROOT);
  const work = mkdtempSync(join(tmpdir(), 'garim-shot-'));
  const withModel = existsSync(join(ROOT, 'models/manifest.json'));
  const harness = await startHarness({
    staticDir,
    dataDir: join(work, 'data'),
    modelDir: join(ROOT, 'models'),
    service: withModel ? {} : { engine: await createEngine({ runner: null }) },
  });
  const browser = await launchChromium(join(ROOT, 'test/harness/garim-shim.js'));
  try {
    const page = await browser.context.newPage();
    await page.goto(harness.url);
    await page.waitForSelector('body[data-ready="true"]');
    const input = join(work, '판결문-서울동부지방법원-2018고단1371.txt');
    copyFileSync(SAMPLE, input);
    harness.setDialogResponse('open', input);
    await page.click('[data-testid="open-button"]');
    const idle = () => page.waitForSelector('[data-testid="review"][data-preview-state="idle"]', { timeout: 120_000 });
    await idle();
    for (const name of NAMES) {
      const live = await page.locator('[data-testid="original"] mark:not(.st-rejected)', { hasText: name }).count();
      if (live > 0) continue;
      const found = await page.evaluate((needle) => {
        const pane = document.querySelector('[data-testid="original"]')!;
        const walker = document.createTreeWalker(pane, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf(needle);
          if (at < 0 || node.parentElement?.closest('mark')) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + needle.length);
          window.getSelection()!.removeAllRanges();
          window.getSelection()!.addRange(range);
          pane.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
          return true;
        }
        return false;
      }, name);
      if (!found) continue;
      await page.selectOption('[data-testid="add-category"]', 'PERSON');
      await page.click('[data-testid="add-confirm"]');
      const others = page.locator('[data-testid="add-others-confirm"]');
      await others.waitFor({ timeout: 3000 }).then(
        () => others.click(),
        () => undefined,
      );
      await idle();
    }
    // The top of the judgment (parties, court, case number) with the cursor on its first span.
    await page.locator('[data-testid="original"]').evaluate((el) => (el.scrollTop = 0));
    mkdirSync(join(ROOT, 'renderer/docs'), { recursive: true });
    mkdirSync(join(ROOT, 'test/artifacts'), { recursive: true });
    await page.screenshot({ path: join(ROOT, 'test/artifacts/readme-review.png') });
    copyFileSync(join(ROOT, 'test/artifacts/readme-review.png'), OUT);
    console.log(`${OUT} (${withModel ? 'model' : 'rules only'})`);
  } finally {
    await browser.close();
    await harness.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
