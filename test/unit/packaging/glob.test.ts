import { describe, expect, it } from 'vitest';
import { compilePattern, expandBraces, isIncluded } from '../../../build/pack-check/glob';

describe('expandBraces', () => {
  it('expands nested and empty alternatives', () => {
    expect(expandBraces('a/{b,c}/d')).toEqual(['a/b/d', 'a/c/d']);
    expect(expandBraces('x{,/**}')).toEqual(['x', 'x/**']);
    expect(expandBraces('{a,b{1,2}}.js')).toEqual(['a.js', 'b1.js', 'b2.js']);
    expect(expandBraces('plain')).toEqual(['plain']);
  });
});

describe('isIncluded (electron-builder order semantics, dot files included)', () => {
  const patterns = ['**/*', '!**/node_modules/tokenizers/*.node', '**/node_modules/tokenizers/tokenizers.linux-x64-gnu.node', '!**/*.map'].map(compilePattern);

  it('applies patterns in order: exclude, then re-include', () => {
    expect(isIncluded('node_modules/tokenizers/tokenizers.win32-x64-msvc.node', patterns)).toBe(false);
    expect(isIncluded('node_modules/tokenizers/tokenizers.linux-x64-gnu.node', patterns)).toBe(true);
    expect(isIncluded('node_modules/tokenizers/index.js', patterns)).toBe(true);
    expect(isIncluded('dist/electron/main.cjs.map', patterns)).toBe(false);
    expect(isIncluded('.hidden/file', patterns)).toBe(true);
  });

  it('matches ** across zero or more folders and * within one', () => {
    const p = [compilePattern('dist/electron/**')];
    expect(isIncluded('dist/electron/main.cjs', p)).toBe(true);
    expect(isIncluded('dist/electron/migrations/0010-history.sql', p)).toBe(true);
    expect(isIncluded('dist/renderer/index.html', p)).toBe(false);
    const q = [compilePattern('native/store/migrations/*.sql')];
    expect(isIncluded('native/store/migrations/0010-history.sql', q)).toBe(true);
    expect(isIncluded('native/store/migrations/old/0010-history.sql', q)).toBe(false);
    const r = [compilePattern('**/node_modules/better-sqlite3/**')];
    expect(isIncluded('node_modules/better-sqlite3/build/Release/better_sqlite3.node', r)).toBe(true);
    expect(isIncluded('node_modules/a/node_modules/better-sqlite3/lib/index.js', r)).toBe(true);
    expect(isIncluded('node_modules/better-sqlite3-helper/index.js', r)).toBe(false);
  });

  it('excludes a whole package folder with {,/**}', () => {
    const p = ['**/*', '!**/node_modules/prebuild-install{,/**}'].map(compilePattern);
    expect(isIncluded('node_modules/prebuild-install/download.js', p)).toBe(false);
    expect(isIncluded('node_modules/prebuild-install-extra/x.js', p)).toBe(true);
  });
});
