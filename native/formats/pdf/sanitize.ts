// What a redacted PDF must not carry beyond its pages: document metadata (Info, XMP), annotations, attachments,
// forms, JavaScript and actions, the outline, the structure tree (its /Alt and /ActualText copy the text) and page
// thumbnails. They are removed rather than cleaned, and unreachable objects are dropped before a fresh save.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';

const CATALOG_KEYS = ['Metadata', 'Names', 'AcroForm', 'Outlines', 'OpenAction', 'AA', 'PieceInfo', 'StructTreeRoot', 'MarkInfo', 'Threads', 'SpiderInfo', 'Perms', 'Legal', 'Collection', 'URI', 'Dests', 'AF'];
const PAGE_KEYS = ['Annots', 'AA', 'Metadata', 'PieceInfo', 'Thumb', 'B', 'StructParents', 'AF'];

export function sanitize(pdf: PDFDocument): void {
  const catalog = pdf.catalog;
  for (const key of CATALOG_KEYS) catalog.delete(PDFName.of(key));
  const mode = catalog.lookup(PDFName.of('PageMode'));
  if (mode instanceof PDFName && mode !== PDFName.of('FullScreen')) catalog.set(PDFName.of('PageMode'), PDFName.of('UseNone'));
  for (const page of pdf.getPages()) for (const key of PAGE_KEYS) page.node.delete(PDFName.of(key));
  const trailer = pdf.context.trailerInfo;
  trailer.Info = undefined;
  trailer.ID = undefined;
  trailer.Encrypt = undefined;
  dropUnreachable(pdf);
}

function dropUnreachable(pdf: PDFDocument): void {
  const seen = new Set<string>();
  const visit = (obj: PDFObject | undefined): void => {
    if (!obj) return;
    if (obj instanceof PDFRef) {
      const key = obj.toString();
      if (seen.has(key)) return;
      seen.add(key);
      visit(pdf.context.lookup(obj));
    } else if (obj instanceof PDFDict) {
      for (const [, value] of obj.entries()) visit(value);
    } else if (obj instanceof PDFArray) {
      for (const value of obj.asArray()) visit(value);
    } else if (obj instanceof PDFStream) {
      visit(obj.dict);
    }
  };
  visit(pdf.context.trailerInfo.Root);
  for (const [ref] of pdf.context.enumerateIndirectObjects()) if (!seen.has(ref.toString())) pdf.context.delete(ref);
}
