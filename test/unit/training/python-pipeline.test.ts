import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PYTHON = '/usr/bin/python3';
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describe('models/training Python unit tests', () => {
  it.skipIf(!existsSync(PYTHON))('pass (placeholders, particles, refill alignment, RRN, splits, labels, name/organisation mixtures, law.go.kr convention, slices)', () => {
    const r = spawnSync(PYTHON, ['-m', 'unittest', 'discover', '-s', 'models/training/tests', '-t', 'models/training'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 480_000, // torch imports and list loading; slow when the shared cores are busy
    });
    expect(r.stderr).toMatch(/Ran \d+ tests/);
    expect(r.stderr.trim().split('\n').at(-1)).toBe('OK');
    expect(r.status).toBe(0);
  }, 600_000);
});
