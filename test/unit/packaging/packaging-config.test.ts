// The electron-builder config and the rules it is built from: what ships, per platform.
import { describe, expect, it } from 'vitest';
import { loadConfig, loadRules, PROJECT_ROOT, type BuilderConfig } from '../../../build/pack-check/builder-config';
import { checkAppFiles, checkConfig, checkDependencies, checkNativeBinaries } from '../../../build/pack-check/checks';
import { shippedPackageFiles } from '../../../build/pack-check/shipped-files';

const config = loadConfig();
const rules = loadRules();
const split = rules.dependencySplit(PROJECT_ROOT);

describe('electron-builder config', () => {
  it('passes the config checks', () => {
    expect(checkConfig(config, rules)).toEqual([]);
    expect(config.productName).toBe('Garim');
    expect(config.extraResources).toEqual([{ from: 'models', to: 'models', filter: ['manifest.json', 'model.onnx', 'tokenizer.json', 'taxonomy.json'] }]);
    expect(config.asarUnpack).toEqual([
      '**/node_modules/better-sqlite3/**',
      '**/node_modules/onnxruntime-node/**',
      '**/node_modules/tokenizers/**',
      '**/node_modules/tesseract.js/**',
      '**/node_modules/tesseract.js-core/**',
      '**/node_modules/@tesseract.js-data/kor/**',
      '**/*.node',
    ]);
  });

  it('reports each broken setting', () => {
    const broken = {
      ...config,
      publish: { provider: 'github' },
      asarUnpack: ['**/*.node'],
      extraResources: [],
      nsis: { ...config.nsis, perMachine: true },
      win: { ...config.win, target: ['nsis'], files: ['!**/*.map'] },
    } as unknown as BuilderConfig;
    expect(checkConfig(broken, rules)).toEqual([
      'publish must be null: Garim never uploads or auto-updates',
      'asarUnpack lacks **/node_modules/better-sqlite3/** (native code cannot be loaded from inside the asar)',
      'asarUnpack lacks **/node_modules/onnxruntime-node/** (native code cannot be loaded from inside the asar)',
      'asarUnpack lacks **/node_modules/tokenizers/** (native code cannot be loaded from inside the asar)',
      'asarUnpack lacks **/node_modules/tesseract.js/** (native code cannot be loaded from inside the asar)',
      'asarUnpack lacks **/node_modules/tesseract.js-core/** (native code cannot be loaded from inside the asar)',
      'asarUnpack lacks **/node_modules/@tesseract.js-data/kor/** (native code cannot be loaded from inside the asar)',
      'win.files has only exclusions: electron-builder would then pack the whole project',
      'extraResources must copy models/ to resources/models/ (outside app.asar)',
      'nsis must be per-user without elevation: oneClick false, perMachine false, allowElevation false, allowToChangeInstallationDirectory true',
      'win.target lacks portable',
    ]);
  });
});

describe('dependency split', () => {
  const runtime = split.runtime.map((d) => d.name);
  const excluded = split.excluded.map((d) => d.name);

  it('ships what the engine loads and cuts install-time downloaders', () => {
    for (const n of ['better-sqlite3', 'bindings', 'onnxruntime-node', 'onnxruntime-common', 'tokenizers', 'zod', 'pdfjs-dist', 'iconv-lite']) expect(runtime).toContain(n);
    for (const n of ['prebuild-install', 'simple-get', 'tunnel-agent', 'global-agent', 'adm-zip', 'tsx', 'esbuild', 'react', 'react-dom']) expect(excluded).toContain(n);
    expect(split.conflicts).toEqual([]);
    expect(checkDependencies(split, rules)).toEqual([]);
  });

  it('turns the cut packages into exclusion patterns', () => {
    const patterns = rules.excludedPackagePatterns(PROJECT_ROOT);
    expect(patterns).toContain('!**/node_modules/prebuild-install{,/**}');
    expect(patterns).toContain('!**/node_modules/global-agent{,/**}');
    expect(patterns).not.toContain('!**/node_modules/better-sqlite3{,/**}');
    expect(config.linux.files).toEqual(expect.arrayContaining(patterns));
    expect(config.win.files).toEqual(expect.arrayContaining(patterns));
  });

  it('flags a forbidden runtime package', () => {
    const withUpdater = { ...split, runtime: [...split.runtime, { name: 'electron-updater', version: '6.0.0', dir: 'node_modules/electron-updater', pkg: { name: 'electron-updater', version: '6.0.0' } }] };
    expect(checkDependencies(withUpdater, rules)).toEqual(['electron-updater is a runtime dependency: Garim must not update itself or talk to servers']);
  });
});

describe('per-platform native binaries', () => {
  const files = (name: string, platform: 'linux' | 'win') =>
    shippedPackageFiles(PROJECT_ROOT, split.runtime.find((d) => d.name === name)!, config, platform).map((f) => f.path);

  it('Linux gets only linux/x64 onnxruntime and the gnu tokenizer', () => {
    const ort = files('onnxruntime-node', 'linux').filter((p) => p.includes('/bin/'));
    expect(ort.sort()).toEqual([
      'node_modules/onnxruntime-node/bin/napi-v6/linux/x64/libonnxruntime.so.1',
      'node_modules/onnxruntime-node/bin/napi-v6/linux/x64/onnxruntime_binding.node',
    ]);
    expect(files('tokenizers', 'linux').filter((p) => p.endsWith('.node'))).toEqual(['node_modules/tokenizers/tokenizers.linux-x64-gnu.node']);
    expect(files('onnxruntime-node', 'linux').some((p) => p.includes('/script/'))).toBe(false);
  });

  it('Windows gets win32/x64 onnxruntime with DirectML, and the msvc tokenizer', () => {
    const ort = files('onnxruntime-node', 'win').filter((p) => p.includes('/bin/'));
    expect(ort.sort()).toEqual([
      'node_modules/onnxruntime-node/bin/napi-v6/win32/x64/DirectML.dll',
      'node_modules/onnxruntime-node/bin/napi-v6/win32/x64/dxcompiler.dll',
      'node_modules/onnxruntime-node/bin/napi-v6/win32/x64/dxil.dll',
      'node_modules/onnxruntime-node/bin/napi-v6/win32/x64/onnxruntime.dll',
      'node_modules/onnxruntime-node/bin/napi-v6/win32/x64/onnxruntime_binding.node',
    ]);
    expect(files('tokenizers', 'win').filter((p) => p.endsWith('.node'))).toEqual(['node_modules/tokenizers/tokenizers.win32-x64-msvc.node']);
  });

  it('keeps better-sqlite3 to its binary and JavaScript (no sqlite sources or build objects)', () => {
    expect(files('better-sqlite3', 'linux').filter((p) => !p.startsWith('node_modules/better-sqlite3/lib/')).sort()).toEqual([
      'node_modules/better-sqlite3/LICENSE',
      'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
      'node_modules/better-sqlite3/package.json',
    ]);
  });

  it('names a native binary that would not be packed', () => {
    expect(checkNativeBinaries([{ path: 'node_modules/x/a.node', size: 1 }], ['node_modules/x/a.node', 'node_modules/y/b.node'])).toEqual([
      'node_modules/y/b.node would not be packed (the engine cannot start without it)',
    ]);
  });
});

describe('checkAppFiles', () => {
  const project = [
    { path: 'package.json', size: 10 },
    { path: 'dist/renderer/index.html', size: 10 },
    { path: 'native/store/migrations/0010-history.sql', size: 10 },
    { path: 'native/formats/pdf/assets/NanumSquareR.ttf', size: 10 },
    { path: 'test/unit/x.test.ts', size: 10 },
  ];

  it('reports patterns that match nothing, forbidden files and a main that is not packed', () => {
    const shipped = [{ path: 'package.json', size: 10 }, { path: 'test/unit/x.test.ts', size: 10 }];
    expect(checkAppFiles(config.linux.files, project, shipped, 'dist/electron/main.cjs')).toEqual([
      'files pattern "dist/electron/**" matches no file — run the build first (npm run build:electron / build:renderer)',
      'test/unit/x.test.ts would be packed but must not be (tests, training, sources and build scripts stay out)',
      'package.json main "dist/electron/main.cjs" is not among the packed files (build it, or fix "main")',
    ]);
  });
});
