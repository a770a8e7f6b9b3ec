import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { electronGetFolder, offlineInputs } from '../../../build/pack-check/offline-cache';
import { icoFromPng } from '../../../build/make-icons';

const require = createRequire(import.meta.url);
const afterPack = require('../../../build/after-pack.cjs') as {
  fuseConfig: (v: { V1: string }, o: Record<string, number>) => Record<string, unknown>;
  checkNativeBinaries: (resourcesDir: string, platform: 'linux' | 'win') => string[];
  checkModel: (resourcesDir: string) => string[];
};

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function resources(files: Record<string, Buffer | string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'garim-pack-'));
  dirs.push(dir);
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), content);
  }
  return dir;
}

describe('after-pack', () => {
  it('decides every fuse: no RunAsNode, no NODE_OPTIONS, no inspector, asar only with integrity, cookie encryption', () => {
    const { FuseVersion, FuseV1Options } = require('@electron/fuses') as { FuseVersion: { V1: string }; FuseV1Options: Record<string, number> };
    const c = afterPack.fuseConfig(FuseVersion, FuseV1Options);
    expect(c.strictlyRequireAllFuses).toBe(true);
    expect(c[FuseV1Options.RunAsNode]).toBe(false);
    expect(c[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(false);
    expect(c[FuseV1Options.EnableNodeCliInspectArguments]).toBe(false);
    expect(c[FuseV1Options.OnlyLoadAppFromAsar]).toBe(true);
    expect(c[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true);
    expect(c[FuseV1Options.EnableCookieEncryption]).toBe(true);
  });

  it('refuses Linux binaries in a Windows package, naming each file', () => {
    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0]);
    const pe = Buffer.from('MZ\x90\x00');
    const base = 'app.asar.unpacked/node_modules/';
    const dir = resources({
      [`${base}better-sqlite3/build/Release/better_sqlite3.node`]: elf,
      [`${base}onnxruntime-node/bin/napi-v6/win32/x64/onnxruntime_binding.node`]: pe,
      [`${base}onnxruntime-node/bin/napi-v6/win32/x64/onnxruntime.dll`]: pe,
      [`${base}onnxruntime-node/bin/napi-v6/win32/x64/DirectML.dll`]: pe,
    });
    expect(afterPack.checkNativeBinaries(dir, 'win')).toEqual([
      'node_modules/better-sqlite3/build/Release/better_sqlite3.node: not a Windows (PE) binary — native modules must be built on the target OS (see build/OFFLINE-BUILD.md)',
      'node_modules/tokenizers/tokenizers.win32-x64-msvc.node: missing from app.asar.unpacked',
    ]);
  });

  it('checks the packed model against the manifest hashes', () => {
    const dir = resources({
      'models/manifest.json': JSON.stringify({ model: { file: 'model.onnx', sha256: '0'.repeat(64) }, tokenizer: { file: 'tokenizer.json', sha256: '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae' } }),
      'models/model.onnx': 'onnx',
      'models/tokenizer.json': 'foo',
      'models/taxonomy.json': '{}',
    });
    expect(afterPack.checkModel(dir)).toEqual([
      `resources/models/model.onnx: sha256 87e93f89f2be0db364e8be052f79f389e6c2da239831922e24513288af522a43 differs from the manifest's ${'0'.repeat(64)}`,
    ]);
    expect(afterPack.checkModel(resources({ 'models/manifest.json': '{}' }))).toEqual([
      'resources/models/model.onnx: missing',
      'resources/models/tokenizer.json: missing',
      'resources/models/taxonomy.json: missing',
    ]);
  });
});

describe('offline build inputs', () => {
  it('computes @electron/get cache folders as it does (sha256 of the download folder URL)', () => {
    expect(electronGetFolder('https://github.com/electron/electron/releases/download/v41.10.0/electron-v41.10.0-linux-x64.zip')).toBe(
      '9e8afe57ca5d809bcacf6954f1809c7a37f19b74b9ad2ab64a1ae7cb03d46e7a',
    );
  });

  it('names the electron-builder 26 toolset archives for each target', () => {
    const env = { ELECTRON_BUILDER_CACHE: '/cache/eb', XDG_CACHE_HOME: '/cache' };
    const win = offlineInputs('win', '41.10.0', env).map((i) => i.path);
    expect(win).toEqual(
      expect.arrayContaining([
        '/cache/electron/9e8afe57ca5d809bcacf6954f1809c7a37f19b74b9ad2ab64a1ae7cb03d46e7a/electron-v41.10.0-win32-x64.zip',
        '/cache/electron/SHASUMS256.txt-41.10.0',
        '/cache/eb/nsis-3.0.4.1/nsis-3.0.4.1.7z',
        '/cache/eb/nsis-resources-3.4.1/nsis-resources-3.4.1.7z',
        '/cache/eb/winCodeSign-2.6.0/winCodeSign-2.6.0.7z',
      ]),
    );
    const linux = offlineInputs('linux', '41.10.0', env).map((i) => i.path);
    expect(linux).toEqual(expect.arrayContaining(['/cache/eb/appimage-12.0.1/appimage-12.0.1.7z', '/cache/eb/fpm@2.1.4/fpm-1.17.0-ruby-3.4.3-linux-amd64.7z']));
  });
});

describe('icoFromPng', () => {
  it('wraps a 256 px PNG in a one-entry ICO header', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const ico = icoFromPng(png);
    expect([...ico.subarray(0, 22)]).toEqual([0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 1, 0, 32, 0, 7, 0, 0, 0, 22, 0, 0, 0]);
    expect(ico.subarray(22).equals(png)).toBe(true);
  });
});
