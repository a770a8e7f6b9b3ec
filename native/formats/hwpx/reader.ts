// HWPX: body text of hp:p / hp:run / hp:t in every Contents/section*.xml, tables, headers, footers and notes
// included (they are nested paragraphs), one line per paragraph.
import { GarimError } from '../../errors';
import { resolveLimits } from '../limits';
import { TextBuilder, type TextPiece } from '../text-map';
import type { DocumentReader, SourceDocument } from '../types';
import { collectText, parseXmlPart, type TextRules, type XmlPart, type XmlTextNode } from '../xml/xml-text';
import { readZip, type ZipArchive } from '../zip/read-zip';
import { looksLikeHwpx, SECTION_PART, textPartNames } from './hwpx-package';

export interface HwpxStructure {
  archive: ZipArchive;
  parts: XmlPart[];
  nodes: XmlTextNode[];
  pieces: TextPiece[];
}

export const OWPML_TEXT: TextRules = {
  paragraph: 'p',
  text: 't',
  run: 'run',
  separators: { tab: '\t', lineBreak: '\n', nbSpace: ' ', fwSpace: ' ' },
  ignore: new Set(),
};

export const hwpxReader: DocumentReader = {
  format: 'hwpx',
  extensions: ['.hwpx'],
  sniff: (bytes, name) => looksLikeHwpx(bytes, name),
  async read(bytes, name, opts): Promise<SourceDocument> {
    const archive = readZip(bytes, name, resolveLimits(opts));
    const manifest = archive.data.get('META-INF/manifest.xml');
    if (manifest && new TextDecoder().decode(manifest).includes('encryption-data')) {
      throw new GarimError(
        'ENCRYPTED_DOCUMENT',
        '암호가 걸린 문서입니다. 한글에서 암호를 해제하고 저장한 뒤 열어 주세요.',
        'the document is password-protected. Remove the password in Hangul, save, and open it again.',
        name,
      );
    }
    const sections = textPartNames(archive.data.keys());
    if (!sections.some((s) => SECTION_PART.test(s))) {
      throw new GarimError(
        'CORRUPT_DOCUMENT',
        '한글 문서(HWPX)의 본문이 없습니다(Contents/section0.xml 없음). 한글에서 다시 저장해 주세요.',
        'the HWPX body is missing (no Contents/section0.xml). Save it again from Hangul.',
        name,
      );
    }
    const parts = sections.map((s) => parseXmlPart(s, archive.data.get(s)!, name));
    const builder = new TextBuilder();
    const nodes: XmlTextNode[] = [];
    collectText(parts, OWPML_TEXT, builder, nodes, name);
    const structure: HwpxStructure = { archive, parts, nodes, pieces: builder.pieces };
    return { name, format: 'hwpx', text: builder.text, structure, warnings: [] };
  },
};
