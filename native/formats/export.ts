// Export = write to a temp file, verify the bytes on disk, then rename into place: a reader never sees a
// half-written or leaking file, and the source document is never the target.
// With a private temp folder (the run's 0700 TempFolder) the bytes are written and leak-checked there, and only
// verified bytes are copied to a staging file beside the target and renamed: a rename across file systems fails
// (EXDEV), so the staging file must sit in the target's folder, but it never holds text that failed the check.
// A crash can leave at most a `.garim-….tmp` of verified, redacted bytes beside the target.
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { GarimError } from '../errors';
import { verifyNoLeak, type LeakMention } from './leak';
import { LeakError } from './leak-error';
import type { FormatId, LeakReport, Replacement, SourceDocument, WrittenDocument } from './types';
import { writeDocument } from './write-document';

export interface ExportResult {
  path: string;
  format: FormatId;
  note?: string;
  leak: LeakReport;
}

export interface ExportOptions {
  /** The run's private temp folder; without it the leak check runs on the staging file beside the target. */
  tempDir?: string;
}

/** The leak check of `written`, the export of `doc` with `replacements` (`garim eval` checks one in memory). */
export function checkExport(
  doc: SourceDocument,
  replacements: readonly Replacement[],
  written: WrittenDocument,
  mentions: readonly (string | LeakMention)[],
): Promise<LeakReport> {
  // What we wrote in place of a mention (`A`, `계좌번호 1 생략`) is not the mention, even where it contains it.
  const replacedWith = replacements.filter((r) => r.replacement !== doc.text.slice(r.start, r.end)).map((r) => r.replacement);
  return verifyNoLeak(written, mentions, { replacements: replacedWith });
}

export async function exportRedacted(
  doc: SourceDocument,
  replacements: Replacement[],
  outPath: string,
  mentions: readonly (string | LeakMention)[],
  options: ExportOptions = {},
): Promise<ExportResult> {
  const written = await writeDocument(doc, replacements);
  const target = withExtension(path.resolve(outPath), written.extension);
  const outName = path.basename(target);
  await refuseSource(doc, target);

  // The staging name says nothing about the document (the output name may be the user's own choice).
  const staging = path.join(path.dirname(target), `.garim-${randomBytes(6).toString('hex')}.tmp`);
  const temp = options.tempDir ? path.join(options.tempDir, `${randomBytes(8).toString('hex')}.export`) : staging;
  await writeSynced(temp, written.bytes, outName);

  let leak: LeakReport;
  let onDisk: Uint8Array;
  try {
    // Verify what actually reached the disk, not the buffer we meant to write.
    onDisk = new Uint8Array(await fs.readFile(temp));
    leak = await checkExport(doc, replacements, { ...written, bytes: onDisk }, mentions);
  } catch (e) {
    await fs.rm(temp, { force: true });
    throw e;
  }
  if (!leak.ok) {
    await fs.rm(temp, { force: true });
    throw new LeakError(outName, leak.hits);
  }
  if (temp !== staging) {
    await fs.rm(temp, { force: true });
    await writeSynced(staging, onDisk, outName);
    const copied = await fs.readFile(staging).catch(() => undefined);
    if (!copied || !Buffer.from(onDisk).equals(copied)) {
      await fs.rm(staging, { force: true });
      throw cannotWrite(outName);
    }
  }
  try {
    await fs.rename(staging, target);
  } catch (e) {
    await fs.rm(staging, { force: true });
    throw cannotWrite(outName, e);
  }
  return { path: target, format: written.format, note: written.note, leak };
}

function cannotWrite(outName: string, cause?: unknown): GarimError {
  return new GarimError(
    'INVALID_INPUT',
    '결과 파일을 쓸 수 없습니다(폴더 권한 또는 디스크 공간). 다른 폴더를 골라 주세요.',
    'cannot write the output (folder permissions or disk space). Choose another folder.',
    outName,
    cause === undefined ? undefined : { cause },
  );
}

async function writeSynced(file: string, bytes: Uint8Array, outName: string): Promise<void> {
  try {
    const handle = await fs.open(file, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (e) {
    await fs.rm(file, { force: true });
    throw cannotWrite(outName, e);
  }
}

/** The requested name gets the extension of what was written, whatever the user typed. */
function withExtension(target: string, extension: string): string {
  const current = path.extname(target);
  if (current.toLowerCase() === extension) return target;
  return current ? target.slice(0, -current.length) + extension : target + extension;
}

async function refuseSource(doc: SourceDocument, target: string): Promise<void> {
  if (!doc.path) return;
  const sameFile = async (): Promise<boolean> => {
    if (path.resolve(doc.path!) === target) return true;
    try {
      const [a, b] = await Promise.all([fs.stat(doc.path!), fs.stat(target)]);
      return a.dev === b.dev && a.ino === b.ino;
    } catch {
      const [a, b] = await Promise.all([realpathOr(doc.path!), realpathOr(path.dirname(target))]);
      return a === path.join(b, path.basename(target));
    }
  };
  if (await sameFile()) {
    throw new GarimError(
      'INVALID_INPUT',
      '원본 파일 위에 저장할 수 없습니다. 다른 이름이나 폴더를 골라 주세요.',
      'cannot save over the source document. Choose another name or folder.',
      path.basename(target),
    );
  }
}

async function realpathOr(p: string): Promise<string> {
  try {
    return await fs.realpath(p);
  } catch {
    return path.resolve(p);
  }
}
