// electron-builder configuration for Garim (가림): per-user installers for offline government PCs.
// What is packed is data in packaging-rules.cjs, shared with `npm run pack:check` and the no-network test.
// Offline build inputs (Electron zip, NSIS, AppImage tools, Electron headers): build/OFFLINE-BUILD.md.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: electron-builder require()s this file. */
const path = require('node:path');
const rules = require('./packaging-rules.cjs');

const root = path.resolve(__dirname, '..');
const electronVersion = require(path.join(root, 'node_modules', 'electron', 'package.json')).version;

/** Everything the app packs for a platform: its own files, then what is cut from node_modules. */
function filesFor(platform) {
  return [...rules.APP_FILES, ...rules.excludedPackagePatterns(root), ...rules.NODE_MODULES_NOISE, ...rules.PLATFORM_FILES[platform]];
}

/** @type {import('electron-builder').Configuration} */
const config = {
  appId: 'kr.garim.app',
  productName: 'Garim',
  executableName: 'garim',
  copyright: 'Copyright © Garim contributors',
  electronVersion,
  // An unpacked Electron, or a folder holding electron-v<version>-<platform>-<arch>.zip, for builds without network.
  electronDist: process.env.GARIM_ELECTRON_DIST || undefined,
  directories: { output: 'release', buildResources: 'build/resources' },
  // The UI is Korean with an English option; Chromium's other locale packs are dead weight.
  electronLanguages: ['ko', 'en-US'],

  // `files` is given per platform only, as one plain list: electron-builder turns a top-level list into a
  // separate file set, and a platform list of only exclusions would then re-include the whole project.
  // Outside app.asar: onnxruntime and the tokenizer open the model by path (process.resourcesPath/models).
  extraResources: [{ from: 'models', to: 'models', filter: rules.MODEL_FILES }],
  asar: true,
  asarUnpack: rules.ASAR_UNPACK,

  // better-sqlite3 is recompiled against Electron's ABI with @electron/rebuild while packaging; building from
  // source means no prebuilt binary is downloaded (needs Electron's headers, see OFFLINE-BUILD.md).
  npmRebuild: true,
  buildDependenciesFromSource: true,
  nodeGypRebuild: false,
  removePackageScripts: true,

  // No auto-update, no publishing, no crash upload: nothing may leave the machine.
  publish: null,
  // Fuses are flipped in after-pack.cjs (RunAsNode off, asar-only, integrity, cookie encryption).
  afterPack: './build/after-pack.cjs',

  linux: {
    target: ['AppImage', 'deb', 'dir'],
    category: 'Office',
    // Drawn by build/make-icons.ts; ready-made so electron-builder needs no icon-conversion download.
    icon: 'build/resources/icon.png',
    maintainer: 'Garim <garim@localhost>',
    synopsis: '판결문 비식별화 (offline de-identification of Korean court judgments)',
    description: '가림: 판결문의 개인정보를 PC 안에서만 찾아 가립니다. 네트워크를 사용하지 않습니다.',
    executableArgs: [],
    desktop: { entry: { Name: '가림', 'Name[en]': 'Garim', Comment: '판결문 비식별화', Categories: 'Office;' } },
    files: filesFor('linux'),
  },
  deb: {
    // Minimal for Debian-based government OS (Gooroom): Electron's runtime libraries and libsecret for
    // safeStorage; no libnotify / xdg-utils. `a | b` accepts the Debian 13 (t64) package names too.
    depends: [
      'libgtk-3-0 | libgtk-3-0t64',
      'libnss3',
      'libxss1',
      'libxtst6',
      'libatspi2.0-0 | libatspi2.0-0t64',
      'libuuid1',
      'libsecret-1-0',
      'libgbm1',
      'libasound2 | libasound2t64',
    ],
    packageCategory: 'text',
    priority: 'optional',
  },
  appImage: { artifactName: '${productName}-${version}-${arch}.${ext}' },

  win: {
    target: ['nsis', 'portable'],
    icon: 'build/resources/icon.ico',
    files: filesFor('win'),
  },
  nsis: {
    // Per-user, no administrator rights: clerks cannot elevate on managed PCs.
    oneClick: false,
    perMachine: false,
    allowElevation: false,
    allowToChangeInstallationDirectory: true,
    shortcutName: '가림',
    uninstallDisplayName: '가림 (Garim)',
    installerLanguages: ['ko_KR', 'en_US'],
    language: '1042',
    deleteAppDataOnUninstall: false,
    artifactName: '${productName}-${version}-setup.${ext}',
  },
  portable: {
    // electron-builder's portable launcher sets PORTABLE_EXECUTABLE_DIR: the app can keep its history beside the .exe.
    artifactName: '${productName}-${version}-portable.${ext}',
  },
};

module.exports = config;
