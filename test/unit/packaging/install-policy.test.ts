// `npm install` on a fresh clone needs no environment variable and prints no config warning: onnxruntime-node's
// CUDA download and Electron's own download are denied by package.json's allowScripts (npm 11.19 honours the denials,
// npm 12 enforces it), and our postinstall fetches Electron without ever failing the install.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync, cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedZipPath, electronBinary, missingBinaryHelp } from '../../../build/electron-binary';
import { tempDir } from '../../harness/temp-dir';

const ROOT = resolve(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { allowScripts: Record<string, boolean>; scripts: Record<string, string> };
const npmVersion = spawnSync('npm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' }).stdout?.trim();

/** onnxruntime-node's own reading of its flag (script/install-utils.js), with a given environment. */
function ortInstallFlag(env: NodeJS.ProcessEnv): unknown {
  const utils = createRequire(join(ROOT, 'package.json')).resolve('onnxruntime-node/script/install-utils.js');
  const code = `process.stdout.write(JSON.stringify(require(${JSON.stringify(utils)}).parseInstallFlag() ?? null))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', code], { env, encoding: 'utf8' }));
}

describe('install policy', () => {
  it('denies the two install scripts that download, allows the ones that build, and keeps no unknown npm config', () => {
    // tesseract.js's postinstall is only an opencollective donation banner.
    expect(pkg.allowScripts).toEqual({ 'better-sqlite3': true, esbuild: true, 'electron-winstaller': true, electron: false, 'onnxruntime-node': false, 'tesseract.js': false });
    expect(readFileSync(join(ROOT, '.npmrc'), 'utf8')).not.toMatch(/onnxruntime|electron/u);
    expect(pkg.scripts.postinstall).toBe('tsx build/electron-binary.ts postinstall');
    expect(pkg.scripts.start.startsWith('tsx build/electron-binary.ts check && ')).toBe(true);
  });

  it("would have onnxruntime-node download CUDA if its script ran: the denial is what keeps the install offline", () => {
    const { npm_config_onnxruntime_node_install: _a, ONNXRUNTIME_NODE_INSTALL: _b, ONNXRUNTIME_NODE_INSTALL_CUDA: _c, npm_config_onnxruntime_node_install_cuda: _d, ...clean } = process.env;
    // No flag → undefined → on linux/x64 the installer fetches the CUDA provider from NuGet.
    expect(ortInstallFlag(clean)).toBeNull();
    expect(ortInstallFlag({ ...clean, ONNXRUNTIME_NODE_INSTALL: 'skip' })).toBe(false);
  });

  it.skipIf(!npmVersion)('npm reads the project without a config warning and finds no unreviewed install script', () => {
    const ls = spawnSync('npm', ['install-scripts', 'ls'], { cwd: ROOT, encoding: 'utf8', shell: process.platform === 'win32' });
    expect(ls.stderr).not.toMatch(/Unknown (project|user|env) config/u);
    expect(ls.stdout).toContain('No packages with unreviewed install scripts.');
    const env = spawnSync('npm', ['run', 'env'], { cwd: ROOT, encoding: 'utf8', shell: process.platform === 'win32' });
    expect(env.stderr).not.toMatch(/Unknown (project|user|env) config/u);
    expect(env.stdout).not.toMatch(/onnxruntime/u);
  }, 180_000);
});

describe('electron-binary', () => {
  function fakeElectron(withBinary: boolean): string {
    const root = tempDir('garim-electron-bin-');
    const dir = join(root, 'node_modules', 'electron');
    mkdirSync(join(dir, 'dist'), { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ version: '41.10.0' }));
    if (withBinary) {
      writeFileSync(join(dir, 'path.txt'), 'electron');
      writeFileSync(join(dir, 'dist', 'electron'), '');
    }
    return root;
  }

  it('finds the binary where electron/index.js would, or says it is absent', () => {
    const present = fakeElectron(true);
    expect(electronBinary(present, {})).toEqual({ version: '41.10.0', path: join(present, 'node_modules', 'electron', 'dist', 'electron') });
    expect(electronBinary(fakeElectron(false), {})).toEqual({ version: '41.10.0' });
  });

  it('tells where the offline zip goes: the folder @electron/get checks before downloading', () => {
    expect(cachedZipPath('41.10.0', { electron_config_cache: '/cache' }, 'linux', 'x64')).toBe(
      '/cache/9e8afe57ca5d809bcacf6954f1809c7a37f19b74b9ad2ab64a1ae7cb03d46e7a/electron-v41.10.0-linux-x64.zip',
    );
    const help = missingBinaryHelp('41.10.0', { electron_config_cache: '/cache' });
    expect(help).toContain("Electron 41.10.0's binary is not installed. The CLI (npx garim) works without it");
    expect(help).toContain('npm run electron:install');
  });

  it('check fails with the how-to when the binary is absent; postinstall never fails', () => {
    const root = fakeElectron(false);
    cpSync(join(ROOT, 'build'), join(root, 'build'), { recursive: true });
    writeFileSync(join(root, 'node_modules', 'electron', 'install.js'), "console.error('Error: fetch failed'); process.exit(1);");
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const check = spawnSync(tsx, [join(root, 'build', 'electron-binary.ts'), 'check'], { encoding: 'utf8', env: { ...process.env, electron_config_cache: '/cache' } });
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('Electron 41.10.0 실행 파일이 없습니다.');
    const post = spawnSync(tsx, [join(root, 'build', 'electron-binary.ts'), 'postinstall'], { encoding: 'utf8', env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '' } });
    expect(post.status).toBe(0);
    expect(post.stderr).toContain('garim: Electron download failed (Error: fetch failed).');
    const install = spawnSync(tsx, [join(root, 'build', 'electron-binary.ts'), 'install'], { encoding: 'utf8' });
    expect(install.status).toBe(1);
  }, 180_000);
});
