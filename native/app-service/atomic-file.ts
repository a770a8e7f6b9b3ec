// Small JSON files in the data folder, written atomically (temp file in the same folder + rename) so a crash
// mid-write never leaves a half-written settings.json or report. The temp must share the target's folder (a rename
// across file systems fails), so it is not in the private temp folder; it holds only what the target will hold,
// never document text (reports have none, unless it is the mapping file the user asked for).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const dir = dirname(file);
  await mkdir(dir, { recursive: true });
  // The temp name says nothing about the file (a report is named after its document).
  const tmp = join(dir, `.garim-${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(tmp, data, { flag: 'wx' });
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

/** The parsed JSON, or undefined when the file is missing or not JSON (callers fall back to defaults). */
export async function readJsonFile(file: string): Promise<unknown> {
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
