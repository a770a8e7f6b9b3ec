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
import { compactOf, isSeparatorFree, tokenOccurrences, type Compact, type TokenHit } from '../redact/token-match';

interface Part {
  name: string;
  bytes: Uint8Array;
}

/** A redacted mention, with where it was in the original, so a hit can name it without repeating the text. */
export interface LeakMention {
  text: string;
  category?: string;
  label?: string;
  /** Offsets of its first occurrence in the original text. */
  start?: number;
  end?: number;
}

export interface LeakCheckOptions {
  /** The replacement strings written (`A`, `계좌번호 1 생략`): a hit wholly inside one of them is not the original. */
  replacements?: readonly string[];
}

/**
 * Searches every part of the written file, in every decoding, for every mention as a token (preceded by a non-word
 * character, followed by a non-word character or a particle): `1` never matches in `제1심판결`, `조혁` matches in
 * `조혁이`, and numbers match across spaces and hyphens.
 */
export async function verifyNoLeak(
  written: WrittenDocument,
  mentions: readonly (string | LeakMention)[],
  options: LeakCheckOptions = {},
): Promise<LeakReport> {
  const byText = new Map<string, LeakMention>();
  for (const m of mentions) {
    const mention = typeof m === 'string' ? { text: m } : m;
    if (!byText.has(mention.text)) byText.set(mention.text, mention);
  }
  const needles = mentionVariants([...byText.keys()]);
  const parts: Part[] = [{ name: '(file)', bytes: written.bytes }, ...expandParts(written.bytes)];
  if (isPdf(written.bytes)) parts.push(...(await pdfObjectParts(written.bytes)));
  const views: View[] = [];
  for (const part of parts) for (const d of decodings(part.bytes)) views.push({ part: part.name, ...d });

  // The re-read text catches mentions split across runs or tags, which no byte search sees.
  const reread = await readDocumentBytes(written.bytes, `output${written.extension}`);
  views.push({ part: '(text)', text: reread.text });

  const replacements = [...new Set(options.replacements ?? [])].filter((r) => r.length > 0);
  const hits: LeakHit[] = [];
  const reported = new Set<string>();
  for (const view of views) {
    for (const { mention, variants, digits } of needles) {
      const key = `${view.part}\u0000${mention}`;
      if (reported.has(key)) continue;
      const found = findVariant(view, variants, digits, replacements);
      if (found) {
        hits.push(describeHit(view.part, byText.get(mention)!, found));
        reported.add(key);
      }
    }
  }
  return { ok: hits.length === 0, checkedParts: parts.length + 1, hits };
}

const BODY_VIEWS = new Set(['(file)', '(text)']);

function describeHit(part: string, m: LeakMention, found: TokenHit): LeakHit {
  return {
    part,
    mention: m.text,
    index: found.start,
    length: found.end - found.start,
    ...(m.category ? { category: m.category } : {}),
    ...(m.label ? { label: m.label } : {}),
    ...(m.start !== undefined && m.end !== undefined ? { originalStart: m.start, originalEnd: m.end } : {}),
    why: BODY_VIEWS.has(part) ? 'unredacted-occurrence' : 'uncleaned-part',
  };
}

const SEPARATORS = /[\s\-‐‑–—]/g;

interface View {
  part: string;
  text: string;
  /** The CP949 decoding of a part. */
  cp949?: boolean;
  compact?: Compact;
}

/** A hit wholly inside an occurrence of a replacement string is the replacement, not the original. */
function insideReplacement(text: string, start: number, end: number, replacements: readonly string[]): boolean {
  for (const r of replacements) {
    if (r.length < end - start) continue;
    for (let i = text.indexOf(r, Math.max(0, end - r.length)); i >= 0 && i <= start; i = text.indexOf(r, i + 1)) {
      if (i + r.length >= end) return true;
    }
  }
  return false;
}

// Numbers (RRN, phone, account) are also looked for with separators dropped on both sides: `010 1234 5678` in the
// mentions still finds `010-1234-5678`. Names are not, or every `김 철수` would match `김철`.
function findVariant(view: View, variants: string[], digits: boolean, replacements: readonly string[]): TokenHit | undefined {
  const compact = digits ? () => (view.compact ??= compactOf(view.text)) : undefined;
  for (const v of variants) {
    // ASCII reads the same in CP949 as in UTF-8, whose view already searched it; only the boundaries (garbled
    // neighbours) would differ.
    if (view.cp949 && ASCII.test(v)) continue;
    for (const hit of tokenOccurrences(view.text, v, compact)) {
      if (insideReplacement(view.text, hit.start, hit.end, replacements)) continue;
      if (boundaryFromReplacement(view.text, hit, replacements)) continue;
      return hit;
    }
  }
  return undefined;
}

const ASCII = /^[\x00-\x7f]*$/u;

// `M시장`: the letter we wrote (`M`) is what makes `시장` look like a token; in the original a word ran on there.
function boundaryFromReplacement(text: string, hit: TokenHit, replacements: readonly string[]): boolean {
  const before = text[hit.start - 1];
  const after = text[hit.end];
  const glued = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
  if (glued(before) && replacements.some((r) => r.length <= hit.start && text.startsWith(r, hit.start - r.length))) return true;
  return glued(after) && replacements.some((r) => text.startsWith(r, hit.end));
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
      return { mention, variants: [...variants], digits: isSeparatorFree(mention) };
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

function decodings(bytes: Uint8Array): { text: string; cp949?: boolean }[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const utf8 = buf.toString('utf8');
  const views = [{ text: utf8 }, { text: buf.toString('utf16le') }, { text: buf.subarray(1).toString('utf16le') }, { text: iconv.decode(buf, 'cp949'), cp949: true }];
  // XML and HTML can spell a character as a reference (&#xD64D;): decode those too.
  if (/&#|&[a-z]+;/i.test(utf8)) views.push({ text: decodeCharacterReferences(utf8) });
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
