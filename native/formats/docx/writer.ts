// DOCX out: text replaced inside its runs; tracked changes accepted (w:del dropped, w:ins unwrapped); comments,
// revision ids, custom XML and author/company properties removed; untouched entries copied byte for byte.
import { checkReplacements } from '../replacements';
import type { DocumentWriter, WrittenDocument } from '../types';
import { attribute, localName, scanXml } from '../xml/scan-xml';
import { editsByPart } from '../xml/part-edits';
import { rewriteXml, type XmlRewrite } from '../xml/rewrite-xml';
import { writeZip, type ZipOutputEntry } from '../zip/write-zip';
import { isDroppedPart, relationshipTarget } from './docx-package';
import type { DocxStructure } from './reader';

const REMOVED = new Set([
  'del',
  'moveFrom',
  'commentRangeStart',
  'commentRangeEnd',
  'commentReference',
  'moveFromRangeStart',
  'moveFromRangeEnd',
  'moveToRangeStart',
  'moveToRangeEnd',
  'rPrChange',
  'pPrChange',
  'sectPrChange',
  'tblPrChange',
  'tblGridChange',
  'tcPrChange',
  'trPrChange',
  'numberingChange',
]);
const UNWRAPPED = new Set(['ins', 'moveTo']);
const CORE_TEXT = new Set(['creator', 'lastModifiedBy', 'title', 'subject', 'keywords', 'description', 'category', 'contentStatus']);
const APP_TEXT = new Set(['Company', 'Manager', 'HyperlinkBase', 'lpstr']);
const RSID = /\s+w:rsid\w*\s*=\s*("[^"]*"|'[^']*')/g;

const CLEAN_BODY: Omit<XmlRewrite, 'text'> = {
  remove: (name) => name.startsWith('w:') && REMOVED.has(localName(name)),
  unwrap: (name) => name.startsWith('w:') && UNWRAPPED.has(localName(name)),
  editTag: (tag) => tag.replace(RSID, ''),
};

export const docxWriter: DocumentWriter = {
  format: 'docx',
  async write(doc, replacements): Promise<WrittenDocument> {
    checkReplacements(doc.text, replacements, doc.name);
    const s = doc.structure as DocxStructure;
    const byPart = editsByPart(s.nodes, s.pieces, replacements);
    const enc = (x: string) => new TextEncoder().encode(x);
    const dec = (b: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(b);
    const replaced = new Map<string, Uint8Array>();
    s.parts.forEach((part, i) => {
      const edits = byPart.get(i);
      // Word trims w:t text at its edges unless xml:space="preserve": a new edge space must be marked.
      const preserve = new Set<number>();
      for (const [token, text] of edits?.text ?? []) {
        const open = part.tokens[token - 1];
        if (/^\s|\s$/.test(text) && open?.kind === 'open' && localName(open.name) === 't') preserve.add(token - 1);
      }
      const editTag = (tag: string, index: number) => {
        const clean = tag.replace(RSID, '');
        return preserve.has(index) && !/xml:space=/.test(clean) ? clean.replace(/^<([^\s/>]+)/, '<$1 xml:space="preserve"') : clean;
      };
      replaced.set(part.name, enc(rewriteXml(part.xml, part.tokens, { ...CLEAN_BODY, ...edits, editTag })));
    });
    const names = s.archive.entries.map((e) => e.name);
    const dropped = new Set(names.filter(isDroppedPart));
    const rewrite = (name: string, rw: XmlRewrite) => {
      const bytes = s.archive.data.get(name);
      if (!bytes) return;
      const xml = dec(bytes);
      replaced.set(name, enc(rewriteXml(xml, scanXml(xml, name, doc.name), rw)));
    };
    rewrite('docProps/core.xml', { blank: (n) => CORE_TEXT.has(localName(n)) });
    rewrite('docProps/app.xml', { blank: (n) => APP_TEXT.has(localName(n)) });
    rewrite('word/settings.xml', { remove: (n) => n === 'w:rsids', editTag: (tag) => tag.replace(RSID, '') });
    for (const name of names.filter((n) => n.endsWith('.rels') && !dropped.has(n))) {
      rewrite(name, {
        remove: (n, tag) => {
          if (localName(n) !== 'Relationship') return false;
          const target = attribute(tag, 'Target') ?? '';
          return attribute(tag, 'TargetMode') !== 'External' && dropped.has(relationshipTarget(name, target));
        },
      });
    }
    rewrite('[Content_Types].xml', {
      remove: (n, tag) => localName(n) === 'Override' && dropped.has((attribute(tag, 'PartName') ?? '').replace(/^\//, '')),
    });

    const entries: ZipOutputEntry[] = s.archive.entries
      .filter((e) => !dropped.has(e.name))
      .map((e) => ({ name: e.name, original: e, data: replaced.get(e.name) }));
    return { format: 'docx', extension: '.docx', bytes: writeZip(entries) };
  },
};
