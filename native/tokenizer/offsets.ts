// The tokenizers binding reports offsets in Unicode code points of the original text, and a normalizer that
// composes characters (NFC of NFD Hangul) maps a composed token to its first source code point only. JS strings
// index UTF-16 code units, so every offset is converted here, and each token is widened over the uncovered
// non-space characters that follow it (the jamo or combining marks it absorbed).

/** UTF-16 index of each code point boundary: result[k] = code-unit offset of code point k; result[n] = text.length. */
export function codePointToUtf16Table(text: string): Uint32Array {
  const table = new Uint32Array(text.length + 1);
  let k = 0;
  for (let i = 0; i < text.length; i++) {
    table[k++] = i;
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  table[k] = text.length;
  return table.subarray(0, k + 1);
}

const SPACE = /\s/;

/**
 * Converts code-point offsets to UTF-16 offsets of `text`, then closes gaps of absorbed characters: a token whose
 * end is followed by characters that no token covers, up to the next token's start, takes them if none is a space.
 */
export function toUtf16Offsets(text: string, codePointOffsets: readonly (readonly number[])[]): [number, number][] {
  const table = codePointToUtf16Table(text);
  const last = table.length - 1;
  const at = (k: number) => table[Math.min(Math.max(k, 0), last)];
  const out: [number, number][] = codePointOffsets.map(([s, e]) => [at(s), at(e)]);
  let coveredUpTo = 0;
  for (let i = 0; i < out.length; i++) {
    const [start, end] = out[i];
    coveredUpTo = Math.max(coveredUpTo, end);
    if (end <= start) continue;
    const nextStart = nextTokenStart(out, i, end, text.length);
    if (nextStart > coveredUpTo && coveredUpTo === end && !SPACE.test(text.slice(end, nextStart))) {
      out[i] = [start, nextStart];
      coveredUpTo = nextStart;
    }
  }
  return out;
}

function nextTokenStart(out: [number, number][], i: number, end: number, textLength: number): number {
  for (let j = i + 1; j < out.length; j++) {
    if (out[j][1] > out[j][0] && out[j][0] >= end) return out[j][0];
  }
  return textLength;
}
