// What the text reader and the redaction writer need from a PDF font: how a shown string splits into character
// codes, each code's Unicode text (ToUnicode first, then the simple-font encoding) and its advance width.
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFStream, decodePDFRawStream } from 'pdf-lib';

export interface FontCode {
  code: number;
  bytes: Uint8Array;
}

export interface PdfFont {
  split(bytes: Uint8Array): FontCode[];
  unicode(code: number): string;
  /** Horizontal advance for a font size of 1 (glyph width / 1000, or through a Type 3 FontMatrix). */
  width(code: number): number;
  /** Widths are taken from the font itself and the writing is horizontal: glyphs can be removed in place. */
  editable: boolean;
  /** Single-byte code 32 gets word spacing (Tw) — never true for two-byte CID fonts (ISO 32000-1 §9.3.3). */
  singleByte: boolean;
  /** The font Garim adds for replacement text (marked /GarimReplacement true). */
  replacement: boolean;
}

export const REPLACEMENT_FONT_KEY = 'GarimReplacement';

export function streamBytes(stream: PDFStream): Uint8Array {
  if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode();
  return (stream as unknown as { getUnencodedContents(): Uint8Array }).getUnencodedContents();
}

export function loadFont(dict: PDFDict | undefined): PdfFont {
  if (!dict) return unknownFont();
  const subtype = nameOf(dict.lookup(PDFName.of('Subtype')));
  const toUnicode = dict.lookup(PDFName.of('ToUnicode'));
  const cmap = toUnicode instanceof PDFStream ? parseToUnicode(new TextDecoder('latin1').decode(streamBytes(toUnicode))) : new Map<number, string>();
  const replacement = dict.get(PDFName.of(REPLACEMENT_FONT_KEY)) !== undefined;

  if (subtype === 'Type0') {
    const encoding = nameOf(dict.lookup(PDFName.of('Encoding')));
    const descendants = dict.lookup(PDFName.of('DescendantFonts'));
    const cid = descendants instanceof PDFArray ? descendants.lookup(0) : undefined;
    const cidDict = cid instanceof PDFDict ? cid : undefined;
    const dw = numberOf(cidDict?.lookup(PDFName.of('DW'))) ?? 1000;
    const widths = parseCidWidths(cidDict?.lookup(PDFName.of('W')));
    const identity = encoding === 'Identity-H';
    return {
      split: (bytes) => {
        const out: FontCode[] = [];
        for (let i = 0; i + 1 < bytes.length; i += 2) out.push({ code: (bytes[i] << 8) | bytes[i + 1], bytes: bytes.subarray(i, i + 2) });
        return out;
      },
      unicode: (code) => cmap.get(code) ?? '\ufffd',
      width: (code) => (widths.get(code) ?? dw) / 1000,
      // Only Identity-H maps codes to CIDs one to one; other CMaps would need the CMap to find a width.
      editable: identity,
      singleByte: false,
      replacement,
    };
  }

  const first = numberOf(dict.lookup(PDFName.of('FirstChar'))) ?? 0;
  const widthsArray = dict.lookup(PDFName.of('Widths'));
  const descriptor = dict.lookup(PDFName.of('FontDescriptor'));
  const missing = descriptor instanceof PDFDict ? (numberOf(descriptor.lookup(PDFName.of('MissingWidth'))) ?? 0) : 0;
  const matrix = dict.lookup(PDFName.of('FontMatrix'));
  const scale = subtype === 'Type3' && matrix instanceof PDFArray ? (numberOf(matrix.lookup(0)) ?? 0.001) : 0.001;
  const widths: number[] = widthsArray instanceof PDFArray ? widthsArray.asArray().map((_, i) => numberOf(widthsArray.lookup(i)) ?? 0) : [];
  const encoding = simpleEncoding(dict.lookup(PDFName.of('Encoding')));
  return {
    split: (bytes) => [...bytes].map((code, i) => ({ code, bytes: bytes.subarray(i, i + 1) })),
    unicode: (code) => cmap.get(code) ?? encoding.get(code) ?? '\ufffd',
    width: (code) => (widths[code - first] ?? missing) * scale,
    // A standard-14 font without /Widths has metrics we would only be guessing.
    editable: widths.length > 0,
    singleByte: true,
    replacement,
  };
}

function unknownFont(): PdfFont {
  return {
    split: (bytes) => [...bytes].map((code, i) => ({ code, bytes: bytes.subarray(i, i + 1) })),
    unicode: () => '\ufffd',
    width: () => 0.5,
    editable: false,
    singleByte: true,
    replacement: false,
  };
}

/** bfchar and bfrange entries of a ToUnicode CMap (ISO 32000-1 §9.10.3). */
export function parseToUnicode(text: string): Map<number, string> {
  const map = new Map<number, string>();
  const hex = (h: string) => parseInt(h, 16);
  const utf16 = (h: string) => {
    const units = (h.match(/.{1,4}/g) ?? []).map((u) => parseInt(u.padEnd(4, '0'), 16));
    return String.fromCharCode(...units);
  };
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) map.set(hex(m[1]), utf16(m[2]));
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]*>|\[[^\]]*\])/g)) {
      const [lo, hi] = [hex(m[1]), hex(m[2])];
      if (hi - lo > 0xffff) continue;
      if (m[3].startsWith('[')) {
        const dsts = [...m[3].matchAll(/<([0-9a-fA-F]*)>/g)].map((d) => utf16(d[1]));
        dsts.forEach((d, i) => map.set(lo + i, d));
      } else {
        const base = m[3].slice(1, -1);
        const head = base.slice(0, -4);
        const last = parseInt(base.slice(-4) || '0', 16);
        for (let c = lo; c <= hi; c++) map.set(c, utf16(head) + String.fromCharCode(last + (c - lo)));
      }
    }
  }
  return map;
}

function parseCidWidths(w: unknown): Map<number, number> {
  const map = new Map<number, number>();
  if (!(w instanceof PDFArray)) return map;
  const items = w.asArray().map((_, i) => w.lookup(i));
  for (let i = 0; i < items.length; ) {
    const first = numberOf(items[i]);
    const next = items[i + 1];
    if (first === undefined) break;
    if (next instanceof PDFArray) {
      next.asArray().forEach((_, k) => map.set(first + k, numberOf(next.lookup(k)) ?? 0));
      i += 2;
    } else {
      const last = numberOf(next);
      const width = numberOf(items[i + 2]);
      if (last === undefined || width === undefined || last - first > 0xffff) break;
      for (let c = first; c <= last; c++) map.set(c, width);
      i += 3;
    }
  }
  return map;
}

// WinAnsi differs from Latin-1 in 0x80–0x9F; the rest of the byte range reads as Latin-1.
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š', 0x8b: '‹',
  0x8c: 'Œ', 0x8e: 'Ž', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™',
  0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

const GLYPH_NAMES: Record<string, string> = {
  space: ' ', period: '.', comma: ',', hyphen: '-', colon: ':', semicolon: ';', parenleft: '(', parenright: ')',
  slash: '/', zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
  bracketleft: '[', bracketright: ']', quotesingle: "'", quotedbl: '"', at: '@', percent: '%', ampersand: '&',
};

function simpleEncoding(encoding: unknown): Map<number, string> {
  const map = new Map<number, string>();
  for (let c = 32; c < 256; c++) map.set(c, WIN_ANSI_HIGH[c] ?? String.fromCharCode(c));
  if (encoding instanceof PDFDict) {
    const diffs = encoding.lookup(PDFName.of('Differences'));
    if (diffs instanceof PDFArray) {
      let code = 0;
      for (let i = 0; i < diffs.size(); i++) {
        const item = diffs.lookup(i);
        if (item instanceof PDFNumber) code = item.asNumber();
        else if (item instanceof PDFName) map.set(code++, glyphNameToUnicode(item.decodeText()));
      }
    }
  }
  return map;
}

function glyphNameToUnicode(name: string): string {
  const uni = /^uni([0-9A-F]{4})/i.exec(name) ?? /^u([0-9A-F]{4,6})$/i.exec(name);
  if (uni) return String.fromCodePoint(parseInt(uni[1], 16));
  if (name.length === 1) return name;
  return GLYPH_NAMES[name] ?? '\ufffd';
}

export function nameOf(o: unknown): string | undefined {
  return o instanceof PDFName ? o.decodeText() : undefined;
}

export function numberOf(o: unknown): number | undefined {
  return o instanceof PDFNumber ? o.asNumber() : undefined;
}
