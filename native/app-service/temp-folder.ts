// The one private folder every temporary file of a run lives in (export bytes before their leak check, unpacked
// parts, render or OCR scratch): mode 0700 under a root owned by this user, removed when the run ends however it
// ends, and a crashed run's leftovers wiped by the next start. The app's root is <data dir>/tmp; the CLI's is
// $GARIM_TMPDIR or <os tmp>/garim-<uid>.
import { randomBytes } from 'node:crypto';
import { rmSync, type Stats } from 'node:fs';
import { chmod, lstat, mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GarimError } from '../errors';

const SESSION = /^run-(\d+)-[0-9a-f]{12}$/;

export function cliTempRoot(env: NodeJS.ProcessEnv = process.env): string {
  if (env.GARIM_TMPDIR) return env.GARIM_TMPDIR;
  const uid = typeof process.getuid === 'function' ? process.getuid() : 'user';
  return join(tmpdir(), `garim-${uid}`);
}

export function appTempRoot(dataDir: string): string {
  return join(dataDir, 'tmp');
}

function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function refuse(root: string, why: string, whyEn: string): GarimError {
  return new GarimError(
    'INVALID_INPUT',
    `임시 폴더를 쓸 수 없습니다: ${why}. GARIM_TMPDIR로 다른 폴더를 지정해 주세요.`,
    `cannot use the temporary folder: ${whyEn}. Set GARIM_TMPDIR to another folder.`,
    root,
  );
}

/** A shared /tmp lets another user plant the root first (or a link to elsewhere): only our own real folder will do. */
function checkRoot(root: string, st: Stats): void {
  if (st.isSymbolicLink() || !st.isDirectory()) throw refuse(root, '폴더가 아니거나 링크입니다', 'it is not a folder, or it is a link');
  if (typeof process.getuid === 'function' && st.uid !== process.getuid()) {
    throw refuse(root, '다른 사용자의 폴더입니다', 'it belongs to another user');
  }
}

/** Sessions in `root` whose process is gone (a crash, a kill): what the next start wipes. */
export function staleSessions(names: readonly string[], isAlive: (pid: number) => boolean = alive): string[] {
  return names.filter((n) => {
    const m = SESSION.exec(n);
    return m ? !isAlive(Number(m[1])) : false;
  });
}

export class TempFolder {
  private disposed = false;

  private constructor(
    readonly root: string,
    /** This run's own folder (0700); every temporary file goes inside. */
    readonly dir: string,
  ) {}

  /** Makes the root (0700, ours), wipes crashed runs' leftovers, and opens this run's folder. */
  static async open(root: string): Promise<TempFolder> {
    await mkdir(root, { recursive: true, mode: 0o700 });
    checkRoot(root, await lstat(root));
    await chmod(root, 0o700);
    for (const name of staleSessions(await readdir(root))) await rm(join(root, name), { recursive: true, force: true });
    const dir = join(root, `run-${process.pid}-${randomBytes(6).toString('hex')}`);
    await mkdir(dir, { mode: 0o700 });
    const folder = new TempFolder(root, dir);
    liveFolders.add(folder);
    return folder;
  }

  /** A fresh path inside this run's folder; its name says nothing about the document. */
  path(suffix = ''): string {
    if (this.disposed) throw new Error('temporary folder already removed');
    return join(this.dir, `${randomBytes(8).toString('hex')}${suffix}`);
  }

  /** A fresh private sub-folder (unpacked parts, render scratch). */
  async subfolder(): Promise<string> {
    const p = this.path();
    await mkdir(p, { mode: 0o700 });
    return p;
  }

  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    liveFolders.delete(this);
    await rm(this.dir, { recursive: true, force: true });
  }

  /** For exit and signal handlers, which cannot wait. */
  disposeSync(): void {
    if (this.disposed) return;
    this.disposed = true;
    liveFolders.delete(this);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

const liveFolders = new Set<TempFolder>();

/** Removes every open run folder now (process exit, Ctrl+C); the next start wipes what a hard kill left. */
export function disposeAllTempFoldersSync(): void {
  for (const f of [...liveFolders]) f.disposeSync();
}
