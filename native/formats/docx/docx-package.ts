// Which parts of a WordprocessingML package hold document text, and which carry only metadata to clean.
import path from 'node:path';
import { resolveLimits } from '../limits';
import { isZip, listZip } from '../zip/read-zip';

export const DOCUMENT_PART = 'word/document.xml';
const TEXT_PART = /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/;

/** Body first, then headers, footers and notes in name order. */
export function textPartNames(names: Iterable<string>): string[] {
  const list = [...names].filter((n) => TEXT_PART.test(n) && n !== DOCUMENT_PART).sort();
  return [DOCUMENT_PART, ...list];
}

/** Parts dropped on export: comments (and who wrote them), custom XML data, custom properties, the first-page thumbnail. */
export function isDroppedPart(name: string): boolean {
  return (
    /^docProps\/thumbnail\.[a-z]+$/i.test(name) ||
    /^word\/comments(Extended|Ids|Extensible)?\.xml$/.test(name) ||
    name === 'word/people.xml' ||
    name.startsWith('customXml/') ||
    name === 'docProps/custom.xml' ||
    /^word\/_rels\/comments[^/]*\.rels$/.test(name)
  );
}

/** `word/_rels/document.xml.rels` + `comments.xml` → `word/comments.xml`. */
export function relationshipTarget(relsPart: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const base = path.posix.dirname(path.posix.dirname(relsPart));
  return path.posix.normalize(path.posix.join(base === '.' ? '' : base, target));
}

export function looksLikeDocx(bytes: Uint8Array, name: string): boolean {
  if (!isZip(bytes)) return false;
  try {
    return listZip(bytes, name, resolveLimits()).some((e) => e.name === DOCUMENT_PART);
  } catch {
    return false;
  }
}
