// Which glyphs each replacement removes, grouped into cuts (contiguous glyphs of one show operation), and which
// pages cannot be edited in place and must be rasterised instead (and why). Pure: no PDF is written here.
import type { Replacement } from '../types';
import { intersects, type Box } from './matrix';
import type { PdfText, PlacedGlyph } from './page-text';

export interface Cut {
  page: number;
  stream: string;
  op: number;
  /** Code indices [from, to) removed from the operation. */
  from: number;
  to: number;
  box: Box;
  /** Set on the first cut of a span: the replacement text and the box it is fitted into (its line's cuts). */
  label?: { text: string; box: Box; baseline: number; size: number };
}

export interface PagePlan {
  page: number;
  cuts: Cut[];
  /** Why the page cannot be edited in place; undefined when it can. */
  rasterise?: string;
}

export function planRedaction(pdf: PdfText, replacements: Replacement[]): PagePlan[] {
  const pages = new Map<number, PagePlan>();
  const planFor = (page: number) => {
    let plan = pages.get(page);
    if (!plan) pages.set(page, (plan = { page, cuts: [] }));
    return plan;
  };
  let cursor = 0;
  for (const r of replacements) {
    if (r.end <= r.start) continue;
    while (cursor < pdf.placed.length && pdf.placed[cursor].end <= r.start) cursor++;
    const covered: PlacedGlyph[] = [];
    for (let i = cursor; i < pdf.placed.length && pdf.placed[i].start < r.end; i++) {
      const p = pdf.placed[i];
      if (p.glyph.index >= 0 && p.end > p.start && p.start < r.end && p.end > r.start) covered.push(p);
    }
    const cuts: Cut[] = [];
    for (const p of covered) {
      const last = cuts[cuts.length - 1];
      const g = p.glyph;
      if (last && last.page === p.page && last.stream === g.stream && last.op === g.op && last.to === g.index) {
        last.to++;
        last.box = union(last.box, g.box);
      } else {
        cuts.push({ page: p.page, stream: g.stream, op: g.op, from: g.index, to: g.index + 1, box: g.box });
      }
    }
    if (!cuts.length) continue;
    const first = covered[0].glyph;
    // The label spans every cut of the span on the first glyph's line, so the reader sees one word there.
    const sameLine = cuts.filter((c) => c.page === cuts[0].page && Math.abs(c.box[1] - cuts[0].box[1]) < first.size * 0.5);
    cuts[0].label = { text: r.replacement, box: sameLine.map((c) => c.box).reduce(union), baseline: first.y, size: first.size };
    for (const cut of cuts) planFor(cut.page).cuts.push(cut);
    for (const p of covered) {
      const plan = planFor(p.page);
      const layout = pdf.layouts[p.page];
      const stream = layout.streams.get(p.glyph.stream);
      const show = stream?.shows.get(p.glyph.op);
      plan.rasterise ??= p.glyph.stream === 'ocr'
        ? 'scan'
        : !show?.editable
        ? 'font'
        : stream!.key !== 'page'
          ? 'form'
          : p.glyph.invisible
            ? 'invisible text'
            : layout.images.some((img) => intersects(img, p.glyph.box))
              ? 'image under text'
              : undefined;
    }
  }
  return [...pages.values()].sort((a, b) => a.page - b.page);
}

export function union(a: Box, b: Box): Box {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}
