import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { verifyNoLeak } from '../../../native/formats';
import { mentionVariants } from '../../../native/formats/leak';
import { writeZip } from '../../../native/formats/zip/write-zip';

const enc = (s: string) => new TextEncoder().encode(s);

describe('verifyNoLeak', () => {
  it('finds NFD spellings, hyphen-free numbers and character references', async () => {
    const txt = enc(`피고인 ${'홍길동'.normalize('NFD')}, 9001011234567\n`);
    const report = await verifyNoLeak({ format: 'txt', extension: '.txt', bytes: txt }, ['홍길동', '900101-1234567', '김철수']);
    expect(report.hits.map((h) => [h.part, h.mention])).toEqual([
      ['(file)', '홍길동'],
      ['(file)', '900101-1234567'],
      ['(text)', '홍길동'],
      ['(text)', '900101-1234567'],
    ]);
  });

  it('searches every zip entry, in UTF-16LE and CP949 and as XML character references', async () => {
    const docx = writeZip([
      { name: 'word/document.xml', data: enc('<w:document><w:body><w:p><w:r><w:t>가</w:t></w:r></w:p></w:body></w:document>') },
      { name: 'word/media/a.bin', data: Uint8Array.from(Buffer.from('xx홍길동', 'utf16le')) },
      { name: 'word/embeddings/b.bin', data: Uint8Array.from(iconv.encode('김똠똑', 'cp949')) },
      { name: 'docProps/core.xml', data: enc('<dc:creator>&#xD64D;&#xAE38;&#xB3D9;</dc:creator>') },
    ]);
    const report = await verifyNoLeak({ format: 'docx', extension: '.docx', bytes: docx }, ['홍길동', '김똠똑']);
    expect(report.ok).toBe(false);
    expect(report.checkedParts).toBe(6);
    expect(report.hits.map((h) => [h.part, h.mention])).toEqual([
      ['word/media/a.bin', '홍길동'],
      ['word/embeddings/b.bin', '김똠똑'],
      ['docProps/core.xml', '홍길동'],
    ]);
  });

  it('builds NFC, NFD and separator-free variants; only numbers match across separators', async () => {
    expect(mentionVariants(['010-1234 5678'])).toEqual([
      { mention: '010-1234 5678', variants: ['010-1234 5678', '01012345678'], digits: true },
    ]);
    const bytes = enc('전화 010 1234 5678, 김 철수');
    const report = await verifyNoLeak({ format: 'txt', extension: '.txt', bytes }, ['010-1234-5678', '김철수']);
    expect(report.hits).toEqual([
      { part: '(file)', mention: '010-1234-5678', index: 3 },
      { part: '(text)', mention: '010-1234-5678', index: 3 },
    ]);
  });
});
