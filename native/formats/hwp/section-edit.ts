// A section stream rebuilt with its edited paragraphs: unchanged records copied byte for byte, edited paragraphs'
// records re-encoded, and every PARA_LINE_SEG of the section dropped (line positions below an edit are stale too).
import type { NodeEdit } from '../text-map';
import { editParagraph, withoutLineSegments } from './paragraph-edit';
import { tokenizeParaText } from './para-text';
import type { HwpSectionRecords } from './reader';
import { rawRecord, recordSize, writeRecordHeader } from './records';

/** `edits`: paragraph index → token index → edits of that token. */
export function rewriteSection(section: HwpSectionRecords, edits: Map<number, Map<number, NodeEdit[]>>): Uint8Array {
  const { records, paragraphs } = section;
  const replaced = new Map<number, Uint8Array>();
  const dropped = new Set<number>();
  for (const [index, tokenEdits] of edits) {
    const p = paragraphs[index];
    if (p.text === undefined) continue;
    const data = (i: number | undefined) => (i === undefined ? undefined : records[i].data);
    const out = editParagraph(
      { header: records[p.header].data, text: records[p.text].data, charShape: data(p.charShape), rangeTag: data(p.rangeTag) },
      tokenizeParaText(records[p.text].data),
      tokenEdits,
    );
    replaced.set(p.header, out.header);
    replaced.set(p.text, out.text);
    if (p.charShape !== undefined && out.charShape) replaced.set(p.charShape, out.charShape);
    if (p.rangeTag !== undefined && out.rangeTag) replaced.set(p.rangeTag, out.rangeTag);
  }
  for (const p of paragraphs) {
    if (p.lineSeg === undefined) continue;
    dropped.add(p.lineSeg);
    replaced.set(p.header, withoutLineSegments(replaced.get(p.header) ?? records[p.header].data));
  }
  // One output buffer, sized first: a section holds tens of thousands of records.
  let size = 0;
  records.forEach((r, i) => {
    if (dropped.has(i)) return;
    const data = replaced.get(i);
    size += data ? recordSize(data.length) : r.headerSize + r.data.length;
  });
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  let o = 0;
  records.forEach((r, i) => {
    if (dropped.has(i)) return;
    const data = replaced.get(i);
    if (!data) {
      out.set(rawRecord(r), o);
      o += r.headerSize + r.data.length;
      return;
    }
    o = writeRecordHeader(view, o, r.tag, r.level, data.length);
    out.set(data, o);
    o += data.length;
  });
  return out;
}
