import { describe, expect, it } from 'vitest';
import { readDocumentBytes, writeDocument } from '../../../native/formats';
import { resolveLimits } from '../../../native/formats/limits';
import { readZip } from '../../../native/formats/zip/read-zip';
import { writeZip } from '../../../native/formats/zip/write-zip';

const enc = (s: string) => new TextEncoder().encode(s);

describe('docx separators', () => {
  it('reads a non-breaking hyphen as "-" and removes it with the number it belongs to', async () => {
    const body = '<w:p><w:r><w:t>번호 900101</w:t><w:noBreakHyphen/><w:t>1234567</w:t><w:tab/><w:t>끝</w:t></w:r></w:p>';
    const bytes = writeZip([{ name: 'word/document.xml', data: enc(`<w:document xmlns:w="w"><w:body>${body}</w:body></w:document>`) }]);
    const doc = await readDocumentBytes(bytes, 'a.docx');
    expect(doc.text).toBe('번호 900101-1234567\t끝\n');
    const written = await writeDocument(doc, [{ start: 3, end: 17, replacement: '[주민등록번호]' }]);
    const xml = new TextDecoder().decode(readZip(written.bytes, 'out', resolveLimits()).data.get('word/document.xml'));
    expect(xml).toBe('<w:document xmlns:w="w"><w:body><w:p><w:r><w:t>번호 [주민등록번호]</w:t><w:t></w:t><w:tab/><w:t>끝</w:t></w:r></w:p></w:body></w:document>');
    expect((await readDocumentBytes(written.bytes, 'out.docx')).text).toBe('번호 [주민등록번호]\t끝\n');
  });

  it('marks a w:t whose new text starts or ends with a space as xml:space="preserve"', async () => {
    const body = '<w:p><w:r><w:t>홍길동</w:t></w:r><w:r><w:t>은</w:t></w:r></w:p>';
    const bytes = writeZip([{ name: 'word/document.xml', data: enc(`<w:document xmlns:w="w"><w:body>${body}</w:body></w:document>`) }]);
    const doc = await readDocumentBytes(bytes, 'a.docx');
    const written = await writeDocument(doc, [{ start: 0, end: 3, replacement: 'A ' }]);
    const xml = new TextDecoder().decode(readZip(written.bytes, 'out', resolveLimits()).data.get('word/document.xml'));
    expect(xml).toContain('<w:r><w:t xml:space="preserve">A </w:t></w:r><w:r><w:t>은</w:t></w:r>');
  });
});
