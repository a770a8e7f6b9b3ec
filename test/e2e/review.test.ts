// The review UI end to end in Debian's Chromium, over the real engine (tiny test model + rules) through the
// HTTP harness: open → spans highlighted → reject one → add one by selecting text → export → file on disk
// → history. Screenshots go to test/artifacts/.
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createEngine } from '../../native/engine/index';
import { ensureRendererBuilt } from '../harness/build-renderer';
import { CHROMIUM_PATH, launchChromium, type LaunchedBrowser } from '../harness/chromium';
import { startHarness, type Harness, type HarnessOptions } from '../harness/harness-server';

const ROOT = resolve(import.meta.dirname, '../..');
const SHIM = join(ROOT, 'test/harness/garim-shim.js');
const MODEL = join(ROOT, 'test/fixtures/model-tiny');
const FIXTURE = join(ROOT, 'test/fixtures/e2e/판결문-사기.txt');
const ARTIFACTS = join(ROOT, 'test/artifacts');

// The tiny test model tags digits as FINANCIAL and some name syllables (it is hand-set, not trained); span hygiene
// drops its digit spans (inside the case number, the dates and the amount, or too short for an account); the
// rules find the RRN, the phone and the address. Partly tagged names are completed to the whole word (김민수 → A);
// the attorney and the judge are kept by role. The rejected address stays; 행복상사 was added by hand (D상사).
const EXPECTED_EXPORT =
  [
    '서울중앙지방법원',
    '판      결',
    '사      건    2023고단1234 사기',
    '피  고  인    A (주민등록번호), 회사원',
    '주거 서울특별시 강남구 테헤란로 123',
    '검      사    이정훈(기소), B(공판)',
    '변  호  인    변호사 최영호',
    '판 결 선 고    2024. 3. 15.',
    '',
    '주      문',
    '피고인을 징역 1년에 처한다.',
    '',
    '이      유',
    '범 죄 사 실',
    '피고인 A는 2023. 5. 1. 피해자 C에게 전화(휴대전화번호 1 생략)하여 "투자금을 보내면 두 배로 돌려주겠다"고 거짓말하였다.',
    '피고인은 D상사 직원을 사칭하였고, D상사 명의로 문자를 보냈다.',
    '피고인은 이에 속은 피해자 C로부터 3,000만 원을 송금받아 이를 편취하였다.',
    '증거의 요지',
    '1. 피해자 C의 진술서',
    '판사    정수빈',
  ].join('\n') + '\n';

// Debian's chromium package (installed by .ci/run); elsewhere the suite says why it does not run.
const HAS_CHROMIUM = existsSync(CHROMIUM_PATH);
if (!HAS_CHROMIUM) console.log(`${CHROMIUM_PATH} not found (apt-get install chromium): Chromium E2E skipped`);

let staticDir: string;
let browser: LaunchedBrowser;
let work: string;

beforeAll(async () => {
  if (!HAS_CHROMIUM) return;
  staticDir = ensureRendererBuilt(ROOT);
  mkdirSync(ARTIFACTS, { recursive: true });
  work = mkdtempSync(join(tmpdir(), 'garim-e2e-'));
  browser = await launchChromium(SHIM);
});

afterAll(async () => {
  await browser?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A fresh data dir and harness per test, a page on it, and every request the page makes. */
async function openApp(
  name: string,
  service?: HarnessOptions['service'],
  modelDir = MODEL,
): Promise<{ page: Page; harness: Harness; requests: string[]; errors: string[]; dir: string }> {
  const dir = join(work, name);
  mkdirSync(join(dir, 'data'), { recursive: true });
  const harness = await startHarness({ staticDir, dataDir: join(dir, 'data'), modelDir, service });
  const page = await browser.context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(harness.url);
  await page.waitForSelector('body[data-ready="true"]');
  return { page, harness, requests, errors, dir };
}

const previewIdle = (page: Page) => page.waitForSelector('[data-testid="review"][data-preview-state="idle"]');
const redactedText = (page: Page) => page.locator('[data-testid="redacted"]').innerText();

/** Selects the first occurrence of `needle` in the original pane, as a mouse drag would, and releases. */
async function selectInOriginal(page: Page, needle: string): Promise<void> {
  await page.evaluate((needle) => {
    const pane = document.querySelector('[data-testid="original"]')!;
    const walker = document.createTreeWalker(pane, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(needle);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + needle.length);
      const sel = window.getSelection()!;
      sel.removeAllRanges();
      sel.addRange(range);
      pane.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      return;
    }
    throw new Error(`text not found in the original pane: ${needle}`);
  }, needle);
}

// Generous: eight engineers and a training run share two cores; a run alone takes ~10 s per test.
describe.skipIf(!HAS_CHROMIUM)('review UI in Chromium', { timeout: 180_000 }, () => {
  it('opens a judgment, reviews, adds a redaction, exports the exact text and records it in history', async () => {
    const { page, harness, requests, errors, dir } = await openApp('flow');
    const input = join(dir, '판결문-사기.txt');
    copyFileSync(FIXTURE, input);
    const output = join(dir, '판결문-사기_가림.txt');

    harness.setDialogResponse('open', input);
    await page.click('[data-testid="open-button"]');
    await page.waitForSelector('[data-testid="review"]');
    await previewIdle(page);

    expect(await page.locator('[data-testid="doc-format"]').innerText()).toContain('txt');
    // Rules find the RRN and the phone number; each is highlighted in its category colour.
    expect(await page.locator('[data-testid="original"] mark.cat-ID_NUMBER').allInnerTexts()).toEqual([
      '900101-1234568',
    ]);
    expect(await page.locator('[data-testid="original"] mark.cat-CONTACT').allInnerTexts()).toEqual(['010-1234-5678']);
    // Category, label, score, source and status on hover.
    // (The merge notes after the rule's reason come from the engine and may grow.)
    expect(await page.locator('[data-testid="original"] mark.cat-ID_NUMBER').getAttribute('title')).toMatch(
      /^신원번호 · 주민등록번호\n점수 1\.00 · 규칙 · 검토 전\n근거: RRN: valid date, check digit ok/,
    );
    const before = await redactedText(page);
    expect(before).not.toContain('900101-1234568');
    expect(before).not.toContain('010-1234-5678');
    await page.screenshot({ path: join(ARTIFACTS, 'review-opened.png') });

    // Scrolling the original scrolls the preview to the same line (through the offset map).
    await page.setViewportSize({ width: 1440, height: 420 });
    await page.locator('[data-testid="original"]').evaluate((el) => (el.scrollTop = el.scrollHeight));
    await page.waitForFunction(() => document.querySelector('[data-testid="redacted"]')!.scrollTop > 0);
    const topLines = await page.evaluate(() =>
      ['original', 'redacted'].map((id) => {
        const pane = document.querySelector(`[data-testid="${id}"]`)!;
        const top = pane.getBoundingClientRect().top;
        const line = [...pane.querySelectorAll<HTMLElement>('.line')].find(
          (l) => l.getBoundingClientRect().bottom > top + 1,
        );
        return Number(line?.dataset.line);
      }),
    );
    expect(topLines[0]).toBeGreaterThan(5);
    expect(topLines[1]).toBe(topLines[0]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.locator('[data-testid="original"]').evaluate((el) => (el.scrollTop = 0));

    // The cursor starts on the first span; a menu command from main and the keyboard move it.
    expect(await page.locator('[data-testid="current-text"]').innerText()).toBe('김민수');
    harness.emit('menu', { command: 'next' });
    await page.waitForFunction(() => document.querySelector('[data-testid="current-text"]')?.textContent === '900101-1234568');
    await page.keyboard.press('k');
    expect(await page.locator('[data-testid="current-text"]').innerText()).toBe('김민수');

    // Clicking a replacement in the preview selects the span it replaced.
    await page.click('[data-testid="redacted"] mark.cat-CONTACT');
    expect(await page.locator('[data-testid="current-text"]').innerText()).toBe('010-1234-5678');
    await page.click('[data-testid="original"] mark.cat-ID_NUMBER >> nth=0');
    expect(await page.locator('[data-testid="current-text"]').innerText()).toBe('900101-1234568');

    // Hiding a category takes it out of the panel and of J/K navigation.
    await page.uncheck('[data-testid="filter-ID_NUMBER"]');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await page.locator('[data-testid="group-ID_NUMBER"]').count()).toBe(0);
    await page.keyboard.press('j');
    expect(await page.locator('[data-testid="current-text"]').innerText()).toBe('테헤란로 123');
    await page.check('[data-testid="filter-ID_NUMBER"]');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await page.locator('[data-testid="group-ID_NUMBER"]').count()).toBe(1);

    // Reject the address: click it, press R; the preview shows it again.
    await page.click('[data-testid="original"] mark.cat-ADDRESS');
    expect(await page.locator('[data-testid="current-text"]').innerText()).toBe('테헤란로 123');
    await page.keyboard.press('r');
    await previewIdle(page);
    expect(await page.locator('[data-testid="original"] mark.cat-ADDRESS').getAttribute('class')).toContain(
      'st-rejected',
    );
    expect(await redactedText(page)).toContain('강남구 테헤란로 123');

    // Add 행복상사 (not detected) by selecting it; its other mention is offered and added too.
    await selectInOriginal(page, '행복상사');
    await page.waitForSelector('[data-testid="add-popover"]');
    await page.selectOption('[data-testid="add-category"]', 'BUSINESS');
    await page.click('[data-testid="add-confirm"]');
    await page.waitForSelector('[data-testid="add-others"]');
    expect(await page.locator('[data-testid="add-others"]').innerText()).toBe('같은 표현이 1곳 더 있습니다.');
    await page.click('[data-testid="add-others-confirm"]');
    await previewIdle(page);
    expect(await page.locator('[data-testid="original"] mark.src-user').allInnerTexts()).toEqual([
      '행복상사',
      '행복상사',
    ]);
    const preview = await redactedText(page);
    expect(preview).not.toContain('행복상사');
    await page.screenshot({ path: join(ARTIFACTS, 'review.png') });

    // Undo the second addition and redo it: the preview follows.
    await page.keyboard.press('Control+z');
    await previewIdle(page);
    expect(await page.locator('[data-testid="original"] mark.src-user').count()).toBe(1);
    await page.keyboard.press('Control+Shift+z');
    await previewIdle(page);
    expect(await page.locator('[data-testid="original"] mark.src-user').count()).toBe(2);

    // The entity panel lists 홍길동 with 3 mentions and its pseudonym; clicking it walks its mentions.
    const person = page.locator('[data-testid="group-PERSON"] [data-testid="entity"]', { hasText: '홍길동' });
    expect(await person.locator('.canonical').innerText()).toBe('홍길동');
    expect(await person.locator('.count').innerText()).toBe('3회');
    expect(await person.locator('.pseudonym').innerText()).toBe('→ C');
    const cursorStart = () => page.locator('[data-testid="original"] mark.active').getAttribute('data-hl');
    await person.locator('.entity-name').click();
    expect(await page.locator('[data-testid="current-text"]').innerText()).toBe('홍길동');
    const first = await cursorStart();
    await person.locator('.entity-name').click();
    expect(await page.locator('[data-testid="current-text"]').innerText()).toBe('홍길동');
    expect(await cursorStart()).not.toBe(first);

    // Changing a category and undoing it leaves the redaction as it was.
    await page.selectOption('[data-testid="current-category"]', 'ORGANIZATION');
    await previewIdle(page);
    expect(await page.locator('[data-testid="original"] mark.active').getAttribute('class')).toContain(
      'cat-ORGANIZATION',
    );
    await page.keyboard.press('Control+z');
    await previewIdle(page);
    expect(await page.locator('[data-testid="original"] mark.active').getAttribute('class')).toContain('cat-PERSON');
    expect((await redactedText(page)).split('\n')).toEqual(preview.split('\n'));

    // Export through the (stubbed) save dialog.
    await page.click('[data-testid="export-open"]');
    harness.setDialogResponse('save', output);
    await page.click('[data-testid="export-browse"]');
    await page.waitForFunction(
      (p) => (document.querySelector('[data-testid="export-path"]') as HTMLInputElement).value === p,
      output,
    );
    await page.selectOption('[data-testid="export-report"]', 'json');
    await page.fill('[data-testid="export-note"]', 'E2E 검토');
    await page.click('[data-testid="export-run"]');
    await page.waitForSelector('[data-testid="export-result"], [data-testid="export-error"]');
    expect(await page.locator('[data-testid="export-error"]').allInnerTexts()).toEqual([]);
    expect(await page.locator('[data-testid="export-leak"]').innerText()).toMatch(
      /^유출 검사 통과 \(검사한 부분 \d+개\)$/,
    );
    expect(await page.locator('[data-testid="export-output"]').innerText()).toBe(`저장했습니다: ${output}`);
    await page.screenshot({ path: join(ARTIFACTS, 'export.png') });

    const written = readFileSync(output, 'utf8');
    expect(written).toBe(EXPECTED_EXPORT);
    // The preview showed exactly what was written (blank lines aside: they render as empty rows).
    expect(preview.split('\n').filter(Boolean)).toEqual(written.split('\n').filter(Boolean));
    expect(readFileSync(input, 'utf8')).toBe(readFileSync(FIXTURE, 'utf8'));

    // History lists the export with its decisions.
    await page.click('[data-testid="export-close"]');
    await page.click('[data-testid="nav-history"]');
    await page.waitForSelector('[data-testid="history-entry"]');
    const entry = page.locator('[data-testid="history-entry"]');
    expect(await entry.count()).toBe(1);
    const entryText = await entry.innerText();
    expect(entryText).toContain('판결문-사기.txt');
    expect(entryText).toContain('E2E 검토');
    expect(entryText).toMatch(/결정: 수락 \d+ · 거부 1 · 추가 2/);
    await page.screenshot({ path: join(ARTIFACTS, 'history.png') });

    // Nothing left the machine: every request went to the harness itself.
    expect(requests.filter((u) => !u.startsWith(harness.url))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
    await harness.close();
  });

  it("shows the engine's Korean error for a file it cannot read, then opens a dropped file", async () => {
    const { page, harness } = await openApp('missing');
    const missing = join(work, 'missing', '없는파일.txt');
    harness.setDialogResponse('open', missing);
    await page.click('[data-testid="open-button"]');
    await page.waitForSelector('[data-testid="error"]');
    expect(await page.locator('[data-testid="error"] .error-text').innerText()).toBe(
      '없는파일.txt: 파일을 찾을 수 없습니다. 경로를 확인해 주세요.',
    );
    expect(await page.locator('[data-testid="open-view"]').count()).toBe(1);

    // Dropping a file onto the window opens it (the shim answers pathForFile for the test's file).
    const input = join(work, 'missing', '판결문-사기.txt');
    copyFileSync(FIXTURE, input);
    await page.evaluate((path) => {
      (window as unknown as { __garimDropPaths: Record<string, string> }).__garimDropPaths = {
        '판결문-사기.txt': path,
      };
      const data = new DataTransfer();
      data.items.add(new File(['-'], '판결문-사기.txt', { type: 'text/plain' }));
      const target = document.querySelector('.app')!;
      target.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      target.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, input);
    await page.waitForSelector('[data-testid="review"][data-preview-state="idle"]');
    expect(await page.locator('.doc-name').innerText()).toBe('판결문-사기.txt');
    expect(await page.locator('[data-testid="error"]').count()).toBe(0);
    await page.close();
    await harness.close();
  });

  it('switches the UI to English from settings and keeps it after a reload', async () => {
    const { page, harness } = await openApp('language');
    expect(await page.locator('[data-testid="nav-history"]').innerText()).toBe('기록');
    await page.click('[data-testid="nav-settings"]');
    await page.selectOption('[data-testid="settings-language"]', 'en');
    await page.selectOption('[data-testid="operator-PERSON"]', 'tag');
    await page.click('[data-testid="settings-save"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="nav-history"]')?.textContent === 'History');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    expect(await page.locator('[data-testid="nav-settings"]').innerText()).toBe('Settings');
    await page.click('[data-testid="nav-settings"]');
    expect(await page.inputValue('[data-testid="operator-PERSON"]')).toBe('tag');
    await page.screenshot({ path: join(ARTIFACTS, 'settings-en.png') });
    await page.close();
    await harness.close();
  });

  it('keeps the original (encrypted) and reopens an export from history with its decisions applied', async () => {
    const { page, harness, dir } = await openApp('reopen', { key: randomBytes(32) });
    await page.click('[data-testid="nav-settings"]');
    await page.check('[data-testid="settings-keep-originals"]');
    await page.click('[data-testid="settings-save"]');
    await page.waitForSelector('.settings-view [role="status"]');
    await page.click('[data-testid="nav-review"]');
    const input = join(dir, '판결문-사기.txt');
    copyFileSync(FIXTURE, input);
    harness.setDialogResponse('open', input);
    await page.click('[data-testid="open-button"]');
    await previewIdle(page);
    await page.click('[data-testid="original"] mark.cat-ADDRESS');
    await page.keyboard.press('x');
    await selectInOriginal(page, '행복상사');
    await page.selectOption('[data-testid="add-category"]', 'BUSINESS');
    await page.click('[data-testid="add-confirm"]');
    await page.click('[data-testid="add-others-confirm"]');
    await previewIdle(page);
    await page.click('[data-testid="export-open"]');
    await page.fill('[data-testid="export-path"]', join(dir, 'out.txt'));
    await page.click('[data-testid="export-run"]');
    await page.waitForSelector('[data-testid="export-result"], [data-testid="export-error"]');
    expect(await page.locator('[data-testid="export-error"]').allInnerTexts()).toEqual([]);
    const written = readFileSync(join(dir, 'out.txt'), 'utf8');
    expect(written).toBe(EXPECTED_EXPORT);
    await page.click('[data-testid="export-close"]');
    await page.click('[data-testid="nav-history"]');
    await page.waitForSelector('[data-testid="history-entry"]');
    // Reopening re-detects and re-applies the decisions: the same redaction as exported.
    await page.click('[data-testid="history-reopen"]');
    await page.waitForSelector('[data-testid="review"][data-preview-state="idle"]:visible, [data-testid="error"]');
    expect(await page.locator('[data-testid="error"]').allInnerTexts()).toEqual([]);
    await page.waitForSelector('[data-testid="review"][data-preview-state="idle"]');
    expect(await page.locator('[data-testid="original"] mark.src-user').allInnerTexts()).toEqual([
      '행복상사',
      '행복상사',
    ]);
    expect((await redactedText(page)).split('\n').filter(Boolean)).toEqual(written.split('\n').filter(Boolean));

    // Rejecting every mention of an entity from the panel shows it in the preview again; undo restores.
    const victim = page.locator('[data-testid="group-PERSON"] [data-testid="entity"]', { hasText: '홍길동' });
    await victim.getByRole('button', { name: '모두 거부: 홍길동' }).click();
    await previewIdle(page);
    expect((await redactedText(page)).match(/홍길동/g)?.length).toBe(3);
    await page.keyboard.press('Control+z');
    await previewIdle(page);
    expect(await redactedText(page)).not.toContain('홍길동');

    // History search, delete and purge (with its confirmation).
    await page.click('[data-testid="nav-history"]');
    await page.waitForSelector('[data-testid="history-entry"]');
    await page.fill('[data-testid="history-search"]', '없는문서');
    await page.waitForSelector('.history-view >> text=기록이 없습니다.');
    await page.fill('[data-testid="history-search"]', '판결문');
    await page.waitForSelector('[data-testid="history-entry"]');
    expect(await page.locator('[data-testid="history-entry"]').count()).toBe(1);
    await page.click('[data-testid="history-purge"]');
    await page.click('[data-testid="history-purge-confirm"]');
    await page.waitForSelector('.history-view >> text=기록이 없습니다.');
    expect(await page.locator('[data-testid="history-entry"]').count()).toBe(0);
    await page.close();
    await harness.close();
  });

  it('shows progress while a long judgment is analysed and cancels it', async () => {
    const { page, harness, dir } = await openApp('cancel');
    // ~300k characters: the tiny model's 16-token windows keep the engine busy for many seconds.
    const long = join(dir, '긴-판결문.txt');
    writeFileSync(long, readFileSync(FIXTURE, 'utf8').repeat(700));
    harness.setDialogResponse('open', long);
    await page.click('[data-testid="open-button"]');
    await page.waitForSelector('[data-testid="progress"] button:not([disabled])');
    expect(await page.locator('.progress-file').innerText()).toBe('긴-판결문.txt');
    await page.click('[data-testid="progress"] button');
    await page.waitForSelector('[data-testid="progress"]', { state: 'detached' });
    expect(await page.locator('[data-testid="error"]').count()).toBe(0);
    expect(await page.locator('[data-testid="open-view"]').count()).toBe(1);
    expect(harness.calls).toContain('document:cancel');
    await page.close();
    await harness.close();
  });

  it('says at start-up that the model is missing, in Korean', async () => {
    const modelDir = join(work, 'no-model', '없는-모델');
    const { page, harness } = await openApp('no-model', undefined, modelDir);
    await page.waitForSelector('[data-testid="error"]');
    expect(await page.locator('[data-testid="engine-status"]').innerText()).toBe('엔진을 쓸 수 없음');
    expect(await page.locator('[data-testid="error"] .error-text').innerText()).toBe(
      `${join(modelDir, 'manifest.json')}: 모델 파일이 없습니다. Garim을 다시 설치하거나 올바른 모델 폴더를 지정해 주세요.`,
    );
    await page.close();
    await harness.close();
  });

  it('renders only the visible lines of a 300k-character judgment', async () => {
    // The rules-only engine (no model) keeps detection of 300k characters to about a second.
    const { page, harness, dir } = await openApp('long', { engine: await createEngine({ runner: null }) });
    const long = join(dir, '긴-판결문.txt');
    const text = readFileSync(FIXTURE, 'utf8').repeat(700);
    writeFileSync(long, text);
    harness.setDialogResponse('open', long);
    await page.click('[data-testid="open-button"]');
    await previewIdle(page);
    const totalLines = text.split('\n').length;
    expect([text.length, totalLines]).toEqual([300_300, 14_001]);
    expect(await page.locator('[data-testid="original"] .line').count()).toBeLessThan(80);
    expect(await page.locator('[data-testid="original"] mark.cat-ID_NUMBER').count()).toBeGreaterThan(0);
    // The end of the document is reachable and drawn: the last judge line, and its redacted twin.
    await page.locator('[data-testid="original"]').evaluate((el) => (el.scrollTop = el.scrollHeight));
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="original"] .line')].some(
        (l) => l.getAttribute('data-line') === '13999',
      ),
    );
    expect(await page.locator('[data-testid="original"] .line[data-line="13999"]').innerText()).toBe('판사    정수빈');
    expect(await page.locator('[data-testid="original"] .line').count()).toBeLessThan(80);
    await page.close();
    await harness.close();
  });
});
