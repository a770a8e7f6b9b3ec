// A full session in Chromium over the real app service (tiny test model + rules): open a judgment whose file name
// and text name the defendant, review, add a redaction, export (with the sensitive mapping file and a kept,
// encrypted original), browse history, quit. Then the trace auditor searches every file under the data folder
// (its private temp folder included), the browser profile and the output folder for every mention the export
// redacted: nothing may hold one but the mapping file the user asked for.
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../electron/ipc-contract';
import { ensureRendererBuilt } from '../harness/build-renderer';
import { CHROMIUM_PATH, launchChromium } from '../harness/chromium';
import { startHarness } from '../harness/harness-server';
import { auditTraces, isBrowserSessionRestore, isMappingFile } from '../harness/trace-audit';

const ROOT = resolve(import.meta.dirname, '../..');
const SHIM = join(ROOT, 'test/harness/garim-shim.js');
const MODEL = join(ROOT, 'test/fixtures/model-tiny');
const FIXTURE = join(ROOT, 'test/fixtures/e2e/판결문-사기.txt');

const HAS_CHROMIUM = existsSync(CHROMIUM_PATH);
if (!HAS_CHROMIUM) console.log(`${CHROMIUM_PATH} not found (apt-get install chromium): trace audit E2E skipped`);

let work: string | undefined;
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!HAS_CHROMIUM)('trace audit after a full session in Chromium', { timeout: 240_000 }, () => {
  it('leaves no redacted mention in the data folder, temp folder, browser profile or output folder', async () => {
    work = mkdtempSync(join(tmpdir(), 'garim-trace-'));
    const [dataDir, profileDir, outDir, inDir] = ['data', 'profile', 'out', 'in'].map((d) => join(work!, d));
    for (const d of [dataDir, profileDir, outDir, inDir]) mkdirSync(d);
    // The clerk's file name carries the defendant's name, as the issue found it.
    const input = join(inDir, '판결문_김민수.txt');
    copyFileSync(FIXTURE, input);

    const staticDir = ensureRendererBuilt(ROOT);
    const harness = await startHarness({ staticDir, dataDir, modelDir: MODEL, service: { key: randomBytes(32) } });
    const saved = await harness.service.handle('settings:set', [{ ...DEFAULT_SETTINGS, keepOriginals: true }]);
    expect(saved.ok).toBe(true);
    const browser = await launchChromium(SHIM, { profileDir });
    const page = await browser.context.newPage();
    const saveDialogArgs: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/ipc/dialog%3Asave') || r.url().endsWith('/ipc/dialog:save')) saveDialogArgs.push(r.postData() ?? '');
    });
    await page.goto(harness.url);
    await page.waitForSelector('body[data-ready="true"]');
    const previewIdle = () => page.waitForSelector('[data-testid="review"][data-preview-state="idle"]');

    // Open and review: accept the first span, add 행복상사 (and its other mention) by selecting it.
    harness.setDialogResponse('open', input);
    await page.click('[data-testid="open-button"]');
    await page.waitForSelector('[data-testid="review"]');
    await previewIdle();
    await page.keyboard.press('a');
    await page.evaluate(() => {
      const pane = document.querySelector('[data-testid="original"]')!;
      const walker = document.createTreeWalker(pane, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf('행복상사');
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 4);
        window.getSelection()!.removeAllRanges();
        window.getSelection()!.addRange(range);
        pane.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
        return;
      }
    });
    await page.waitForSelector('[data-testid="add-popover"]');
    await page.selectOption('[data-testid="add-category"]', 'BUSINESS');
    await page.click('[data-testid="add-confirm"]');
    await page.waitForSelector('[data-testid="add-others"]');
    await page.click('[data-testid="add-others-confirm"]');
    await previewIdle();

    // Export: the suggested name is de-identified; the user keeps the original name anyway, and the export is
    // still named with the replacement. The note warns while it repeats a redacted name.
    await page.click('[data-testid="export-open"]');
    harness.setDialogResponse('save', join(outDir, '판결문_김민수_가림.txt'));
    await page.click('[data-testid="export-browse"]');
    await page.waitForFunction(() => (document.querySelector('[data-testid="export-path"]') as HTMLInputElement).value !== '');
    expect(saveDialogArgs).toHaveLength(1);
    expect(JSON.parse(saveDialogArgs[0])).toEqual([{ defaultName: '판결문_A_가림.txt' }]);
    await page.selectOption('[data-testid="export-report"]', 'json');
    await page.check('[data-testid="export-mapping"]');
    await page.fill('[data-testid="export-note"]', '피고인 김민수 재검토');
    expect(await page.locator('[data-testid="export-note-warning"]').innerText()).toContain('김민수');
    await page.fill('[data-testid="export-note"]', '감사 대상 검토');
    expect(await page.locator('[data-testid="export-note-warning"]').count()).toBe(0);
    await page.click('[data-testid="export-run"]');
    await page.waitForSelector('[data-testid="export-result"], [data-testid="export-error"]');
    expect(await page.locator('[data-testid="export-error"]').allInnerTexts()).toEqual([]);
    const output = join(outDir, '판결문_A_가림.txt');
    expect(await page.locator('[data-testid="export-output"]').innerText()).toBe(`저장했습니다: ${output}`);
    expect(readdirSync(outDir).sort()).toEqual(['판결문_A_가림.mapping-SENSITIVE.json', '판결문_A_가림.txt']);

    // History shows the de-identified name, is searchable by it, and keeps the original (encrypted).
    await page.click('[data-testid="export-close"]');
    await page.click('[data-testid="nav-history"]');
    await page.waitForSelector('[data-testid="history-entry"]');
    const entry = await page.locator('[data-testid="history-entry"]').innerText();
    expect(entry).toContain('판결문_A.txt');
    expect(entry).not.toContain('김민수');
    await page.fill('[data-testid="history-search"]', '판결문_A');
    await page.waitForSelector('[data-testid="history-entry"]');
    const detail = await harness.service.handle('history:get', [{ id: 1 }]);
    expect(detail.ok && detail.value.hasOriginal).toBe(true);

    // The renderer persisted nothing of the document.
    const storage = await page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      indexedDb: (await indexedDB.databases()).length,
      caches: 'caches' in window ? (await caches.keys()).length : 0,
    }));
    expect(storage).toEqual({ local: 0, session: 0, indexedDb: 0, caches: 0 });

    // Quit.
    await page.close();
    await harness.close();
    await browser.close();

    // Every mention the export replaced, from the mapping file the user asked for. The tiny test model also
    // tags short digit runs (2023, 15) as FINANCIAL; those occur in any binary file and are left out.
    const mapping = JSON.parse(readFileSync(join(outDir, '판결문_A_가림.mapping-SENSITIVE.json'), 'utf8')) as {
      originalSource: string;
      entities: { original: string }[];
    };
    expect(mapping.originalSource).toBe('판결문_김민수.txt');
    const mentions = [...new Set(mapping.entities.map((e) => e.original))].filter(
      (m) => /[가-힣]/.test(m) || m.replace(/\D/g, '').length >= 8,
    );
    expect(mentions).toEqual(expect.arrayContaining(['김민수', '홍길동', '행복상사', '010-1234-5678', '900101-1234568']));

    const result = auditTraces({
      roots: [
        { label: 'data', dir: dataDir },
        { label: 'profile', dir: profileDir },
        { label: 'out', dir: outDir },
      ],
      mentions,
      allow: (f) => isMappingFile(f) || isBrowserSessionRestore(f),
    });
    expect(result.hits).toEqual([]);
    // It searched what it claims: the history database, the browser's own files, the output.
    expect(result.files).toEqual(expect.arrayContaining(['data/history.sqlite', 'data/settings.json', `out/판결문_A_가림.txt`]));
    expect(result.files.filter((f) => f.startsWith('profile/')).length).toBeGreaterThan(10);
    // The same audit over the input folder finds the clerk's file (its name and its text): it can fail.
    const control = auditTraces({ roots: [{ label: 'in', dir: inDir }], mentions }).hits;
    expect(control).toEqual(expect.arrayContaining([{ file: 'in/판결문_김민수.txt', mention: '김민수', how: 'name' }]));
    expect(control.filter((h) => h.how === 'utf-8').map((h) => h.mention).sort()).toEqual([...mentions].sort());
    // The private temp folder was removed with the session.
    expect(readdirSync(join(dataDir, 'tmp'))).toEqual([]);
  });
});
