// `홍○○`: the first syllable stays, ○ replaces the rest one for one, so length and spacing survive.
// Numbers keep their separators; the first group stays only where it is a prefix shared by many (010-, 110-):
// a number of three or more groups. Identity numbers are masked whole (their first group is a birth date).
import type { Span } from '../../types';
import type { Operator } from './types';

const MASK = '○';

function maskText(surface: string): string {
  const chars = [...surface];
  let kept = false;
  return chars
    .map((ch) => {
      if (/\s/u.test(ch)) return ch;
      if (!kept) {
        kept = true;
        return ch;
      }
      return MASK;
    })
    .join('');
}

function maskNumber(surface: string, keepFirstGroup: boolean): string {
  const groups = surface.split(/([^\p{L}\p{N}]+)/u);
  const wordGroups = groups.filter((g, i) => i % 2 === 0 && g.length > 0).length;
  const keep = keepFirstGroup && wordGroups >= 3;
  return groups.map((g, i) => (i % 2 === 1 || (keep && i === 0) ? g : g.replace(/[\p{L}\p{N}]/gu, MASK))).join('');
}

export function maskSurface(span: Pick<Span, 'text' | 'category'>): string {
  const solid = span.text.replace(/\s/gu, '');
  const digits = solid.replace(/\P{N}/gu, '').length;
  // Mostly digits (`010-1234-5678`, `12가3456`) is a number; an address with a lot number is text.
  if (digits * 2 < solid.length) return maskText(span.text);
  return maskNumber(span.text, span.category !== 'ID_NUMBER');
}

export const maskOperator: Operator = {
  name: 'mask',
  pseudonym: (entity) => maskSurface({ text: entity.canonical, category: entity.category }),
  edit: (span) => ({ start: span.start, end: span.end, replacement: maskSurface(span) }),
};
