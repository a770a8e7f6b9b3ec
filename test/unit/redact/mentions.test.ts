import { describe, expect, it } from 'vitest';
import { findMentions } from '../../../native/redact/mentions';
import { spanOf } from './make-span';

describe('findMentions', () => {
  it('offers the other whole-word mentions of a selection, with the label of the selected span', () => {
    const text = '한빛상사가 거래했다. 한빛상사의 대표, 한빛상사들, 주식회사 한빛상사';
    const selected = spanOf(text, '한빛상사', '회사', { source: 'user', score: 1 });
    const found = findMentions(text, ' 한빛상사 ', [selected]);
    expect(found.map((s) => [s.start, s.end, s.label, s.source])).toEqual([
      [12, 16, '회사', 'propagated'],
      [34, 38, '회사', 'propagated'],
    ]);
  });

  it('offers the mentions a line break splits in a wrapped text (a PDF\'s lines)', () => {
    const text = [
      '피고인은 2021. 1. 20. 21:20경 대구 중구 동해면 앞에서 피해자 김철',
      '수가 다른 사람과 싸우는 장면을 목격하고 피해자에게 다가가 "빨리 사',
      '과해라."라고 요구하고, 그럼에도 피해자가 사과를 하지 않자 손으로 피',
      '해자의 머리를 잡고 누르면서 피해자에게 말하고, 계속해서 김철수의 머리',
    ].join('\n');
    expect(findMentions(text, '김철수', []).map((s) => s.text)).toEqual(['김철\n수', '김철수']);
  });

  it('uses a template when given, a Korean name otherwise, and returns nothing for blank input', () => {
    const text = '영수가 영수증을 냈다. 피고인영수';
    expect(findMentions(text, '영수', []).map((s) => [s.start, s.category, s.label])).toEqual([
      [0, 'PERSON', '내국인이름'],
      [16, 'PERSON', '내국인이름'],
    ]);
    expect(findMentions(text, '영수', [], { label: '닉네임', category: 'ONLINE', tier: 'direct' }).map((s) => s.start)).toEqual([0]);
    expect(findMentions(text, '  ', [])).toEqual([]);
  });
});
