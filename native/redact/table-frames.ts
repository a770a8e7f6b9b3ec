// A table's header and row numbers are labels: the model reads `순번`, `피기망자` or `송금일시` in a header as a name or
// an institution, and a row number as a number, having seen no table in training; the role reader takes the words after
// `피해자` in a header written on one line (`피해자 편취일시 금액`) for a foreign name. Readings that lie within one of
// those frames are dropped before they seed propagation (`순번` everywhere) or stand in the preview.
// A value never spans two cells either: the model, reading a row's last account on into the next row's number and name
// (`04-27-47761-6⏎5⇥로`), is cut at the cells, so the column's name reading (`로사 빌라누에바`) is not outvoted.
import { trimRange } from '../common/trim-range';
import { tableCells, tableFrames } from '../rules/table-columns';
import type { Span } from '../types';

export function dropTableFrames(text: string, spans: readonly Span[]): Span[] {
  const frames = tableFrames(text);
  if (frames.length === 0) return [...spans];
  return spans.filter((s) => s.source === 'user' || !frames.some((c) => c.start <= s.start && s.end <= c.end));
}

/** A model span over two or more cells becomes its part in each cell (a part in no cell is a separator, dropped). */
export function cutAtCells(text: string, spans: readonly Span[]): Span[] {
  const cells = tableCells(text);
  if (cells.length === 0) return [...spans];
  return spans.flatMap((s) => {
    const over = s.source === 'model' ? cells.filter((c) => c.start < s.end && s.start < c.end) : [];
    if (over.length < 2) return [s];
    return over.flatMap((c) => {
      const { start, end } = trimRange(text, Math.max(s.start, c.start), Math.min(s.end, c.end));
      return end > start ? [{ ...s, start, end, text: text.slice(start, end) }] : [];
    });
  });
}
