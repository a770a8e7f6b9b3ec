// Turns replacements into per-part token edits: new text for text nodes, removal for covered separator elements.
import { distributeReplacements, type TextPiece } from '../text-map';
import type { Replacement } from '../types';
import type { XmlTextNode } from './xml-text';

export interface PartEdits {
  text: Map<number, string>;
  dropTokens: Set<number>;
}

export function editsByPart(nodes: XmlTextNode[], pieces: TextPiece[], replacements: Replacement[]): Map<number, PartEdits> {
  const byPart = new Map<number, PartEdits>();
  for (const [n, text] of distributeReplacements(pieces, replacements, (i) => nodes[i].text)) {
    const node = nodes[n];
    const edits = byPart.get(node.part) ?? { text: new Map<number, string>(), dropTokens: new Set<number>() };
    if (node.separator) {
      if (text === '') edits.dropTokens.add(node.token);
    } else {
      edits.text.set(node.token, text);
    }
    byPart.set(node.part, edits);
  }
  return byPart;
}
