import { mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliTempRoot, staleSessions, TempFolder } from '../../../native/app-service/temp-folder';
import { exportRedacted, readDocument } from '../../../native/formats';
import { tempDir } from '../../harness/temp-dir';

const fresh = () => tempDir('garim-tempfolder-');
// Above Linux's pid_max (2^22): never a live process.
const DEAD_PID = 99_999_999;

describe('TempFolder', () => {
  it('opens a private run folder (0700) under a private root and removes it on dispose', async () => {
    const root = path.join(fresh(), 'tmp');
    const t = await TempFolder.open(root);
    expect(statSync(root).mode & 0o777).toBe(0o700);
    expect(statSync(t.dir).mode & 0o777).toBe(0o700);
    expect(path.basename(t.dir)).toMatch(new RegExp(`^run-${process.pid}-[0-9a-f]{12}$`));
    writeFileSync(t.path('.txt'), '홍길동');
    await t.subfolder();
    await t.dispose();
    expect(readdirSync(root)).toEqual([]);
    expect(() => t.path()).toThrow('already removed');
  });

  it('wipes the leftovers of a crashed run at the next start, and keeps a live run', async () => {
    const root = fresh();
    const crashed = path.join(root, `run-${DEAD_PID}-0123456789ab`);
    mkdirSync(crashed);
    writeFileSync(path.join(crashed, 'part.xml'), '<t>홍길동</t>');
    const other = await TempFolder.open(root);
    const next = await TempFolder.open(root);
    expect(readdirSync(root).sort()).toEqual([path.basename(other.dir), path.basename(next.dir)].sort());
    await other.dispose();
    next.disposeSync();
    expect(readdirSync(root)).toEqual([]);
  });

  it('knows a stale session by its dead process, and leaves other names alone', () => {
    expect(staleSessions([`run-${DEAD_PID}-0123456789ab`, `run-${process.pid}-0123456789ab`, 'notes.txt'])).toEqual([
      `run-${DEAD_PID}-0123456789ab`,
    ]);
  });

  it('refuses a root that is a link (a planted /tmp/garim-<uid>)', async () => {
    const dir = fresh();
    mkdirSync(path.join(dir, 'elsewhere'));
    symlinkSync(path.join(dir, 'elsewhere'), path.join(dir, 'root'));
    await expect(TempFolder.open(path.join(dir, 'root'))).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining('it is not a folder, or it is a link'),
    });
  });

  it('takes GARIM_TMPDIR, else a per-user folder in the OS temp folder', () => {
    expect(cliTempRoot({ GARIM_TMPDIR: '/x/y' })).toBe('/x/y');
    expect(cliTempRoot({})).toBe(path.join(tmpdir(), `garim-${process.getuid?.() ?? 'user'}`));
  });
});

describe('exportRedacted through the private temp folder', () => {
  it('checks the bytes in the temp folder; beside the target only the verified output appears', async () => {
    const dir = fresh();
    const source = path.join(dir, '판결.txt');
    writeFileSync(source, '피고인 홍길동은 무죄.\n');
    const doc = await readDocument(source);
    const t = await TempFolder.open(path.join(dir, 'tmp'));
    const out = path.join(dir, 'out');
    mkdirSync(out);

    const ok = await exportRedacted(doc, [{ start: 4, end: 7, replacement: 'A' }], path.join(out, 'a.txt'), ['홍길동'], {
      tempDir: t.dir,
    });
    expect(readFileSync(ok.path, 'utf8')).toBe('피고인 A은 무죄.\n');
    expect(readdirSync(out)).toEqual(['a.txt']);
    expect(readdirSync(t.dir)).toEqual([]);

    await expect(exportRedacted(doc, [], path.join(out, 'b.txt'), ['홍길동'], { tempDir: t.dir })).rejects.toMatchObject({
      code: 'LEAK_DETECTED',
    });
    // The leaking bytes never reached the output folder, and the temp file is gone.
    expect(readdirSync(out)).toEqual(['a.txt']);
    expect(readdirSync(t.dir)).toEqual([]);
    await t.dispose();
  });
});
