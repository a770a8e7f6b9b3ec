// Context look-ups shared by recognizers: a keyword shortly before a match, and digit-run boundaries.

/** The `window` characters before `start` (folded text). */
export function textBefore(folded: string, start: number, window: number): string {
  return folded.slice(Math.max(0, start - window), start);
}

export function hasContextBefore(folded: string, start: number, window: number, pattern: RegExp): boolean {
  return pattern.test(textBefore(folded, start, window));
}

/** A match must not continue a longer number: no digit, and no `-digit`/`.digit` group, on either side. */
export function isIsolatedNumber(folded: string, start: number, end: number): boolean {
  const before = folded.slice(Math.max(0, start - 2), start);
  const after = folded.slice(end, end + 2);
  if (/\d$/.test(before) || /^\d/.test(after)) return false;
  if (/\d[-.]$/.test(before) || /^[-.]\d/.test(after)) return false;
  return true;
}

export function digitsOf(s: string): number[] {
  return [...s.replace(/\D/g, '')].map(Number);
}
