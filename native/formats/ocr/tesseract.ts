// Offline OCR with tesseract.js: the wasm core comes from tesseract.js-core and the Korean LSTM model from
// @tesseract.js-data/kor, both read from node_modules by path; nothing is cached to disk and nothing is fetched
// (a URL langPath would be the only way to reach the network, and none is ever given).
import { createRequire } from 'node:module';
import path from 'node:path';
import { GarimError } from '../../errors';

export interface OcrWord {
  text: string;
  /** 0–100, Tesseract's word confidence. */
  confidence: number;
  /** Pixel box, origin top left. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The line's baseline (pixel row) and index, shared by its words. */
  baseline: number;
  line: number;
  /** Which joined word (ocr-layout.ts joinWords) it belongs to, once fixed. */
  group?: number;
}

export interface OcrPage {
  words: OcrWord[];
  /** Mean word confidence, 0–100. */
  confidence: number;
}

interface TesseractWorker {
  recognize(image: Uint8Array, options?: object, output?: object): Promise<{ data: TesseractPage }>;
  terminate(): Promise<unknown>;
}

interface Bbox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface TesseractPage {
  confidence: number;
  blocks:
    | {
        paragraphs: {
          lines: {
            bbox: Bbox;
            baseline: { y0: number; y1: number };
            words: { text: string; confidence: number; bbox: Bbox }[];
          }[];
        }[];
      }[]
    | null;
}

// In the packaged app these packages are unpacked beside app.asar (build/packaging-rules.cjs): a worker thread
// reads them by path and cannot look inside the archive.
const unpacked = (p: string) => p.replace(/app\.asar([\\/])/, 'app.asar.unpacked$1');

function localPaths(): { langPath: string; corePath: string; workerPath: string } {
  const req = createRequire(typeof __filename === 'string' ? __filename : import.meta.url);
  const tesseract = path.dirname(req.resolve('tesseract.js/package.json'));
  return {
    // The LSTM-only "best_int" model: 1.5 MB, and the engine mode (LSTM) that needs no legacy data.
    langPath: unpacked(path.join(path.dirname(req.resolve('@tesseract.js-data/kor/package.json')), '4.0.0_best_int')),
    corePath: unpacked(path.dirname(req.resolve('tesseract.js-core/package.json'))),
    workerPath: unpacked(path.join(tesseract, 'src', 'worker-script', 'node', 'index.js')),
  };
}

export async function recognisePages(
  images: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  name: string,
  opts: { signal?: AbortSignal; onPage?: (done: number) => void } = {},
): Promise<OcrPage[]> {
  const { createWorker, OEM } = await import('tesseract.js');
  const { langPath, corePath, workerPath } = localPaths();
  const worker = (await createWorker('kor', OEM.LSTM_ONLY, {
    langPath,
    corePath,
    workerPath,
    gzip: true,
    cacheMethod: 'none',
    // Tesseract's own debug output would otherwise print recognised text to the console.
    logger: () => undefined,
    errorHandler: () => undefined,
  })) as unknown as TesseractWorker;
  // tesseract.js's terminate() leaves a page being recognised pending for ever (its promise is neither resolved
  // nor rejected), so a cancel mid-page must settle the wait itself, or the read hangs.
  let cancelWait: () => void = () => undefined;
  const cancelled = new Promise<never>((_, reject) => {
    cancelWait = () => reject(cancelError(name));
  });
  cancelled.catch(() => undefined);
  const abort = () => {
    void worker.terminate();
    cancelWait();
  };
  opts.signal?.addEventListener('abort', abort, { once: true });
  try {
    const pages: OcrPage[] = [];
    for await (const image of images) {
      throwIfAborted(opts.signal, name);
      let data: TesseractPage;
      try {
        ({ data } = await Promise.race([
          worker.recognize(image, {}, { blocks: true, text: false, hocr: false, tsv: false }),
          cancelled,
        ]));
      } catch (e) {
        // Cancelling terminates the worker mid-page: that failure is the cancel, not a damaged document.
        throwIfAborted(opts.signal, name);
        throw e;
      }
      throwIfAborted(opts.signal, name);
      pages.push(toPage(data));
      opts.onPage?.(pages.length);
    }
    return pages;
  } finally {
    opts.signal?.removeEventListener('abort', abort);
    await worker.terminate();
  }
}

function toPage(data: TesseractPage): OcrPage {
  const words: OcrWord[] = [];
  let line = 0;
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const l of paragraph.lines) {
        const baseline = Math.max(l.baseline?.y0 ?? l.bbox.y1, l.baseline?.y1 ?? l.bbox.y1);
        for (const w of l.words) {
          const text = w.text.trim();
          if (text) words.push({ text, confidence: w.confidence, ...w.bbox, baseline, line });
        }
        line++;
      }
  const confidence = words.length ? words.reduce((s, w) => s + w.confidence, 0) / words.length : 0;
  return { words, confidence };
}

function cancelError(name: string): GarimError {
  return new GarimError('CANCELLED', '글자 인식(OCR)을 취소했습니다.', 'text recognition (OCR) was cancelled.', name);
}

function throwIfAborted(signal: AbortSignal | undefined, name: string): void {
  if (signal?.aborted) throw cancelError(name);
}
