// PARA_TEXT (한글 문서 파일 구조 5.0 §4.3.2, 표 6) is UTF-16LE with control characters below 32 mixed in: "char"
// controls take one WCHAR; inline and extended controls take eight (code, 12 bytes of id/parameters, code again).
// Text is split at every control so a writer can replace characters and copy controls back byte for byte.

export type ParaToken =
  | { kind: 'text'; text: string }
  | {
      kind: 'control';
      code: number;
      /** The control's WCHARs exactly as stored (1 or 8). */
      units: Uint16Array;
      /** What the reader shows for it (tab, line break, non-breaking hyphen/space); undefined: nothing. */
      stands?: string;
    };

// 표 6: char controls. 0 unusable, 10 line break, 13 paragraph end, 24 hyphen, 25–29 reserved, 30 bundle space, 31 fixed-width space.
const CHAR_CONTROLS = new Set([0, 10, 13, 24, 25, 26, 27, 28, 29, 30, 31]);
const STANDS: Record<number, string> = { 9: '\t', 10: '\n', 30: '-', 31: ' ' };

export const PARA_END = 13;

export function tokenizeParaText(data: Uint8Array): ParaToken[] {
  const n = data.length >> 1;
  // WCHARs as one typed view (a copy only when the payload sits at an odd offset).
  const units = data.byteOffset % 2 === 0 ? new Uint16Array(data.buffer, data.byteOffset, n) : new Uint16Array(Uint8Array.prototype.slice.call(data, 0, n * 2).buffer);
  const tokens: ParaToken[] = [];
  let runStart = 0;
  const flush = (end: number) => {
    if (end > runStart) tokens.push({ kind: 'text', text: decodeUnits(units, runStart, end) });
  };
  for (let i = 0; i < n; ) {
    const c = units[i];
    if (c >= 32) {
      i++;
      continue;
    }
    flush(i);
    const width = CHAR_CONTROLS.has(c) ? 1 : 8;
    const control = units.slice(i, Math.min(i + width, n));
    tokens.push({ kind: 'control', code: c, units: control, ...(STANDS[c] !== undefined ? { stands: STANDS[c] } : {}) });
    i += width;
    runStart = i;
  }
  flush(n);
  return tokens;
}

function decodeUnits(units: Uint16Array, start: number, end: number): string {
  let out = '';
  for (let p = start; p < end; p += 4096) out += String.fromCharCode(...units.subarray(p, Math.min(end, p + 4096)));
  return out;
}

export function tokenUnits(t: ParaToken): number {
  return t.kind === 'text' ? t.text.length : t.units.length;
}

export function encodeParaText(tokens: ParaToken[]): Uint8Array {
  const total = tokens.reduce((s, t) => s + tokenUnits(t), 0);
  const out = new Uint8Array(total * 2);
  let o = 0;
  const put = (u: number) => {
    out[o++] = u & 0xff;
    out[o++] = u >> 8;
  };
  for (const t of tokens) {
    if (t.kind === 'text') for (let i = 0; i < t.text.length; i++) put(t.text.charCodeAt(i));
    else for (const u of t.units) put(u);
  }
  return out;
}
