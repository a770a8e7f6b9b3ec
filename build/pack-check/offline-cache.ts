// What `npm run dist:*` would otherwise download, and where to place it for a build without network.
// Names and folders are taken from electron-builder 26.17 (app-builder-lib/out/toolsets/*.js, binDownload.js,
// util/electronGet.js: archives are looked up at <cache>/<releaseName>/<file> and checked against built-in
// sha256 sums) and @electron/get 5 (Cache.js: <cacheRoot>/<sha256 of the download folder URL>/<file>).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './builder-config';

export interface OfflineInput {
  what: string;
  /** Where electron-builder looks for it. */
  path: string;
  /** Where it comes from on a connected machine. */
  url: string;
}

const BINARIES = 'https://github.com/electron-userland/electron-builder-binaries/releases/download';

export function builderCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.ELECTRON_BUILDER_CACHE?.trim();
  if (fromEnv) return fromEnv;
  return env.XDG_CACHE_HOME ? join(env.XDG_CACHE_HOME, 'electron-builder') : join(homedir(), '.cache', 'electron-builder');
}

export function electronCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.XDG_CACHE_HOME ? join(env.XDG_CACHE_HOME, 'electron') : join(homedir(), '.cache', 'electron');
}

/** @electron/get's cache folder for a download: sha256 of the URL's folder (Cache.getCacheDirectory). */
export function electronGetFolder(downloadUrl: string): string {
  const u = new URL(downloadUrl);
  u.hash = '';
  u.search = '';
  u.pathname = u.pathname.slice(0, u.pathname.lastIndexOf('/'));
  return createHash('sha256').update(u.toString()).digest('hex');
}

export function offlineInputs(target: 'linux' | 'win', electronVersion: string, env: NodeJS.ProcessEnv = process.env): OfflineInput[] {
  const cache = builderCacheDir(env);
  const platform = target === 'win' ? 'win32' : 'linux';
  const zip = `electron-v${electronVersion}-${platform}-x64.zip`;
  const zipUrl = `https://github.com/electron/electron/releases/download/v${electronVersion}/${zip}`;
  const ecache = electronCacheDir(env);
  const tool = (what: string, release: string, file: string): OfflineInput => ({
    what,
    path: join(cache, release, file),
    url: `${BINARIES}/${release}/${file}`,
  });
  const inputs: OfflineInput[] = [
    { what: `Electron ${electronVersion} (or set GARIM_ELECTRON_DIST to a folder holding ${zip})`, path: join(ecache, electronGetFolder(zipUrl), zip), url: zipUrl },
    {
      what: 'Electron checksums (lets @electron/get verify the zip offline)',
      path: join(ecache, `SHASUMS256.txt-${electronVersion}`),
      url: `https://github.com/electron/electron/releases/download/v${electronVersion}/SHASUMS256.txt`,
    },
    // For the build machine's own OS (7za unpacks the other archives).
    tool('7-Zip (or set ELECTRON_BUILDER_7ZIP_PATH to a local 7za)', '7zip@1.0.0', process.platform === 'win32' ? '7zip-win-x64.tar.gz' : '7zip-linux-x64.tar.gz'),
    {
      what: `Electron ${electronVersion} headers for rebuilding better-sqlite3 (or set npm_config_nodedir)`,
      path: join(homedir(), '.electron-gyp', electronVersion, 'include', 'node', 'node.h'),
      url: `https://www.electronjs.org/headers/v${electronVersion}/node-v${electronVersion}-headers.tar.gz`,
    },
  ];
  if (target === 'linux') {
    inputs.push(tool('AppImage tools', 'appimage-12.0.1', 'appimage-12.0.1.7z'));
    inputs.push(tool('fpm for the .deb (or USE_SYSTEM_FPM=true with apt ruby + gem fpm)', 'fpm@2.1.4', 'fpm-1.17.0-ruby-3.4.3-linux-amd64.7z'));
  } else {
    inputs.push(tool('NSIS', 'nsis-3.0.4.1', 'nsis-3.0.4.1.7z'));
    inputs.push(tool('NSIS resources', 'nsis-resources-3.4.1', 'nsis-resources-3.4.1.7z'));
    inputs.push(tool('winCodeSign (rcedit, sets the .exe version and icon)', 'winCodeSign-2.6.0', 'winCodeSign-2.6.0.7z'));
  }
  return inputs;
}

/** One line per offline input: present or where to put it. Informational: pack:check does not need them. */
export function offlineToolchainReport(env: NodeJS.ProcessEnv = process.env): string[] {
  const { electronVersion } = loadConfig();
  const lines = ['offline build inputs (needed by npm run dist:linux / dist:win only; see build/OFFLINE-BUILD.md):'];
  const dist = env.GARIM_ELECTRON_DIST;
  if (dist) lines.push(`  GARIM_ELECTRON_DIST=${dist} ${existsSync(dist) ? '(present)' : '(MISSING)'}`);
  for (const target of ['linux', 'win'] as const) {
    for (const i of offlineInputs(target, electronVersion, env)) {
      lines.push(`  [${target}] ${existsSync(i.path) ? 'present' : 'missing'}: ${i.what}\n      ${i.path}`);
    }
  }
  return lines;
}
