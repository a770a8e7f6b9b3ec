import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { exportRedacted, readDocument, readDocumentBytes, verifyNoLeak, writeDocument } from '../../../native/formats';
import { tempDir } from '../../harness/temp-dir';

const judgment = '판결\r\n피고인 김똠똑은 갇힌 채 서울 종로구에 산다.\r\n주민등록번호 900101-1234567\r\n';
const name = '김똠똑';
const at = (s: string, sub: string) => ({ start: s.indexOf(sub), end: s.indexOf(sub) + sub.length });

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'no error';
  } catch (e) {
    return (e as { code: string }).code;
  }
}

describe('txt reader', () => {
  it('decodes CP949-only syllables with iconv, not TextDecoder', async () => {
    const doc = await readDocumentBytes(iconv.encode(judgment, 'cp949'), '판결.txt');
    expect(doc.text).toBe(judgment);
    expect(doc.encoding).toBe('CP949');
    expect(doc.lineEnding).toBe('CRLF');
    expect(doc.format).toBe('txt');
  });

  it('detects UTF-8, UTF-8 BOM, UTF-16LE/BE with and without BOM', async () => {
    const cases: [Uint8Array, string][] = [
      [new TextEncoder().encode(judgment), 'UTF-8'],
      [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(judgment)]), 'UTF-8 BOM'],
      [Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(judgment, 'utf-16le')]), 'UTF-16LE BOM'],
      [iconv.encode(judgment, 'utf-16le'), 'UTF-16LE'],
      [iconv.encode(judgment, 'utf-16be'), 'UTF-16BE'],
    ];
    for (const [bytes, encoding] of cases) {
      const doc = await readDocumentBytes(bytes, 'a.txt');
      expect([doc.encoding, doc.text]).toEqual([encoding, judgment]);
    }
  });

  it('reports LF, CR and mixed line endings and keeps them in the text', async () => {
    const mixed = 'a\r\nb\nc\rd';
    const doc = await readDocumentBytes(Buffer.from(mixed), 'a.txt');
    expect(doc.lineEnding).toBe('mixed');
    expect(doc.text).toBe(mixed);
    expect((await readDocumentBytes(Buffer.from('a\nb\n'), 'a.txt')).lineEnding).toBe('LF');
    expect((await readDocumentBytes(Buffer.from('a\rb\r'), 'a.txt')).lineEnding).toBe('CR');
  });

  it('rejects binary garbage, empty files, oversize files and unknown extensions with specific errors', async () => {
    const garbage = Uint8Array.from({ length: 512 }, (_, i) => (i * 73 + 11) % 256);
    await expect(readDocumentBytes(garbage, 'x.txt')).rejects.toMatchObject({
      code: 'NOT_TEXT',
      message: 'x.txt: not a text file (binary data or an unknown encoding). Open the original document (HWP, HWPX, DOCX, PDF) instead.',
    });
    await expect(readDocumentBytes(new Uint8Array(0), 'e.txt')).rejects.toMatchObject({ code: 'FILE_EMPTY', messageKo: 'e.txt: 빈 파일입니다. 내용이 있는 문서를 골라 주세요.' });
    await expect(readDocumentBytes(Buffer.from('abcdef'), 'big.txt', { maxBytes: 5 })).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(await codeOf(readDocumentBytes(Buffer.from('abc'), 'a.xyz'))).toBe('UNSUPPORTED_FORMAT');
  });

  it('checks the size on disk before reading the file', async () => {
    const dir = tempDir('garim-txt-');
    const file = path.join(dir, 'big.txt');
    writeFileSync(file, 'x'.repeat(2048));
    await expect(readDocument(file, { maxBytes: 1024 })).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      messageKo: 'big.txt: 파일이 너무 큽니다(0 MB, 한도 0 MB). 문서를 나누어 처리해 주세요.',
    });
    expect(await codeOf(readDocument(path.join(dir, 'missing.txt')))).toBe('FILE_NOT_FOUND');
    expect(await codeOf(readDocument(dir))).toBe('INVALID_INPUT');
  });
});

describe('txt writer', () => {
  it('writes CP949 back in CP949 with the replacements', async () => {
    const doc = await readDocumentBytes(iconv.encode(judgment, 'cp949'), '판결.txt');
    const written = await writeDocument(doc, [{ ...at(judgment, name), replacement: 'A' }, { ...at(judgment, '900101-1234567'), replacement: '' }]);
    const expected = '판결\r\n피고인 A은 갇힌 채 서울 종로구에 산다.\r\n주민등록번호 \r\n';
    expect(Buffer.from(written.bytes).equals(iconv.encode(expected, 'cp949'))).toBe(true);
    expect(written.extension).toBe('.txt');
    expect(await verifyNoLeak(written, [name, '900101-1234567'])).toEqual({ ok: true, checkedParts: 2, hits: [] });
  });

  it('keeps the BOM of UTF-16LE input', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode('홍길동 판결', 'utf-16le')]);
    const doc = await readDocumentBytes(bytes, 'a.txt');
    const written = await writeDocument(doc, [{ start: 0, end: 3, replacement: 'A' }]);
    expect([...written.bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(iconv.decode(Buffer.from(written.bytes.subarray(2)), 'utf-16le')).toBe('A 판결');
  });

  it('refuses a replacement CP949 cannot store, and bad offsets', async () => {
    const doc = await readDocumentBytes(iconv.encode(judgment, 'cp949'), '판결.txt');
    await expect(writeDocument(doc, [{ ...at(judgment, name), replacement: '☃' }])).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: "판결.txt: the character '☃' cannot be stored in the source encoding (CP949). Use Korean, Latin or digit replacements.",
    });
    await expect(writeDocument(doc, [{ start: 5, end: 9, replacement: 'A' }, { start: 7, end: 10, replacement: 'B' }])).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: '판결.txt: replacement #2 (7-10) is invalid: replacements must be sorted, non-overlapping and within the text (length 54).',
    });
  });

  it('finds a mention left in the output in every encoding, spaced or not', async () => {
    const doc = await readDocumentBytes(iconv.encode(judgment, 'cp949'), '판결.txt');
    const written = await writeDocument(doc, [{ ...at(judgment, name), replacement: 'A' }]);
    const report = await verifyNoLeak(written, [name, '900101 1234567']);
    expect(report.ok).toBe(false);
    expect(report.hits).toEqual([
      // (file): index in the first decoding that matched (UTF-8, lossy over CP949 bytes); (text): in the re-read text.
      { part: '(file)', mention: '900101 1234567', index: 49, length: 14, why: 'unredacted-occurrence' },
      { part: '(text)', mention: '900101 1234567', index: 36, length: 14, why: 'unredacted-occurrence' },
    ]);
  });
});

describe('exportRedacted', () => {
  it('writes atomically beside the target, leaves the source unchanged, refuses the source path', async () => {
    const dir = tempDir('garim-export-');
    const source = path.join(dir, '판결.txt');
    const original = iconv.encode(judgment, 'cp949');
    writeFileSync(source, original);
    const doc = await readDocument(source);
    const reps = [{ ...at(judgment, name), replacement: 'A' }];

    const result = await exportRedacted(doc, reps, path.join(dir, 'out.txt'), [name]);
    expect(result).toMatchObject({ path: path.join(dir, 'out.txt'), format: 'txt', leak: { ok: true, hits: [] } });
    expect(iconv.decode(readFileSync(result.path), 'cp949')).toBe(judgment.replace(name, 'A'));
    expect(readFileSync(source).equals(original)).toBe(true);
    await expect(exportRedacted(doc, reps, source, [name])).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(exportRedacted(doc, reps, path.join(dir, '.', '판결.txt'), [name])).rejects.toMatchObject({ code: 'INVALID_INPUT' });

    await expect(exportRedacted(doc, [], path.join(dir, 'leak.txt'), [name])).rejects.toMatchObject({
      code: 'LEAK_DETECTED',
      messageKo:
        'leak.txt: 가린 내용이 결과 파일에 남아 있어 저장하지 않았습니다(위치: (file), (text)). 가린 표현 → (text) 8자 (본문에 같은 표현이 가려지지 않은 채 남음). 남은 곳을 모두 가린 뒤 다시 내보내 주세요.',
    });
    expect(readdirSync(dir).sort()).toEqual(['out.txt', '판결.txt']);
  });
});

describe('exportRedacted target checks', () => {
  it('refuses a symlink that points at the source, and a missing folder', async () => {
    const { symlinkSync } = await import('node:fs');
    const dir = tempDir('garim-link-');
    const source = path.join(dir, 'a.txt');
    writeFileSync(source, '홍길동 판결');
    symlinkSync(source, path.join(dir, 'link.txt'));
    const doc = await readDocument(source);
    const reps = [{ start: 0, end: 3, replacement: 'A' }];
    await expect(exportRedacted(doc, reps, path.join(dir, 'link.txt'), ['홍길동'])).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'link.txt: cannot save over the source document. Choose another name or folder.',
    });
    await expect(exportRedacted(doc, reps, path.join(dir, 'missing', 'out.txt'), ['홍길동'])).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'out.txt: cannot write the output (folder permissions or disk space). Choose another folder.',
    });
    expect(readFileSync(source, 'utf8')).toBe('홍길동 판결');
  });
});

describe('writeDocument', () => {
  it('gives a GarimError when the format data is gone (document rebuilt from JSON)', async () => {
    const doc = await readDocumentBytes(new Uint8Array(readFileSync(new URL('../../fixtures/formats/judgment.hwpx', import.meta.url))), 'a.hwpx');
    const rebuilt = JSON.parse(JSON.stringify(doc));
    await expect(writeDocument(rebuilt, [{ start: 0, end: 1, replacement: 'A' }])).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'a.hwpx: the document lacks the format data needed to write it back. Open the document again.',
    });
  });
});
