// Tesseract's word boxes can be off by a quarter inch on Hangul (a phone number's box began after its first two
// digits): a redaction box drawn from them would leave ink showing. Each line's words are re-measured from the
// pixels: dark columns in the line's band, merged across gaps narrower than a word space, give one ink run per
// word group; when the runs and the groups do not pair up one to one, each group is widened to the middle of the
// gaps around it instead, so a box errs towards covering too much.
import type { Bitmap } from '../pdf/pdfium';
import { joinWords } from './ocr-layout';
import type { OcrWord } from './tesseract';

export function inkMask(bitmap: Bitmap): { width: number; height: number; dark: Uint8Array } {
  const dark = new Uint8Array(bitmap.width * bitmap.height);
  for (let i = 0; i < dark.length; i++) {
    const o = i * 3;
    dark[i] = bitmap.rgb[o] + bitmap.rgb[o + 1] + bitmap.rgb[o + 2] < 3 * 140 ? 1 : 0;
  }
  return { width: bitmap.width, height: bitmap.height, dark };
}

export function fitWordsToInk(words: OcrWord[], mask: ReturnType<typeof inkMask>): OcrWord[] {
  const out = words.map((w) => ({ ...w }));
  joinWords(out).forEach((g, i) => g.forEach((w) => (w.group = i)));
  const lines = new Map<number, OcrWord[]>();
  for (const w of out) lines.set(w.line, [...(lines.get(w.line) ?? []), w]);
  for (const lineWords of lines.values()) {
    const groups = joinWords(lineWords);
    const heights = lineWords.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
    const h = Math.max(1, heights[Math.floor(heights.length / 2)]);
    const top = Math.max(0, Math.min(...lineWords.map((w) => w.y0)));
    const bottom = Math.min(mask.height, Math.max(...lineWords.map((w) => w.y1)));
    const left = Math.max(0, Math.min(...lineWords.map((w) => w.x0)) - 2 * h);
    const right = Math.min(mask.width, Math.max(...lineWords.map((w) => w.x1)) + 2 * h);
    const runs: [number, number][] = [];
    for (let x = left; x < right; x++) {
      let ink = false;
      for (let y = top; y < bottom && !ink; y++) ink = mask.dark[y * mask.width + x] === 1;
      if (!ink) continue;
      const last = runs[runs.length - 1];
      if (last && x - last[1] < h * 0.4) last[1] = x + 1;
      else runs.push([x, x + 1]);
    }
    if (runs.length === groups.length) {
      groups.forEach((g, i) => {
        g[0].x0 = Math.min(g[0].x0, runs[i][0]);
        g[g.length - 1].x1 = Math.max(g[g.length - 1].x1, runs[i][1]);
        for (const w of g) {
          w.x0 = Math.max(w.x0, runs[i][0]);
          w.x1 = Math.min(w.x1, runs[i][1]);
        }
        g[0].x0 = runs[i][0];
        g[g.length - 1].x1 = runs[i][1];
      });
    } else {
      // Widen into the gaps but leave a word space between groups, or the text would lose its spaces.
      const spans = groups.map((g) => [Math.min(...g.map((w) => w.x0)), Math.max(...g.map((w) => w.x1))]);
      groups.forEach((g, i) => {
        const before = i > 0 ? spans[i][0] - spans[i - 1][1] : h;
        const after = i + 1 < groups.length ? spans[i + 1][0] - spans[i][1] : h;
        g[0].x0 = Math.round(spans[i][0] - Math.max(0, Math.min(h * 0.5, (before - h * 0.6) / 2)));
        g[g.length - 1].x1 = Math.round(spans[i][1] + Math.max(0, Math.min(h * 0.5, (after - h * 0.6) / 2)));
      });
    }
  }
  return out;
}
