// HWP 5.0 binary (OLE compound file): every BodyText/Section* record stream read paragraph by paragraph, nested
// paragraph lists (table cells, headers/footers, notes, text boxes) included, one line per paragraph. The text map
// keeps where each character came from so the writer can put replacements back into the same records.
import { resolveLimits } from '../limits';
import { TextBuilder, type TextPiece } from '../text-map';
import type { DocumentReader, SourceDocument } from '../types';
import { corrupt, looksLikeHwp, openHwp } from './hwp-file';
import { groupParagraphs, type HwpParagraph } from './paragraphs';
import { tokenizeParaText } from './para-text';
import { parseRecords, type HwpRecord } from './records';

export interface HwpSectionRecords {
  path: string;
  records: HwpRecord[];
  paragraphs: HwpParagraph[];
}

/** A text piece's node: token `token` of the PARA_TEXT of paragraph `paragraph` in section `section`. */
export interface HwpTextNode {
  section: number;
  paragraph: number;
  token: number;
}

export interface HwpStructure {
  /** The source file; the writer rebuilds from it and never touches what the reader parsed. */
  bytes: Uint8Array;
  flags: number;
  sections: HwpSectionRecords[];
  nodes: HwpTextNode[];
  pieces: TextPiece[];
}

export const hwpReader: DocumentReader = {
  format: 'hwp',
  extensions: ['.hwp'],
  sniff: (bytes) => looksLikeHwp(bytes),
  async read(bytes, name, opts): Promise<SourceDocument> {
    const file = openHwp(bytes, name, resolveLimits(opts));
    const builder = new TextBuilder();
    const nodes: HwpTextNode[] = [];
    const sections = file.sections.map((s, section): HwpSectionRecords => {
      const records = parseRecords(s.stream);
      const part = s.path.replace(/^Root Entry\//, '');
      if (!records) throw corrupt(name, `${part}의 레코드가 잘렸습니다`, `the records of ${part} are truncated`);
      const paragraphs = groupParagraphs(records);
      paragraphs.forEach((p, paragraph) => {
        if (p.text !== undefined) {
          tokenizeParaText(records[p.text].data).forEach((t, token) => {
            const node = nodes.push({ section, paragraph, token }) - 1;
            if (t.kind === 'text') builder.addNode(node, t.text);
            else if (t.stands !== undefined) builder.addSeparator(t.stands, node);
          });
        }
        builder.newline();
      });
      return { path: s.path, records, paragraphs };
    });
    const structure: HwpStructure = { bytes, flags: file.flags, sections, nodes, pieces: builder.pieces };
    return { name, format: 'hwp', text: builder.text, structure, warnings: [] };
  },
};
