// HTML out: each touched text node (and meta content) rewritten in place, escaped; comments dropped; the file
// encoded back in its own charset, so its <meta charset> stays true.
import { checkReplacements } from '../replacements';
import { distributeReplacements } from '../text-map';
import { encodeInto } from '../txt/writer';
import type { DocumentWriter, WrittenDocument } from '../types';
import { escapeHtmlAttribute, escapeHtmlText } from './entities';
import type { HtmlStructure } from './reader';

export const htmlWriter: DocumentWriter = {
  format: 'html',
  async write(doc, replacements): Promise<WrittenDocument> {
    checkReplacements(doc.text, replacements, doc.name);
    const s = doc.structure as HtmlStructure;
    const newText = distributeReplacements(s.pieces, replacements, (n) => s.nodes[n].text);
    const edits: { start: number; end: number; raw: string }[] = s.comments.map((c) => ({ ...c, raw: '' }));
    for (const [n, text] of newText) {
      const node = s.nodes[n];
      edits.push({ start: node.start, end: node.end, raw: node.attribute ? escapeHtmlAttribute(text) : escapeHtmlText(text) });
    }
    edits.sort((a, b) => a.start - b.start);
    let out = '';
    let cursor = 0;
    for (const e of edits) {
      out += s.html.slice(cursor, e.start) + e.raw;
      cursor = e.end;
    }
    out += s.html.slice(cursor);
    const extension = /\.htm$/i.test(doc.name) ? '.htm' : '.html';
    return { format: 'html', extension, bytes: encodeInto(out, s.encoding, doc.name) };
  },
};
