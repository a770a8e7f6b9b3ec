import { describe, expect, it } from 'vitest';
import { combineSpans } from '../../../native/engine/detect';
import { dropMinorityGuesses } from '../../../native/redact/minority';
import { spanOf } from './make-span';

// A military judgment's `상관` (superior) stands many times; a model that tags it once is outvoted by its own silence.
const TEXT = Array.from({ length: 11 }, (_, i) => `피고인은 상관의 명령에 따라 ${i + 1}회 이동하였다.`).join(' ') + ' 피해자 김영수는 김영수의 집에 있었다.';

describe('minority guesses', () => {
  it('drops a model word tagged at one of many occurrences, so propagation and consistency never spread it', () => {
    const guess = spanOf(TEXT, '상관', '내국인이름', { nth: 2 });
    expect(dropMinorityGuesses(TEXT, [guess])).toEqual([]);
    const out = combineSpans(TEXT, [guess], []);
    expect(out.filter((s) => s.text === '상관')).toEqual([]);
  });

  it('keeps a word tagged at enough of its occurrences, and spreads it as before', () => {
    const guesses = [0, 1].map((nth) => spanOf(TEXT, '상관', '내국인이름', { nth }));
    expect(dropMinorityGuesses(TEXT, guesses)).toHaveLength(2);
    expect(combineSpans(TEXT, guesses, []).filter((s) => s.text === '상관')).toHaveLength(11);
    // Below ten occurrences one guess still spreads: a weaker model tags a rare name once in a handful of mentions.
    const few = Array.from({ length: 7 }, () => '삼욤죈은 피해자에게 돈을 받았다.').join(' ');
    expect(dropMinorityGuesses(few, [spanOf(few, '삼욤죈', '내국인이름')])).toHaveLength(1);
  });

  it('leaves rare words, names a rule also found, and numbers alone', () => {
    const name = spanOf(TEXT, '김영수', '내국인이름');
    expect(dropMinorityGuesses(TEXT, [name])).toEqual([name]);
    const ruled = [spanOf(TEXT, '상관', '내국인이름', { nth: 3 }), spanOf(TEXT, '상관', '내국인이름', { nth: 4, source: 'rule' })];
    expect(dropMinorityGuesses(TEXT, ruled)).toEqual(ruled);
    const numbers = `${'계좌 123456 '.repeat(12)}`;
    const number = spanOf(numbers, '123456', '계좌번호');
    expect(dropMinorityGuesses(numbers, [number])).toEqual([number]);
  });
});
