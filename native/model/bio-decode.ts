// BIO tags to token spans. Lenient, as models are: an I- with no open span of its type starts one, and any change
// of type ends the open span.
import type { TokenTag } from './softmax';

export interface ParsedLabel {
  kind: 'O' | 'B' | 'I';
  /** Taxonomy fine label or category id; '' for O. */
  type: string;
}

export interface TokenSpan {
  /** First token (inclusive). */
  start: number;
  /** Last token (exclusive). */
  end: number;
  type: string;
  /** Mean probability of the span's tokens. */
  score: number;
}

/** `O`, `B-x`, `I-x`; anything else is returned as undefined for the caller to reject. */
export function parseBioLabel(label: string): ParsedLabel | undefined {
  if (label === 'O') return { kind: 'O', type: '' };
  const m = /^([BI])-(.+)$/u.exec(label);
  return m ? { kind: m[1] as 'B' | 'I', type: m[2] } : undefined;
}

export function decodeBio(tags: readonly TokenTag[], labels: readonly ParsedLabel[]): TokenSpan[] {
  const spans: TokenSpan[] = [];
  let open: { start: number; type: string; sum: number } | undefined;
  const close = (end: number) => {
    if (open) spans.push({ start: open.start, end, type: open.type, score: open.sum / (end - open.start) });
    open = undefined;
  };
  tags.forEach((tag, i) => {
    const label = labels[tag.label];
    if (label.kind === 'O') {
      close(i);
      return;
    }
    if (label.kind === 'B' || !open || open.type !== label.type) {
      close(i);
      open = { start: i, type: label.type, sum: 0 };
    }
    open.sum += tag.prob;
  });
  close(tags.length);
  return spans;
}
