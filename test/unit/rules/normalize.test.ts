import { describe, expect, it } from 'vitest';
import { findRuleSpans, foldForMatching } from '../../../native/rules';

describe('foldForMatching', () => {
  it('folds full-width forms and dashes one code unit for one', () => {
    const text = '０１０－１２３４—５６７８ ＠ ａｂｃ\u3000';
    const folded = foldForMatching(text);
    expect(folded).toBe('010-1234-5678 @ abc ');
    expect(folded.length).toBe(text.length);
  });

  it('lets recognizers report original text at original offsets', () => {
    const text = '이메일 ｈｏｎｇ＠ｎａｖｅｒ．ｃｏｍ으로';
    expect(findRuleSpans(text).map((s) => [s.start, s.end, s.text, s.label])).toEqual([[4, 18, 'ｈｏｎｇ＠ｎａｖｅｒ．ｃｏｍ', '이메일주소']]);
  });
});
