// Run by ocr.test.ts in a child process with block-network.cjs preloaded: reads the scanned fixture through OCR,
// exports it redacted, reads the export back, and prints what the test checks as one JSON line.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyReplacements, exportRedacted, readDocument } from '../../../native/formats';

const [file, mentionsJson, image, tiff] = process.argv.slice(2);
const mentions: Record<string, string> = JSON.parse(mentionsJson);
const progress: { done: number; total: number }[] = [];
const t0 = Date.now();
const doc = await readDocument(file, { onProgress: (p) => progress.push(p) });
const readMs = Date.now() - t0;
const replacements = Object.entries(mentions)
  .map(([m, replacement]) => ({ start: doc.text.indexOf(m), end: doc.text.indexOf(m) + m.length, replacement }))
  .filter((r) => r.start >= 0)
  .sort((a, b) => a.start - b.start);
const outDir = mkdtempSync(path.join(tmpdir(), 'garim-ocr-'));
// Removed however this script ends (it runs outside vitest, so no afterAll).
process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
const out = path.join(outDir, 'redacted.pdf');
const result = await exportRedacted(doc, replacements, out, Object.keys(mentions));
const again = await readDocument(result.path);
let cancelled = '';
try {
  const controller = new AbortController();
  controller.abort();
  await readDocument(file, { signal: controller.signal });
} catch (e) {
  cancelled = (e as { code?: string }).code ?? String(e);
}
// Cancelled at several moments into the OCR (the worker starting, then recognising the page): CANCELLED every
// time, never "damaged", and never a hang (a page being recognised when the worker is terminated never settles
// on its own; the process would end with its read still pending).
const cancelledMidPage: string[] = [];
for (const ms of [300, 350, 400, 450, 500, 550, 600]) {
  try {
    const controller = new AbortController();
    await readDocument(file, { signal: controller.signal, onProgress: (p) => p.done === 0 && setTimeout(() => controller.abort(), ms) });
    cancelledMidPage.push('finished');
  } catch (e) {
    cancelledMidPage.push((e as { code?: string }).code ?? String(e));
  }
}
const png = image ? await readDocument(image) : undefined;
const tif = tiff ? await readDocument(tiff) : undefined;
process.stdout.write(
  JSON.stringify({ image: png ? { format: png.format, text: png.text, warnings: png.warnings } : null, tiff: tif ? { format: tif.format, text: tif.text, pages: tif.ocr?.pages.length } : null, text: doc.text, ocr: doc.ocr, progress, readMs, expected: applyReplacements(doc.text, replacements), again: again.text, again_ocr: again.ocr ?? null, note: result.note, leak: result.leak, cancelled, cancelledMidPage }) + '\n',
);
