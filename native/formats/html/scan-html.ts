// A forgiving HTML tokenizer that keeps source positions (for in-place edits). Script and style bodies are opaque;
// a '<' that starts no tag is text, as browsers treat it.
export type HtmlToken =
  | { kind: 'open'; name: string; start: number; end: number; selfClosing: boolean }
  | { kind: 'close'; name: string; start: number; end: number }
  | { kind: 'text'; start: number; end: number }
  | { kind: 'raw'; start: number; end: number }
  | { kind: 'comment'; start: number; end: number }
  | { kind: 'other'; start: number; end: number };

const RAW_TEXT = new Set(['script', 'style']);

export function scanHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let p = 0;
  let textStart = 0;
  const flushText = (end: number) => {
    if (end > textStart) tokens.push({ kind: 'text', start: textStart, end });
  };
  while (p < html.length) {
    const lt = html.indexOf('<', p);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      flushText(lt);
      const end = html.indexOf('-->', lt + 4);
      p = end < 0 ? html.length : end + 3;
      tokens.push({ kind: 'comment', start: lt, end: p });
      textStart = p;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      flushText(lt);
      const end = html.indexOf('>', lt);
      p = end < 0 ? html.length : end + 1;
      tokens.push({ kind: 'other', start: lt, end: p });
      textStart = p;
      continue;
    }
    const m = /^<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)/.exec(html.slice(lt, lt + 64));
    if (!m) {
      p = lt + 1;
      continue;
    }
    const gt = tagEnd(html, lt);
    if (gt < 0) break;
    flushText(lt);
    const name = m[2].toLowerCase();
    p = gt + 1;
    if (m[1]) {
      tokens.push({ kind: 'close', name, start: lt, end: p });
    } else {
      tokens.push({ kind: 'open', name, start: lt, end: p, selfClosing: html[gt - 1] === '/' });
      if (RAW_TEXT.has(name)) {
        const close = html.toLowerCase().indexOf(`</${name}`, p);
        const rawEnd = close < 0 ? html.length : close;
        if (rawEnd > p) tokens.push({ kind: 'raw', start: p, end: rawEnd });
        p = rawEnd;
      }
    }
    textStart = p;
  }
  flushText(html.length);
  return tokens;
}

function tagEnd(html: string, from: number): number {
  let quote = '';
  for (let i = from + 1; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '>') {
      return i;
    }
  }
  return -1;
}
