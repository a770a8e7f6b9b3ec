// HWP 5.0 binary (OLE compound file): FileHeader flags checked (password, distribution lock), every
// BodyText/Section* stream inflated (capped) and its paragraph text records read. Reading only: export is HWPX.
import CFB from 'cfb';
import { Inflate } from 'fflate';
import { GarimError } from '../../errors';
import { formatMegabytes, resolveLimits, type Limits } from '../limits';
import type { DocumentReader, SourceDocument } from '../types';
import { isCfb } from './cfb-magic';
import { HWPTAG_PARA_HEADER, HWPTAG_PARA_TEXT, paragraphText, parseRecords } from './records';

const SIGNATURE = 'HWP Document File';
const SECTION = /^(?:Root Entry\/)?BodyText\/Section(\d+)$/;
const FLAG_COMPRESSED = 1;
const FLAG_PASSWORD = 2;
const FLAG_DISTRIBUTION = 4;

export interface HwpStructure {
  sections: number;
}

export const hwpReader: DocumentReader = {
  format: 'hwp',
  extensions: ['.hwp'],
  sniff: (bytes) => isCfb(bytes) || Buffer.from(bytes.subarray(0, SIGNATURE.length)).toString('latin1') === SIGNATURE,
  async read(bytes, name, opts): Promise<SourceDocument> {
    const limits = resolveLimits(opts);
    if (!isCfb(bytes)) {
      throw new GarimError(
        'UNSUPPORTED_FORMAT',
        'HWP 3.0 이하의 옛 한글 문서는 지원하지 않습니다. 한글에서 HWPX로 저장해 열어 주세요.',
        'HWP 3.0 and older documents are not supported. Save it as HWPX from Hangul and open that.',
        name,
      );
    }
    let cfb: CFB.CFB$Container;
    try {
      cfb = CFB.read(Buffer.from(bytes), { type: 'buffer' });
    } catch (e) {
      throw corrupt(name, '복합 문서(OLE) 구조가 손상되었습니다', 'its compound-file (OLE) structure is damaged', e);
    }
    const header = CFB.find(cfb, 'FileHeader')?.content;
    const signature = header ? Buffer.from(header as ArrayLike<number> as Uint8Array).subarray(0, SIGNATURE.length).toString('latin1') : '';
    if (!header || signature !== SIGNATURE || header.length < 40) {
      throw new GarimError(
        'UNSUPPORTED_FORMAT',
        '한글(HWP 5.0) 문서가 아닌 OLE 문서입니다(예: 옛 워드 .doc). DOCX나 HWPX로 저장해 열어 주세요.',
        'this OLE file is not an HWP 5.0 document (an old Word .doc?). Save it as DOCX or HWPX and open that.',
        name,
      );
    }
    const flags = Buffer.from(header as ArrayLike<number> as Uint8Array).readUInt32LE(36);
    if (flags & FLAG_PASSWORD) {
      throw new GarimError(
        'ENCRYPTED_DOCUMENT',
        '암호가 걸린 문서입니다. 한글에서 암호를 해제하고 저장한 뒤 열어 주세요.',
        'the document is password-protected. Remove the password in Hangul, save, and open it again.',
        name,
      );
    }
    if (flags & FLAG_DISTRIBUTION) {
      throw new GarimError(
        'ENCRYPTED_DOCUMENT',
        '배포용 문서(읽기 전용으로 잠긴 문서)라 본문을 읽을 수 없습니다. 작성자에게 일반 문서를 받아 열어 주세요.',
        'this is a distribution (read-only locked) document whose body cannot be read. Ask the author for a normal copy.',
        name,
      );
    }
    const sections = cfb.FullPaths.map((p, i) => ({ m: SECTION.exec(p), entry: cfb.FileIndex[i] }))
      .filter((s) => s.m && s.entry.type === 2)
      .sort((a, b) => Number(a.m![1]) - Number(b.m![1]));
    if (sections.length === 0) throw corrupt(name, '본문(BodyText/Section0)이 없습니다', 'the body (BodyText/Section0) is missing');

    const paragraphs: string[] = [];
    let budget = limits.maxUncompressedBytes;
    for (const { entry } of sections) {
      const raw = new Uint8Array((entry.content ?? []) as ArrayLike<number>);
      const stream = flags & FLAG_COMPRESSED ? inflateCapped(raw, limits, budget, name, entry.name) : raw;
      budget -= stream.length;
      const records = parseRecords(stream);
      if (!records) throw corrupt(name, `${entry.name}의 레코드가 잘렸습니다`, `the records of ${entry.name} are truncated`);
      for (const r of records) {
        if (r.tag === HWPTAG_PARA_HEADER) paragraphs.push('');
        else if (r.tag === HWPTAG_PARA_TEXT && paragraphs.length > 0) paragraphs[paragraphs.length - 1] = paragraphText(r.data);
      }
    }
    const text = paragraphs.map((p) => p + '\n').join('');
    const structure: HwpStructure = { sections: sections.length };
    return {
      name,
      format: 'hwp',
      text,
      structure,
      warnings: ['HWP 바이너리는 글자 모양·표 서식 없이 본문만 읽어 HWPX로 내보냅니다. / HWP binary is read as text and exported as HWPX without its formatting.'],
    };
  },
};

// Section streams are raw deflate with no declared size: count while inflating and stop at the limit.
function inflateCapped(raw: Uint8Array, limits: Limits, budget: number, file: string, part: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const cap = Math.min(budget, Math.max(1024 * 1024, raw.length * limits.maxRatio));
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > cap) {
      throw new GarimError(
        'UNSAFE_ARCHIVE',
        `${part}의 압축을 풀면 비정상적으로 커집니다(압축 폭탄 의심, 한도 ${formatMegabytes(cap)}). 원래 프로그램에서 다시 저장해 주세요.`,
        `${part} inflates abnormally (suspected zip bomb, limit ${formatMegabytes(cap)}). Save it again from the original program.`,
        file,
      );
    }
    chunks.push(chunk);
  });
  try {
    for (let p = 0; p < raw.length; p += 65536) inflater.push(raw.subarray(p, p + 65536), p + 65536 >= raw.length);
  } catch (e) {
    if (e instanceof GarimError) throw e;
    throw corrupt(file, `${part}의 압축 데이터가 손상되었습니다`, `the compressed data of ${part} is damaged`, e);
  }
  const out = new Uint8Array(total);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}

function corrupt(file: string, ko: string, en: string, cause?: unknown): GarimError {
  return new GarimError(
    'CORRUPT_DOCUMENT',
    `한글 문서가 손상되었습니다: ${ko}. 한글에서 다시 저장해 주세요.`,
    `the HWP document is damaged: ${en}. Save it again from Hangul.`,
    file,
    { cause },
  );
}
