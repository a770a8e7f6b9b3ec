import { writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { GarimError } from '../../../native/errors';
import { LATEST_VERSION, openStore } from '../../../native/store';
import { DECISIONS, SHA, entry, tempDbPath } from './helpers';

describe('openStore', () => {
  it('creates the database in WAL mode with foreign keys and secure_delete, at the newest schema', () => {
    const file = tempDbPath();
    const store = openStore(file);
    expect(store.schemaVersion).toBe(LATEST_VERSION);
    store.close();
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(40);
    db.close();
  });

  it('creates a missing parent folder', () => {
    const file = tempDbPath('sub/dir/history.sqlite');
    const store = openStore(file);
    expect(store.list({ limit: 10, offset: 0 })).toEqual([]);
    store.close();
  });

  it('refuses a database written by a newer Garim, naming the file', () => {
    const file = tempDbPath();
    const db = new Database(file);
    db.pragma('user_version = 9990');
    db.close();
    let err: unknown;
    try {
      openStore(file);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(GarimError);
    expect((err as GarimError).code).toBe('STORE_ERROR');
    expect((err as GarimError).message).toBe(
      `${file}: This history file was written by a newer Garim (schema 9990; this version supports up to 40). Install the newer Garim, or move the file away and restart.`,
    );
    const after = new Database(file, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(9990);
    expect(after.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'history'").get()).toEqual({ n: 0 });
    after.close();
  });

  it('reports a file that is not a database as damaged', () => {
    const file = tempDbPath();
    writeFileSync(file, 'this is a text file, not SQLite, padded to more than one header size'.repeat(10));
    expect(() => openStore(file)).toThrow(
      `${file}: The history file is damaged or not an SQLite database. Move it away and restart Garim to start a new history file.`,
    );
  });

  it('rejects a key that is not 32 bytes', () => {
    const file = tempDbPath();
    expect(() => openStore(file, { key: Buffer.alloc(16) })).toThrow(`${file}: The history encryption key must be 32 bytes (got 16).`);
  });
});

describe('HistoryStore record / list / get / delete', () => {
  it('records an entry and reads it back with decisions and counts', () => {
    const store = openStore(tempDbPath());
    const id = store.record(entry({ note: '1심 판결' }));
    expect(id).toBe(1);
    const d = store.get(id);
    expect(d.fileName).toBe('2024가합12345 판결문.hwpx');
    expect(d.format).toBe('hwpx');
    expect(d.modelVersion).toBe('garim-ko-0.1');
    expect(d.countsByCategory).toEqual({ PERSON: 2, ID_NUMBER: 1 });
    expect(d.decisions).toEqual({ accepted: 2, rejected: 1, added: 1 });
    expect(d.decisionList).toEqual(DECISIONS);
    expect(d.note).toBe('1심 판결');
    expect(d.hasOriginal).toBe(false);
    expect(d.originalText).toBeUndefined();
    expect(d.outputPath).toBe('/home/clerk/out/2024가합12345 판결문.가림.hwpx');
    expect(d.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    store.close();
  });

  it('lists newest first, with limit and offset', () => {
    const store = openStore(tempDbPath());
    for (const n of ['a.txt', 'b.txt', 'c.txt']) store.record(entry({ fileName: n, decisions: [] }));
    expect(store.list({ limit: 10, offset: 0 }).map((e) => e.fileName)).toEqual(['c.txt', 'b.txt', 'a.txt']);
    expect(store.list({ limit: 1, offset: 1 }).map((e) => e.fileName)).toEqual(['b.txt']);
    expect(store.list({ limit: 10, offset: 0 })[0].decisions).toEqual({ accepted: 0, rejected: 0, added: 0 });
    store.close();
  });

  it('deletes one entry and its decisions (ON DELETE CASCADE)', () => {
    const file = tempDbPath();
    const store = openStore(file);
    const a = store.record(entry({ fileName: 'a.txt' }));
    const b = store.record(entry({ fileName: 'b.txt' }));
    store.delete(a);
    expect(store.list({ limit: 10, offset: 0 }).map((e) => e.id)).toEqual([b]);
    expect(() => store.get(a)).toThrow(`${file}: History entry ${a} does not exist (it may have been deleted). Refresh the list.`);
    expect(() => store.delete(a)).toThrow(`${file}: History entry ${a} does not exist (it may have been deleted). Refresh the list.`);
    store.close();
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT history_id, count(*) AS n FROM decision GROUP BY history_id').all()).toEqual([{ history_id: b, n: 4 }]);
    db.close();
  });

  it('rejects a malformed source hash without writing', () => {
    const store = openStore(tempDbPath());
    expect(() => store.record(entry({ sourceSha256: 'ABC' }))).toThrow(
      "2024가합12345 판결문.hwpx: The source file's sha256 is malformed (expected 64 lower-case hex digits).",
    );
    expect(store.list({ limit: 10, offset: 0 })).toEqual([]);
    store.close();
  });

  it('purges everything', () => {
    const store = openStore(tempDbPath());
    store.record(entry());
    store.record(entry({ fileName: '다른 판결문.docx' }));
    store.purge();
    expect(store.list({ limit: 10, offset: 0 })).toEqual([]);
    expect(store.list({ query: '판결문', limit: 10, offset: 0 })).toEqual([]);
    expect(store.record(entry({ sourceSha256: SHA }))).toBe(3);
    store.close();
  });

  it('refuses calls after close', () => {
    const file = tempDbPath();
    const store = openStore(file);
    store.close();
    expect(() => store.list({ limit: 1, offset: 0 })).toThrow(`${file}: The history store is already closed.`);
  });
});

describe('HistoryStore search', () => {
  function seeded() {
    const store = openStore(tempDbPath());
    store.record(entry({ fileName: '서울중앙지방법원 2023고단1234 판결문.hwp', note: '' }));
    store.record(entry({ fileName: 'judgment_2023.docx', note: '항소심 제출용 사본' }));
    store.record(entry({ fileName: '결정문 100%.txt', note: 'under_score' }));
    return store;
  }

  it('finds a Korean substring of a file name (2 characters, 판결 in 판결문)', () => {
    const store = seeded();
    expect(store.list({ query: '판결', limit: 10, offset: 0 }).map((e) => e.fileName)).toEqual(['서울중앙지방법원 2023고단1234 판결문.hwp']);
    store.close();
  });

  it('finds a 3+ character substring inside a word through the trigram index', () => {
    const store = seeded();
    expect(store.list({ query: '중앙지방', limit: 10, offset: 0 }).map((e) => e.id)).toEqual([1]);
    expect(store.list({ query: '2023', limit: 10, offset: 0 }).map((e) => e.id)).toEqual([2, 1]);
    store.close();
  });

  it('searches notes', () => {
    const store = seeded();
    expect(store.list({ query: '제출용', limit: 10, offset: 0 }).map((e) => e.fileName)).toEqual(['judgment_2023.docx']);
    expect(store.list({ query: '사본', limit: 10, offset: 0 }).map((e) => e.fileName)).toEqual(['judgment_2023.docx']);
    store.close();
  });

  it('treats FTS syntax and LIKE wildcards in user input as literal text', () => {
    const store = seeded();
    expect(store.list({ query: '"판결문" OR *', limit: 10, offset: 0 })).toEqual([]);
    expect(store.list({ query: 'NEAR(', limit: 10, offset: 0 })).toEqual([]);
    expect(store.list({ query: '0%', limit: 10, offset: 0 }).map((e) => e.id)).toEqual([3]);
    expect(store.list({ query: '%', limit: 10, offset: 0 }).map((e) => e.id)).toEqual([3]);
    expect(store.list({ query: '_s', limit: 10, offset: 0 }).map((e) => e.id)).toEqual([3]);
    expect(store.list({ query: '   ', limit: 10, offset: 0 }).map((e) => e.id)).toEqual([3, 2, 1]);
    store.close();
  });

  it('stops finding a deleted entry', () => {
    const store = seeded();
    store.delete(1);
    expect(store.list({ query: '중앙지방', limit: 10, offset: 0 })).toEqual([]);
    expect(store.list({ query: '판결', limit: 10, offset: 0 })).toEqual([]);
    store.close();
  });
});

describe('HistoryStore search normalization', () => {
  it('finds a file name recorded in decomposed Hangul (NFD) by a typed NFC query', () => {
    const store = openStore(tempDbPath());
    store.record(entry({ fileName: '수원지방법원 판결문.hwp'.normalize('NFD') }));
    expect(store.list({ query: '판결', limit: 10, offset: 0 }).map((e) => e.fileName)).toEqual(['수원지방법원 판결문.hwp']);
    expect(store.list({ query: '지방법원', limit: 10, offset: 0 }).map((e) => e.id)).toEqual([1]);
    store.close();
  });
});
