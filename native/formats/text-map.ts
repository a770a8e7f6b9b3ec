// The text the engine sees is stitched from source nodes (XML text nodes, HTML text, attribute values) plus
// separators we add (line breaks between paragraphs). A replacement goes into the first node its span touches;
// the rest of the span is deleted from the following nodes, so run properties stay where they were.
import type { Replacement } from './types';

/** doc.text[start, end) came verbatim from node `node`. */
export interface TextPiece {
  start: number;
  end: number;
  node: number;
  /** An element standing for a character (tab, non-breaking hyphen): deleted when a span covers it, never rewritten. */
  fixed?: boolean;
}

/** Builds text one paragraph per line; nested paragraphs (table cells, notes, headers) get their own lines. */
export class TextBuilder {
  text = '';
  readonly pieces: TextPiece[] = [];
  private lineHasContent = false;
  private readonly paragraphs: boolean[] = [];

  openParagraph(): void {
    if (this.paragraphs.length > 0) this.paragraphs[this.paragraphs.length - 1] = true;
    if (this.lineHasContent) this.newline();
    this.paragraphs.push(false);
  }

  closeParagraph(): void {
    const hadNested = this.paragraphs.pop() ?? false;
    if (this.lineHasContent || !hadNested) this.newline();
  }

  addNode(node: number, text: string): void {
    if (!text) return;
    this.pieces.push({ start: this.text.length, end: this.text.length + text.length, node });
    this.text += text;
    this.lineHasContent = true;
  }

  /** `node`: the element the character stands for, so a replacement over it can remove it. */
  addSeparator(s: string, node?: number): void {
    if (node !== undefined) this.pieces.push({ start: this.text.length, end: this.text.length + s.length, node, fixed: true });
    this.text += s;
    this.lineHasContent = !s.endsWith('\n');
  }

  newline(): void {
    this.text += '\n';
    this.lineHasContent = false;
  }
}

/** A change inside one node: its characters [from, to) become `text`. */
export interface NodeEdit {
  from: number;
  to: number;
  text: string;
}

/** New text for every node a replacement touches. `nodeText(node)` is the node's current decoded text. */
export function distributeReplacements(pieces: TextPiece[], replacements: Replacement[], nodeText: (node: number) => string): Map<number, string> {
  const result = new Map<number, string>();
  for (const [node, list] of nodeEdits(pieces, replacements)) result.set(node, applyNodeEdits(nodeText(node), list));
  return result;
}

/** Where each replacement lands, node by node (sorted edits per node), for writers that must also move positions. */
export function nodeEdits(pieces: TextPiece[], replacements: Replacement[]): Map<number, NodeEdit[]> {
  const edits = new Map<number, NodeEdit[]>();
  const push = (node: number, from: number, to: number, text: string) => {
    const list = edits.get(node) ?? [];
    list.push({ from, to, text });
    edits.set(node, list);
  };
  let first = 0;
  for (const r of replacements) {
    while (first < pieces.length && pieces[first].end < r.start) first++;
    let placed = false;
    for (let i = first; i < pieces.length && pieces[i].start <= r.end; i++) {
      const p = pieces[i];
      const overlaps = r.start === r.end ? p.start <= r.start && r.start <= p.end : p.start < r.end && r.start < p.end;
      if (!overlaps) continue;
      if (p.fixed) {
        if (r.start <= p.start && r.end >= p.end) push(p.node, 0, p.end - p.start, '');
        continue;
      }
      const from = Math.max(r.start, p.start) - p.start;
      const to = Math.min(r.end, p.end) - p.start;
      push(p.node, from, to, placed ? '' : r.replacement);
      placed = true;
      if (r.start === r.end) break;
    }
  }
  return edits;
}

export function applyNodeEdits(original: string, list: NodeEdit[]): string {
  let out = '';
  let cursor = 0;
  for (const e of list) {
    out += original.slice(cursor, e.from) + e.text;
    cursor = e.to;
  }
  return out + original.slice(cursor);
}
