// A PDF goes out as a PDF: the glyphs under each span are removed from the page content, a black box is painted
// where they stood with the replacement label in it, everything outside the pages that could repeat the text is
// removed (sanitize.ts), and the file is saved fresh, without the original's incremental history.
import { PDFBool, PDFDict, PDFName } from 'pdf-lib';
import { GarimError } from '../../errors';
import { checkReplacements } from '../replacements';
import type { DocumentWriter, WrittenDocument } from '../types';
import { REPLACEMENT_FONT_KEY } from './fonts';
import { useFontkit } from './fontkit';
import { labelFontBytes } from './label-font';
import { loadPdf } from './load';
import { documentText, interpretAll } from './document-text';
import { rasterisePages } from './rasterise';
import type { PdfStructure } from './reader';
import { planRedaction } from './redaction-plan';
import { rewriteContent } from './rewrite-content';
import { sanitize } from './sanitize';

export const pdfWriter: DocumentWriter = {
  format: 'pdf',
  async write(doc, replacements): Promise<WrittenDocument> {
    checkReplacements(doc.text, replacements, doc.name);
    const structure = doc.structure as PdfStructure;
    const pdf = await loadPdf(structure.bytes, doc.name);
    const read = documentText(pdf, interpretAll(pdf), structure.ocr);
    if (read.text !== doc.text) {
      throw new GarimError(
        'INVALID_INPUT',
        'PDF 본문이 읽을 때와 달라 내보낼 수 없습니다. 문서를 다시 열어 주세요.',
        'the PDF text differs from what was read, so it cannot be written back. Open the document again.',
        doc.name,
      );
    }
    useFontkit(pdf);
    const font = await pdf.embedFont(labelFontBytes(), { subset: true });
    const plans = planRedaction(read, replacements);
    // Every recognised scan is rebuilt, with or without boxes, so the export carries its text and needs no OCR.
    for (const p of structure.ocr?.pages ?? []) {
      const plan = plans.find((x) => x.page === p.page);
      if (plan) plan.rasterise = 'scan';
      else plans.push({ page: p.page, cuts: [], rasterise: 'scan' });
    }
    plans.sort((a, b) => a.page - b.page);
    const pages = pdf.getPages();
    const rasterised: number[] = [];
    for (const plan of plans) {
      if (plan.rasterise) {
        rasterised.push(plan.page);
        continue;
      }
      const page = pages[plan.page];
      const resource = page.node.newFontDictionary('GarimLabel', font.ref).decodeText();
      const stream = read.layouts[plan.page].streams.get('page')!;
      const bytes = rewriteContent(stream, plan.cuts, {
        resource,
        encode: (text) => font.encodeText(text).toString(),
        width: (text, size) => font.widthOfTextAtSize(text, size),
      });
      page.node.set(PDFName.of('Contents'), pdf.context.register(pdf.context.flateStream(bytes)));
    }
    if (rasterised.length) {
      const text = await pdf.embedFont(labelFontBytes(), { subset: true });
      await rasterisePages(pdf, structure.bytes, read, plans, rasterised, replacements, { text, label: font }, doc.name);
    }
    await pdf.flush();
    // Marks the label font so a later read takes each label as one word, padded to its box.
    const fontDict = pdf.context.lookup(font.ref);
    if (fontDict instanceof PDFDict) fontDict.set(PDFName.of(REPLACEMENT_FONT_KEY), PDFBool.True);
    sanitize(pdf);
    const bytes = await pdf.save({ useObjectStreams: false, updateFieldAppearances: false });
    const scans = new Set((structure.ocr?.pages ?? []).map((p) => p.page));
    const redrawn = rasterised.filter((p) => !scans.has(p));
    const note = redrawn.length
      ? `${redrawn.map((p) => p + 1).join(', ')}쪽은 글자를 안전하게 지울 수 없어 이미지로 바꾸고 가린 본문을 보이지 않는 글자로 넣었습니다. / Page(s) ${redrawn.map((p) => p + 1).join(', ')} could not be edited safely: they were rasterised with the boxes burned in and carry the redacted text as invisible text.`
      : scans.size
        ? `스캔 ${[...scans].map((p) => p + 1).join(', ')}쪽은 가린 곳을 이미지에 칠하고, 가린 본문을 보이지 않는 글자로 넣었습니다. / Scanned page(s) ${[...scans].map((p) => p + 1).join(', ')}: boxes burned into the image, redacted text added as invisible text.`
        : undefined;
    return { format: 'pdf', extension: '.pdf', bytes, note };
  },
};
