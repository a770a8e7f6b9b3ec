// The numbered migrations, in order. The .sql files are read at run time: from the source tree (tsx, tests),
// from dist/ next to the bundle, or from inside app.asar where packaging puts them (build/electron-builder.config.cjs).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GarimError } from '../../errors';

export interface Migration {
  /** Becomes PRAGMA user_version once applied. */
  version: number;
  file: string;
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 10, file: '0010-history.sql' },
  { version: 20, file: '0020-history-search.sql' },
  { version: 30, file: '0030-original.sql' },
  { version: 40, file: '0040-redacted-names.sql' },
];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

/** Folders that may hold the .sql files, most specific first. */
export function migrationDirCandidates(): string[] {
  const dirs: string[] = [];
  if (process.env.GARIM_MIGRATIONS_DIR) dirs.push(process.env.GARIM_MIGRATIONS_DIR);
  // import.meta.url is a file: URL in ESM (tsx, vitest); a CJS bundle leaves it undefined.
  const here = typeof import.meta.url === 'string' && import.meta.url.startsWith('file:') ? import.meta.url : undefined;
  if (here) dirs.push(dirname(fileURLToPath(here)));
  if (typeof __dirname === 'string') {
    // Bundled into dist/electron/*.cjs: the sources ship at <app>/native/store/migrations (inside app.asar).
    dirs.push(join(__dirname, 'migrations'), join(__dirname, '..', '..', 'native', 'store', 'migrations'));
  }
  return dirs;
}

let cachedDir: string | undefined;

export function migrationsDir(): string {
  if (cachedDir) return cachedDir;
  const found = migrationDirCandidates().find((d) => existsSync(join(d, MIGRATIONS[0].file)));
  if (!found) {
    throw new GarimError(
      'STORE_ERROR',
      `기록 저장소의 스키마 파일(${MIGRATIONS[0].file})을 찾을 수 없습니다. 가림을 다시 설치해 주세요.`,
      `The history store's schema file (${MIGRATIONS[0].file}) is missing. Reinstall Garim.`,
    );
  }
  cachedDir = found;
  return found;
}

export function migrationSql(m: Migration): string {
  const path = join(migrationsDir(), m.file);
  try {
    return readFileSync(path, 'utf8');
  } catch (cause) {
    throw new GarimError(
      'STORE_ERROR',
      '기록 저장소의 스키마 파일을 읽을 수 없습니다. 가림을 다시 설치해 주세요.',
      "Cannot read the history store's schema file. Reinstall Garim.",
      path,
      { cause },
    );
  }
}
