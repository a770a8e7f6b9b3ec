// Temporary folders for tests: each is made under the OS temp folder and removed when the test file is done (after
// its last test, so a folder shared through beforeAll, or one a child process wrote to, outlives every test using it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];

afterAll(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A fresh folder `<os temp>/<prefix>XXXXXX`, removed after the test file's last test. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
