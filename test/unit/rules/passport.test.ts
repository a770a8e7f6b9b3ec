import { describe, expect, it } from 'vitest';
import { findPassportNumbers } from '../../../native/rules';
import { at } from './check-digits';

const found = (text: string) => findPassportNumbers(text).map((s) => [s.start, s.end, s.label]);

describe('findPassportNumbers', () => {
  it('finds both forms after 여권', () => {
    const text = '피고인의 여권번호는 M12345678이고, 새 여권은 M123A4567이다.';
    expect(found(text)).toEqual([
      [...at(text, 'M12345678'), '여권번호'],
      [...at(text, 'M123A4567'), '여권번호'],
    ]);
  });

  it('needs 여권 nearby', () => {
    expect(found('모델 M12345678 제품')).toEqual([]);
  });

  it('rejects other letters and lengths', () => {
    expect(found('여권 A12345678, M1234567, M123456789')).toEqual([]);
  });
});
