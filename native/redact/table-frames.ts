// A table's header and row numbers are labels: the model reads `순번`, `피기망자` or `송금일시` in a header as a name or
// an institution, and a row number as a number, having seen no table in training; the role reader takes the words after
// `피해자` in a header written on one line (`피해자 편취일시 금액`) for a foreign name. Readings that lie within one of
// those frames are dropped before they seed propagation (`순번` everywhere) or stand in the preview.
import { tableFrames } from '../rules/table-columns';
import type { Span } from '../types';

export function dropTableFrames(text: string, spans: readonly Span[]): Span[] {
  const frames = tableFrames(text);
  if (frames.length === 0) return [...spans];
  return spans.filter((s) => s.source === 'user' || !frames.some((c) => c.start <= s.start && s.end <= c.end));
}
