import { describe, expect, it } from 'vitest';
import { codePointToUtf16Table, toUtf16Offsets } from '../../../native/tokenizer/offsets';

describe('codePointToUtf16Table', () => {
  it('maps code points to UTF-16 offsets across surrogate pairs', () => {
    expect([...codePointToUtf16Table('a😀b')]).toEqual([0, 1, 3, 4]);
    expect([...codePointToUtf16Table('홍길동')]).toEqual([0, 1, 2, 3]);
    expect([...codePointToUtf16Table('')]).toEqual([0]);
  });

  it('treats a lone surrogate as one code point, as the binding does', () => {
    expect([...codePointToUtf16Table('a\ud83db')]).toEqual([0, 1, 2, 3]);
  });
});

describe('toUtf16Offsets', () => {
  it('converts code-point offsets after an emoji', () => {
    expect(toUtf16Offsets('a😀b홍', [[0, 1], [1, 2], [2, 3], [3, 4]])).toEqual([[0, 1], [1, 3], [3, 4], [4, 5]]);
  });

  it('widens a composed token over the jamo it absorbed', () => {
    // NFD 홍 = ᄒ ᅩ ᆼ; NFC makes one token that the binding maps to the first jamo only.
    expect(toUtf16Offsets('\u1112\u1169\u11bc길', [[0, 1], [3, 4]])).toEqual([[0, 3], [3, 4]]);
    expect(toUtf16Offsets('길\u1112\u1169\u11bc', [[0, 1], [1, 2]])).toEqual([[0, 1], [1, 4]]);
  });

  it('never widens a token over a space that no token covers', () => {
    expect(toUtf16Offsets('홍길동 김철수', [[0, 3], [4, 7]])).toEqual([[0, 3], [4, 7]]);
  });

  it('leaves tokens that share one character (byte-level pieces) as they are', () => {
    expect(toUtf16Offsets('😀가', [[0, 1], [0, 1], [1, 2]])).toEqual([[0, 2], [0, 2], [2, 3]]);
  });
});
