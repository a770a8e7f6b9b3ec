// DOCX: w:p / w:r / w:t of the body, tables, headers, footers and notes; tabs and breaks as characters; text of
// tracked deletions and field codes left out (they are removed or not shown).
import { GarimError } from '../../errors';
import { resolveLimits } from '../limits';
import { TextBuilder, type TextPiece } from '../text-map';
import type { DocumentReader, SourceDocument } from '../types';
import { collectText, parseXmlPart, type TextRules, type XmlPart, type XmlTextNode } from '../xml/xml-text';
import { readZip, type ZipArchive } from '../zip/read-zip';
import { DOCUMENT_PART, looksLikeDocx, textPartNames } from './docx-package';

export interface DocxStructure {
  archive: ZipArchive;
  parts: XmlPart[];
  nodes: XmlTextNode[];
  pieces: TextPiece[];
}

export const WORDML_TEXT: TextRules = {
  paragraph: 'p',
  text: 't',
  run: 'r',
  separators: { tab: '\t', br: '\n', cr: '\n', noBreakHyphen: '-' },
  ignore: new Set(['del', 'moveFrom']),
};

export const docxReader: DocumentReader = {
  format: 'docx',
  extensions: ['.docx'],
  sniff: (bytes, name) => looksLikeDocx(bytes, name),
  async read(bytes, name, opts): Promise<SourceDocument> {
    const archive = readZip(bytes, name, resolveLimits(opts));
    if (!archive.data.has(DOCUMENT_PART)) {
      const encrypted = archive.data.has('EncryptedPackage');
      throw new GarimError(
        encrypted ? 'ENCRYPTED_DOCUMENT' : 'CORRUPT_DOCUMENT',
        encrypted
          ? '암호가 걸린 문서입니다. 워드에서 암호를 해제하고 저장한 뒤 열어 주세요.'
          : '워드 문서(DOCX)의 본문이 없습니다(word/document.xml 없음). 워드에서 다시 저장해 주세요.',
        encrypted
          ? 'the document is password-protected. Remove the password in Word, save, and open it again.'
          : 'the DOCX body is missing (no word/document.xml). Save it again from Word.',
        name,
      );
    }
    const parts = textPartNames(archive.data.keys()).map((p) => parseXmlPart(p, archive.data.get(p)!, name));
    const builder = new TextBuilder();
    const nodes: XmlTextNode[] = [];
    collectText(parts, WORDML_TEXT, builder, nodes, name);
    const warnings: string[] = [];
    if (archive.data.has('word/comments.xml')) warnings.push('메모(comments)는 내보낼 때 삭제됩니다. / Comments are removed on export.');
    if (parts.some((p) => /<w:(del|ins)\b/.test(p.xml))) {
      warnings.push('변경 내용 추적: 삭제된 글은 지우고 삽입된 글은 반영해 내보냅니다. / Tracked changes are accepted on export.');
    }
    const structure: DocxStructure = { archive, parts, nodes, pieces: builder.pieces };
    return { name, format: 'docx', text: builder.text, structure, warnings };
  },
};
