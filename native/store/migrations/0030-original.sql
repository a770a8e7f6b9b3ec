-- Originals kept on request only, always AES-256-GCM encrypted (random IV per row, auth tag alongside).
CREATE TABLE original (
  history_id INTEGER PRIMARY KEY REFERENCES history (id) ON DELETE CASCADE,
  algorithm TEXT NOT NULL DEFAULT 'aes-256-gcm',
  iv BLOB NOT NULL,
  tag BLOB NOT NULL,
  ciphertext BLOB NOT NULL
);
