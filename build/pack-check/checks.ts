// The checks behind `npm run pack:check`, each returning human-readable problems (empty = fine). Pure over
// the loaded config, the rules and file lists, so they are unit-tested without packaging anything.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT, type BuilderConfig, type PackagingRules } from './builder-config';
import { compilePattern, isIncluded } from './glob';
import { isAcceptedLicense, type LicenseRecord } from './licenses';
import type { ShippedFile } from './shipped-files';

/** Packages that mean the app can update itself or phone home. */
export const FORBIDDEN_PACKAGES = ['electron-updater', 'update-electron-app', '@sentry/electron', 'electron-log', 'axios', 'node-fetch', 'ws', 'undici'];

/** Project paths that must never be packed. */
export const NEVER_PACKED = [/^test\//, /^models\/training\//, /^renderer\//, /^native\/.*\.tsx?$/, /^electron\/.*\.tsx?$/, /^\.ci\//, /^build\//];

export function checkConfig(config: BuilderConfig, rules: PackagingRules): string[] {
  const p: string[] = [];
  if (config.appId !== 'kr.garim.app') p.push(`appId is ${config.appId}, expected kr.garim.app`);
  if (config.publish !== null) p.push('publish must be null: Garim never uploads or auto-updates');
  if (config.asar !== true) p.push('asar must be true (the fuses require the app inside app.asar)');
  for (const u of rules.ASAR_UNPACK) if (!config.asarUnpack.includes(u)) p.push(`asarUnpack lacks ${u} (native code cannot be loaded from inside the asar)`);
  if (config.npmRebuild !== true || config.buildDependenciesFromSource !== true) {
    p.push('npmRebuild and buildDependenciesFromSource must be true so better-sqlite3 is rebuilt for Electron without downloading prebuilt binaries');
  }
  if (!config.afterPack) p.push('afterPack hook missing (fuses are flipped there)');
  if (config.files !== undefined) p.push('top-level files must not be set: electron-builder would merge it with the platform lists into a second file set');
  for (const [key, platform] of [['linux', config.linux], ['win', config.win]] as const) {
    if (!platform.files.some((f) => !f.startsWith('!'))) p.push(`${key}.files has only exclusions: electron-builder would then pack the whole project`);
  }
  const models = config.extraResources.find((r) => r.to === 'models');
  if (!models || models.from !== 'models') p.push('extraResources must copy models/ to resources/models/ (outside app.asar)');
  else for (const f of rules.MODEL_FILES) if (!(models.filter ?? []).includes(f)) p.push(`extraResources models filter lacks ${f}`);
  const n = config.nsis;
  if (n.oneClick !== false || n.perMachine !== false || n.allowElevation !== false || n.allowToChangeInstallationDirectory !== true) {
    p.push('nsis must be per-user without elevation: oneClick false, perMachine false, allowElevation false, allowToChangeInstallationDirectory true');
  }
  for (const [key, icon] of [['linux', config.linux.icon], ['win', config.win.icon]] as const) {
    if (!icon) p.push(`${key}.icon is not set (electron-builder would download its icon converter)`);
    else if (!existsSync(join(PROJECT_ROOT, icon))) p.push(`${key}.icon ${icon} does not exist: run npx tsx build/make-icons.ts`);
  }
  for (const t of ['nsis', 'portable']) if (!config.win.target.includes(t)) p.push(`win.target lacks ${t}`);
  for (const t of ['AppImage', 'deb', 'dir']) if (!config.linux.target.includes(t)) p.push(`linux.target lacks ${t}`);
  return p;
}

/** Every positive pattern of `files` names at least one existing file; nothing forbidden is packed. */
export function checkAppFiles(files: readonly string[], projectFiles: readonly ShippedFile[], shipped: readonly ShippedFile[], main: string | undefined): string[] {
  const p: string[] = [];
  for (const source of files.filter((s) => !s.startsWith('!'))) {
    const pattern = compilePattern(source);
    if (!projectFiles.some((f) => isIncluded(f.path, [pattern]))) {
      p.push(`files pattern "${source}" matches no file${source.startsWith('dist/') ? ' — run the build first (npm run build:electron / build:renderer)' : ''}`);
    }
  }
  for (const f of shipped) {
    if (NEVER_PACKED.some((re) => re.test(f.path))) p.push(`${f.path} would be packed but must not be (tests, training, sources and build scripts stay out)`);
  }
  if (!main) p.push('package.json has no "main"');
  else if (!shipped.some((f) => f.path === main.replace(/^\.\//, ''))) p.push(`package.json main "${main}" is not among the packed files (build it, or fix "main")`);
  return p;
}

export function checkDependencies(split: ReturnType<PackagingRules['dependencySplit']>, rules: PackagingRules): string[] {
  const p: string[] = [];
  for (const c of split.conflicts) p.push(`${c} is install-only but shares its name with a runtime package; exclude it by path`);
  const names = new Set(split.runtime.map((d) => d.name));
  for (const f of FORBIDDEN_PACKAGES) if (names.has(f)) p.push(`${f} is a runtime dependency: Garim must not update itself or talk to servers`);
  for (const m of rules.NATIVE_MODULES) if (!names.has(m)) p.push(`native module ${m} is not installed (run npm ci)`);
  return p;
}

export function checkLicenses(records: readonly LicenseRecord[]): string[] {
  return records
    .filter((r) => !isAcceptedLicense(r.license))
    .map((r) => `${r.name}@${r.version}: licence "${r.license}" is not on the accepted list (build/pack-check/licenses.ts); review it before shipping`);
}

/** Files a native module must keep unpacked for the platform, missing from the shipped list. */
export function checkNativeBinaries(shippedNodeModules: readonly ShippedFile[], expected: readonly string[]): string[] {
  const have = new Set(shippedNodeModules.map((f) => f.path));
  return expected.filter((e) => !have.has(e)).map((e) => `${e} would not be packed (the engine cannot start without it)`);
}

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MiB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${n} B`;
}
