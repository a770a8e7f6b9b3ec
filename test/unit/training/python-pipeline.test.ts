import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PYTHON = '/usr/bin/python3';
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
// The mixture and law.go.kr tests read ../shared (models/training/paths.py); without it they skip, with it none may.
const SHARED_LISTS = join(process.env['GARIM_SHARED'] ?? join(ROOT, '..', 'shared'), 'lists');

describe('models/training Python unit tests', () => {
  it.skipIf(!existsSync(PYTHON))('pass (placeholders, particles, refill alignment, RRN, splits, labels, name/organisation mixtures, law.go.kr convention, slices)', () => {
    const r = spawnSync(PYTHON, ['-m', 'unittest', 'discover', '-s', 'models/training/tests', '-t', 'models/training'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 480_000, // torch imports and list loading; slow when the shared cores are busy
    });
    expect(r.stderr).toMatch(/Ran \d+ tests/);
    const last = r.stderr.trim().split('\n').at(-1);
    if (existsSync(SHARED_LISTS)) expect(last).toBe('OK');
    else expect(last).toMatch(/^OK( \(skipped=\d+\))?$/u);
    expect(r.status).toBe(0);
  }, 600_000);
});
