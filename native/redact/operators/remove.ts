// Deletes the mention (default) or blanks it with █ of the same length, so the layout of a printed page holds.
import type { Edit, Operator } from './types';

const BLOCK = '█';

/** Deleting `A (X) B` must not leave `A () B` or a doubled space: the edit grows over both. */
export function deletionEdit(text: string, start: number, end: number): Edit {
  let s = start;
  let e = end;
  if (text[s - 1] === '(' && text[e] === ')') {
    s--;
    e++;
  }
  const before = s === 0 ? '\n' : text[s - 1];
  const after = e >= text.length ? '\n' : text[e];
  if (after === ' ' && (before === ' ' || before === '\n')) e++;
  else if (before === ' ' && (after === '\n' || /[.,)]/u.test(after))) s--;
  return { start: s, end: e, replacement: '' };
}

export const removeOperator: Operator = {
  name: 'remove',
  pseudonym: (entity, ctx) => (ctx.options.removeStyle === 'blocks' ? BLOCK.repeat(entity.canonical.length) : ''),
  edit: (span, _pseudonym, ctx) =>
    ctx.options.removeStyle === 'blocks'
      ? { start: span.start, end: span.end, replacement: BLOCK.repeat(span.end - span.start) }
      : deletionEdit(ctx.text, span.start, span.end),
};
