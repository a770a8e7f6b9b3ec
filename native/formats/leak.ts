// After writing, the output is opened again and every part of it searched for each redacted mention, in every
// encoding a Korean document can hide text in: a leak found here stops the export.
import iconv from 'iconv-lite';
import { resolveLimits } from './limits';
import { readDocumentBytes } from './read-document';
import type { LeakHit, LeakReport, WrittenDocument } from './types';
import { isZip, readZip } from './zip/read-zip';
import { isCfb } from './hwp/cfb-magic';
import { compoundFileParts } from './hwp/leak-parts';
import { isPdf, pdfObjectParts } from './pdf/leak-parts';

interface Part {
  name: string;
  bytes: Uint8Array;
}

export async function verifyNoLeak(written: WrittenDocument, mentions: string[]): Promise<LeakReport> {
  const needles = mentionVariants(mentions);
  const parts: Part[] = [{ name: '(file)', bytes: written.bytes }, ...expandParts(written.bytes)];
  if (isPdf(written.bytes)) parts.push(...(await pdfObjectParts(written.bytes)));
  const views: View[] = [];
  for (const part of parts) for (const text of decodings(part.bytes)) views.push({ part: part.name, text });

  // The re-read text catches mentions split across runs or tags, which no byte search sees.
  const reread = await readDocumentBytes(written.bytes, `output${written.extension}`);
  views.push({ part: '(text)', text: reread.text });

  const compact = needles.some((n) => n.digits);
  const hits: LeakHit[] = [];
  const reported = new Set<string>();
  for (const view of views) {
    for (const { mention, variants, digits } of needles) {
      const key = `${view.part}\u0000${mention}`;
      if (reported.has(key)) continue;
      const index = findVariant(view, variants, compact && digits);
      if (index >= 0) {
        hits.push({ part: view.part, mention, index });
        reported.add(key);
      }
    }
  }
  return { ok: hits.length === 0, checkedParts: parts.length + 1, hits };
}

const SEPARATORS = /[\s\-‐‑–—]/g;

interface View {
  part: string;
  text: string;
  compact?: { text: string; origin: number[] };
}

// Numbers (RRN, phone, account) are also looked for with separators dropped on both sides: `010 1234 5678` in the
// mentions still finds `010-1234-5678`. Names are not, or every `김 철수` would match `김철`.
function findVariant(view: View, variants: string[], useCompact: boolean): number {
  for (const v of variants) {
    const index = view.text.indexOf(v);
    if (index >= 0) return index;
  }
  if (!useCompact) return -1;
  view.compact ??= compactOf(view.text);
  for (const v of variants) {
    const stripped = v.replace(SEPARATORS, '');
    const index = stripped ? view.compact.text.indexOf(stripped) : -1;
    if (index >= 0) return view.compact.origin[index];
  }
  return -1;
}

function compactOf(text: string): { text: string; origin: number[] } {
  let out = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (/[\s\-‐‑–—]/.test(ch)) continue;
    out += ch;
    origin.push(i);
  }
  return { text: out, origin };
}

/** Each mention as written, with spaces and hyphens removed, in NFC and NFD. */
export function mentionVariants(mentions: string[]): { mention: string; variants: string[]; digits: boolean }[] {
  return mentions
    .filter((m) => m.trim().length > 0)
    .map((mention) => {
      const stripped = mention.replace(SEPARATORS, '');
      const variants = new Set<string>();
      for (const base of [mention, stripped]) {
        if (!base) continue;
        variants.add(base);
        variants.add(base.normalize('NFC'));
        variants.add(base.normalize('NFD'));
      }
      return { mention, variants: [...variants], digits: stripped.length >= 6 && /\d/.test(stripped) };
    });
}

/** Zip entries (inflated) and CFB streams (and their deflated forms), each searched separately. */
function expandParts(bytes: Uint8Array): Part[] {
  const limits = resolveLimits();
  if (isZip(bytes)) {
    try {
      return [...readZip(bytes, 'output', limits).data].map(([name, data]) => ({ name, bytes: data }));
    } catch {
      return [];
    }
  }
  // HWP 5.0: every stream, inflated where deflated, and OLE objects embedded in BinData.
  if (isCfb(bytes)) return compoundFileParts(bytes, limits);
  return [];
}

function decodings(bytes: Uint8Array): string[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const utf8 = buf.toString('utf8');
  const views = [utf8, buf.toString('utf16le'), buf.subarray(1).toString('utf16le'), iconv.decode(buf, 'cp949')];
  // XML and HTML can spell a character as a reference (&#xD64D;): decode those too.
  if (/&#|&[a-z]+;/i.test(utf8)) views.push(decodeCharacterReferences(utf8));
  return views;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeCharacterReferences(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}
