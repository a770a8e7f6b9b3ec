import { describe, expect, it } from 'vitest';
import { widenToPatternNames } from '../../../native/redact/name-patterns';
import { spanOf } from './make-span';

const widened = (text: string, part: string, label = '외국인이름', source: 'model' | 'rule' = 'model') =>
  widenToPatternNames(text, [spanOf(text, part, label, { source })]).map((s) => s.text);

describe('a spaced name before 명의 around the part the model found', () => {
  it('takes the whole name', () => {
    expect(widened('피고인의 처인 당 반 롱 명의로 보험계약자를 모집하였다', '반 롱')).toEqual(['당 반 롱']);
    expect(widened('응우옌 반 안 명의의 국민은행 계좌로', '반 안')).toEqual(['응우옌 반 안']);
  });

  it('gains no determiner, noun, piece of a date, and leaves rule spans and other categories alone', () => {
    expect(widened('위 반 롱 명의로 된 통장', '반 롱')).toEqual(['반 롱']);
    expect(widened('보험계약자 바흐티요르 명의로 된 통장', '바흐티요르')).toEqual(['바흐티요르']);
    expect(widened('2019. 9. 9.경 영현주 명의의 경남은행 계좌', '영현주')).toEqual(['영현주']);
    expect(widened('당 반 롱 명의로 된 통장', '반 롱', '외국인이름', 'rule')).toEqual(['반 롱']);
    expect(widened('당 반 롱 명의로 된 통장', '반 롱', '도로명주소')).toEqual(['반 롱']);
  });
});
