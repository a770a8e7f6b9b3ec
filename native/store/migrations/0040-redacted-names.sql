-- File names are de-identified like the documents (a clerk's `판결문_박호미_….txt`): history stores the redacted file
-- name and output path, and the path a session is reopened from only encrypted, as kept originals are.
CREATE TABLE source_path (
  history_id INTEGER PRIMARY KEY REFERENCES history (id) ON DELETE CASCADE,
  iv BLOB NOT NULL,
  tag BLOB NOT NULL,
  ciphertext BLOB NOT NULL
);

-- Entries recorded before this hold the original file name and output path, which may name the person. Which
-- mentions their documents had is unknown now (no text is stored), so both give way to a neutral label; the FTS
-- trigger re-indexes it (secure-delete drops the old tokens). Such an entry reopens from its kept original only.
UPDATE history SET file_name = '기록 ' || id || '.' || format, output_path = NULL;
