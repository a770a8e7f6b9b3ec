// recent.json: the last documents opened, newest first, at most 10; files that no longer exist are pruned
// when the list is read, so the menu never offers a dead entry.
import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { readJsonFile, writeFileAtomic } from './atomic-file';

export const RECENT_FILE = 'recent.json';
export const MAX_RECENT = 10;

/** Pure: `path` moved to the front, duplicates removed, cut to `max`. */
export function pushRecent(list: readonly string[], path: string, max = MAX_RECENT): string[] {
  return [path, ...list.filter((p) => p !== path)].slice(0, max);
}

function asPathList(json: unknown): string[] {
  if (!Array.isArray(json)) return [];
  return json.filter((p): p is string => typeof p === 'string' && p.length > 0).slice(0, MAX_RECENT);
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

export class RecentFiles {
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = join(dataDir, RECENT_FILE);
  }

  async list(): Promise<string[]> {
    const stored = asPathList(await readJsonFile(this.file));
    const present: string[] = [];
    for (const p of stored) if (await exists(p)) present.push(p);
    if (present.length !== stored.length) await this.write(present);
    return present;
  }

  async add(path: string): Promise<string[]> {
    const next = pushRecent(asPathList(await readJsonFile(this.file)), resolve(path));
    await this.write(next);
    return next;
  }

  /** A document whose path names someone it redacted is never listed (the list is plain text in the data folder). */
  async remove(path: string): Promise<void> {
    const stored = asPathList(await readJsonFile(this.file));
    const next = stored.filter((p) => p !== resolve(path));
    if (next.length !== stored.length) await this.write(next);
  }

  async clear(): Promise<void> {
    await this.write([]);
  }

  private async write(list: string[]): Promise<void> {
    await writeFileAtomic(this.file, `${JSON.stringify(list, null, 2)}\n`);
  }
}
