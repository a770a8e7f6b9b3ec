-- One row per exported document: hashes, counts and labels only; no original text, no identifier strings.
CREATE TABLE history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  file_name TEXT NOT NULL,
  format TEXT NOT NULL,
  model_version TEXT NOT NULL,
  counts_json TEXT NOT NULL DEFAULT '{}',
  note TEXT NOT NULL DEFAULT '',
  output_path TEXT,
  source_sha256 TEXT NOT NULL
);

-- The user's decision per span, by offsets and labels (the span text is never stored).
CREATE TABLE decision (
  history_id INTEGER NOT NULL REFERENCES history (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  start INTEGER NOT NULL,
  "end" INTEGER NOT NULL,
  label TEXT NOT NULL,
  category TEXT NOT NULL,
  source TEXT NOT NULL,
  decision TEXT NOT NULL,
  PRIMARY KEY (history_id, seq)
) WITHOUT ROWID;
