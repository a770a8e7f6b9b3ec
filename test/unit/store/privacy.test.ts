import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../../native/store';
import { containsText, entry, fileBytes, tempDbPath } from './helpers';

const ORIGINAL = '피고인 홍길동(주민등록번호 900101-1234567)은 국민은행 계좌 123-456-789012로 돈을 보냈다.';
const IDENTIFIERS = ['홍길동', '900101-1234567', '123-456-789012'];

describe('what the history file holds', () => {
  it('keeps no original text or identifier string by default', () => {
    const file = tempDbPath();
    const store = openStore(file);
    store.record(entry());
    const bytes = fileBytes(file);
    expect(containsText(bytes, '2024가합12345 판결문.hwpx')).toBe(true); // the scan itself sees text
    for (const s of IDENTIFIERS) expect(containsText(bytes, s)).toBe(false);
    store.close();
  });

  it('refuses to keep an original without a key, and writes nothing', () => {
    const file = tempDbPath();
    const store = openStore(file);
    expect(() => store.record(entry({ originalText: ORIGINAL }))).toThrow(
      `${file}: Keeping the original in history needs an encryption key. Record without the original, or turn off "keep originals" in settings.`,
    );
    expect(store.list({ limit: 10, offset: 0 })).toEqual([]);
    for (const s of IDENTIFIERS) expect(containsText(fileBytes(file), s)).toBe(false);
    store.close();
  });

  it('stores a kept original encrypted (never in the file bytes) and decrypts it with the key', () => {
    const file = tempDbPath();
    const key = randomBytes(32);
    const store = openStore(file, { key });
    const id = store.record(entry({ originalText: ORIGINAL }));
    for (const s of IDENTIFIERS) expect(containsText(fileBytes(file), s)).toBe(false);
    expect(store.list({ limit: 10, offset: 0 })[0].hasOriginal).toBe(true);
    expect(store.get(id).originalText).toBe(ORIGINAL);
    store.close();

    const again = openStore(file, { key });
    expect(again.get(id).originalText).toBe(ORIGINAL);
    again.close();

    const noKey = openStore(file);
    const d = noKey.get(id);
    expect(d.hasOriginal).toBe(true);
    expect(d.originalText).toBeUndefined();
    noKey.close();
  });

  it('uses a fresh IV per row', () => {
    const file = tempDbPath();
    const store = openStore(file, { key: randomBytes(32) });
    store.record(entry({ originalText: ORIGINAL }));
    store.record(entry({ originalText: ORIGINAL }));
    store.close();
    const db = new Database(file, { readonly: true });
    const rows = db.prepare('SELECT iv, tag, ciphertext FROM original ORDER BY history_id').all() as { iv: Buffer; tag: Buffer; ciphertext: Buffer }[];
    db.close();
    expect(rows[0].iv.length).toBe(12);
    expect(rows[0].tag.length).toBe(16);
    expect(rows[0].iv.equals(rows[1].iv)).toBe(false);
    expect(rows[0].ciphertext.equals(rows[1].ciphertext)).toBe(false);
  });

  it('gives a clear error for the wrong key', () => {
    const file = tempDbPath();
    const first = openStore(file, { key: randomBytes(32) });
    const id = first.record(entry({ originalText: ORIGINAL }));
    first.close();
    const other = openStore(file, { key: randomBytes(32) });
    expect(() => other.get(id)).toThrow(
      `${file}: Cannot decrypt the original kept with history entry ${id}: it was kept under another user account or PC, or the file was altered. The entry is still readable without the original.`,
    );
    expect(other.list({ limit: 10, offset: 0 })[0].fileName).toBe('2024가합12345 판결문.hwpx');
    other.close();
  });

  it('detects a ciphertext moved onto another row (row id is authenticated)', () => {
    const file = tempDbPath();
    const key = randomBytes(32);
    const store = openStore(file, { key });
    store.record(entry({ originalText: ORIGINAL }));
    const b = store.record(entry({ originalText: '다른 사건' }));
    store.close();
    const db = new Database(file);
    db.exec('UPDATE original SET iv = (SELECT iv FROM original WHERE history_id = 1), tag = (SELECT tag FROM original WHERE history_id = 1), ciphertext = (SELECT ciphertext FROM original WHERE history_id = 1) WHERE history_id = 2');
    db.close();
    const again = openStore(file, { key });
    expect(() => again.get(b)).toThrow(/Cannot decrypt the original kept with history entry 2/);
    again.close();
  });

  it('leaves neither file names nor encrypted originals in the file bytes after purge', () => {
    const file = tempDbPath();
    const store = openStore(file, { key: randomBytes(32) });
    for (let i = 0; i < 50; i++) store.record(entry({ fileName: `홍길동사건${i}.hwpx`, note: `메모${i}`, originalText: ORIGINAL.repeat(20) }));
    const reader = new Database(file, { readonly: true });
    const ciphertexts = (reader.prepare('SELECT ciphertext FROM original').all() as { ciphertext: Buffer }[]).map((r) => r.ciphertext);
    reader.close();
    expect(fileBytes(file).includes(ciphertexts[0])).toBe(true); // the scan finds what is there
    expect(containsText(fileBytes(file), '홍길동사건7.hwpx')).toBe(true);
    store.purge();
    const bytes = fileBytes(file);
    for (const c of ciphertexts) expect(bytes.includes(c.subarray(0, 32))).toBe(false);
    expect(containsText(bytes, '홍길동사건')).toBe(false);
    expect(containsText(bytes, '메모1')).toBe(false);
    store.close();
  });

  it('leaves no trace of a single deleted entry in the file bytes', () => {
    const file = tempDbPath();
    const store = openStore(file);
    store.record(entry({ fileName: '보존할 판결문.hwpx' }));
    const id = store.record(entry({ fileName: '김철수 사건 판결문.hwpx', note: '김철수 메모' }));
    store.delete(id);
    const bytes = fileBytes(file);
    expect(containsText(bytes, '보존할 판결문')).toBe(true);
    expect(containsText(bytes, '김철수')).toBe(false);
    store.close();
  });
});
