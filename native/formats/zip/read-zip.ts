// A zip reader for untrusted packages: names are checked for traversal, sizes for bombs (declared sizes before
// inflating, the output capped at the declared size while inflating, CRC after), before any entry is used.
import { inflateSync } from 'fflate';
import { GarimError } from '../../errors';
import { formatMegabytes, type Limits } from '../limits';
import { crc32 } from './crc32';

export interface ZipEntry {
  name: string;
  /** 0 = stored, 8 = deflate. */
  method: number;
  flags: number;
  crc: number;
  size: number;
  time: number;
  date: number;
  /** The entry's stored (compressed) bytes, copied unchanged when the entry is not edited. */
  raw: Uint8Array;
}

export interface ZipArchive {
  entries: ZipEntry[];
  /** Inflated bytes of every entry, by name. */
  data: Map<string, Uint8Array>;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
// Ratios only matter for large entries; small XML can legitimately compress very well.
const RATIO_FLOOR_BYTES = 1024 * 1024;

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export function readZip(bytes: Uint8Array, file: string, limits: Limits): ZipArchive {
  const entries = listZip(bytes, file, limits);
  const data = new Map<string, Uint8Array>();
  for (const entry of entries) data.set(entry.name, inflateEntry(entry, file));
  return { entries, data };
}

export function listZip(bytes: Uint8Array, file: string, limits: Limits): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEocd(view);
  if (eocd < 0) throw corrupt(file, '압축 목록(끝 레코드)이 없습니다. 파일이 잘렸을 수 있습니다', 'the zip end record is missing; the file may be truncated');
  const count = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || cdOffset === 0xffffffff) {
    throw corrupt(file, 'ZIP64 형식은 지원하지 않습니다', 'ZIP64 archives are not supported');
  }
  if (cdOffset + cdSize > eocd) throw corrupt(file, '압축 목록 위치가 잘못되었습니다', 'the zip central directory is out of bounds');

  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  let declaredTotal = 0;
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== CENTRAL) {
      throw corrupt(file, '압축 목록이 손상되었습니다', 'the zip central directory is damaged');
    }
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    const time = view.getUint16(p + 12, true);
    const date = view.getUint16(p + 14, true);
    const crc = view.getUint32(p + 16, true);
    const compressedSize = view.getUint32(p + 20, true);
    const size = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const localOffset = view.getUint32(p + 42, true);
    if (p + 46 + nameLength > bytes.length) throw corrupt(file, '압축 목록이 잘렸습니다', 'the zip central directory is truncated');
    const name = new TextDecoder().decode(bytes.subarray(p + 46, p + 46 + nameLength));
    p += 46 + nameLength + extraLength + commentLength;

    checkEntryName(name, file);
    if (seen.has(name)) throw unsafe(file, `같은 이름의 항목이 두 번 있습니다(${name})`, `the entry name ${name} occurs twice`);
    seen.add(name);
    if (flags & 1) {
      throw new GarimError(
        'ENCRYPTED_DOCUMENT',
        '암호가 걸린 문서입니다. 원래 프로그램에서 암호를 해제하고 저장한 뒤 열어 주세요.',
        'the document is password-protected. Remove the password in the original program, save, and open it again.',
        file,
      );
    }
    if (method !== 0 && method !== 8) throw corrupt(file, `지원하지 않는 압축 방식(${method})입니다(${name})`, `unsupported compression method ${method} (${name})`);
    declaredTotal += size;
    if (declaredTotal > limits.maxUncompressedBytes) {
      throw unsafe(
        file,
        `압축을 풀면 ${formatMegabytes(limits.maxUncompressedBytes)}를 넘습니다(압축 폭탄 의심)`,
        `it would inflate to more than ${formatMegabytes(limits.maxUncompressedBytes)} (suspected zip bomb)`,
      );
    }
    if (size > RATIO_FLOOR_BYTES && size > compressedSize * limits.maxRatio) {
      throw unsafe(file, `항목 ${name}의 압축률이 비정상적입니다(압축 폭탄 의심)`, `entry ${name} has an abnormal compression ratio (suspected zip bomb)`);
    }

    if (localOffset + 30 > bytes.length || view.getUint32(localOffset, true) !== LOCAL) {
      throw corrupt(file, `항목 ${name}의 머리글이 손상되었습니다`, `the local header of ${name} is damaged`);
    }
    const dataStart = localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    if (dataStart + compressedSize > bytes.length) throw corrupt(file, `항목 ${name}이 잘렸습니다`, `entry ${name} is truncated`);
    const raw = bytes.subarray(dataStart, dataStart + compressedSize);
    if (method === 0 && compressedSize !== size) throw corrupt(file, `항목 ${name}의 크기가 맞지 않습니다`, `entry ${name} has inconsistent sizes`);
    entries.push({ name, method, flags, crc, size, time, date, raw });
  }
  return entries;
}

export function inflateEntry(entry: ZipEntry, file: string): Uint8Array {
  let out: Uint8Array;
  if (entry.method === 0) {
    out = entry.raw;
  } else {
    try {
      // The output buffer is the declared size: a stream that inflates further is cut off and then fails the CRC.
      out = inflateSync(entry.raw, { out: new Uint8Array(entry.size) });
    } catch (e) {
      throw corrupt(file, `항목 ${entry.name}의 압축 데이터가 손상되었습니다`, `the compressed data of ${entry.name} is damaged`, e);
    }
  }
  if (out.length !== entry.size || crc32(out) !== entry.crc) {
    throw corrupt(file, `항목 ${entry.name}의 검사값(CRC)이 맞지 않습니다`, `entry ${entry.name} fails its CRC check`);
  }
  return out;
}

function findEocd(view: DataView): number {
  const min = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let p = view.byteLength - 22; p >= min; p--) {
    if (view.getUint32(p, true) === EOCD) return p;
  }
  return -1;
}

function checkEntryName(name: string, file: string): void {
  const bad =
    name.length === 0 ||
    name.includes('\\') ||
    name.includes('\0') ||
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    name.split('/').some((segment) => segment === '..');
  if (bad) throw unsafe(file, `위험한 항목 이름이 있습니다(${JSON.stringify(name)})`, `it contains an unsafe entry name (${JSON.stringify(name)})`);
}

function corrupt(file: string, ko: string, en: string, cause?: unknown): GarimError {
  return new GarimError(
    'CORRUPT_DOCUMENT',
    `문서 파일이 손상되었습니다: ${ko}. 원래 프로그램에서 다시 저장해 주세요.`,
    `the document is damaged: ${en}. Save it again from the original program.`,
    file,
    { cause },
  );
}

function unsafe(file: string, ko: string, en: string): GarimError {
  return new GarimError(
    'UNSAFE_ARCHIVE',
    `안전하지 않은 압축 문서라 열지 않았습니다: ${ko}. 출처를 확인하고 원래 프로그램에서 다시 저장해 주세요.`,
    `refused an unsafe archive: ${en}. Check where it came from and save it again from the original program.`,
    file,
  );
}
