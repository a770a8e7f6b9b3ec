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
      { part: '(file)', mention: '010-1234-5678', index: 3, length: 13, why: 'unredacted-occurrence' },
      { part: '(text)', mention: '010-1234-5678', index: 3, length: 13, why: 'unredacted-occurrence' },
    ]);
  });

  it('matches a mention only where it stands as a token', async () => {
    const txt = (s: string) => ({ format: 'txt' as const, extension: '.txt', bytes: enc(s) });
    // `1` of `제1심판결`, `87` of `2009가합1487` and `김철` of a kept `김철수` are no leak …
    expect((await verifyNoLeak(txt('제1심판결, 2009가합1487, 재판장 판사 김철수'), ['1', '87', '김철'])).ok).toBe(true);
    // … a name before its particle, or glued to a party role, is.
    const report = await verifyNoLeak(txt('조혁이 말했고 피고인조혁에게'), ['조혁']);
    expect(report.hits.map((h) => [h.part, h.index])).toEqual([
      ['(file)', 0],
      ['(text)', 0],
    ]);
  });

  it('does not take the replacement written for a mention, or a letter glued to it, for the mention', async () => {
    const bytes = enc('D가 개설한 M시장에서, 계좌번호 1 생략');
    const report = await verifyNoLeak({ format: 'txt', extension: '.txt', bytes }, ['시장', '생략'], { replacements: ['D', 'M', '계좌번호 1 생략'] });
    expect(report.ok).toBe(true);
    // Without knowing what was written, `M시장` is a token boundary (two scripts) and `생략` a token.
    expect((await verifyNoLeak({ format: 'txt', extension: '.txt', bytes }, ['시장', '생략'])).hits.map((h) => h.mention)).toEqual(['시장', '생략', '시장', '생략']);
  });

  it('names the mention by category, label and original offsets, never repeating it elsewhere', async () => {
    const bytes = enc('피고인 A, 그리고 홍길동.');
    const report = await verifyNoLeak({ format: 'txt', extension: '.txt', bytes }, [{ text: '홍길동', category: 'PERSON', label: '내국인이름', start: 4, end: 7 }]);
    expect(report.hits[1]).toEqual({
      part: '(text)',
      mention: '홍길동',
      index: 11,
      length: 3,
      category: 'PERSON',
      label: '내국인이름',
      originalStart: 4,
      originalEnd: 7,
      why: 'unredacted-occurrence',
    });
  });
});
