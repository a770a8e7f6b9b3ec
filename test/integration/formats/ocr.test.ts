// Scanned judgments through OCR, in a child process whose every thread has the network blocked
// (block-network.cjs): the Korean model and the wasm core must load from node_modules. One small page only:
// OCR takes seconds a page on two cores.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { verifyNoLeak } from '../../../native/formats';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCANNED_LINES, scannedJudgmentTiff } from '../../fixtures/formats/generator/pdf-scan';
import { tempDir } from '../../harness/temp-dir';
import { fixture } from './helpers';

const here = path.dirname(new URL(import.meta.url).pathname);

/** Character error rate: edit distance over the reference length. */
export function characterErrorRate(reference: string, hypothesis: string): number {
  const a = [...reference];
  const b = [...hypothesis];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length] / a.length;
}

describe('scanned PDF and PNG through OCR, offline', () => {
  it('reads the scan, exports it as image pages with the spans burned in and the redacted text invisible, without network', async () => {
    const tiff = path.join(tempDir('garim-tiff-'), 'scanned-judgment.tif');
    writeFileSync(tiff, await scannedJudgmentTiff());
    const child = spawnSync(
      process.execPath,
      ['--require', path.join(here, 'block-network.cjs'), '--import', 'tsx', path.join(here, 'ocr-run.ts'), fixture('scanned-judgment.pdf'), JSON.stringify({ 홍길동: 'A', '010-1234-5678': '[전화번호]' }), fixture('scanned-judgment.png'), tiff],
      { encoding: 'utf8', timeout: 240_000 },
    );
    expect(child.stderr).not.toContain('NETWORK ATTEMPT');
    // The block reached Tesseract's worker thread too, not only the main thread.
    expect(child.stderr).toMatch(/network-blocked thread [1-9]/);
    expect(child.status, child.stderr).toBe(0);
    const stdout = child.stdout;
    const run = JSON.parse(stdout.trim().split('\n').pop()!);
    const expected = SCANNED_LINES.join('\n') + '\n';
    const cer = characterErrorRate(expected, run.text);
    console.log(`OCR character error rate on scanned-judgment.pdf: ${(cer * 100).toFixed(1)}% (read ${run.readMs} ms)`);
    expect(cer).toBeLessThanOrEqual(0.05);
    expect(run.ocr.pages).toHaveLength(1);
    expect(run.ocr.pages[0].page).toBe(1);
    expect(run.ocr.pages[0].confidence).toBeGreaterThan(80);
    expect(run.progress).toEqual([
      { done: 0, total: 1 },
      { done: 1, total: 1 },
    ]);
    // The export reads back from its invisible text layer (no second OCR) as exactly the redacted text.
    expect(run.again).toBe(run.expected);
    expect(run.again_ocr).toBeNull();
    expect(run.again).not.toMatch(/홍길동|010-1234-5678/);
    expect(run.note).toBe('스캔 1쪽은 가린 곳을 이미지에 칠하고, 가린 본문을 보이지 않는 글자로 넣었습니다. / Scanned page(s) 1: boxes burned into the image, redacted text added as invisible text.');
    expect(run.leak).toMatchObject({ ok: true, hits: [] });
    expect(run.cancelled).toBe('CANCELLED');
    // A read that finished before its cancel is fine; one that hung would have ended the child with status 13.
    expect(run.cancelledMidPage).toHaveLength(7);
    expect(run.cancelledMidPage[0]).toBe('CANCELLED');
    for (const code of run.cancelledMidPage) expect(['CANCELLED', 'finished']).toContain(code);
    // The same scan as a PNG is wrapped as a one-page PDF (300 dpi by default) and reads the same.
    expect(run.image.format).toBe('pdf');
    expect(run.image.text).toBe(run.text);
    expect(run.image.warnings).toContain('그림 파일은 PDF로 내보냅니다. / An image is exported as PDF.');
    // And as a TIFF (RGBA, 300 dpi declared): decoded, wrapped as a PDF page, read the same.
    expect(run.tiff).toEqual({ format: 'pdf', text: run.text, pages: 1 });
  }, 300_000);

  it("finds a mention still visible in a rebuilt page's pixels, by recognising the written image again", async () => {
    // The scan, presented as a page Garim rebuilt (its picture named GarimPage) whose boxes missed the name.
    const pdf = await PDFDocument.load(readFileSync(fixture('scanned-judgment.pdf')), { updateMetadata: false });
    const page = pdf.getPage(0);
    const xobjects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
    xobjects.set(PDFName.of('GarimPage'), xobjects.get(PDFName.of('Scan'))!);
    xobjects.delete(PDFName.of('Scan'));
    page.node.set(PDFName.of('Contents'), pdf.context.register(pdf.context.flateStream('q 300 0 0 120 0 0 cm /GarimPage Do Q')));
    const bytes = await pdf.save({ useObjectStreams: false });
    const leak = await verifyNoLeak({ format: 'pdf', extension: '.pdf', bytes }, ['홍길동', '010-1234-5678']);
    expect(leak.ok).toBe(false);
    expect(leak.hits.filter((h) => h.part === 'page 1 (OCR of the burned-in image)').map((h) => h.mention)).toEqual(['홍길동', '010-1234-5678']);
  }, 120_000);
});
