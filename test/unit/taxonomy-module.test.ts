import { describe, expect, it } from 'vitest';
import { labelInfo, resolveLabel } from '../../native/taxonomy';

describe('native/taxonomy', () => {
  it('resolves a fine label to its category and tier', () => {
    expect(labelInfo('주민등록번호')).toMatchObject({ category: 'ID_NUMBER', tier: 'direct' });
    expect(labelInfo('은행')).toMatchObject({ category: 'INSTITUTION', tier: 'quasi' });
  });
  it('accepts a category id as a label', () => {
    expect(labelInfo('PERSON')).toMatchObject({ category: 'PERSON', tier: 'direct' });
  });
  it('refuses an unknown label', () => {
    expect(resolveLabel('없는라벨')).toBeUndefined();
    expect(() => labelInfo('없는라벨')).toThrow('taxonomy: unknown label 없는라벨');
  });
});
