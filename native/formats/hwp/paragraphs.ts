// Paragraphs in a section stream: a PARA_HEADER at level L owns the PARA_TEXT / CHAR_SHAPE / LINE_SEG / RANGE_TAG
// records at level L+1 that follow it (한글 문서 파일 구조 5.0 §3.2.3 표 5). Paragraph lists nested in controls
// (table cells, headers/footers, foot/endnotes, text boxes, hidden comments) are paragraphs one or more levels
// deeper, inside their owner's records; stream order is reading order.
import {
  HWPTAG_PARA_CHAR_SHAPE,
  HWPTAG_PARA_HEADER,
  HWPTAG_PARA_LINE_SEG,
  HWPTAG_PARA_RANGE_TAG,
  HWPTAG_PARA_TEXT,
  type HwpRecord,
} from './records';

export interface HwpParagraph {
  level: number;
  /** Record indices; only `header` is always there (an empty paragraph has no PARA_TEXT). */
  header: number;
  text?: number;
  charShape?: number;
  lineSeg?: number;
  rangeTag?: number;
}

const OWNED = { [HWPTAG_PARA_TEXT]: 'text', [HWPTAG_PARA_CHAR_SHAPE]: 'charShape', [HWPTAG_PARA_LINE_SEG]: 'lineSeg', [HWPTAG_PARA_RANGE_TAG]: 'rangeTag' } as const;

export function groupParagraphs(records: HwpRecord[]): HwpParagraph[] {
  const paragraphs: HwpParagraph[] = [];
  const open: HwpParagraph[] = [];
  records.forEach((r, i) => {
    while (open.length > 0 && open[open.length - 1].level >= r.level) open.pop();
    if (r.tag === HWPTAG_PARA_HEADER) {
      const p: HwpParagraph = { level: r.level, header: i };
      paragraphs.push(p);
      open.push(p);
      return;
    }
    const slot = OWNED[r.tag as keyof typeof OWNED];
    const owner = open[open.length - 1];
    if (slot && owner && owner.level === r.level - 1 && owner[slot] === undefined) owner[slot] = i;
  });
  return paragraphs;
}
