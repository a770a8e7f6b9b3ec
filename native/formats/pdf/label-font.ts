// The font replacement labels are drawn in: NanumSquare Regular (SIL OFL 1.1, all 11,172 Hangul syllables), shipped
// in assets/ and embedded as a subset of the glyphs a document's labels use.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = 'NanumSquareR.ttf';
let cached: Uint8Array | undefined;

export function labelFontBytes(): Uint8Array {
  if (cached) return cached;
  const dirs: string[] = [];
  // import.meta.url is a file: URL under tsx and vitest; the Electron bundle is CJS and has __dirname instead.
  const here = typeof import.meta.url === 'string' && import.meta.url.startsWith('file:') ? import.meta.url : undefined;
  if (here) dirs.push(join(dirname(fileURLToPath(here)), 'assets'));
  if (typeof __dirname === 'string') dirs.push(join(__dirname, '..', '..', 'native', 'formats', 'pdf', 'assets'));
  for (const dir of dirs) {
    try {
      cached = readFileSync(join(dir, FILE)); // a Buffer: the fontkit probes its format with Buffer methods
      return cached;
    } catch {
      // next candidate
    }
  }
  throw new Error(`${FILE} not found in ${dirs.join(', ')}`);
}
