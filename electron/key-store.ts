// The key that encrypts kept originals in history: 32 random bytes, stored in the data folder only as
// safeStorage ciphertext (DPAPI on Windows, the keyring on Linux). No real safe storage → no key, and keeping
// originals is disabled with a message.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const KEY_FILE = 'key.bin';
const KEY_BYTES = 32;

export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only; `basic_text` means a hard-coded password, which is no protection. */
  getSelectedStorageBackend?(): string;
}

export interface KeyResult {
  key: Buffer | null;
  /** Why there is no key (Korean), for the settings screen. */
  message?: string;
}

const UNAVAILABLE = '이 컴퓨터에서는 운영체제의 암호화 저장소를 쓸 수 없어 원문 보관 기능을 끕니다.';

export function loadOrCreateKey(dataDir: string, safeStorage: SafeStorageLike): KeyResult {
  const backend = safeStorage.getSelectedStorageBackend?.();
  if (!safeStorage.isEncryptionAvailable() || backend === 'basic_text') return { key: null, message: UNAVAILABLE };
  const file = join(dataDir, KEY_FILE);
  if (existsSync(file)) {
    try {
      const key = Buffer.from(safeStorage.decryptString(readFileSync(file)), 'base64');
      if (key.length === KEY_BYTES) return { key };
    } catch {
      // fall through: the file stays, so a keyring that comes back later still opens the kept originals
    }
    return {
      key: null,
      message: `${file}: 원문 보관 키를 풀 수 없습니다(다른 사용자나 컴퓨터에서 만든 키). 보관된 원문은 열 수 없고, 원문 보관 기능을 끕니다.`,
    };
  }
  const key = randomBytes(KEY_BYTES);
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(tmp, safeStorage.encryptString(key.toString('base64')), { mode: 0o600, flag: 'wx' });
  renameSync(tmp, file);
  return { key };
}
