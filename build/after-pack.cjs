// electron-builder afterPack hook: flips Electron's fuses (as Signal's ts/scripts/fuse-electron.node.ts) and
// checks that what was packed can run offline: the native binaries match the target OS, the model sits in
// resources/models with the manifest's hashes, and the migrations are inside app.asar.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: electron-builder require()s this file. */
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const rules = require('./packaging-rules.cjs');

// @electron/fuses and @electron/asar come with electron-builder; resolve them from it, not from hoisting luck.
function fromBuilder(name) {
  return require(require.resolve(name, { paths: [path.dirname(require.resolve('app-builder-lib/package.json'))] }));
}

/** Every fuse decided (strictlyRequireAllFuses), so a new fuse in an Electron upgrade fails the build. */
function fuseConfig(FuseVersion, FuseV1Options) {
  return {
    version: FuseVersion.V1,
    strictlyRequireAllFuses: true,
    [FuseV1Options.RunAsNode]: false,
    [FuseV1Options.EnableCookieEncryption]: true,
    [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
    [FuseV1Options.EnableNodeCliInspectArguments]: false,
    [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
    [FuseV1Options.OnlyLoadAppFromAsar]: true,
    [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
    // Left at Electron's default: the renderer is loaded with loadFile() and its ES modules need it.
    [FuseV1Options.GrantFileProtocolExtraPrivileges]: true,
  };
}

function executablePath(context) {
  const { appOutDir, electronPlatformName, packager } = context;
  if (electronPlatformName === 'win32') return path.join(appOutDir, `${packager.appInfo.productFilename}.exe`);
  if (electronPlatformName === 'linux') return path.join(appOutDir, packager.executableName);
  throw new Error(`after-pack: Garim is not packaged for ${electronPlatformName} (Windows and Linux only).`);
}

const MAGIC = { linux: [0x7f, 0x45, 0x4c, 0x46], win: [0x4d, 0x5a] }; // ELF, MZ (PE)

function checkNativeBinaries(resourcesDir, platform) {
  const problems = [];
  for (const rel of rules.NATIVE_BINARIES[platform]) {
    const file = path.join(resourcesDir, 'app.asar.unpacked', rel);
    if (!fs.existsSync(file)) {
      problems.push(`${rel}: missing from app.asar.unpacked`);
      continue;
    }
    const head = Buffer.alloc(4);
    const fd = fs.openSync(file, 'r');
    fs.readSync(fd, head, 0, 4, 0);
    fs.closeSync(fd);
    if (!MAGIC[platform].every((b, i) => head[i] === b)) {
      problems.push(
        `${rel}: not a ${platform === 'win' ? 'Windows (PE)' : 'Linux (ELF)'} binary — native modules must be built on the target OS (see build/OFFLINE-BUILD.md)`,
      );
    }
  }
  return problems;
}

function checkModel(resourcesDir) {
  const dir = path.join(resourcesDir, 'models');
  const missing = rules.MODEL_FILES.filter((f) => !fs.existsSync(path.join(dir, f)));
  if (missing.length > 0) return missing.map((f) => `resources/models/${f}: missing`);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  const problems = [];
  for (const ref of [manifest.model, manifest.tokenizer]) {
    const hash = crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, ref.file))).digest('hex');
    if (hash !== ref.sha256) problems.push(`resources/models/${ref.file}: sha256 ${hash} differs from the manifest's ${ref.sha256}`);
  }
  return problems;
}

function checkAsar(resourcesDir) {
  const { listPackage } = fromBuilder('@electron/asar');
  const listed = new Set(listPackage(path.join(resourcesDir, 'app.asar'), {}).map((p) => p.replace(/\\/g, '/')));
  const problems = listed.has('/package.json') ? [] : ['app.asar/package.json: missing'];
  // The history store finds its migrations next to the bundle or in the source layout (native/store/migrations).
  const migrations = ['/dist/electron/migrations/0010-history.sql', '/native/store/migrations/0010-history.sql'];
  if (!migrations.some((p) => listed.has(p))) problems.push(`app.asar: no history migrations (${migrations.join(' or ')})`);
  return problems;
}

module.exports = async function afterPack(context) {
  const platform = context.electronPlatformName === 'win32' ? 'win' : 'linux';
  const resourcesDir = path.join(context.appOutDir, 'resources');
  const problems = [...checkNativeBinaries(resourcesDir, platform), ...checkModel(resourcesDir), ...checkAsar(resourcesDir)];
  if (problems.length > 0) {
    throw new Error(`Garim packaging check failed for ${context.appOutDir}:\n  - ${problems.join('\n  - ')}`);
  }
  const { flipFuses, FuseVersion, FuseV1Options } = fromBuilder('@electron/fuses');
  await flipFuses(executablePath(context), fuseConfig(FuseVersion, FuseV1Options));
};

module.exports.fuseConfig = fuseConfig;
module.exports.checkNativeBinaries = checkNativeBinaries;
module.exports.checkModel = checkModel;
module.exports.checkAsar = checkAsar;
