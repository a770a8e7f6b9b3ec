// One pass over a part's tokens that edits text nodes, drops or unwraps elements and cleans tags, copying
// everything else through unchanged.
import { escapeXmlText, type XmlToken } from './scan-xml';

export interface XmlRewrite {
  /** Token index → new decoded text for a text or CDATA token. */
  text?: Map<number, string>;
  /** Drop the element with everything inside (tracked deletions, comment marks). */
  remove?: (name: string, tag: string) => boolean;
  /** Drop the tags, keep the content (accepted insertions). */
  unwrap?: (name: string) => boolean;
  /** Keep the element, drop its text (document properties). */
  blank?: (name: string, tag: string) => boolean;
  /** Rewrite an open tag's source (strip revision ids); `index` is the token's. */
  editTag?: (tag: string, index: number) => string;
  /** Open-tag token indexes whose element is dropped (separators a replacement covered). */
  dropTokens?: Set<number>;
}

export function rewriteXml(xml: string, tokens: XmlToken[], rw: XmlRewrite): string {
  let out = '';
  let skipDepth = 0;
  let blankDepth = 0;
  const frames: { unwrap: boolean; blank: boolean }[] = [];
  tokens.forEach((t, i) => {
    const source = xml.slice(t.start, t.end);
    if (skipDepth > 0) {
      if (t.kind === 'open' && !t.selfClosing) skipDepth++;
      else if (t.kind === 'close') skipDepth--;
      return;
    }
    if (t.kind === 'open') {
      if (rw.dropTokens?.has(i) || rw.remove?.(t.name, source)) {
        if (!t.selfClosing) skipDepth = 1;
        return;
      }
      const unwrap = rw.unwrap?.(t.name) ?? false;
      const blank = !t.selfClosing && (rw.blank?.(t.name, source) ?? false);
      if (!t.selfClosing) {
        frames.push({ unwrap, blank });
        if (blank) blankDepth++;
      }
      if (!unwrap) out += rw.editTag ? rw.editTag(source, i) : source;
      return;
    }
    if (t.kind === 'close') {
      const frame = frames.pop();
      if (frame?.blank) blankDepth--;
      if (!frame?.unwrap) out += source;
      return;
    }
    if ((t.kind === 'text' || t.kind === 'cdata') && blankDepth > 0) return;
    const replaced = rw.text?.get(i);
    out += replaced !== undefined ? escapeXmlText(replaced) : source;
  });
  return out;
}
