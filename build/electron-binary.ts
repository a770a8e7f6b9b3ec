// Electron's binary, fetched by our own install step instead of Electron's postinstall (denied in package.json's
// allowScripts): a download that cannot happen (no network, as on most government networks) leaves `npm install`
// and the CLI working and says how to get the binary later, instead of failing the whole install.
//   tsx build/electron-binary.ts postinstall   try, never fail (package.json "postinstall")
//   tsx build/electron-binary.ts install       try, fail with the how-to (npm run electron:install)
//   tsx build/electron-binary.ts check         fail with the how-to when absent (npm start)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { electronCacheDir, electronGetFolder } from './pack-check/offline-cache';

const ROOT = resolve(import.meta.dirname, '..');

export interface ElectronBinary {
  version: string;
  /** The executable electron's index.js would return, when it exists. */
  path?: string;
}

/** Where Electron's own index.js looks: dist/<path.txt>, or ELECTRON_OVERRIDE_DIST_PATH. */
export function electronBinary(root = ROOT, env: NodeJS.ProcessEnv = process.env): ElectronBinary {
  const dir = join(root, 'node_modules', 'electron');
  const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  const pathTxt = join(dir, 'path.txt');
  const rel = existsSync(pathTxt) ? readFileSync(pathTxt, 'utf8') : undefined;
  const exe = env.ELECTRON_OVERRIDE_DIST_PATH ? join(env.ELECTRON_OVERRIDE_DIST_PATH, rel ?? 'electron') : rel ? join(dir, 'dist', rel) : undefined;
  return { version, ...(exe && existsSync(exe) ? { path: exe } : {}) };
}

/** The zip @electron/get looks for in its cache before downloading (Cache.js: <cache>/<sha256 of folder URL>/<zip>). */
export function cachedZipPath(version: string, env: NodeJS.ProcessEnv = process.env, platform = process.platform, arch = process.arch): string {
  const zip = `electron-v${version}-${platform}-${arch}.zip`;
  const url = `https://github.com/electron/electron/releases/download/v${version}/${zip}`;
  return join(env.electron_config_cache ?? electronCacheDir(env), electronGetFolder(url), zip);
}

export function missingBinaryHelp(version: string, env: NodeJS.ProcessEnv = process.env): string {
  const zip = cachedZipPath(version, env);
  return [
    `Electron ${version} 실행 파일이 없습니다. CLI(npx garim)는 그대로 쓸 수 있고, 데스크톱 앱에만 필요합니다.`,
    `Electron ${version}'s binary is not installed. The CLI (npx garim) works without it; only the desktop app needs it.`,
    '  받는 방법 / to get it:',
    '  - 인터넷 연결 / with network:            npm run electron:install',
    '  - 사내 미러 / through a mirror:           ELECTRON_MIRROR=<mirror>/ npm run electron:install',
    `  - 오프라인 / offline: copy ${zip.split(/[\\/]/u).pop()} (from another machine) to`,
    `      ${zip}`,
    '    then / 그다음: npm run electron:install',
    '  - 이미 풀어 둔 Electron / an unpacked Electron: ELECTRON_OVERRIDE_DIST_PATH=<folder>',
  ].join('\n');
}

/** Runs Electron's own installer (download, checksum, unzip); ok is false with its last error line when it fails. */
export function runElectronInstaller(root = ROOT, env: NodeJS.ProcessEnv = process.env): { ok: boolean; detail?: string } {
  const r = spawnSync(process.execPath, [join(root, 'node_modules', 'electron', 'install.js')], { env, encoding: 'utf8', timeout: 300_000 });
  if (r.status === 0) return { ok: true };
  const lines = `${r.stderr ?? ''}${r.error ? r.error.message : ''}`.split('\n').filter((l) => l.trim() && !/^\s+at /u.test(l));
  return { ok: false, detail: lines.find((l) => /Error/u.test(l))?.trim() ?? lines.pop()?.trim() ?? `exit ${r.status}` };
}

function main(command: string | undefined): number {
  const found = electronBinary();
  if (found.path) return 0;
  if (command === 'check') {
    process.stderr.write(`${missingBinaryHelp(found.version)}\n`);
    return 1;
  }
  if (command === 'postinstall' && process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
    process.stdout.write(`garim: Electron ${found.version} binary skipped (ELECTRON_SKIP_BINARY_DOWNLOAD); the CLI works, \`npm run electron:install\` gets it for the desktop app.\n`);
    return 0;
  }
  const r = runElectronInstaller(ROOT, { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '' });
  if (r.ok) return 0;
  process.stderr.write(`garim: Electron download failed (${r.detail}).\n${missingBinaryHelp(found.version)}\n`);
  // After `npm install` this is a note, not a failure: everything but the desktop window works.
  return command === 'postinstall' ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv[2]);
