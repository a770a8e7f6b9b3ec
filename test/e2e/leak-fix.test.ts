// The failed-export flow end to end in Debian's Chromium: an engine that misses the second mention of a name (as a
// model can) makes the export stop on the leak check; the dialog lists the place (category, label, offsets, never
// the text), shows it in the review, and "redact them all" adds it and exports again, which then passes.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEngine } from '../../native/app-service';
import { createEngine } from '../../native/engine/index';
import type { Span } from '../../native/types';
import { ensureRendererBuilt } from '../harness/build-renderer';
import { CHROMIUM_PATH, launchChromium, type LaunchedBrowser } from '../harness/chromium';
import { startHarness } from '../harness/harness-server';

const ROOT = resolve(import.meta.dirname, '../..');
const SHIM = join(ROOT, 'test/harness/garim-shim.js');
const MODEL = join(ROOT, 'test/fixtures/model-tiny');
const NAME = '윤서하';
const TEXT = `서울중앙지방법원\n판      결\n피  고  인    ${NAME}\n\n범 죄 사 실\n피고인은 피해자를 속였다.\n증인은 ${NAME}을 그날 처음 보았다고 진술하였다.\n`;

const HAS_CHROMIUM = existsSync(CHROMIUM_PATH);
if (!HAS_CHROMIUM) console.log(`${CHROMIUM_PATH} not found (apt-get install chromium): Chromium E2E skipped`);

/** The real engine (tiny model + rules), except that detection finds only the first mention of NAME. */
async function missingSecondMention(): Promise<AppEngine> {
  const engine = await createEngine({ modelDir: MODEL });
  const first = TEXT.indexOf(NAME);
  const second = TEXT.indexOf(NAME, first + 1);
  return {
    info: engine.info,
    async deidentify(text, options) {
      const r = await engine.deidentify(text, options);
      const name: Span = { start: first, end: first + NAME.length, text: NAME, label: '내국인이름', category: 'PERSON', tier: 'direct', score: 0.9, source: 'model' };
      const spans = [name, ...r.spans.filter((s) => s.end <= first || s.start >= first + NAME.length)].filter((s) => s.end <= second || s.start >= second + NAME.length);
      return { ...r, ...engine.redact(text, spans, options) };
    },
    redact: (text, spans, options) => engine.redact(text, spans, options),
    findMentions: (text, surface, existing) => engine.findMentions(text, surface, existing),
    dispose: () => engine.dispose(),
  };
}

let browser: LaunchedBrowser;
let work: string;
let staticDir: string;

beforeAll(async () => {
  if (!HAS_CHROMIUM) return;
  staticDir = ensureRendererBuilt(ROOT);
  work = mkdtempSync(join(tmpdir(), 'garim-e2e-leak-'));
  browser = await launchChromium(SHIM);
});

afterAll(async () => {
  await browser?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!HAS_CHROMIUM)('a failed export (Chromium)', () => {
  it('stops on the missed mention, offers to redact it, and the fixed export passes', async () => {
    const dir = join(work, 'fix');
    mkdirSync(join(dir, 'data'), { recursive: true });
    const harness = await startHarness({ staticDir, dataDir: join(dir, 'data'), service: { engine: await missingSecondMention() } });
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(harness.url);
      await page.waitForSelector('body[data-ready="true"]');
      const input = join(dir, '판결문-윤.txt');
      writeFileSync(input, TEXT);
      harness.setDialogResponse('open', input);
      await page.click('[data-testid="open-button"]');
      await page.waitForSelector('[data-testid="review"][data-preview-state="idle"]');

      const output = join(dir, 'out.txt');
      await page.click('[data-testid="export-open"]');
      await page.fill('[data-testid="export-path"]', output);
      await page.click('[data-testid="export-run"]');
      await page.waitForSelector('[data-testid="export-leaks"]');
      // Nothing was written; the place is named by category, label and offsets, never by the name itself.
      expect(existsSync(output)).toBe(false);
      const second = TEXT.indexOf(NAME, TEXT.indexOf(NAME) + 1);
      expect(await page.locator('[data-testid="export-leak-item"]').allInnerTexts()).toEqual([`인명 · 내국인이름 (원문 ${second}–${second + NAME.length}자)`]);
      expect(await page.locator('[data-testid="export-leaks"]').innerText()).not.toContain(NAME);
      expect(await page.locator('[data-testid="export-error"]').innerText()).toContain('가린 내용이 결과 파일에 남아 있어 저장하지 않았습니다');
      expect(await page.locator('[data-testid="export-error"]').innerText()).not.toContain('TXT');

      await page.click('[data-testid="export-leaks-fix"]');
      await page.waitForSelector('[data-testid="export-result"]');
      expect(await page.locator('[data-testid="export-leak"]').innerText()).toMatch(/^유출 검사 통과/u);
      expect(await page.locator('[data-testid="export-leaks-fixed"]').innerText()).toBe('놓친 1곳을 가렸습니다.');
      const written = readFileSync(output, 'utf8');
      expect(written).not.toContain(NAME);
      expect(written).toContain('증인은 A를 그날 처음 보았다고 진술하였다.');
      // The added redaction is a user span in the review, at the second mention.
      await page.click('[data-testid="export-close"]');
      expect(await page.locator('[data-testid="original"] mark.src-user').allInnerTexts()).toEqual([NAME]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await harness.close();
    }
  });
});
