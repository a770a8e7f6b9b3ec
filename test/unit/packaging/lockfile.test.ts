// `npm ci` refuses a lock that lacks any dependency a locked package declares, optional ones included ("Missing: X
// from lock file"), and CI starts with `npm ci`. A registry mirror that lacks other platforms' binaries makes
// `npm install` leave them out silently, so the check runs here, where it costs nothing.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

interface LockEntry { version?: string; dependencies?: Record<string, string>; optionalDependencies?: Record<string, string>; peerDependencies?: Record<string, string>; peerDependenciesMeta?: Record<string, { optional?: boolean }>; devDependencies?: Record<string, string> }

/** The lock path npm would resolve `name` to from the package at `from` (node_modules lookup up the tree). */
function resolveIn(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (dir === '') return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut < 0 ? '' : dir.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as LockEntry;

  it('records every dependency and optional dependency of every locked package, as npm ci requires', () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const own = path === '' ? { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.optionalDependencies } : { ...entry.dependencies, ...entry.optionalDependencies };
      for (const name of Object.keys(own)) {
        if (!resolveIn(lock.packages, path, name)) missing.push(`${name} (needed by ${path || 'the project'})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('locks the versions package.json names for our own direct dependencies', () => {
    const root = lock.packages[''] as LockEntry;
    expect(root.dependencies ?? {}).toEqual(pkg.dependencies ?? {});
    expect(root.devDependencies ?? {}).toEqual(pkg.devDependencies ?? {});
  });
});
