import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { exportRedacted, readDocument, verifyNoLeak } from '../../../native/formats';
import { writeHwpx } from '../../../native/formats/hwpx/writer';
import { BLANK_PNG } from '../../../native/formats/blank-png';
import { resolveLimits } from '../../../native/formats/limits';
import { readZip } from '../../../native/formats/zip/read-zip';
import { tempDir } from '../../harness/temp-dir';
import { MENTIONS, fixture, replacementsFor, sha256 } from './helpers';
import { PDFDocument, PDFName, PDFStream, type PDFPage } from 'pdf-lib';
import { streamBytes } from '../../../native/formats/pdf/fonts';
import { ensurePromiseWithResolvers } from '../../../native/formats/pdf/promise-polyfill';

const REDACTED_LINES = [
  '서울중앙지방법원',
  '판 결',
  '사건 2023고단1234 사기',
  '피고인 A은 주민등록번호 [주민등록번호], 연락처 [전화번호]이다.',
  '주거 [주소]',
  '피해자 B은 갇힌 채 돈을 빌려주었다.',
  '주 문',
  '피고인을 징역 1년에 처한다.',
];

async function roundTrip(name: string) {
  const source = fixture(name);
  const before = sha256(source);
  const doc = await readDocument(source);
  const out = path.join(tempDir('garim-rt-'), `redacted-${name}`);
  const result = await exportRedacted(doc, replacementsFor(doc.text), out, MENTIONS);
  const again = await readDocument(result.path);
  expect(sha256(source)).toBe(before);
  expect(readdirSync(path.dirname(out))).toEqual([path.basename(result.path)]);
  return { doc, result, again, bytes: new Uint8Array(readFileSync(result.path)) };
}

const zipOf = (bytes: Uint8Array) => readZip(bytes, 'test', resolveLimits());
const xmlOf = (bytes: Uint8Array, entry: string) => new TextDecoder().decode(zipOf(bytes).data.get(entry));
const count = (s: string, re: RegExp) => (s.match(re) ?? []).length;

describe('txt round trip', () => {
  it.each([
    ['judgment-utf8.txt', 'UTF-8', '\n'],
    ['judgment-utf8-bom.txt', 'UTF-8 BOM', '\r\n'],
    ['judgment-cp949.txt', 'CP949', '\r\n'],
    ['judgment-utf16le.txt', 'UTF-16LE', '\r\n'],
  ])('%s keeps encoding %s and line endings', async (name, encoding, eol) => {
    const { doc, again, result, bytes } = await roundTrip(name);
    expect(doc.encoding).toBe(encoding);
    expect(again.encoding).toBe(encoding);
    expect(again.text).toBe(REDACTED_LINES.join(eol) + eol);
    expect(result.leak).toMatchObject({ ok: true, hits: [] });
    if (encoding === 'CP949') expect(Buffer.from(bytes).equals(iconv.encode(again.text, 'cp949'))).toBe(true);
  });
});

describe('hwpx round trip', () => {
  it('replaces text in its runs, keeps structure, cleans preview and metadata', async () => {
    const { again, result, bytes } = await roundTrip('judgment.hwpx');
    expect(again.text).toBe(
      [
        '서울중앙지방법원',
        '판 결',
        '사건 2023고단1234 사기',
        '피고인 A은 주민등록번호 [주민등록번호], 연락처 [전화번호]이다.',
        '주거 [주소]',
        '피해자 B의 진술',
        '성명',
        'A',
        '주소',
        '[주소]',
        '주\t문',
        '피고인을 징역 1년에 처한다.',
        '담당 판사 이판사',
        '',
      ].join('\n'),
    );
    expect(result).toMatchObject({ format: 'hwpx', leak: { ok: true, checkedParts: 12 } });

    const original = new Uint8Array(readFileSync(fixture('judgment.hwpx')));
    const [inZip, outZip] = [zipOf(original), zipOf(bytes)];
    expect(outZip.entries.map((e) => e.name)).toEqual(inZip.entries.map((e) => e.name));
    expect(outZip.entries[0]).toMatchObject({ name: 'mimetype', method: 0 });
    for (const name of ['Contents/header.xml', 'version.xml', 'settings.xml', 'META-INF/container.xml']) {
      expect(Buffer.from(outZip.entries.find((e) => e.name === name)!.raw).equals(Buffer.from(inZip.entries.find((e) => e.name === name)!.raw))).toBe(true);
    }
    const [s0, s1] = [xmlOf(original, 'Contents/section0.xml'), xmlOf(bytes, 'Contents/section0.xml')];
    expect(count(s1, /<hp:p /g)).toBe(count(s0, /<hp:p /g));
    expect(count(s1, /<hp:tc /g)).toBe(4);
    expect(s1.match(/charPrIDRef="\d"/g)).toEqual(s0.match(/charPrIDRef="\d"/g));
    expect([count(s0, /<hp:linesegarray>/g), count(s1, /<hp:linesegarray>/g)]).toEqual([count(s0, /<hp:p /g), 0]);
    // The name split over a bold and a regular run: the pseudonym sits in the first (bold) run, the second is emptied.
    expect(s1).toContain('<hp:run charPrIDRef="1"><hp:t>피고인 A</hp:t></hp:run><hp:run charPrIDRef="0"><hp:t></hp:t></hp:run>');
    expect(Buffer.from(outZip.data.get('Preview/PrvImage.png')!).equals(Buffer.from(BLANK_PNG))).toBe(true);
    expect(new TextDecoder().decode(outZip.data.get('Preview/PrvText.txt')).split('\r\n').slice(3, 5)).toEqual([
      '피고인 A은 주민등록번호 [주민등록번호], 연락처 [전화번호]이다.',
      '주거 [주소]',
    ]);
    const hpf = xmlOf(bytes, 'Contents/content.hpf');
    expect(hpf).toContain('<opf:title></opf:title>');
    expect(hpf).toContain('<opf:meta name="creator" content="text"></opf:meta>');
    expect(hpf).toContain('<opf:meta name="CreatedDate" content="text">2024-01-01T00:00:00Z</opf:meta>');
  });

  it('reports the part a careless writer leaves the original in', async () => {
    const doc = await readDocument(fixture('judgment.hwpx'));
    const bytes = writeHwpx(doc, replacementsFor(doc.text), { keepPreview: true });
    const report = await verifyNoLeak({ format: 'hwpx', extension: '.hwpx', bytes }, MENTIONS);
    expect(report.ok).toBe(false);
    expect([...new Set(report.hits.map((h) => h.part))]).toEqual(['Preview/PrvText.txt', 'Preview/PrvImage.png']);
    expect(report.hits.filter((h) => h.part === 'Preview/PrvText.txt').map((h) => h.mention)).toEqual(MENTIONS);
  });
});

describe('docx round trip', () => {
  it('replaces text in its runs, accepts tracked changes, drops comments, rsids, custom XML and authors', async () => {
    const { again, result, bytes, doc } = await roundTrip('judgment.docx');
    expect(doc.warnings).toHaveLength(2);
    expect(again.text).toBe(
      [
        '판 결',
        '사건 2023고단1234 사기',
        '피고인 A은 주민등록번호 [주민등록번호], 연락처 [전화번호]이다.',
        '주거 [주소]',
        '피해자 B은 돈을 빌려주었다.',
        '성명',
        'A',
        '연락처',
        '[전화번호]',
        '주\t문',
        '피고인을 징역 1년에 처한다.',
        '판사 이판사',
        '2023고단1234 A',
        '',
        'A의 진술',
        '서울중앙지방법원',
        '',
      ].join('\n'),
    );
    expect(result.leak).toMatchObject({ ok: true, hits: [] });
    expect(again.warnings).toEqual([]);

    const original = new Uint8Array(readFileSync(fixture('judgment.docx')));
    const names = zipOf(bytes).entries.map((e) => e.name);
    expect(names).toEqual(
      zipOf(original)
        .entries.map((e) => e.name)
        .filter((n) => n !== 'word/comments.xml' && n !== 'docProps/thumbnail.jpeg' && !n.startsWith('customXml/')),
    );
    const [d0, d1] = [xmlOf(original, 'word/document.xml'), xmlOf(bytes, 'word/document.xml')];
    expect(count(d1, /<w:p[ >]/g)).toBe(count(d0, /<w:p[ >]/g));
    expect(count(d1, /<w:tc>/g)).toBe(4);
    expect(count(d1, /<w:b\/>/g)).toBe(count(d0, /<w:b\/>/g));
    expect(d1).toContain('<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">A</w:t></w:r><w:r><w:t xml:space="preserve">은 주민등록번호');
    expect(d1).not.toMatch(/w:rsid|<w:del |<w:ins |w:comment|이몽룡|김판사/);
    expect(xmlOf(bytes, 'word/settings.xml')).not.toContain('rsid');
    expect(xmlOf(bytes, 'word/_rels/document.xml.rels')).not.toMatch(/comments\.xml|customXml/);
    expect(xmlOf(bytes, '[Content_Types].xml')).not.toMatch(/comments|customXml/);
    expect(xmlOf(bytes, '_rels/.rels')).not.toContain('thumbnail');
    const core = xmlOf(bytes, 'docProps/core.xml');
    expect(core).toContain('<dc:creator></dc:creator>');
    expect(core).toContain('<cp:lastModifiedBy></cp:lastModifiedBy>');
    expect(core).toContain('<dcterms:created xsi:type="dcterms:W3CDTF">2024-01-01T00:00:00Z</dcterms:created>');
    expect(xmlOf(bytes, 'docProps/app.xml')).toContain('<Company></Company><Manager></Manager>');
  });
});

describe('html round trip', () => {
  it('replaces text nodes and meta content in place, keeps CP949 and markup, drops comments', async () => {
    const { doc, again, result, bytes } = await roundTrip('judgment-cp949.html');
    expect(doc.encoding).toBe('CP949');
    expect(again.text).toBe(
      [
        'A 사기 사건 판결',
        '2023고단1234 A',
        '판 결',
        '사건 2023고단1234 사기',
        '피고인 A은 주민등록번호 [주민등록번호], 연락처 [전화번호]이다.',
        '주거 [주소]',
        '피해자 B은 갇힌 채 돈을 빌려주었다 & 갚지 못했다.',
        '성명',
        'A',
        '주 문',
        '피고인을 징역 1년에 처한다.',
        '',
      ].join('\n'),
    );
    expect(result).toMatchObject({ format: 'html', leak: { ok: true, hits: [] } });
    const html = iconv.decode(Buffer.from(bytes), 'cp949');
    expect(html).toContain('<meta name="description" content="A 사기 사건 판결">');
    expect(html).toContain('<p>피고인 <span style="font-weight:bold">A</span>은 주민등록번호 [주민등록번호], 연락처 [전화번호]이다.</p>');
    expect(html).toContain('<script>var shown = 1 < 2;</script>');
    expect(html).toContain('갚지 못했다.</p>');
    expect(html).not.toContain('김판사');
    expect(count(html, /<p[ >]/g)).toBe(6);
  });
});

// HWP → HWP round trips: hwp-round-trip.test.ts.

describe('pdf', () => {
  it('removes the glyphs under each span and writes the labels in their place: the PDF reads back as the redacted text', async () => {
    const { doc, again, result, bytes } = await roundTrip('judgment.pdf');
    expect(doc.text).toBe(
      '서울중앙지방법원\n판 결\n사건 2023고단1234 사기\n피고인 홍길동은 주민등록번호 900101-1234567, 연락처 010-1234-5678이다.\n' +
        '주거 서울특별시 종로구 세종대로 175\n피해자 김똠똑은 갇힌 채 돈을 빌려주었다.\n주 문\n피고인을 징역 1년에 처한다.\n',
    );
    expect(result).toMatchObject({ format: 'pdf', note: undefined, leak: { ok: true, hits: [] } });
    expect(result.path.endsWith('redacted-judgment.pdf')).toBe(true);
    expect(again.format).toBe('pdf');
    expect(again.text).toBe(REDACTED_LINES.join('\n') + '\n');
    expect(await pdfjsText(bytes)).not.toMatch(/홍길동|김똠똑|900101|1234567|010-1234|세종대로/);
  });

  it('a printer-made PDF (embedded CID font, two pages) loses metadata, XMP, annotations, outline, attachment and JavaScript', async () => {
    const { again, result, bytes } = await roundTrip('judgment-rich.pdf');
    expect(again.text).toBe(
      [
        '서울중앙지방법원',
        '판 결',
        '사건 2023고단1234 사기',
        '피고인 A은 주민등록번호 [주민등록번호],',
        '연락처 [전화번호]이다.',
        '주거 [주소]',
        '피해자 B은 A에게 돈을 빌려주었다.',
        '주 문',
        '피고인을 징역 1년에 처한다.',
        '',
      ].join('\n'),
    );
    expect(result).toMatchObject({ format: 'pdf', leak: { ok: true, hits: [] } });
    // An independent extractor (pdf.js) finds no mention either.
    const extracted = await pdfjsText(bytes);
    expect(extracted).toContain('피해자');
    expect(extracted).not.toMatch(/홍길동|김똠똑|900101|1234567|010-1234|세종대로/);

    const original = await PDFDocument.load(readFileSync(fixture('judgment-rich.pdf')), { updateMetadata: false });
    expect(original.getTitle()).toBe('홍길동 사기 사건 판결');
    const out = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(out.getPageCount()).toBe(2);
    expect([out.getTitle(), out.getAuthor(), out.getSubject(), out.getKeywords()]).toEqual([undefined, undefined, undefined, undefined]);
    for (const key of ['Metadata', 'Names', 'Outlines', 'AcroForm', 'AF']) expect(out.catalog.get(PDFName.of(key))).toBeUndefined();
    for (const page of out.getPages()) expect(page.node.get(PDFName.of('Annots'))).toBeUndefined();
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw.match(/%%EOF/g)).toHaveLength(1); // saved fresh: no incremental update keeps the old objects
    expect(raw).not.toMatch(/\/EmbeddedFile|\/JavaScript|\/Annot\b/);
    // One filled box per cut: page 1 has the name, RRN and phone; page 2 the address, two names.
    const boxes = out.getPages().map((p) => (pageContent(p).match(/ re f\n/g) ?? []).length);
    expect(boxes).toEqual([3, 3]);
  });

  it('a page with a picture under its text is rasterised with the boxes burned in, and still reads back exactly', async () => {
    const { again, result, bytes } = await roundTrip('judgment-over-image.pdf');
    expect(result.note).toBe(
      '1쪽은 글자를 안전하게 지울 수 없어 이미지로 바꾸고 가린 본문을 보이지 않는 글자로 넣었습니다. / Page(s) 1 could not be edited safely: they were rasterised with the boxes burned in and carry the redacted text as invisible text.',
    );
    expect(again.text).toBe(
      '서울중앙지방법원\n판 결\n사건 2023고단1234 사기\n피고인 A은 주민등록번호 [주민등록번호],\n연락처 [전화번호]이다.\n' +
        '주거 [주소]\n피해자 B은 A에게 돈을 빌려주었다.\n주 문\n피고인을 징역 1년에 처한다.\n',
    );
    expect(result.leak).toMatchObject({ ok: true, hits: [] });
    expect(await pdfjsText(bytes)).not.toMatch(/홍길동|김똠똑|900101|1234567|010-1234|세종대로/);
    const out = await PDFDocument.load(bytes, { updateMetadata: false });
    const [first, second] = out.getPages().map(pageContent);
    expect(first).toMatch(/^q [\d.]+ 0 0 [\d.]+ 0 0 cm \/GarimPage Do Q\n/); // the page is now its picture
    expect(first).toContain(' 3 Tr '); // with the redacted text invisible over it
    expect(second).not.toContain('GarimPage'); // the plain text page is edited in place
  });

  it('refuses a PDF with neither text nor a picture to recognise', async () => {
    await expect(readDocument(fixture('scanned.pdf'))).rejects.toMatchObject({
      code: 'NO_TEXT_LAYER',
      messageKo: 'scanned.pdf: PDF에서 글자를 찾지 못했습니다(글자 정보도 없고 글자 인식(OCR)으로도 읽히지 않음). 원본 한글·워드 문서나 더 선명한 스캔을 열어 주세요.',
    });
  });
});

/** pdf.js (an extractor independent of ours) over the whole file. */
async function pdfjsText(bytes: Uint8Array): Promise<string> {
  ensurePromiseWithResolvers();
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), useWorkerFetch: false, isOffscreenCanvasSupported: false, disableFontFace: true, verbosity: 0 });
  const pdf = await task.promise;
  let text = '';
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('') + '\n';
  }
  await task.destroy();
  return text;
}

function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  return contents instanceof PDFStream ? Buffer.from(streamBytes(contents)).toString('latin1') : '';
}
