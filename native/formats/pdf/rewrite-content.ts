// Rewrites one content stream with the glyphs of each cut removed: untouched operations are copied byte for byte,
// a cut show operation becomes a TJ whose numeric adjustments keep every remaining glyph where it stood, and at
// each cut a filled box (and the replacement label, white on black) is painted in page space (ISO 32000-1 §9.4.3).
import { formatNumber as num, formatOperand, isName, type Operation } from './content-lexer';
import type { ContentStream, ShowOp } from './interpret';
import { invert, type Matrix } from './matrix';
import type { Cut } from './redaction-plan';

export interface LabelFont {
  /** Resource name of the replacement font on the page. */
  resource: string;
  encode(text: string): string;
  width(text: string, size: number): number;
}

export function rewriteContent(stream: ContentStream, cuts: Cut[], font: LabelFont): Uint8Array {
  const byOp = new Map<number, Cut[]>();
  for (const cut of cuts) byOp.set(cut.op, [...(byOp.get(cut.op) ?? []), cut]);
  const parts: string[] = [];
  const latin1 = (a: number, b: number) => Buffer.from(stream.bytes.subarray(a, b)).toString('latin1');
  stream.ops.forEach((op, i) => {
    const opCuts = byOp.get(i);
    if (opCuts) parts.push(rewriteShow(op, stream.shows.get(i)!, opCuts, font));
    else if (op.op === 'BDC' && op.operands[1] instanceof Map && isName(op.operands[0])) {
      // Marked-content properties can carry /ActualText or /Alt copies of the text: keep the tag, drop them.
      parts.push(`${formatOperand(op.operands[0])} BMC`);
    } else parts.push(latin1(op.start, op.end));
  });
  return new Uint8Array(Buffer.from(parts.join('\n') + '\n', 'latin1'));
}

function rewriteShow(op: Operation, show: ShowOp, cuts: Cut[], font: LabelFont): string {
  let out = '';
  if (op.op === "'") out += 'T*\n';
  if (op.op === '"') out += `${formatOperand(op.operands[0])} Tw ${formatOperand(op.operands[1])} Tc T*\n`;
  const scale = show.fontSize * show.hscale;
  const adjust = (d: number) => num((-d * 1000) / scale);
  let items: string[] = [];
  let pen = show.penStart;
  const flush = () => {
    if (items.length) out += `[${items.join(' ')}] TJ\n`;
    items = [];
  };
  const sorted = [...cuts].sort((a, b) => a.from - b.from);
  for (let k = 0; k < show.codes.length; ) {
    const cut = sorted.find((c) => c.from === k);
    if (cut) {
      flush();
      out += paintCut(cut, show, font);
      pen = 0;
      k = Math.max(cut.to, k + 1);
      continue;
    }
    const code = show.codes[k++];
    if (Math.abs(code.tx0 - pen) > 1e-6) items.push(adjust(code.tx0 - pen));
    items.push(`<${Buffer.from(code.bytes).toString('hex')}>`);
    pen = code.tx1;
  }
  if (Math.abs(show.penEnd - pen) > 1e-6) items.push(adjust(show.penEnd - pen));
  flush();
  return out.trimEnd();
}

/** Leaves the text object, paints in page space, and re-enters it on the same line with the pen at the line start. */
function paintCut(cut: Cut, show: ShowOp, font: LabelFont): string {
  const toPage: Matrix = invert(show.ctm) ?? [1, 0, 0, 1, 0, 0];
  const [x0, y0, x1, y1] = cut.box;
  let out = `ET\nq\n${toPage.map(num).join(' ')} cm\n0 g\n${num(x0)} ${num(y0)} ${num(x1 - x0)} ${num(y1 - y0)} re f\n`;
  if (cut.label) {
    const { text, box, baseline, size } = cut.label;
    const width = box[2] - box[0];
    const s = Math.max(1, Math.min(size, box[3] - box[1]));
    const natural = text ? font.width(text, s) : 0;
    const tz = natural > width && natural > 0 ? (width / natural) * 100 : 100;
    const pad = width - (natural * tz) / 100;
    const padAdjust = num((-pad * 1000) / ((s * tz) / 100));
    const shown = text ? `${font.encode(text)} ` : '';
    out += `1 g\nBT\n/${font.resource} ${num(s)} Tf 0 Tc 0 Tw ${num(tz)} Tz 0 Ts 0 Tr\n1 0 0 1 ${num(box[0])} ${num(baseline)} Tm\n[${shown}${padAdjust}] TJ\nET\n`;
  }
  out += `Q\nBT\n${show.tlm.map(num).join(' ')} Tm\n`;
  return out;
}
