import { describe, expect, it } from 'vitest';
import { progressLine } from '../../../native/cli/progress';
import { parseOperators } from '../../../native/cli/operator-arg';

describe('progressLine', () => {
  it('draws a bar on a terminal and plain lines elsewhere', () => {
    let tty = '';
    const bar = progressLine({ out: () => {}, err: (t) => void (tty += t), errIsTTY: true }, true);
    bar.step(1, 4, 'b.txt');
    bar.clear();
    expect(tty).toBe('\r\x1b[K[######------------------] 1/4 b.txt\r\x1b[K');
    let plain = '';
    const lines = progressLine({ out: () => {}, err: (t) => void (plain += t), errIsTTY: false }, true);
    lines.step(1, 4, 'b.txt');
    lines.clear();
    expect(plain).toBe('[2/4] b.txt\n');
  });
});

describe('parseOperators', () => {
  it('reads a default and per-category overrides', () => {
    expect(parseOperators(['PERSON=mask,address=tag'])).toEqual({ PERSON: 'mask', ADDRESS: 'tag' });
    const all = parseOperators(['tag', 'PERSON=keep']);
    expect([all.PERSON, all.ADDRESS, all.OTHER_NUMBER]).toEqual(['keep', 'tag', 'tag']);
    expect(parseOperators([])).toEqual({});
  });
});
