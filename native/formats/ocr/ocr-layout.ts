// Recognised words as glyphs the PDF pipeline already handles: Tesseract splits Hangul words into syllables, so
// words closer than half a word height are joined, and each joined word's characters are spread evenly over its
// box. The text is then built by page-text.ts like any text layer, and the writer cuts the same glyphs.
import type { Glyph } from '../pdf/interpret';
import type { OcrPage, OcrWord } from './tesseract';

export interface PixelPage {
  /** Crop box in points, and the render resolution. */
  x: number;
  y: number;
  height: number;
  dpi: number;
}

export const OCR_STREAM = 'ocr';

/** Joins syllables Tesseract split: a real word space is at least half a word height wide. */
export function joinWords(words: OcrWord[]): OcrWord[][] {
  const groups: OcrWord[][] = [];
  // Grouping is decided once, on Tesseract's boxes; refitted boxes (ink-boxes.ts) keep it.
  if (words.every((w) => w.group !== undefined)) {
    for (const w of words) {
      const last = groups[groups.length - 1];
      if (last && last[0].group === w.group) last.push(w);
      else groups.push([w]);
    }
    return groups;
  }
  const heights = words.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
  const h = heights[Math.floor(heights.length / 2)] ?? 0;
  for (const w of words) {
    const group = groups[groups.length - 1];
    const prev = group?.[group.length - 1];
    if (prev && prev.line === w.line && w.x0 - prev.x1 < h * 0.5) group.push(w);
    else groups.push([w]);
  }
  return groups;
}

export function ocrGlyphs(page: OcrPage, px: PixelPage): Glyph[] {
  const s = 72 / px.dpi;
  const toX = (p: number) => px.x + p * s;
  const toY = (p: number) => px.y + px.height - p * s;
  const glyphs: Glyph[] = [];
  joinWords(page.words).forEach((group, op) => {
    const text = group.map((w) => w.text).join('');
    const chars = [...text];
    const x0 = Math.min(...group.map((w) => w.x0));
    const x1 = Math.max(...group.map((w) => w.x1));
    const y0 = Math.min(...group.map((w) => w.y0));
    const y1 = Math.max(...group.map((w) => w.y1));
    const step = (x1 - x0) / chars.length;
    const size = (y1 - y0) * s;
    chars.forEach((ch, index) => {
      const a = toX(x0 + index * step);
      const b = toX(x0 + (index + 1) * step);
      glyphs.push({
        stream: OCR_STREAM,
        op,
        index,
        text: ch,
        box: [a, toY(y1), b, toY(y0)],
        x: a,
        y: toY(group[0].baseline),
        xEnd: b,
        size,
        invisible: false,
      });
    });
  });
  return glyphs;
}
