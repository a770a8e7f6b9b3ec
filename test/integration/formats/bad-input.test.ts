import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDocument, readDocumentBytes } from '../../../native/formats';
import { writeZip } from '../../../native/formats/zip/write-zip';
import { fixture } from './helpers';

describe('hostile and broken inputs', () => {
  it.each([
    ['truncated.docx', 'CORRUPT_DOCUMENT', 'truncated.docx: the document is damaged: the zip end record is missing; the file may be truncated. Save it again from the original program.'],
    ['xxe.docx', 'UNSAFE_ARCHIVE', 'xxe.docx: word/document.xml contains a DTD/entity declaration, so it was not opened (suspected XXE). Save it again from the original program.'],
    ['billion-laughs.docx', 'UNSAFE_ARCHIVE', 'billion-laughs.docx: word/document.xml contains a DTD/entity declaration, so it was not opened (suspected XXE). Save it again from the original program.'],
    ['traversal.docx', 'UNSAFE_ARCHIVE', 'traversal.docx: refused an unsafe archive: it contains an unsafe entry name ("../../evil.sh"). Check where it came from and save it again from the original program.'],
    ['absolute-path.hwpx', 'UNSAFE_ARCHIVE', 'absolute-path.hwpx: refused an unsafe archive: it contains an unsafe entry name ("/etc/cron.d/x"). Check where it came from and save it again from the original program.'],
    ['backslash.docx', 'UNSAFE_ARCHIVE', 'backslash.docx: refused an unsafe archive: it contains an unsafe entry name ("word\\\\..\\\\..\\\\evil"). Check where it came from and save it again from the original program.'],
    ['zip-bomb.docx', 'UNSAFE_ARCHIVE', 'zip-bomb.docx: refused an unsafe archive: entry word/media/zeros.bin has an abnormal compression ratio (suspected zip bomb). Check where it came from and save it again from the original program.'],
    ['lying-size.docx', 'CORRUPT_DOCUMENT', 'lying-size.docx: the document is damaged: entry word/media/a.bin fails its CRC check. Save it again from the original program.'],
    ['garbage.txt', 'NOT_TEXT', 'garbage.txt: not a text file (binary data or an unknown encoding). Open the original document (HWP, HWPX, DOCX, PDF) instead.'],
    ['truncated.pdf', 'CORRUPT_DOCUMENT', 'truncated.pdf: the PDF is damaged or not a PDF. Save it as PDF again from the original program.'],
    ['not-a-pdf.pdf', 'CORRUPT_DOCUMENT', 'not-a-pdf.pdf: the PDF is damaged or not a PDF. Save it as PDF again from the original program.'],
    ['empty.txt', 'FILE_EMPTY', 'empty.txt: the file is empty. Choose a document with content.'],
    ['truncated.hwp', 'CORRUPT_DOCUMENT', 'truncated.hwp: the HWP document is damaged: its compound-file (OLE) structure is damaged. Save it again from Hangul.'],
    ['hwp3.hwp', 'UNSUPPORTED_FORMAT', 'hwp3.hwp: HWP 3.0 and older documents are not supported. Save it as HWPX from Hangul and open that.'],
    ['word97.doc', 'UNSUPPORTED_FORMAT', 'word97.doc: this OLE file is not an HWP 5.0 document (an old Word .doc?). Save it as DOCX or HWPX and open that.'],
    ['bomb.hwp', 'UNSAFE_ARCHIVE', 'bomb.hwp: Section0 inflates abnormally (suspected zip bomb, limit 3.9 MB). Save it again from the original program.'],
  ])('%s → %s', async (name, code, message) => {
    await expect(readDocument(fixture(name))).rejects.toMatchObject({ code, message });
  });

  it('names the unknown extension and lists what is supported', async () => {
    await expect(readDocument(fixture('unknown.xyz'))).rejects.toMatchObject({
      code: 'UNSUPPORTED_FORMAT',
      messageKo: expect.stringMatching(/^unknown\.xyz: 지원하지 않는 파일 형식입니다\(\.xyz\)\. 지원 형식: .*\.hwpx.*\.docx.*\.txt/),
    });
  });

  it('limits the total uncompressed size by the declared sizes, before inflating', async () => {
    const bytes = readFileSync(fixture('judgment.docx'));
    await expect(readDocumentBytes(bytes, 'judgment.docx', { maxUncompressedBytes: 4096 })).rejects.toMatchObject({
      code: 'UNSAFE_ARCHIVE',
      message: 'judgment.docx: refused an unsafe archive: it would inflate to more than 0 MB (suspected zip bomb). Check where it came from and save it again from the original program.',
    });
  });

  it('rejects a zip named .hwpx that holds no HWPX body, and a text file named .docx', async () => {
    const zip = writeZip([{ name: 'mimetype', data: new TextEncoder().encode('application/hwp+zip'), store: true }]);
    await expect(readDocumentBytes(zip, 'a.hwpx')).rejects.toMatchObject({
      code: 'CORRUPT_DOCUMENT',
      message: 'a.hwpx: the HWPX body is missing (no Contents/section0.xml). Save it again from Hangul.',
    });
    await expect(readDocumentBytes(Buffer.from('plain text'), 'a.docx')).rejects.toMatchObject({
      code: 'CORRUPT_DOCUMENT',
      message: 'a.docx: the document is damaged: the zip end record is missing; the file may be truncated. Save it again from the original program.',
    });
  });
});
