import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEY_FILE, loadOrCreateKey, type SafeStorageLike } from '../../../electron/key-store';

// Reversible "encryption" that keeps the plaintext out of the file bytes.
const fakeSafeStorage = (available = true, backend?: string): SafeStorageLike => ({
  isEncryptionAvailable: () => available,
  encryptString: (s) => Buffer.from(`enc:${Buffer.from(s).toString('hex')}`),
  decryptString: (b) => {
    const t = b.toString();
    if (!t.startsWith('enc:'))
      throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
    return Buffer.from(t.slice(4), 'hex').toString();
  },
  ...(backend ? { getSelectedStorageBackend: () => backend } : {}),
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'garim-key-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('electron/key-store', () => {
  it('creates a 32-byte key once, stored only encrypted, and reads the same key back', () => {
    const first = loadOrCreateKey(dir, fakeSafeStorage());
    expect(first.key).toHaveLength(32);
    const bytes = readFileSync(join(dir, KEY_FILE));
    expect(bytes.includes(first.key!.toString('base64'))).toBe(false);
    if (process.platform !== 'win32') expect(statSync(join(dir, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateKey(dir, fakeSafeStorage()).key!.equals(first.key!)).toBe(true);
  });

  it('gives no key when safe storage is unavailable or is the plain-text fallback', () => {
    const msg = '이 컴퓨터에서는 운영체제의 암호화 저장소를 쓸 수 없어 원문 보관 기능을 끕니다.';
    expect(loadOrCreateKey(dir, fakeSafeStorage(false))).toEqual({ key: null, message: msg });
    expect(loadOrCreateKey(dir, fakeSafeStorage(true, 'basic_text'))).toEqual({ key: null, message: msg });
    expect(existsSync(join(dir, KEY_FILE))).toBe(false);
  });

  it('keeps an undecryptable key file and reports it', () => {
    writeFileSync(join(dir, KEY_FILE), 'garbage');
    const r = loadOrCreateKey(dir, fakeSafeStorage());
    expect(r.key).toBeNull();
    expect(r.message).toBe(
      `${join(dir, KEY_FILE)}: 원문 보관 키를 풀 수 없습니다(다른 사용자나 컴퓨터에서 만든 키). 보관된 원문은 열 수 없고, 원문 보관 기능을 끕니다.`,
    );
    expect(readFileSync(join(dir, KEY_FILE), 'utf8')).toBe('garbage');
  });
});
