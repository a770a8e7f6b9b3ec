// One test per migration (Signal's migration_NNNN_test): build the PREVIOUS schema with data, migrate, and
// check nothing was lost.
import { readdirSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION, MIGRATIONS, migrate, openStore, schemaVersion } from '../../../native/store';
import { migrationsDir } from '../../../native/store/migrations';
import { containsText, fileBytes, tempDbPath } from './helpers';

function databaseAt(version: number): { file: string; db: Database.Database } {
  const file = tempDbPath();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  expect(migrate(db, file, version)).toBe(version);
  return { file, db };
}

function insertV10Row(db: Database.Database, fileName: string, note: string): number {
  const id = Number(
    db
      .prepare(
        `INSERT INTO history (created_at, file_name, format, model_version, counts_json, note, output_path, source_sha256)
         VALUES ('2026-01-02T03:04:05.678Z', ?, 'hwp', 'garim-ko-0.0', '{"PERSON":3}', ?, '/out/x.hwpx', ?)`,
      )
      .run(fileName, note, 'b'.repeat(64)).lastInsertRowid,
  );
  db.prepare(
    `INSERT INTO decision (history_id, seq, start, "end", label, category, source, decision) VALUES (?, 0, 5, 8, '내국인이름', 'PERSON', 'model', 'accepted'), (?, 1, 9, 12, '내국인이름', 'PERSON', 'user', 'added')`,
  ).run(id, id);
  return id;
}

describe('migration list', () => {
  it('lists every .sql file in the folder, in steps of 10, in order', () => {
    const files = readdirSync(migrationsDir()).filter((f) => f.endsWith('.sql')).sort();
    expect(MIGRATIONS.map((m) => m.file)).toEqual(files);
    MIGRATIONS.forEach((m, i) => {
      expect(m.version).toBe((i + 1) * 10);
      expect(m.file.startsWith(String(m.version).padStart(4, '0') + '-')).toBe(true);
    });
    expect(LATEST_VERSION).toBe(40);
  });
});

describe('0010-history', () => {
  it('creates history and decision tables on an empty database', () => {
    const { db } = databaseAt(10);
    expect(schemaVersion(db)).toBe(10);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all();
    expect(tables).toEqual([{ name: 'decision' }, { name: 'history' }]);
    db.close();
  });
});

describe('0020-history-search', () => {
  it('keeps every v10 entry and decision and makes the old entries searchable', () => {
    const { file, db } = databaseAt(10);
    const a = insertV10Row(db, '대전지방법원 판결문.hwp', '');
    const b = insertV10Row(db, 'memo.txt', '재심 청구');
    expect(migrate(db, file, 20)).toBe(20);
    expect(db.prepare('SELECT count(*) AS n FROM decision').get()).toEqual({ n: 4 });
    expect(db.prepare('SELECT rowid FROM history_fts WHERE history_fts MATCH ?').all('"지방법원"')).toEqual([{ rowid: a }]);
    expect(db.prepare('SELECT rowid FROM history_fts WHERE history_fts MATCH ?').all('"재심 청구"')).toEqual([{ rowid: b }]);
    db.close();
  });
});

describe('0030-original', () => {
  it('keeps every v20 entry, with no original, and the store reads them', () => {
    const { file, db } = databaseAt(20);
    const id = insertV10Row(db, '광주고등법원 판결문.hwpx', '원심');
    expect(migrate(db, file, 30)).toBe(30);
    expect(db.prepare('SELECT count(*) AS n FROM original').get()).toEqual({ n: 0 });
    db.close();
    // The store reads it after every migration (0040 then gives old entries a neutral name, tested below).
    const store = openStore(file);
    expect(store.schemaVersion).toBe(40);
    const d = store.get(id);
    expect(d).toEqual({
      id,
      createdAt: '2026-01-02T03:04:05.678Z',
      fileName: `기록 ${id}.hwp`,
      format: 'hwp',
      modelVersion: 'garim-ko-0.0',
      countsByCategory: { PERSON: 3 },
      decisions: { accepted: 1, rejected: 0, added: 1 },
      note: '원심',
      hasOriginal: false,
      sourceSha256: 'b'.repeat(64),
      decisionList: [
        { start: 5, end: 8, label: '내국인이름', category: 'PERSON', source: 'model', decision: 'accepted' },
        { start: 9, end: 12, label: '내국인이름', category: 'PERSON', source: 'user', decision: 'added' },
      ],
    });
    expect(store.list({ query: '원심', limit: 5, offset: 0 }).map((e) => e.id)).toEqual([id]);
    store.close();
  });
});

describe('0040-redacted-names', () => {
  it('replaces the names stored before, in the table, the search index and the file bytes; keeps the rest', () => {
    const { file, db } = databaseAt(30);
    const id = insertV10Row(db, '/사건/판결문_박호미_2018고단1371.hwp', '박호미 재검토');
    db.close();
    const store = openStore(file);
    expect(store.schemaVersion).toBe(40);
    const d = store.get(id);
    expect(d).toMatchObject({
      fileName: `기록 ${id}.hwp`,
      format: 'hwp',
      countsByCategory: { PERSON: 3 },
      decisions: { accepted: 1, rejected: 0, added: 1 },
      note: '박호미 재검토',
      sourceSha256: 'b'.repeat(64),
    });
    expect(d.outputPath).toBeUndefined();
    expect(store.list({ query: '판결문', limit: 5, offset: 0 })).toEqual([]);
    expect(store.list({ query: `기록 ${id}`, limit: 5, offset: 0 }).map((e) => e.id)).toEqual([id]);
    // The typed note is the user's own and is kept (the app warns while it is typed).
    expect(store.list({ query: '재검토', limit: 5, offset: 0 }).map((e) => e.id)).toEqual([id]);
    store.close();
    const bytes = fileBytes(file);
    expect(containsText(bytes, '판결문_')).toBe(false);
    expect(containsText(bytes, '/out/x.hwpx')).toBe(false);
  });
});

describe('migrate', () => {
  it('applies all pending migrations in one transaction: a failing step leaves the database as it was', () => {
    const { file, db } = databaseAt(10);
    insertV10Row(db, 'a.hwp', '');
    db.exec('CREATE TABLE history_fts (x)'); // makes 0020 fail half-way through the batch
    expect(() => migrate(db, file)).toThrow(
      `${file}: Could not upgrade the history file's schema (10 → 40). The file was not changed. Check disk space and permissions.`,
    );
    expect(schemaVersion(db)).toBe(10);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name IN ('original', 'history_fts_insert')").all()).toEqual([]);
    expect(db.prepare('SELECT count(*) AS n FROM history').get()).toEqual({ n: 1 });
    db.close();
  });

  it('does nothing on a current database', () => {
    const { file, db } = databaseAt(LATEST_VERSION);
    expect(migrate(db, file)).toBe(LATEST_VERSION);
    db.close();
  });
});
