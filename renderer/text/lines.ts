// A document as lines (paragraphs): the unit the virtualized text view renders.
export interface Line {
  /** Offset of the first character. */
  start: number;
  /** Offset after the last character, excluding the line break (\n or \r\n). */
  end: number;
}

export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) {
      lines.push({ start, end: text.length });
      return lines;
    }
    const end = nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
    lines.push({ start, end });
    start = nl + 1;
  }
}

/** Index of the line that holds offset (a line break belongs to the line it ends). */
export function lineAt(lines: readonly Line[], offset: number): number {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lines[mid].start <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
