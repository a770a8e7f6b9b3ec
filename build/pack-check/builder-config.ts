// Loads build/electron-builder.config.cjs and packaging-rules.cjs with their types, for pack-check and tests.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

export const BUILD_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
export const PROJECT_ROOT = resolve(BUILD_DIR, '..');
export const CONFIG_FILE = join(BUILD_DIR, 'electron-builder.config.cjs');

export type PlatformKey = 'linux' | 'win';

export interface ExtraResource {
  from: string;
  to: string;
  filter?: string[];
}

/** The part of electron-builder's Configuration that packaging relies on. */
export interface BuilderConfig {
  appId: string;
  productName: string;
  electronVersion: string;
  /** Never set: `files` lives in linux / win (see the config's comment). */
  files?: undefined;
  extraResources: ExtraResource[];
  asar: boolean;
  asarUnpack: string[];
  npmRebuild: boolean;
  buildDependenciesFromSource: boolean;
  publish: null;
  afterPack: string;
  linux: { target: string[]; category: string; maintainer: string; icon?: string; files: string[] };
  deb: { depends: string[] };
  win: { target: string[]; icon?: string; files: string[] };
  nsis: { oneClick: boolean; perMachine: boolean; allowElevation: boolean; allowToChangeInstallationDirectory: boolean };
  [key: string]: unknown;
}

export interface DependencyInfo {
  name: string;
  version: string;
  /** Folder relative to the project root, `/`-separated. */
  dir: string;
  pkg: { name: string; version: string; license?: unknown; licenses?: unknown; main?: string; [k: string]: unknown };
}

export interface PackagingRules {
  MODEL_FILES: string[];
  NATIVE_MODULES: string[];
  ASAR_UNPACK: string[];
  APP_FILES: string[];
  INSTALL_ONLY_EDGES: Record<string, string[]>;
  NOT_AT_RUNTIME: string[];
  NODE_MODULES_NOISE: string[];
  PLATFORM_FILES: Record<PlatformKey, string[]>;
  NATIVE_BINARIES: Record<PlatformKey, string[]>;
  dependencySplit(rootDir: string): {
    production: DependencyInfo[];
    runtime: DependencyInfo[];
    excluded: DependencyInfo[];
    conflicts: string[];
  };
  excludedPackagePatterns(rootDir: string): string[];
}

export function loadRules(): PackagingRules {
  return require(join(BUILD_DIR, 'packaging-rules.cjs')) as PackagingRules;
}

export function loadConfig(): BuilderConfig {
  return require(CONFIG_FILE) as BuilderConfig;
}
