import { describe, it, expect } from 'vitest';
import { en } from '../../../renderer/i18n/messages-en';
import { ko } from '../../../renderer/i18n/messages-ko';
import { translator } from '../../../renderer/i18n/translate';

describe('translator', () => {
  it('fills placeholders in Korean and English', () => {
    expect(translator('ko')('counts', { total: 27, pending: 24, rejected: 1, added: 2 })).toBe(
      '전체 27 · 검토 전 24 · 거부 1 · 추가 2',
    );
    expect(translator('en')('otherMentions', { n: 3 })).toBe('3 more occurrences of the same text.');
  });

  it('leaves an unknown placeholder visible rather than blank', () => {
    expect(translator('ko')('exported', {})).toBe('저장했습니다: {path}');
  });

  it('has the same placeholders in both languages for every key', () => {
    const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const mismatched = (Object.keys(ko) as (keyof typeof ko)[]).filter(
      (k) => holes(ko[k]).join() !== holes(en[k]).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
