// Hand-made spans for the redaction tests: found by surface in the text, so offsets are never typed by hand.
import { labelInfo } from '../../../native/taxonomy';
import type { Span } from '../../../native/types';

export function spanOf(text: string, surface: string, label: string, extra: Partial<Span> & { nth?: number } = {}): Span {
  const { nth = 0, ...rest } = extra;
  let start = -1;
  for (let k = 0; k <= nth; k++) start = text.indexOf(surface, start + 1);
  if (start < 0) throw new Error(`test: “${surface}” not in text`);
  const info = labelInfo(label);
  return { start, end: start + surface.length, text: surface, label, category: info.category, tier: info.tier, score: 0.9, source: 'model', ...rest };
}
