// HWPX out: text replaced inside the runs it came from; the preview text and thumbnail (which show the original)
// regenerated; document metadata blanked; every other entry copied byte for byte, `mimetype` first and stored.
import { applyReplacements, checkReplacements } from '../replacements';
import { BLANK_PNG } from '../blank-png';
import type { DocumentWriter, Replacement, SourceDocument, WrittenDocument } from '../types';
import { attribute, localName, scanXml } from '../xml/scan-xml';
import { editsByPart } from '../xml/part-edits';
import { rewriteXml } from '../xml/rewrite-xml';
import { writeZip, type ZipOutputEntry } from '../zip/write-zip';
import { CONTENT_HPF, PREVIEW_IMAGE, PREVIEW_TEXT } from './hwpx-package';
import type { HwpxStructure } from './reader';

// Hangul's own preview holds about the first page; ours holds the same amount of redacted text.
const PREVIEW_CHARS = 1024;
const METADATA_TEXT = new Set(['title', 'creator', 'subject', 'description', 'keyword', 'keywords', 'publisher', 'contributor']);

export const hwpxWriter: DocumentWriter = {
  format: 'hwpx',
  async write(doc, replacements): Promise<WrittenDocument> {
    return { format: 'hwpx', extension: '.hwpx', bytes: writeHwpx(doc, replacements) };
  },
};

export interface HwpxWriteOptions {
  /** Only for tests of verifyNoLeak: behave like a writer that forgets the preview. */
  keepPreview?: boolean;
}

export function writeHwpx(doc: SourceDocument, replacements: Replacement[], options: HwpxWriteOptions = {}): Uint8Array {
  checkReplacements(doc.text, replacements, doc.name);
  const s = doc.structure as HwpxStructure;
  const byPart = editsByPart(s.nodes, s.pieces, replacements);
  const replaced = new Map<string, Uint8Array>();
  s.parts.forEach((part, i) => {
    const edits = byPart.get(i);
    // Line-layout caches (hp:linesegarray) describe the old text; without them Hangul lays the paragraphs out anew.
    const rw = { ...edits, remove: (name: string) => localName(name) === 'linesegarray' };
    if (edits) replaced.set(part.name, new TextEncoder().encode(rewriteXml(part.xml, part.tokens, rw)));
  });
  const hpf = s.archive.data.get(CONTENT_HPF);
  if (hpf) replaced.set(CONTENT_HPF, blankMetadata(hpf, doc.name));
  if (!options.keepPreview) {
    const original = s.archive.data.get(PREVIEW_TEXT);
    if (original) replaced.set(PREVIEW_TEXT, previewText(applyReplacements(doc.text, replacements), original));
    if (s.archive.data.has(PREVIEW_IMAGE)) replaced.set(PREVIEW_IMAGE, BLANK_PNG);
  }

  const entries: ZipOutputEntry[] = s.archive.entries.map((e) => ({ name: e.name, original: e, data: replaced.get(e.name) }));
  const mimetype = entries.findIndex((e) => e.name === 'mimetype');
  if (mimetype > 0) entries.unshift(...entries.splice(mimetype, 1));
  if (mimetype >= 0) {
    const m = entries[0];
    if (m.original?.method !== 0) entries[0] = { name: m.name, data: s.archive.data.get('mimetype'), store: true };
  }
  return writeZip(entries);
}

/** content.hpf carries title, author and last editor: all blanked except dates. */
function blankMetadata(hpf: Uint8Array, file: string): Uint8Array {
  const xml = new TextDecoder('utf-8', { ignoreBOM: true }).decode(hpf);
  const tokens = scanXml(xml, CONTENT_HPF, file);
  const out = rewriteXml(xml, tokens, {
    blank: (name, tag) => {
      const local = localName(name);
      if (local === 'meta') return !/date/i.test(attribute(tag, 'name') ?? '');
      return METADATA_TEXT.has(local);
    },
  });
  return new TextEncoder().encode(out);
}

function previewText(redacted: string, original: Uint8Array): Uint8Array {
  const text = redacted.slice(0, PREVIEW_CHARS).replace(/\n/g, '\r\n');
  if (original[0] === 0xff && original[1] === 0xfe) {
    return Uint8Array.from(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
  }
  return new TextEncoder().encode(text);
}
