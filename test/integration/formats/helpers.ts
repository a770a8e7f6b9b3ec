// Shared by the format tests: fixture paths and hand-made replacements (no model involved).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Replacement } from '../../../native/formats';

export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/formats');
export const fixture = (name: string) => path.join(FIXTURES, name);
export const MENTIONS: string[] = JSON.parse(readFileSync(fixture('mentions.json'), 'utf8'));

/** The court's style by hand: 홍길동 → A, 김똠똑 → B, numbers and the address deleted to a tag. */
export const PSEUDONYMS: Record<string, string> = {
  홍길동: 'A',
  김똠똑: 'B',
  '900101-1234567': '[주민등록번호]',
  '010-1234-5678': '[전화번호]',
  '서울특별시 종로구 세종대로 175': '[주소]',
};

export function replacementsFor(text: string, pseudonyms: Record<string, string> = PSEUDONYMS): Replacement[] {
  const out: Replacement[] = [];
  for (const [mention, replacement] of Object.entries(pseudonyms)) {
    for (let i = text.indexOf(mention); i >= 0; i = text.indexOf(mention, i + mention.length)) {
      out.push({ start: i, end: i + mention.length, replacement });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

export function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}
