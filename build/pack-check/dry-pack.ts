// `npm run pack:check -- --dry-pack`: runs the real electron-builder (linux, dir target) against a stand-in
// Electron folder, then compares the app.asar it wrote with pack-check's own file list and runs the afterPack
// checks on it. Proves the config packs what pack:check says, here, without Electron's zip.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CONFIG_FILE, loadConfig, loadRules, PROJECT_ROOT } from './builder-config';
import { shippedAppFiles, shippedPackageFiles } from './shipped-files';

const require = createRequire(import.meta.url);

interface AsarNode {
  files?: Record<string, AsarNode>;
  link?: string;
}

function asarFiles(archive: string): Set<string> {
  const builderDir = dirname(require.resolve('app-builder-lib/package.json'));
  const asar = require(require.resolve('@electron/asar', { paths: [builderDir] })) as { getRawHeader(p: string): { header: AsarNode } };
  const out = new Set<string>();
  const walk = (n: AsarNode, p: string) => {
    if (n.files) for (const [k, v] of Object.entries(n.files)) walk(v, p ? `${p}/${k}` : k);
    else if (!n.link) out.add(p);
  };
  walk(asar.getRawHeader(archive).header, '');
  return out;
}

export function dryPack(): string[] {
  const work = mkdtempSync(join(tmpdir(), 'garim-dry-pack-'));
  try {
    const fake = join(work, 'electron-dist');
    mkdirSync(join(fake, 'resources'), { recursive: true });
    mkdirSync(join(fake, 'locales'));
    for (const l of ['ko', 'en-US', 'de', 'ja']) writeFileSync(join(fake, 'locales', `${l}.pak`), l);
    writeFileSync(join(fake, 'electron'), '#!/bin/sh\necho "stand-in for Electron"\n');
    chmodSync(join(fake, 'electron'), 0o755);
    writeFileSync(join(fake, 'version'), loadConfig().electronVersion);
    writeFileSync(join(fake, 'LICENSE'), 'stand-in');
    const out = join(work, 'release');
    const cfg = join(work, 'config.cjs');
    // No rebuild (nothing to rebuild against) and no fuses (the stand-in has no fuse wire); the rest is the real config.
    writeFileSync(
      cfg,
      `const c = require(${JSON.stringify(CONFIG_FILE)});\nmodule.exports = { ...c, afterPack: undefined, npmRebuild: false, electronDist: ${JSON.stringify(fake)}, directories: { ...c.directories, output: ${JSON.stringify(out)} } };\n`,
    );
    const cli = require.resolve('electron-builder/cli.js');
    const r = spawnSync(process.execPath, [cli, '--config', cfg, '--linux', 'dir', '--x64', '--publish', 'never'], { cwd: PROJECT_ROOT, encoding: 'utf8' });
    if (r.status !== 0) return [`dry pack: electron-builder failed (exit ${r.status}):\n${(r.stdout + r.stderr).split('\n').slice(-15).join('\n')}`];

    const resources = join(out, 'linux-unpacked', 'resources');
    const real = asarFiles(join(resources, 'app.asar'));
    const config = loadConfig();
    const { runtime } = loadRules().dependencySplit(PROJECT_ROOT);
    const mine = new Set(
      [...shippedAppFiles(PROJECT_ROOT, config, 'linux'), ...runtime.flatMap((d) => shippedPackageFiles(PROJECT_ROOT, d, config, 'linux'))].map((f) => f.path),
    );
    const problems: string[] = [];
    const locales = readdirSync(join(out, 'linux-unpacked', 'locales')).sort();
    if (locales.join(',') !== 'en-US.pak,ko.pak') problems.push(`dry pack: locales should be en-US.pak and ko.pak only, got ${locales.join(', ')}`);
    const onlyReal = [...real].filter((f) => !mine.has(f));
    const onlyMine = [...mine].filter((f) => !real.has(f));
    if (onlyReal.length > 0) problems.push(`dry pack: electron-builder packed ${onlyReal.length} file(s) pack:check did not expect: ${onlyReal.slice(0, 10).join(', ')}`);
    if (onlyMine.length > 0) problems.push(`dry pack: pack:check expected ${onlyMine.length} file(s) electron-builder did not pack: ${onlyMine.slice(0, 10).join(', ')}`);
    const afterPack = require(join(PROJECT_ROOT, 'build', 'after-pack.cjs')) as Record<string, (dir: string, platform?: string) => string[]>;
    problems.push(...[...afterPack.checkNativeBinaries(resources, 'linux'), ...afterPack.checkModel(resources), ...afterPack.checkAsar(resources)].map((m) => `dry pack: ${m}`));
    console.log(`dry pack: electron-builder packed ${real.size} files into app.asar; pack:check listed ${mine.size}`);
    return problems;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
