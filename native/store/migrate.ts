// Brings a database to the newest schema: every pending migration in order, inside ONE transaction, each
// setting user_version; a database written by a newer Garim is refused (Signal's DBVersionFromFutureError).
import type Database from 'better-sqlite3';
import { GarimError } from '../errors';
import { LATEST_VERSION, MIGRATIONS, migrationSql, type Migration } from './migrations';

export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Applies the migrations after the database's version, up to `upTo` (tests build older schemas with it). */
export function migrate(db: Database.Database, file: string, upTo: number = LATEST_VERSION): number {
  const current = schemaVersion(db);
  if (current > LATEST_VERSION) {
    throw new GarimError(
      'STORE_ERROR',
      `이 기록 파일은 더 새로운 가림에서 만들어졌습니다(스키마 ${current}, 이 버전은 ${LATEST_VERSION}까지 지원). 가림을 최신 버전으로 설치하거나 이 파일을 다른 곳으로 옮긴 뒤 다시 시작하세요.`,
      `This history file was written by a newer Garim (schema ${current}; this version supports up to ${LATEST_VERSION}). Install the newer Garim, or move the file away and restart.`,
      file,
    );
  }
  const pending: Migration[] = MIGRATIONS.filter((m) => m.version > current && m.version <= upTo);
  if (pending.length === 0) return current;
  const steps = pending.map((m) => ({ m, sql: migrationSql(m) }));
  const run = db.transaction(() => {
    for (const { m, sql } of steps) {
      db.exec(sql);
      db.pragma(`user_version = ${m.version}`);
    }
  });
  try {
    run.immediate();
  } catch (cause) {
    if (cause instanceof GarimError) throw cause;
    throw new GarimError(
      'STORE_ERROR',
      `기록 파일의 스키마를 갱신하지 못했습니다(${current} → ${pending[pending.length - 1].version}). 파일은 바뀌지 않았습니다. 디스크 공간과 권한을 확인하세요.`,
      `Could not upgrade the history file's schema (${current} → ${pending[pending.length - 1].version}). The file was not changed. Check disk space and permissions.`,
      file,
      { cause },
    );
  }
  return schemaVersion(db);
}
