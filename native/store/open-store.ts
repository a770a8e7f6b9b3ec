// The history of exports in one SQLite file (the app passes its user-data or portable folder). The only
// place in Garim that holds SQL; callers get typed functions. By default nothing personal is stored:
// hashes, counts, offsets, labels and decisions. An original is kept only on request, encrypted.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { GarimError } from '../errors';
import { KEY_BYTES, open as openSealed, originalAad, seal, sourcePathAad } from './cipher';
import { migrate } from './migrate';
import { LIKE_ESCAPE, searchQuery } from './search-query';
import type { Decision, HistoryDetail, HistoryEntry, HistoryStore, RecordInput, StoreOptions } from './types';

interface EntryRow {
  id: number;
  created_at: string;
  file_name: string;
  format: string;
  model_version: string;
  counts_json: string;
  note: string;
  output_path: string | null;
  source_sha256: string;
  accepted: number;
  rejected: number;
  added: number;
  has_original: number;
}

interface OriginalRow {
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

const ENTRY_COLUMNS = `
  h.id, h.created_at, h.file_name, h.format, h.model_version, h.counts_json, h.note, h.output_path, h.source_sha256,
  (SELECT count(*) FROM decision d WHERE d.history_id = h.id AND d.decision = 'accepted') AS accepted,
  (SELECT count(*) FROM decision d WHERE d.history_id = h.id AND d.decision = 'rejected') AS rejected,
  (SELECT count(*) FROM decision d WHERE d.history_id = h.id AND d.decision = 'added') AS added,
  EXISTS (SELECT 1 FROM original o WHERE o.history_id = h.id) AS has_original`;

function storeError(file: string, ko: string, en: string, cause?: unknown): GarimError {
  return new GarimError('STORE_ERROR', ko, en, file, cause === undefined ? undefined : { cause });
}

function checkKey(key: Buffer | null | undefined, file: string): Buffer | null {
  if (key == null) return null;
  if (!Buffer.isBuffer(key) || key.length !== KEY_BYTES) {
    throw new GarimError(
      'INVALID_INPUT',
      `기록 암호화 키는 ${KEY_BYTES}바이트여야 합니다(받은 길이: ${Buffer.isBuffer(key) ? key.length : typeof key}).`,
      `The history encryption key must be ${KEY_BYTES} bytes (got ${Buffer.isBuffer(key) ? key.length : typeof key}).`,
      file,
    );
  }
  return key;
}

function openDatabase(file: string): Database.Database {
  let db: Database.Database | undefined;
  try {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // Deleted personal data is overwritten with zeros, not left in free pages.
    db.pragma('secure_delete = ON');
    db.pragma('busy_timeout = 5000');
    return db;
  } catch (cause) {
    db?.close();
    const notDb = (cause as { code?: string }).code === 'SQLITE_NOTADB' || (cause as { code?: string }).code === 'SQLITE_CORRUPT';
    throw notDb
      ? storeError(
          file,
          '기록 파일이 손상되었거나 SQLite 데이터베이스가 아닙니다. 이 파일을 다른 곳으로 옮긴 뒤 가림을 다시 시작하면 새 기록 파일이 만들어집니다.',
          'The history file is damaged or not an SQLite database. Move it away and restart Garim to start a new history file.',
          cause,
        )
      : storeError(
          file,
          '기록 파일을 열 수 없습니다. 폴더가 있는지, 쓰기 권한이 있는지 확인하세요.',
          'Cannot open the history file. Check that the folder exists and is writable.',
          cause,
        );
  }
}

function toEntry(r: EntryRow): HistoryEntry {
  return {
    id: r.id,
    createdAt: r.created_at,
    fileName: r.file_name,
    format: r.format,
    modelVersion: r.model_version,
    countsByCategory: JSON.parse(r.counts_json) as Record<string, number>,
    decisions: { accepted: r.accepted, rejected: r.rejected, added: r.added },
    note: r.note,
    hasOriginal: r.has_original === 1,
  };
}

export function openStore(file: string, opts: StoreOptions = {}): HistoryStore {
  const key = checkKey(opts.key, file);
  const db = openDatabase(file);
  let version: number;
  try {
    version = migrate(db, file);
  } catch (e) {
    db.close();
    throw e;
  }

  const insertEntry = db.prepare(
    `INSERT INTO history (file_name, format, model_version, counts_json, note, output_path, source_sha256)
     VALUES (@fileName, @format, @modelVersion, @counts, @note, @outputPath, @sourceSha256)`,
  );
  const insertDecision = db.prepare(
    `INSERT INTO decision (history_id, seq, start, "end", label, category, source, decision)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOriginal = db.prepare('INSERT INTO original (history_id, iv, tag, ciphertext) VALUES (?, ?, ?, ?)');
  const insertSourcePath = db.prepare('INSERT INTO source_path (history_id, iv, tag, ciphertext) VALUES (?, ?, ?, ?)');
  const selectSourcePath = db.prepare('SELECT iv, tag, ciphertext FROM source_path WHERE history_id = ?');
  const selectEntry = db.prepare(`SELECT ${ENTRY_COLUMNS} FROM history h WHERE h.id = ?`);
  const selectDecisions = db.prepare(
    `SELECT start, "end", label, category, source, decision FROM decision WHERE history_id = ? ORDER BY seq`,
  );
  const selectOriginal = db.prepare('SELECT iv, tag, ciphertext FROM original WHERE history_id = ?');
  const deleteEntry = db.prepare('DELETE FROM history WHERE id = ?');
  const listAll = db.prepare(`SELECT ${ENTRY_COLUMNS} FROM history h ORDER BY h.id DESC LIMIT ? OFFSET ?`);
  const listMatch = db.prepare(
    `SELECT ${ENTRY_COLUMNS} FROM history h
     WHERE h.id IN (SELECT rowid FROM history_fts WHERE history_fts MATCH ?)
     ORDER BY h.id DESC LIMIT ? OFFSET ?`,
  );
  const listLike = db.prepare(
    `SELECT ${ENTRY_COLUMNS} FROM history h
     WHERE h.file_name LIKE @p ESCAPE '${LIKE_ESCAPE}' OR h.note LIKE @p ESCAPE '${LIKE_ESCAPE}'
     ORDER BY h.id DESC LIMIT @limit OFFSET @offset`,
  );

  const recordTx = db.transaction((input: RecordInput): number => {
    const info = insertEntry.run({
      // NFC so a name saved on macOS (NFD Hangul) is found by what the user types.
      fileName: input.fileName.normalize('NFC'),
      format: input.format,
      modelVersion: input.modelVersion,
      counts: JSON.stringify(input.countsByCategory),
      note: input.note.normalize('NFC'),
      outputPath: input.outputPath ?? null,
      sourceSha256: input.sourceSha256,
    });
    const id = Number(info.lastInsertRowid);
    input.decisions.forEach((d: Decision, seq) => {
      insertDecision.run(id, seq, d.start, d.end, d.label, d.category, d.source, d.decision);
    });
    if (input.originalText !== undefined && key) {
      const s = seal(key, input.originalText, originalAad(id));
      insertOriginal.run(id, s.iv, s.tag, s.ciphertext);
    }
    if (input.sourcePath !== undefined && key) {
      const s = seal(key, input.sourcePath, sourcePathAad(id));
      insertSourcePath.run(id, s.iv, s.tag, s.ciphertext);
    }
    return id;
  });

  function ensureOpen(): void {
    if (!db.open) {
      throw storeError(file, '기록 저장소가 이미 닫혔습니다.', 'The history store is already closed.');
    }
  }

  function wrap<T>(what: { ko: string; en: string }, fn: () => T): T {
    ensureOpen();
    try {
      return fn();
    } catch (cause) {
      if (cause instanceof GarimError) throw cause;
      throw storeError(file, `${what.ko} 디스크 공간과 권한을 확인하세요.`, `${what.en} Check disk space and permissions.`, cause);
    }
  }

  function checkpoint(): void {
    // Page images of deleted rows leave the WAL file too.
    db.pragma('wal_checkpoint(TRUNCATE)');
  }

  function notFound(id: number): GarimError {
    return storeError(file, `기록 ${id}번이 없습니다(이미 삭제되었을 수 있습니다). 목록을 새로 고치세요.`, `History entry ${id} does not exist (it may have been deleted). Refresh the list.`);
  }

  return {
    file,
    schemaVersion: version,

    record(input) {
      if (input.originalText !== undefined && !key) {
        throw storeError(
          file,
          '원문을 기록에 보관하려면 암호화 키가 필요합니다. 원문 없이 기록하거나, 설정에서 원문 보관을 끄세요.',
          'Keeping the original in history needs an encryption key. Record without the original, or turn off "keep originals" in settings.',
        );
      }
      if (!/^[0-9a-f]{64}$/.test(input.sourceSha256)) {
        throw new GarimError(
          'INVALID_INPUT',
          '원본 파일의 sha256 값이 올바르지 않습니다(소문자 16진수 64자리여야 합니다).',
          "The source file's sha256 is malformed (expected 64 lower-case hex digits).",
          input.fileName,
        );
      }
      return wrap({ ko: '기록을 저장하지 못했습니다.', en: 'Could not save the history entry.' }, () => recordTx.immediate(input));
    },

    list({ query, limit, offset }) {
      return wrap({ ko: '기록 목록을 읽지 못했습니다.', en: 'Could not read the history list.' }, () => {
        const q = searchQuery(query);
        const rows =
          q.kind === 'match'
            ? listMatch.all(q.expression, limit, offset)
            : q.kind === 'like'
              ? listLike.all({ p: q.pattern, limit, offset })
              : listAll.all(limit, offset);
        return (rows as EntryRow[]).map(toEntry);
      });
    },

    get(id) {
      const row = wrap({ ko: '기록을 읽지 못했습니다.', en: 'Could not read the history entry.' }, () => selectEntry.get(id) as EntryRow | undefined);
      if (!row) throw notFound(id);
      const detail: HistoryDetail = {
        ...toEntry(row),
        decisionList: selectDecisions.all(id) as Decision[],
        sourceSha256: row.source_sha256,
      };
      if (row.output_path !== null) detail.outputPath = row.output_path;
      const sealedPath = key ? (selectSourcePath.get(id) as OriginalRow | undefined) : undefined;
      if (sealedPath && key) {
        // Unreadable (another account's key): the entry still opens from its file name or kept original.
        try {
          detail.sourcePath = openSealed(key, sealedPath, sourcePathAad(id));
        } catch {
          /* left out */
        }
      }
      if (row.has_original === 1 && key) {
        const sealed = selectOriginal.get(id) as OriginalRow;
        try {
          detail.originalText = openSealed(key, sealed, originalAad(id));
        } catch (cause) {
          throw storeError(
            file,
            `기록 ${id}번의 보관된 원문을 복호화할 수 없습니다. 다른 사용자 계정이나 다른 PC에서 만든 기록이거나 파일이 변조되었습니다. 원문 없이 기록만 볼 수 있습니다.`,
            `Cannot decrypt the original kept with history entry ${id}: it was kept under another user account or PC, or the file was altered. The entry is still readable without the original.`,
            cause,
          );
        }
      }
      return detail;
    },

    delete(id) {
      wrap({ ko: '기록을 삭제하지 못했습니다.', en: 'Could not delete the history entry.' }, () => {
        if (deleteEntry.run(id).changes === 0) throw notFound(id);
        checkpoint();
      });
    },

    purge() {
      wrap({ ko: '기록을 모두 지우지 못했습니다.', en: 'Could not erase the history.' }, () => {
        db.transaction(() => {
          db.exec('DELETE FROM history');
          db.exec("INSERT INTO history_fts (history_fts) VALUES ('rebuild')");
        }).immediate();
        // Rewrites the file from live pages only; the WAL is then emptied.
        db.exec('VACUUM');
        checkpoint();
      });
    },

    close() {
      if (db.open) db.close();
    },
  };
}
