-- Full-text search over file names and notes. trigram: Korean has no spaces between a name and its
-- particle, so substring search (판결 in 판결문) is what users expect.
CREATE VIRTUAL TABLE history_fts USING fts5 (
  file_name,
  note,
  content = 'history',
  content_rowid = 'id',
  tokenize = 'trigram'
);

-- FTS5 otherwise keeps deleted tokens in old index segments until a merge.
INSERT INTO history_fts (history_fts, rank) VALUES ('secure-delete', 1);

CREATE TRIGGER history_fts_insert AFTER INSERT ON history BEGIN
  INSERT INTO history_fts (rowid, file_name, note) VALUES (new.id, new.file_name, new.note);
END;

CREATE TRIGGER history_fts_delete AFTER DELETE ON history BEGIN
  INSERT INTO history_fts (history_fts, rowid, file_name, note) VALUES ('delete', old.id, old.file_name, old.note);
END;

CREATE TRIGGER history_fts_update AFTER UPDATE OF file_name, note ON history BEGIN
  INSERT INTO history_fts (history_fts, rowid, file_name, note) VALUES ('delete', old.id, old.file_name, old.note);
  INSERT INTO history_fts (rowid, file_name, note) VALUES (new.id, new.file_name, new.note);
END;

-- Entries recorded before search existed become searchable.
INSERT INTO history_fts (history_fts) VALUES ('rebuild');
