// PDFium (compiled to wasm, @embedpdf/pdfium) renders pages to bitmaps: for pages that must be rasterised and for
// OCR of scanned pages. The wasm is read from the package and handed over, so the loader never fetches anything.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { init, type WrappedPdfiumModule } from '@embedpdf/pdfium';

let engine: Promise<WrappedPdfiumModule> | undefined;

function pdfium(): Promise<WrappedPdfiumModule> {
  engine ??= (async () => {
    const req = createRequire(typeof __filename === 'string' ? __filename : import.meta.url);
    const wasmBinary = readFileSync(req.resolve('@embedpdf/pdfium/pdfium.wasm'));
    const m = await init({ wasmBinary } as never);
    m.PDFiumExt_Init();
    return m;
  })();
  return engine;
}

export interface Bitmap {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel, rows top to bottom. */
  rgb: Uint8Array;
}

/** Renders the given pages (0-based) at `dpi`, white background, without annotations. */
export async function renderPages(bytes: Uint8Array, pages: number[], dpi: number): Promise<Bitmap[]> {
  const m = await pdfium();
  // The Emscripten runtime exposes its heap and allocator, which the package's types leave out.
  const rt = m.pdfium as unknown as { HEAPU8: Uint8Array; _malloc(n: number): number; _free(p: number): void };
  const heap = () => rt.HEAPU8;
  const ptr = rt._malloc(bytes.length);
  heap().set(bytes, ptr);
  const doc = m.FPDF_LoadMemDocument(ptr, bytes.length, '');
  try {
    if (!doc) throw new Error(`PDFium cannot open the document (error ${m.FPDF_GetLastError()})`);
    const out: Bitmap[] = [];
    for (const index of pages) {
      const page = m.FPDF_LoadPage(doc, index);
      if (!page) throw new Error(`PDFium cannot open page ${index + 1}`);
      try {
        const width = Math.max(1, Math.round((m.FPDF_GetPageWidthF(page) * dpi) / 72));
        const height = Math.max(1, Math.round((m.FPDF_GetPageHeightF(page) * dpi) / 72));
        const bitmap = m.FPDFBitmap_Create(width, height, 0);
        try {
          m.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, 0xffffffff);
          m.FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, 0, 0);
          const stride = m.FPDFBitmap_GetStride(bitmap);
          const buffer = m.FPDFBitmap_GetBuffer(bitmap);
          const src = heap();
          const rgb = new Uint8Array(width * height * 3);
          for (let y = 0; y < height; y++) {
            for (let x = 0; x < width; x++) {
              const s = buffer + y * stride + x * 4; // BGRx
              const d = (y * width + x) * 3;
              rgb[d] = src[s + 2];
              rgb[d + 1] = src[s + 1];
              rgb[d + 2] = src[s];
            }
          }
          out.push({ width, height, rgb });
        } finally {
          m.FPDFBitmap_Destroy(bitmap);
        }
      } finally {
        m.FPDF_ClosePage(page);
      }
    }
    return out;
  } finally {
    if (doc) m.FPDF_CloseDocument(doc);
    rt._free(ptr);
  }
}
