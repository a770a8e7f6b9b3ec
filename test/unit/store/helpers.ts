import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { Decision, RecordInput } from '../../../native/store';

const dirs: string[] = [];

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A fresh database path in its own temporary folder (removed after the test). */
export function tempDbPath(name = 'history.sqlite'): string {
  const dir = mkdtempSync(join(tmpdir(), 'garim-store-'));
  dirs.push(dir);
  return join(dir, name);
}

/** The database file and its WAL, as the bytes a forensic reader of the disk would see. */
export function fileBytes(file: string): Buffer {
  const parts = [file, `${file}-wal`, `${file}-journal`].filter(existsSync).map((p) => readFileSync(p));
  return Buffer.concat(parts);
}

export function containsText(bytes: Buffer, text: string): boolean {
  return bytes.includes(Buffer.from(text, 'utf8')) || bytes.includes(Buffer.from(text, 'utf16le'));
}

export const SHA = 'a'.repeat(64);

export const DECISIONS: Decision[] = [
  { start: 10, end: 13, label: '내국인이름', category: 'PERSON', source: 'model', decision: 'accepted' },
  { start: 20, end: 34, label: '주민등록번호', category: 'ID_NUMBER', source: 'rule', decision: 'accepted' },
  { start: 40, end: 44, label: '은행', category: 'ORGANIZATION', source: 'model', decision: 'rejected' },
  { start: 50, end: 53, label: '내국인이름', category: 'PERSON', source: 'user', decision: 'added' },
];

export function entry(over: Partial<RecordInput> = {}): RecordInput {
  return {
    fileName: '2024가합12345 판결문.hwpx',
    format: 'hwpx',
    modelVersion: 'garim-ko-0.1',
    countsByCategory: { PERSON: 2, ID_NUMBER: 1 },
    decisions: DECISIONS,
    note: '',
    outputPath: '/home/clerk/out/2024가합12345 판결문.가림.hwpx',
    sourceSha256: SHA,
    ...over,
  };
}
