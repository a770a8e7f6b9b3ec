// x.hwp → x.hwp: the redacted text read back by our reader and by an independent parser (@ohah/hwpjs), with the
// same paragraphs and character-shape runs, shape and range-tag positions moved with the text, layout caches
// dropped, and every stream that repeated the original cleaned. The fixture has a header, a footnote, a name inside
// a click-here field, a text box, a table, a tab and a footer (test/fixtures/formats/generator/hwp.ts).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import CFB from 'cfb';
import { inflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportRedacted, readDocument, readDocumentBytes, verifyNoLeak } from '../../../native/formats';
import { hwpDocument } from '../../fixtures/formats/generator/hwp';
import { JUDGMENT_LINES } from '../../fixtures/formats/generator/judgment';
import { tempDir } from '../../harness/temp-dir';
import { MENTIONS, fixture, replacementsFor, sha256 } from './helpers';
import { hwpjsDocument, hwpjsParagraphs } from './hwpjs-reader';

const ORIGINAL = [
  '서울중앙지방법원',
  '피고인 홍길동 사기 사건',
  '판 결',
  '사건 2023고단1234 사기',
  '피고인 홍길동은 주민등록번호 900101-1234567, 연락처 010-1234-5678이다.',
  '주거 서울특별시 종로구 세종대로 175',
  '피해자 김똠똑의 진술',
  '피해자 김똠똑은 갇힌 채 돈을 빌려주었다.',
  '(별지)',
  '증인 홍길동 진술 요지',
  '',
  '성명',
  '홍길동',
  '주소',
  '서울특별시 종로구 세종대로 175',
  '주\t문',
  '피고인을 징역 1년에 처한다.',
  '담당 판사 이판사, 피해자 김똠똑',
];

const REDACTED = [
  '서울중앙지방법원',
  '피고인 A 사기 사건',
  '판 결',
  '사건 2023고단1234 사기',
  '피고인 A은 주민등록번호 [주민등록번호], 연락처 [전화번호]이다.',
  '주거 [주소]',
  '피해자 B의 진술',
  '피해자 B은 갇힌 채 돈을 빌려주었다.',
  '(별지)',
  '증인 A 진술 요지',
  '',
  '성명',
  'A',
  '주소',
  '[주소]',
  '주\t문',
  '피고인을 징역 1년에 처한다.',
  '담당 판사 이판사, 피해자 B',
];
// @ohah/hwpjs 0.1.0-rc.10 shows a footer's list with the header's paragraphs, so the footer (last line) is checked
// with our reader and the raw records only.
const FOOTER = REDACTED.length - 1;

async function roundTrip(name: string) {
  const source = fixture(name);
  const before = sha256(source);
  const doc = await readDocument(source);
  const out = path.join(tempDir('garim-hwp-'), `redacted-${name}`);
  const result = await exportRedacted(doc, replacementsFor(doc.text), out, MENTIONS);
  expect(sha256(source)).toBe(before);
  expect(readdirSync(path.dirname(out))).toEqual([path.basename(result.path)]);
  const bytes = new Uint8Array(readFileSync(result.path));
  return { doc, result, bytes, again: await readDocument(result.path), original: new Uint8Array(readFileSync(source)) };
}

function stream(bytes: Uint8Array, name: string): Uint8Array | undefined {
  const cfb = CFB.read(Buffer.from(bytes), { type: 'buffer' });
  const i = cfb.FullPaths.indexOf(`Root Entry/${name}`);
  return i < 0 ? undefined : new Uint8Array(cfb.FileIndex[i].content as ArrayLike<number>);
}

/** Our own minimal record walk (tag, level, payload), independent of the reader under test. */
function records(section: Uint8Array): { tag: number; level: number; data: Uint8Array }[] {
  const out = [];
  const view = new DataView(section.buffer, section.byteOffset, section.byteLength);
  for (let p = 0; p < section.length; ) {
    const h = view.getUint32(p, true);
    let size = h >>> 20;
    p += 4;
    if (size === 0xfff) {
      size = view.getUint32(p, true);
      p += 4;
    }
    out.push({ tag: h & 0x3ff, level: (h >>> 10) & 0x3ff, data: section.subarray(p, p + size) });
    p += size;
  }
  return out;
}

describe.each([
  ['judgment.hwp', true],
  ['uncompressed.hwp', false],
])('%s → HWP', (name, compressed) => {
  it('reads every paragraph list in stream order', async () => {
    const doc = await readDocument(fixture(name));
    expect(doc.text).toBe(ORIGINAL.join('\n') + '\n');
    expect(doc.warnings).toEqual([]);
    expect(hwpjsParagraphs(new Uint8Array(readFileSync(fixture(name)))).map((p) => p.text)).toEqual(
      ORIGINAL.slice(0, FOOTER),
    );
  });

  it('writes the redacted text into the same records, read back exactly by ours and by @ohah/hwpjs', async () => {
    const { result, again, bytes, original } = await roundTrip(name);
    expect(result).toMatchObject({ format: 'hwp', leak: { ok: true, hits: [] } });
    expect(result.note).toBeUndefined();
    expect(result.path.endsWith(`redacted-${name}`)).toBe(true);
    expect(again.format).toBe('hwp');
    expect(again.text).toBe(REDACTED.join('\n') + '\n');

    const theirs = hwpjsParagraphs(bytes);
    const source = hwpjsParagraphs(original);
    expect(theirs.map((p) => p.text)).toEqual(REDACTED.slice(0, FOOTER));
    // Same paragraphs (same instance ids, in order) and the same number of shape runs in each.
    expect(theirs.map((p) => p.instanceId)).toEqual(source.map((p) => p.instanceId));
    expect(theirs.map((p) => p.shapes.length)).toEqual(source.map((p) => p.shapes.length));
    // The name started bold and ended plain: the bold run now holds `A`, the plain run starts after it; the italic
    // phone run holds its replacement; the range tag over the RRN covers the replacement.
    const line = REDACTED[4];
    expect(theirs[4].shapes).toEqual([
      { position: 0, shape_id: 0 },
      { position: 4, shape_id: 1 },
      { position: 5, shape_id: 0 },
      { position: line.indexOf('[전화번호]'), shape_id: 2 },
      { position: line.indexOf('이다'), shape_id: 0 },
    ]);
    expect(theirs[4].rangeTags).toEqual([{ start: line.indexOf('[주민등록번호]'), end: line.indexOf('[주민등록번호]') + 8 }]);
    // nChars counts the new text with its controls and paragraph end; no line-layout cache survives.
    expect(theirs[4].charCount).toBe(line.length + 1);
    expect(theirs[0].charCount).toBe(3 * 8 + REDACTED[0].length + 1);
    expect(theirs.every((p) => p.lineSegCount === 0)).toBe(true);

    const raw = stream(bytes, 'BodyText/Section0')!;
    const section = records(compressed ? inflateSync(raw) : raw);
    const sourceRaw = stream(original, 'BodyText/Section0')!;
    const sourceSection = records(compressed ? inflateSync(sourceRaw) : sourceRaw);
    expect(section.filter((r) => r.tag === 69)).toEqual([]);
    expect(sourceSection.filter((r) => r.tag === 69).length).toBe(REDACTED.length);
    // Everything but text, shapes, tags, headers and layout is copied byte for byte (controls, tables, notes).
    const others = (list: typeof section) => list.filter((r) => ![66, 67, 68, 69, 70].includes(r.tag)).map((r) => [r.tag, r.level, Buffer.from(r.data).toString('hex')]);
    expect(others(section)).toEqual(others(sourceSection));
    // nChars bit 31 (last paragraph of a list) is kept; the count is PARA_TEXT's length.
    const headers = section.filter((r) => r.tag === 66).map((r) => new DataView(r.data.buffer, r.data.byteOffset).getUint32(0, true));
    const sourceHeaders = sourceSection.filter((r) => r.tag === 66).map((r) => new DataView(r.data.buffer, r.data.byteOffset).getUint32(0, true));
    expect(headers.map((h) => h >>> 31)).toEqual(sourceHeaders.map((h) => h >>> 31));
    expect(headers.map((h) => h & 0x7fffffff)).toEqual(section.filter((r) => r.tag === 67).map((r) => r.data.length / 2));
  });

  it('cleans the preview text, preview image, summary information, document history and signature', async () => {
    const { bytes } = await roundTrip(name);
    const theirs = hwpjsDocument(bytes) as { summary_information: Record<string, unknown>; preview_text: { text: string }; file_header: { document_flags: string[] } };
    expect(theirs.summary_information).toMatchObject({ title: null, author: null, subject: null, keywords: null, page_count: 1 });
    expect(theirs.summary_information.create_time).toBe('2023-06-18T16:02:23+09:00');
    expect(theirs.preview_text.text).toBe(REDACTED.join('\r\n') + '\r\n');
    expect(theirs.file_header.document_flags).toEqual(compressed ? ['compressed'] : []);
    const cfb = CFB.read(Buffer.from(bytes), { type: 'buffer' });
    expect(cfb.FullPaths.filter((p) => /DocHistory|DigitalSignature/.test(p))).toEqual([]);
    expect(Buffer.from(stream(bytes, 'PrvImage')!).subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});

describe('HWP export safety', () => {
  it('a second export from the same read gives the same bytes (the reader parse is not mutated)', async () => {
    const doc = await readDocument(fixture('judgment.hwp'));
    const dir = tempDir('garim-hwp-');
    const a = await exportRedacted(doc, replacementsFor(doc.text), path.join(dir, 'a.hwp'), MENTIONS);
    const b = await exportRedacted(doc, replacementsFor(doc.text), path.join(dir, 'b.hwp'), MENTIONS);
    expect(sha256(a.path)).toBe(sha256(b.path));
  });

  it('the leak check opens the source streams: every mention is found, in the section, summary, previews, history and signature', async () => {
    const report = await verifyNoLeak({ format: 'hwp', extension: '.hwp', bytes: new Uint8Array(readFileSync(fixture('judgment.hwp'))) }, MENTIONS);
    const parts = new Set(report.hits.map((h) => h.part));
    for (const part of [
      'Root Entry/BodyText/Section0 (inflated)',
      'Root Entry/\u0005HwpSummaryInformation',
      'Root Entry/PrvText',
      'Root Entry/PrvImage',
      'Root Entry/DocHistory/VersionLog0 (inflated)',
      'Root Entry/DocOptions/DigitalSignature',
      '(text)',
    ]) {
      expect(parts).toContain(part);
    }
  });

  it.each([
    ['encrypted.hwp', 'encrypted.hwp: 암호가 걸린 문서입니다. 한글에서 암호를 해제하고 저장한 뒤 열어 주세요.'],
    ['distribution.hwp', 'distribution.hwp: 배포용 문서(읽기 전용으로 잠긴 문서)라 본문을 읽을 수 없습니다. 작성자에게 일반 문서를 받아 열어 주세요.'],
  ])('%s → ENCRYPTED_DOCUMENT', async (name, messageKo) => {
    await expect(readDocument(fixture(name))).rejects.toMatchObject({ code: 'ENCRYPTED_DOCUMENT', messageKo });
  });

  it.each([
    ['DRM', 1 << 4],
    ['certificate-encrypted', 1 << 8],
    ['certificate DRM', 1 << 10],
  ])('a %s document → ENCRYPTED_DOCUMENT', async (_, flag) => {
    await expect(readDocumentBytes(hwpDocument(JUDGMENT_LINES, 1 | flag), 'drm.hwp')).rejects.toMatchObject({
      code: 'ENCRYPTED_DOCUMENT',
      messageKo: 'drm.hwp: DRM 또는 인증서로 보안이 걸린 문서라 본문을 읽을 수 없습니다. 한글에서 보안을 해제하고 저장한 뒤 열어 주세요.',
    });
  });
});
