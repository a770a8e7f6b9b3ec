// What goes into the packaged app, as data: read by electron-builder.config.cjs (to build) and by
// pack-check.ts / the no-network test (to verify), so the three cannot drift apart.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: electron-builder require()s this file. */
const fs = require('node:fs');
const path = require('node:path');

/** Model files shipped next to app.asar (resources/models/), never inside it: onnxruntime reads them by path. */
const MODEL_FILES = ['manifest.json', 'model.onnx', 'tokenizer.json', 'taxonomy.json'];

/** Packages with native code: unpacked from the asar so the OS loader can map their .node / .so / .dll files. */
const NATIVE_MODULES = ['better-sqlite3', 'onnxruntime-node', 'tokenizers'];

/**
 * OCR runs Tesseract in a worker thread that loads its script, wasm core and Korean model by file path, which a
 * worker cannot do inside app.asar: unpacked, and native/formats/ocr/tesseract.ts points at app.asar.unpacked.
 */
const OCR_MODULES = ['tesseract.js', 'tesseract.js-core', '@tesseract.js-data/kor'];

const ASAR_UNPACK = [...[...NATIVE_MODULES, ...OCR_MODULES].map((m) => `**/node_modules/${m}/**`), '**/*.node'];

/** The app's own files (relative to the project root). Production node_modules are added by electron-builder. */
const APP_FILES = [
  'package.json',
  'dist/electron/**',
  'dist/renderer/**',
  // The history store reads its numbered migrations at run time (native/store/migrations/index.ts).
  'native/store/migrations/*.sql',
  // PDF redaction labels are drawn in this font (native/formats/pdf/label-font.ts reads it by path).
  'native/formats/pdf/assets/*.ttf',
  '!**/*.map',
];

/**
 * Dependency edges needed only to INSTALL a package (prebuilt-binary and CUDA downloaders, which can reach
 * the network). Packaging rebuilds better-sqlite3 from source and ships onnxruntime-node's bundled binaries,
 * so these subtrees are cut, and with them every package reachable only through them.
 */
const INSTALL_ONLY_EDGES = {
  'better-sqlite3': ['prebuild-install'],
  'onnxruntime-node': ['adm-zip', 'global-agent'],
};

/**
 * Edges the packaged app never follows: tesseract.js requires node-fetch only when global.fetch is missing
 * (`global.fetch || require('node-fetch')`), and Electron's Node always has fetch — which Garim never calls anyway.
 */
const UNUSED_EDGES = {
  'tesseract.js': ['node-fetch'],
};

/** Top-level dependencies the packaged app does not load: the CLI's TypeScript runner; React (bundled by Vite). */
const NOT_AT_RUNTIME = ['tsx', 'react', 'react-dom'];

/** Files never shipped from any package: sources of native code, build intermediates, docs, tests. */
const NODE_MODULES_NOISE = [
  '!**/node_modules/better-sqlite3/{deps,src,docs,binding.gyp}{,/**}',
  '!**/node_modules/better-sqlite3/build/{deps,Release/obj,Release/obj.target,Release/.deps}{,/**}',
  '!**/node_modules/better-sqlite3/build/Release/{test_extension.node,*.a}',
  '!**/node_modules/better-sqlite3/build/{Makefile,*.mk,config.gypi,*.target.mk,binding.Makefile,gyp-mac-tool}',
  '!**/node_modules/onnxruntime-node/script{,/**}',
  '!**/node_modules/*/{README,CHANGELOG,HISTORY}*.md',
  '!**/node_modules/pdfjs-dist/{web,image_decoders,types}{,/**}',
  '!**/node_modules/pdfjs-dist/**/*.map',
  // Minified twins of the modules the engine imports, and the viewer's JavaScript sandbox (scripting is off).
  '!**/node_modules/pdfjs-dist/**/{*.min.mjs,pdf.sandbox*.mjs}',
  '!**/node_modules/pdfjs-dist/webpack.mjs',
  '!**/node_modules/zod/src{,/**}',
  '!**/node_modules/**/*.d.{cts,mts}',
];

/** Where `name` resolves from `fromDir`, as Node does (nearest node_modules upwards), or null. */
function resolvePackageDir(fromDir, name, rootDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.resolve(dir) === path.resolve(rootDir)) return null;
    const up = path.dirname(dir);
    if (up === dir) return null;
    dir = path.basename(up) === 'node_modules' ? path.dirname(up) : up;
  }
}

/**
 * Walks the production dependency graph from the project's package.json. `cut(parentName, childName)` drops an
 * edge. Returns the reached packages keyed by their folder relative to rootDir (missing optional ones skipped).
 */
function walkDependencies(rootDir, cut = () => false) {
  const rootPkg = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8'));
  const reached = new Map();
  const queue = [{ dir: rootDir, pkg: rootPkg, isRoot: true }];
  while (queue.length > 0) {
    const { dir, pkg, isRoot } = queue.shift();
    const deps = { ...(pkg.optionalDependencies || {}), ...(pkg.dependencies || {}) };
    for (const name of Object.keys(deps)) {
      if (cut(isRoot ? null : pkg.name, name)) continue;
      const childDir = resolvePackageDir(dir, name, rootDir);
      if (!childDir) continue; // an optional dependency for another platform
      const rel = path.relative(rootDir, childDir).split(path.sep).join('/');
      if (reached.has(rel)) continue;
      const childPkg = JSON.parse(fs.readFileSync(path.join(childDir, 'package.json'), 'utf8'));
      reached.set(rel, { name: childPkg.name, version: childPkg.version, dir: rel, pkg: childPkg });
      queue.push({ dir: childDir, pkg: childPkg, isRoot: false });
    }
  }
  return reached;
}

function isRuntimeEdge(parent, child) {
  if (parent === null) return NOT_AT_RUNTIME.includes(child);
  return (INSTALL_ONLY_EDGES[parent] || []).includes(child) || (UNUSED_EDGES[parent] || []).includes(child);
}

/** Production packages split into what the app loads at run time and what only installs or builds it. */
function dependencySplit(rootDir) {
  const production = walkDependencies(rootDir);
  const runtime = walkDependencies(rootDir, isRuntimeEdge);
  const excluded = [...production.values()].filter((p) => !runtime.has(p.dir));
  const runtimeNames = new Set([...runtime.values()].map((p) => p.name));
  // A name both shipped and cut cannot be excluded by a **/node_modules/<name> pattern.
  const conflicts = excluded.filter((p) => runtimeNames.has(p.name)).map((p) => p.dir);
  return { production: [...production.values()], runtime: [...runtime.values()], excluded, conflicts };
}

/** electron-builder `files` patterns leaving out every production package the app does not load. */
function excludedPackagePatterns(rootDir) {
  const { excluded } = dependencySplit(rootDir);
  return [...new Set(excluded.map((p) => p.name))].sort().map((n) => `!**/node_modules/${n}{,/**}`);
}

/**
 * Per target platform (x64 only): the execution-provider binaries of the other platforms and arches are left
 * out. DirectML (DirectML.dll, dxcompiler.dll, dxil.dll) ships in onnxruntime-node's win32/x64 folder only.
 */
const PLATFORM_FILES = {
  linux: [
    '!**/node_modules/onnxruntime-node/bin/napi-v6/{darwin,win32}{,/**}',
    '!**/node_modules/onnxruntime-node/bin/napi-v6/linux/arm64{,/**}',
    '!**/node_modules/tokenizers/tokenizers.{android-*,darwin-*,linux-arm*,linux-x64-musl,win32-*}.node',
    '!**/node_modules/@napi-rs/canvas-{darwin,win32,android,linux-arm,linux-riscv64,linux-x64-musl}*{,/**}',
  ],
  win: [
    '!**/node_modules/onnxruntime-node/bin/napi-v6/{darwin,linux}{,/**}',
    '!**/node_modules/onnxruntime-node/bin/napi-v6/win32/arm64{,/**}',
    '!**/node_modules/tokenizers/tokenizers.{android-*,darwin-*,linux-*,win32-arm64-msvc,win32-ia32-msvc}.node',
    '!**/node_modules/@napi-rs/canvas-{darwin,linux,android,win32-arm64}*{,/**}',
  ],
};

/** The native binary each platform must end up with (checked after packing: ELF on Linux, PE on Windows). */
const NATIVE_BINARIES = {
  linux: [
    'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
    'node_modules/onnxruntime-node/bin/napi-v6/linux/x64/onnxruntime_binding.node',
    'node_modules/onnxruntime-node/bin/napi-v6/linux/x64/libonnxruntime.so.1',
    'node_modules/tokenizers/tokenizers.linux-x64-gnu.node',
  ],
  win: [
    'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
    'node_modules/onnxruntime-node/bin/napi-v6/win32/x64/onnxruntime_binding.node',
    'node_modules/onnxruntime-node/bin/napi-v6/win32/x64/onnxruntime.dll',
    'node_modules/onnxruntime-node/bin/napi-v6/win32/x64/DirectML.dll',
    'node_modules/tokenizers/tokenizers.win32-x64-msvc.node',
  ],
};

module.exports = {
  MODEL_FILES,
  NATIVE_MODULES,
  ASAR_UNPACK,
  APP_FILES,
  INSTALL_ONLY_EDGES,
  NOT_AT_RUNTIME,
  NODE_MODULES_NOISE,
  PLATFORM_FILES,
  NATIVE_BINARIES,
  walkDependencies,
  dependencySplit,
  excludedPackagePatterns,
};
