// Replacements arrive from the engine as offsets into SourceDocument.text; every writer checks them the same way.
import { GarimError } from '../errors';
import type { Replacement } from './types';

export function checkReplacements(text: string, replacements: Replacement[], file: string): void {
  let previousEnd = 0;
  for (const [i, r] of replacements.entries()) {
    const valid =
      Number.isInteger(r.start) && Number.isInteger(r.end) && r.start >= previousEnd && r.end >= r.start && r.end <= text.length;
    if (!valid || typeof r.replacement !== 'string') {
      throw new GarimError(
        'INVALID_INPUT',
        `바꿀 위치 ${i + 1}번(${r.start}–${r.end})이 잘못되었습니다. 위치는 정렬되어 있고 겹치지 않으며 본문 길이(${text.length}) 안에 있어야 합니다.`,
        `replacement #${i + 1} (${r.start}-${r.end}) is invalid: replacements must be sorted, non-overlapping and within the text (length ${text.length}).`,
        file,
      );
    }
    previousEnd = r.end;
  }
}

/** The redacted text the writer's output must read back as. */
export function applyReplacements(text: string, replacements: Replacement[]): string {
  let out = '';
  let cursor = 0;
  for (const r of replacements) {
    out += text.slice(cursor, r.start) + r.replacement;
    cursor = r.end;
  }
  return out + text.slice(cursor);
}
