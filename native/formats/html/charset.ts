// HWP's HTML export is usually CP949 and says so in a <meta>; the declaration wins over guessing.
import { canonicalCodec, decodeUnknownText, decodeWith, looksLikeText, type DecodedText } from '../txt/encoding';

export function declaredCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('latin1');
  const m = /<meta[^>]+charset\s*=\s*["']?\s*([a-zA-Z0-9_:.-]+)/i.exec(head);
  return m ? m[1] : null;
}

export function decodeHtml(bytes: Uint8Array): DecodedText | null {
  const declared = declaredCharset(bytes);
  const codec = declared ? canonicalCodec(declared) : null;
  const hasBom = (bytes[0] === 0xef && bytes[1] === 0xbb) || bytes[0] === 0xff || bytes[0] === 0xfe;
  if (codec && !hasBom) {
    const text = decodeWith(bytes, codec === 'UTF-8' ? 'utf-8' : codec === 'CP949' ? 'cp949' : codec);
    if (text !== null && !text.includes('\uFFFD') && looksLikeText(text)) return { text, encoding: codec };
  }
  return decodeUnknownText(bytes);
}
