// De-identified output names are claimed after detection, in input order: two documents whose names both become
// `판결문_A` get `판결문_A.txt` and `판결문_A (2).txt` in input order, whichever finishes first.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TargetClaims } from '../../../native/cli/batch/target-claims';

describe('TargetClaims with de-identified stems', () => {
  it('hands out names in input order even when the second document asks first', async () => {
    const files = ['/in/판결문_홍길동.txt', '/in/판결문_박서준.txt', '/in/기타.txt'];
    const claims = new TargetClaims({ files, outDir: '/out', subdirs: new Map() });
    const second = claims.claim(1, '.txt', '판결문_A');
    const first = claims.claim(0, '.txt', '판결문_A');
    const third = claims.claim(2, '.txt');
    expect(await Promise.all([first, second, third])).toEqual([
      path.join('/out', '판결문_A.txt'),
      path.join('/out', '판결문_A (2).txt'),
      path.join('/out', '기타.txt'),
    ]);
  });
});
