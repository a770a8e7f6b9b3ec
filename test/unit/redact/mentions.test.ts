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
