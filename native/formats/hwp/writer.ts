// HWP out as HWP: replacements go into the PARA_TEXT records they came from (section streams re-deflated when the
// FileHeader says so), and what repeats or describes the original is cleaned: PrvText regenerated from the redacted
// text, PrvImage blanked, the summary information's text properties dropped, DocHistory (old versions) and a digital
// signature removed.
import CFB from 'cfb';
import { deflateSync } from 'fflate';
import { BLANK_PNG } from '../blank-png';
import { applyReplacements, checkReplacements } from '../replacements';
import { nodeEdits, type NodeEdit } from '../text-map';
import type { DocumentWriter, Replacement, SourceDocument, WrittenDocument } from '../types';
import { writeCfb } from './cfb-write';
import { FLAG_COMPRESSED, FLAG_HISTORY, FLAG_SIGNATURE, FLAG_SIGNATURE_RESERVED, FLAGS_OFFSET, streamBytes } from './hwp-file';
import type { HwpStructure } from './reader';
import { rewriteSection } from './section-edit';
import { cleanSummaryInformation } from './summary-info';

// §3.2.6: PrvText holds the start of the document as UTF-16LE; Hangul stores about the first 1 KB of characters.
const PREVIEW_CHARS = 1024;
const HISTORY = /^Root Entry\/DocHistory(?:\/|$)/;
const SIGNATURE = /^Root Entry\/DocOptions\/(?:DigitalSignature|PublicKeyInfo)$/;

export const hwpWriter: DocumentWriter = {
  format: 'hwp',
  async write(doc, replacements): Promise<WrittenDocument> {
    return { format: 'hwp', extension: '.hwp', bytes: writeHwp(doc, replacements) };
  },
};

export function writeHwp(doc: SourceDocument, replacements: Replacement[]): Uint8Array {
  checkReplacements(doc.text, replacements, doc.name);
  const s = doc.structure as HwpStructure;
  // A fresh container from the source bytes: the reader's parse stays untouched for a second export.
  const cfb = CFB.read(Buffer.from(s.bytes), { type: 'buffer' });

  const bySection = new Map<number, Map<number, Map<number, NodeEdit[]>>>();
  for (const [node, edits] of nodeEdits(s.pieces, replacements)) {
    const { section, paragraph, token } = s.nodes[node];
    const paragraphs = bySection.get(section) ?? new Map<number, Map<number, NodeEdit[]>>();
    const tokens = paragraphs.get(paragraph) ?? new Map<number, NodeEdit[]>();
    tokens.set(token, edits);
    paragraphs.set(paragraph, tokens);
    bySection.set(section, paragraphs);
  }
  for (const [section, edits] of bySection) {
    const stream = rewriteSection(s.sections[section], edits);
    setStream(cfb, s.sections[section].path, s.flags & FLAG_COMPRESSED ? deflateSync(stream) : stream);
  }

  const redacted = applyReplacements(doc.text, replacements);
  setStream(cfb, 'Root Entry/PrvText', Buffer.from(redacted.slice(0, PREVIEW_CHARS).replace(/\n/g, '\r\n'), 'utf16le'), true);
  setStream(cfb, 'Root Entry/PrvImage', BLANK_PNG, true);
  const summary = cfb.FullPaths.indexOf('Root Entry/\u0005HwpSummaryInformation');
  if (summary >= 0) setStream(cfb, cfb.FullPaths[summary], cleanSummaryInformation(streamBytes(cfb.FileIndex[summary]) ?? new Uint8Array(0)));
  removeEntries(cfb, HISTORY, FLAG_HISTORY);
  removeEntries(cfb, SIGNATURE, FLAG_SIGNATURE | FLAG_SIGNATURE_RESERVED);
  return writeCfb(cfb);
}

function setStream(cfb: CFB.CFB$Container, path: string, data: Uint8Array, onlyIfPresent = false): void {
  const i = cfb.FullPaths.indexOf(path);
  if (i < 0) {
    if (onlyIfPresent) return;
    throw new Error(`missing stream ${path}`);
  }
  const content = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  cfb.FileIndex[i].content = content as unknown as CFB.CFB$Blob;
  cfb.FileIndex[i].size = content.length;
}

// §3.2.11: DocHistory keeps earlier versions of the document whole. §3.2.8: a digital signature no longer matches
// the edited document (and its certificate names the signer). Both go, with their FileHeader flags (표 3).
function removeEntries(cfb: CFB.CFB$Container, pattern: RegExp, flags: number): void {
  const keep = cfb.FullPaths.map((p) => !pattern.test(p));
  if (keep.every(Boolean)) return;
  cfb.FileIndex = cfb.FileIndex.filter((_, i) => keep[i]);
  cfb.FullPaths = cfb.FullPaths.filter((_, i) => keep[i]);
  CFB.utils.cfb_gc(cfb);
  const i = cfb.FullPaths.indexOf('Root Entry/FileHeader');
  const header = Buffer.from(streamBytes(cfb.FileIndex[i]) ?? []);
  if (header.length >= FLAGS_OFFSET + 4) {
    header.writeUInt32LE((header.readUInt32LE(FLAGS_OFFSET) & ~flags) >>> 0, FLAGS_OFFSET);
    setStream(cfb, cfb.FullPaths[i], header);
  }
}
