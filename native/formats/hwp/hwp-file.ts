// Opening an HWP 5.0 compound file: FileHeader checked (한글 문서 파일 구조 5.0 §3.2.1 표 3: signature, flags),
// password-protected and distribution-locked files refused, every BodyText/Section* stream inflated (capped).
import CFB from 'cfb';
import { Inflate } from 'fflate';
import { GarimError } from '../../errors';
import { formatMegabytes, type Limits } from '../limits';
import { isCfb } from './cfb-magic';
import { concatAll } from '../zip/write-zip';

const SIGNATURE = 'HWP Document File';
const SECTION = /^(?:Root Entry\/)?BodyText\/Section(\d+)$/;
// 표 3, first property DWORD at offset 36.
export const FLAGS_OFFSET = 36;
export const FLAG_COMPRESSED = 1 << 0;
const FLAG_PASSWORD = 1 << 1;
const FLAG_DISTRIBUTION = 1 << 2;
const FLAG_DRM = 1 << 4;
export const FLAG_HISTORY = 1 << 6;
export const FLAG_SIGNATURE = 1 << 7;
const FLAG_CERTIFICATE_ENCRYPTED = 1 << 8;
export const FLAG_SIGNATURE_RESERVED = 1 << 9;
const FLAG_CERTIFICATE_DRM = 1 << 10;

export interface HwpSection {
  /** Full CFB path, e.g. `Root Entry/BodyText/Section0`. */
  path: string;
  /** The record stream, inflated when the document is compressed. */
  stream: Uint8Array;
}

export interface HwpFile {
  cfb: CFB.CFB$Container;
  flags: number;
  sections: HwpSection[];
}

export function looksLikeHwp(bytes: Uint8Array): boolean {
  return isCfb(bytes) || Buffer.from(bytes.subarray(0, SIGNATURE.length)).toString('latin1') === SIGNATURE;
}

export function openHwp(bytes: Uint8Array, name: string, limits: Limits): HwpFile {
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
  const header = streamBytes(CFB.find(cfb, 'FileHeader'));
  const signature = header ? Buffer.from(header).subarray(0, SIGNATURE.length).toString('latin1') : '';
  if (!header || signature !== SIGNATURE || header.length < 40) {
    throw new GarimError(
      'UNSUPPORTED_FORMAT',
      '한글(HWP 5.0) 문서가 아닌 OLE 문서입니다(예: 옛 워드 .doc). DOCX나 HWPX로 저장해 열어 주세요.',
      'this OLE file is not an HWP 5.0 document (an old Word .doc?). Save it as DOCX or HWPX and open that.',
      name,
    );
  }
  const flags = Buffer.from(header).readUInt32LE(FLAGS_OFFSET);
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
  if (flags & (FLAG_DRM | FLAG_CERTIFICATE_DRM | FLAG_CERTIFICATE_ENCRYPTED)) {
    throw new GarimError(
      'ENCRYPTED_DOCUMENT',
      'DRM 또는 인증서로 보안이 걸린 문서라 본문을 읽을 수 없습니다. 한글에서 보안을 해제하고 저장한 뒤 열어 주세요.',
      'the document is protected with DRM or a certificate and its body cannot be read. Remove the protection in Hangul, save, and open it again.',
      name,
    );
  }
  const found = cfb.FullPaths.map((p, i) => ({ m: SECTION.exec(p), path: p, entry: cfb.FileIndex[i] }))
    .filter((s) => s.m && s.entry.type === 2)
    .sort((a, b) => Number(a.m![1]) - Number(b.m![1]));
  if (found.length === 0) throw corrupt(name, '본문(BodyText/Section0)이 없습니다', 'the body (BodyText/Section0) is missing');

  let budget = limits.maxUncompressedBytes;
  const sections = found.map(({ path, entry }) => {
    const raw = streamBytes(entry) ?? new Uint8Array(0);
    const stream = flags & FLAG_COMPRESSED ? inflateCapped(raw, limits, budget, name, entry.name) : raw;
    budget -= stream.length;
    return { path, stream };
  });
  return { cfb, flags, sections };
}

/** A stream's bytes as a plain Uint8Array of their own (never a Node Buffer view into the container's memory). */
export function streamBytes(entry: CFB.CFB$Entry | null | undefined): Uint8Array | undefined {
  if (!entry?.content) return undefined;
  return Uint8Array.from(entry.content as ArrayLike<number>);
}

// Section streams are raw deflate with no declared size: count while inflating and stop at the limit.
export function inflateCapped(raw: Uint8Array, limits: Limits, budget: number, file: string, part: string): Uint8Array {
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
  return concatAll(chunks);
}

export function corrupt(file: string, ko: string, en: string, cause?: unknown): GarimError {
  return new GarimError(
    'CORRUPT_DOCUMENT',
    `한글 문서가 손상되었습니다: ${ko}. 한글에서 다시 저장해 주세요.`,
    `the HWP document is damaged: ${en}. Save it again from Hangul.`,
    file,
    { cause },
  );
}
