// The path a session reopens from may name the person (`판결문_박호미_….txt`): history keeps it only encrypted.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../../native/store';
import { containsText, entry, fileBytes, tempDbPath } from './helpers';

const SOURCE = '/home/clerk/사건/판결문_박호미_2018고단1371.txt';

describe('source path', () => {
  it('is stored encrypted (never in the file bytes) and read back with the key', () => {
    const file = tempDbPath();
    const key = randomBytes(32);
    const store = openStore(file, { key });
    const id = store.record(entry({ fileName: '/home/clerk/사건/판결문_A_2018고단1371.txt', sourcePath: SOURCE }));
    expect(containsText(fileBytes(file), '박호미')).toBe(false);
    expect(containsText(fileBytes(file), '판결문_A_2018고단1371')).toBe(true); // the scan itself sees text
    expect(store.get(id)).toMatchObject({ fileName: '/home/clerk/사건/판결문_A_2018고단1371.txt', sourcePath: SOURCE });
    store.close();

    const noKey = openStore(file);
    expect(noKey.get(id).sourcePath).toBeUndefined();
    noKey.close();
    const otherKey = openStore(file, { key: randomBytes(32) });
    expect(otherKey.get(id).sourcePath).toBeUndefined();
    otherKey.close();
  });

  it('is not stored at all without a key', () => {
    const file = tempDbPath();
    const store = openStore(file);
    const id = store.record(entry({ sourcePath: SOURCE }));
    expect(containsText(fileBytes(file), '박호미')).toBe(false);
    expect(store.get(id).sourcePath).toBeUndefined();
    store.close();
  });

  it('goes with its entry on delete and purge', () => {
    const file = tempDbPath();
    const store = openStore(file, { key: randomBytes(32) });
    const a = store.record(entry({ sourcePath: SOURCE }));
    store.record(entry({ sourcePath: SOURCE }));
    store.delete(a);
    store.purge();
    expect(store.list({ limit: 10, offset: 0 })).toEqual([]);
    store.close();
  });
});
