import { describe, expect, it } from 'vitest';
import { searchQuery } from '../../../native/store/search-query';

describe('searchQuery', () => {
  it('is empty for blank input', () => {
    expect(searchQuery(undefined)).toEqual({ kind: 'none' });
    expect(searchQuery('  \t ')).toEqual({ kind: 'none' });
  });

  it('quotes 3+ characters as one FTS5 phrase, doubling quotes', () => {
    expect(searchQuery(' 판결문 ')).toEqual({ kind: 'match', expression: '"판결문"' });
    expect(searchQuery('a "b" OR c*')).toEqual({ kind: 'match', expression: '"a ""b"" OR c*"' });
  });

  it('uses an escaped LIKE pattern below 3 characters', () => {
    expect(searchQuery('판결')).toEqual({ kind: 'like', pattern: '%판결%' });
    expect(searchQuery('%_')).toEqual({ kind: 'like', pattern: '%\\%\\_%' });
    expect(searchQuery('\\')).toEqual({ kind: 'like', pattern: '%\\\\%' });
  });

  it('normalizes decomposed Hangul (NFD file names from macOS) to NFC', () => {
    expect(searchQuery('판결'.normalize('NFD'))).toEqual({ kind: 'like', pattern: '%판결%' });
  });
});
