// Which files electron-builder would put into app.asar for a platform, from the config's patterns
// (app-builder-lib fileMatcher.js: app files use every pattern plus its default exclusions; node_modules use
// `**/*` followed by only the negated patterns).
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { BuilderConfig, DependencyInfo, PlatformKey } from './builder-config';
import { compilePattern, isIncluded, type Pattern } from './glob';

/** electron-builder's defaults (fileMatcher.js excludedExts / excludedNames), abridged to what can occur here. */
const DEFAULT_EXCLUSIONS = [
  '!**/*.{iml,hprof,orig,pyc,pyo,rbc,swp,csproj,sln,suo,xproj,cc,d.ts,mk,a,o,obj,forge-meta,pdb}',
  '!**/._*',
  '!**/{.git,.hg,.svn,__pycache__,.DS_Store,.gitignore,.gitkeep,.gitattributes,.npmignore,.idea,.vs,.eslintrc,.github,package-lock.json,yarn.lock,pnpm-lock.yaml,.travis.yml,appveyor.yml}',
  // NodeModuleCopyHelper also drops readmes and test/example folders of packages.
  '!**/node_modules/**/{README,Readme,readme}*.md',
  '!**/node_modules/*/{test,tests,__tests__,powered-test,example,examples}{,/**}',
  '!**/node_modules/@*/*/{test,tests,__tests__,powered-test,example,examples}{,/**}',
];

export function platformFiles(config: BuilderConfig, platform: PlatformKey): string[] {
  return platform === 'linux' ? config.linux.files : config.win.files;
}

export function appPatterns(config: BuilderConfig, platform: PlatformKey): Pattern[] {
  return ['!**/node_modules/**', ...platformFiles(config, platform), ...DEFAULT_EXCLUSIONS].map(compilePattern);
}

export function nodeModulePatterns(config: BuilderConfig, platform: PlatformKey): Pattern[] {
  const negated = [...platformFiles(config, platform), ...DEFAULT_EXCLUSIONS].filter((p) => p.startsWith('!'));
  return ['**/*', ...negated].map(compilePattern);
}

export interface ShippedFile {
  /** Relative to the project root, `/`-separated. */
  path: string;
  size: number;
}

/** Every file below `dir` (relative to `root`), not descending into `skipDirs` names. */
export function listFiles(root: string, dir: string, skipDirs: ReadonlySet<string> = new Set()): ShippedFile[] {
  const out: ShippedFile[] = [];
  const walk = (abs: string) => {
    for (const name of readdirSync(abs)) {
      const p = join(abs, name);
      const st = statSync(p);
      if (st.isDirectory()) {
        if (!skipDirs.has(name)) walk(p);
      } else {
        out.push({ path: relative(root, p).split(sep).join('/'), size: st.size });
      }
    }
  };
  walk(join(root, dir));
  return out;
}

const NOT_APP = new Set(['node_modules', '.git', 'release', 'out']);

/** The app's own files (not node_modules) that would be packed. */
export function shippedAppFiles(root: string, config: BuilderConfig, platform: PlatformKey): ShippedFile[] {
  const patterns = appPatterns(config, platform);
  return listFiles(root, '.', NOT_APP).filter((f) => isIncluded(f.path, patterns));
}

/** A runtime dependency's files that would be packed (its own nested node_modules are separate packages). */
export function shippedPackageFiles(root: string, dep: DependencyInfo, config: BuilderConfig, platform: PlatformKey): ShippedFile[] {
  const patterns = nodeModulePatterns(config, platform);
  return listFiles(root, dep.dir, new Set(['node_modules'])).filter((f) => isIncluded(f.path, patterns));
}
