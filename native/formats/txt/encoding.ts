// Korean text files come as UTF-8, CP949 (EUC-KR superset) or UTF-16 (HWP's "텍스트 문서" export, often without BOM).
// Node's TextDecoder('euc-kr') mangles CP949-only syllables (똠, 똑, 갇…), so 8-bit Korean goes through iconv-lite.
import chardet from 'chardet';
import iconv from 'iconv-lite';

export interface DecodedText {
  text: string;
  /** `UTF-8`, `UTF-8 BOM`, `UTF-16LE`, `UTF-16LE BOM`, `UTF-16BE`, `UTF-16BE BOM`, `CP949` or another iconv name. */
  encoding: string;
}

const BOMS: { encoding: string; bytes: number[]; codec: string }[] = [
  { encoding: 'UTF-8 BOM', bytes: [0xef, 0xbb, 0xbf], codec: 'utf-8' },
  { encoding: 'UTF-16LE BOM', bytes: [0xff, 0xfe], codec: 'utf-16le' },
  { encoding: 'UTF-16BE BOM', bytes: [0xfe, 0xff], codec: 'utf-16be' },
];

/** Decodes bytes whose charset is unknown; null when no encoding yields plausible text. */
export function decodeUnknownText(bytes: Uint8Array, hint?: string): DecodedText | null {
  for (const bom of BOMS) {
    if (bom.bytes.every((b, i) => bytes[i] === b)) {
      const text = decodeWith(bytes.subarray(bom.bytes.length), bom.codec);
      return text !== null && looksLikeText(text) ? { text, encoding: bom.encoding } : null;
    }
  }
  const utf8 = decodeUtf8(bytes);
  if (utf8 !== null) return looksLikeText(utf8) ? { text: utf8, encoding: 'UTF-8' } : null;

  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return utf16;

  // Korean first; chardet (slow on large files) only when CP949 does not fit.
  return decodeAs(bytes, [hint ? canonicalCodec(hint) : null, 'CP949']) ?? decodeAs(bytes, chardetGuesses(bytes));
}

function decodeAs(bytes: Uint8Array, candidates: (string | null)[]): DecodedText | null {
  for (const encoding of candidates) {
    if (!encoding || encoding === 'UTF-8' || !iconv.encodingExists(encoding)) continue;
    const text = iconv.decode(Buffer.from(bytes), encoding);
    if (!text.includes('\uFFFD') && looksLikeText(text)) return { text, encoding };
  }
  return null;
}

/** Bytes for `text` in the encoding the source had (BOM included); null when a character cannot be represented. */
export function encodeText(text: string, encoding: string): Uint8Array | null {
  const bom = BOMS.find((b) => b.encoding === encoding);
  if (bom) {
    const body = iconv.encode(text, bom.codec);
    return concat(Uint8Array.from(bom.bytes), body);
  }
  if (encoding === 'UTF-8') return new TextEncoder().encode(text);
  const codec = encoding === 'UTF-16LE' ? 'utf-16le' : encoding === 'UTF-16BE' ? 'utf-16be' : encoding;
  const bytes = iconv.encode(text, codec);
  // iconv writes '?' for what the codec lacks: a round trip tells us whether that happened.
  return iconv.decode(bytes, codec) === text ? new Uint8Array(bytes) : null;
}

/** Maps a declared charset (`euc-kr`, `ks_c_5601-1987`, `utf-8`) to the codec name we report. */
export function canonicalCodec(charset: string): string | null {
  const c = charset.trim().toLowerCase();
  if (c === 'utf-8' || c === 'utf8') return 'UTF-8';
  if (['euc-kr', 'cp949', 'ks_c_5601-1987', 'ks_c_5601', 'windows-949', 'x-windows-949', 'uhc', 'ksc5601'].includes(c)) return 'CP949';
  if (c === 'utf-16' || c === 'utf-16le') return 'UTF-16LE';
  if (c === 'utf-16be') return 'UTF-16BE';
  return iconv.encodingExists(c) ? c : null;
}

export function decodeWith(bytes: Uint8Array, codec: string): string | null {
  if (codec === 'utf-8' || codec === 'UTF-8') return decodeUtf8(bytes);
  if (!iconv.encodingExists(codec)) return null;
  return iconv.decode(Buffer.from(bytes), codec);
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

// UTF-16 without BOM shows up as NULs in one byte column (ASCII spaces, digits, line breaks).
function utf16WithoutBom(bytes: Uint8Array): DecodedText | null {
  if (bytes.length < 2 || bytes.length % 2 !== 0) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== 0) continue;
    if (i % 2 === 0) evenNul++;
    else oddNul++;
  }
  const pairs = bytes.length / 2;
  const candidates: [string, string][] = [];
  if (oddNul > 0 && evenNul === 0) candidates.push(['UTF-16LE', 'utf-16le']);
  if (evenNul > 0 && oddNul === 0) candidates.push(['UTF-16BE', 'utf-16be']);
  if (oddNul + evenNul > pairs / 4 && candidates.length === 0) candidates.push(['UTF-16LE', 'utf-16le'], ['UTF-16BE', 'utf-16be']);
  for (const [encoding, codec] of candidates) {
    const text = iconv.decode(Buffer.from(bytes), codec);
    if (!hasLoneSurrogate(text) && !text.includes('\uFFFD') && looksLikeText(text)) return { text, encoding };
  }
  return null;
}

function chardetGuesses(bytes: Uint8Array): string[] {
  return chardet
    .analyse(bytes)
    .filter((m) => m.confidence >= 30)
    .map((m) => canonicalCodec(m.name))
    .filter((n): n is string => n !== null);
}

/** Text has no NULs and (almost) no C0 controls besides tab, line breaks, form feed; binary garbage has plenty. */
export function looksLikeText(text: string): boolean {
  if (text.length === 0) return true;
  let bad = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return false;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c && c !== 0x0b && c !== 0x1a) || c === 0xfffd || c === 0x7f) bad++;
  }
  return bad <= text.length / 1000;
}

function hasLoneSurrogate(text: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
