// Walks word-processor XML (OWPML or WordprocessingML) and collects its text, one paragraph per line, with a map
// from every text offset back to the text node it came from.
import { TextBuilder } from '../text-map';
import { cdataContent, decodeXmlText, localName, scanXml, type XmlToken } from './scan-xml';

export interface XmlPart {
  name: string;
  xml: string;
  tokens: XmlToken[];
}

export interface XmlTextNode {
  part: number;
  token: number;
  text: string;
  /** An empty element standing for a character (`<hp:tab/>`): removed, never rewritten, when a span covers it. */
  separator?: boolean;
}

export interface TextRules {
  /** Local name of a paragraph element (`p`). */
  paragraph: string;
  /** Local name of the element whose text is document text (`t`). */
  text: string;
  /** Local name of a run; text and separators only count inside one. */
  run: string;
  /** Empty elements inside a run that stand for characters (`tab` → tab). */
  separators: Record<string, string>;
  /** Subtrees whose text is not document text (deleted revisions, field codes). */
  ignore: Set<string>;
}

export function parseXmlPart(name: string, bytes: Uint8Array, file: string): XmlPart {
  const xml = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { name, xml, tokens: scanXml(xml, name, file) };
}

export function collectText(parts: XmlPart[], rules: TextRules, builder: TextBuilder, nodes: XmlTextNode[], file: string): void {
  parts.forEach((part, partIndex) => {
    const stack: string[] = [];
    let runDepth = 0;
    let textDepth = 0;
    let ignoreDepth = 0;
    part.tokens.forEach((t, tokenIndex) => {
      if (t.kind === 'open') {
        const name = localName(t.name);
        if (ignoreDepth === 0 && runDepth > 0 && name in rules.separators) {
          nodes.push({ part: partIndex, token: tokenIndex, text: rules.separators[name], separator: true });
          builder.addSeparator(rules.separators[name], nodes.length - 1);
        }
        if (t.selfClosing) {
          if (name === rules.paragraph && ignoreDepth === 0) {
            builder.openParagraph();
            builder.closeParagraph();
          }
          return;
        }
        stack.push(name);
        if (rules.ignore.has(name)) ignoreDepth++;
        if (name === rules.run) runDepth++;
        if (name === rules.text) textDepth++;
        if (name === rules.paragraph && ignoreDepth === 0) builder.openParagraph();
      } else if (t.kind === 'close') {
        const name = stack.pop() ?? '';
        if (name === rules.paragraph && ignoreDepth === 0) builder.closeParagraph();
        if (rules.ignore.has(name)) ignoreDepth--;
        if (name === rules.run) runDepth--;
        if (name === rules.text) textDepth--;
      } else if ((t.kind === 'text' || t.kind === 'cdata') && textDepth > 0 && runDepth > 0 && ignoreDepth === 0) {
        const raw = part.xml.slice(t.start, t.end);
        const text = t.kind === 'cdata' ? cdataContent(part.xml, t) : decodeXmlText(raw, part.name, file);
        if (!text) return;
        nodes.push({ part: partIndex, token: tokenIndex, text });
        builder.addNode(nodes.length - 1, text);
      }
    });
  });
}
