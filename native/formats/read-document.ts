// Opening a document: the file is only ever opened for reading, checked for size before it is read whole.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { GarimError, isGarimError } from '../errors';
import { formatMegabytes, resolveLimits } from './limits';
import { pickReader } from './registry';
import type { ReadOptions, SourceDocument } from './types';

export async function readDocument(filePath: string, opts: ReadOptions = {}): Promise<SourceDocument> {
  const name = path.basename(filePath);
  const limits = resolveLimits(opts);
  let stat;
  try {
    stat = await fs.stat(filePath);
  } catch (e) {
    throw new GarimError(
      'FILE_NOT_FOUND',
      '파일을 찾을 수 없습니다. 경로를 확인해 주세요.',
      'file not found. Check the path.',
      name,
      { cause: e },
    );
  }
  if (!stat.isFile()) {
    throw new GarimError('INVALID_INPUT', '파일이 아니라 폴더입니다. 문서 파일을 골라 주세요.', 'this is a folder, not a file. Choose a document file.', name);
  }
  checkSize(stat.size, limits.maxBytes, name);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await fs.readFile(filePath, { flag: 'r' }));
  } catch (e) {
    throw new GarimError(
      'FILE_NOT_FOUND',
      '파일을 읽을 수 없습니다(권한 또는 잠금). 다른 프로그램에서 닫은 뒤 다시 시도해 주세요.',
      'the file cannot be read (permissions or a lock). Close it in other programs and try again.',
      name,
      { cause: e },
    );
  }
  const doc = await readDocumentBytes(bytes, name, opts);
  return { ...doc, path: path.resolve(filePath) };
}

export async function readDocumentBytes(bytes: Uint8Array, name: string, opts: ReadOptions = {}): Promise<SourceDocument> {
  const limits = resolveLimits(opts);
  checkSize(bytes.length, limits.maxBytes, name);
  const reader = pickReader(bytes, name);
  try {
    return await reader.read(bytes, name, opts);
  } catch (e) {
    if (isGarimError(e)) throw e;
    // A reader bug or a library throwing on odd input: still a clear message, never a crash.
    throw new GarimError(
      'CORRUPT_DOCUMENT',
      `문서가 손상되었거나 읽을 수 없는 구조입니다(${reader.format}). 원래 프로그램에서 다시 저장해 주세요.`,
      `the document is damaged or has a structure that cannot be read (${reader.format}). Save it again from the original program.`,
      name,
      { cause: e },
    );
  }
}

function checkSize(size: number, maxBytes: number, name: string): void {
  if (size === 0) {
    throw new GarimError('FILE_EMPTY', '빈 파일입니다. 내용이 있는 문서를 골라 주세요.', 'the file is empty. Choose a document with content.', name);
  }
  if (size > maxBytes) {
    throw new GarimError(
      'FILE_TOO_LARGE',
      `파일이 너무 큽니다(${formatMegabytes(size)}, 한도 ${formatMegabytes(maxBytes)}). 문서를 나누어 처리해 주세요.`,
      `the file is too large (${formatMegabytes(size)}, limit ${formatMegabytes(maxBytes)}). Split the document.`,
      name,
    );
  }
}
