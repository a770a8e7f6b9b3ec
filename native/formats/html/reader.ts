// HTML (HWP's and Word's "save as web page"): visible text with paragraph structure, the <title> and the
// description/author/keywords metas included, scripts and styles ignored, each text offset mapped to its source.
import { GarimError } from '../../errors';
import { type TextPiece } from '../text-map';
import type { DocumentReader, SourceDocument } from '../types';
import { decodeHtml } from './charset';
import { decodeHtmlEntities } from './entities';
import { scanHtml } from './scan-html';

export interface HtmlNode {
  /** Source range the node's text is written back into. */
  start: number;
  end: number;
  text: string;
  attribute: boolean;
}

export interface HtmlStructure {
  html: string;
  encoding: string;
  nodes: HtmlNode[];
  pieces: TextPiece[];
  /** Comment ranges: dropped on export (HWP and Word leave notes and paths in them). */
  comments: { start: number; end: number }[];
}

const BLOCK = new Set([
  'p', 'div', 'li', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'title', 'blockquote', 'pre',
  'section', 'article', 'header', 'footer', 'ul', 'ol', 'dd', 'dt', 'hr', 'caption', 'body', 'address', 'center',
]);
const HIDDEN = new Set(['head', 'script', 'style', 'noscript', 'template']);
const META_TEXT = /^(description|keywords|author|subject|title|og:title|og:description)$/i;

export const htmlReader: DocumentReader = {
  format: 'html',
  extensions: ['.html', '.htm'],
  sniff: (bytes) => {
    const head = Buffer.from(bytes.subarray(0, 512)).toString('latin1').replace(/^\uFEFF|^\xEF\xBB\xBF/, '').trimStart().toLowerCase();
    return head.startsWith('<!doctype html') || head.startsWith('<html');
  },
  async read(bytes, name): Promise<SourceDocument> {
    const decoded = decodeHtml(bytes);
    if (!decoded) {
      throw new GarimError(
        'NOT_TEXT',
        'HTML 파일의 문자 인코딩을 알 수 없습니다. 한글에서 HWPX로 저장해 열어 주세요.',
        'the HTML file has an unknown character encoding. Save it as HWPX from Hangul and open that.',
        name,
      );
    }
    const html = decoded.text;
    const tokens = scanHtml(html);
    const nodes: HtmlNode[] = [];
    const pieces: TextPiece[] = [];
    const comments: { start: number; end: number }[] = [];
    let text = '';
    let hidden = 0;
    let inTitle = 0;
    let inPre = 0;
    const breakLine = () => {
      if (text.length > 0 && !text.endsWith('\n')) text += '\n';
    };
    const addNode = (node: HtmlNode) => {
      if (!node.text) return;
      nodes.push(node);
      pieces.push({ start: text.length, end: text.length + node.text.length, node: nodes.length - 1 });
      text += node.text;
    };
    for (const t of tokens) {
      if (t.kind === 'comment') {
        comments.push({ start: t.start, end: t.end });
      } else if (t.kind === 'open') {
        const tag = html.slice(t.start, t.end);
        if (t.name === 'meta') {
          const key = /\s(?:name|property)\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? '';
          const content = /\scontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
          if (META_TEXT.test(key) && content) {
            const valueStart = t.start + content.index + content[0].length - (content[1] ?? content[2]).length - 1;
            const raw = content[1] ?? content[2];
            breakLine();
            addNode({ start: valueStart, end: valueStart + raw.length, text: decodeHtmlEntities(raw).replace(/\s+/g, ' ').trim(), attribute: true });
            breakLine();
          }
          continue;
        }
        if (HIDDEN.has(t.name) && !t.selfClosing) hidden++;
        if (t.name === 'title' && !t.selfClosing) inTitle++;
        if (t.name === 'pre') inPre++;
        if (t.name === 'br') text += '\n';
        else if (BLOCK.has(t.name)) breakLine();
      } else if (t.kind === 'close') {
        if (HIDDEN.has(t.name)) hidden = Math.max(0, hidden - 1);
        if (t.name === 'title') inTitle = Math.max(0, inTitle - 1);
        if (t.name === 'pre') inPre = Math.max(0, inPre - 1);
        if (BLOCK.has(t.name)) breakLine();
      } else if (t.kind === 'text' && (hidden === 0 || inTitle > 0)) {
        let s = decodeHtmlEntities(html.slice(t.start, t.end)).replace(/\u00a0/g, ' ');
        if (inPre === 0) {
          s = s.replace(/[ \t\n\r\f]+/g, ' ');
          if (text === '' || text.endsWith('\n') || text.endsWith(' ')) s = s.replace(/^ /, '');
        }
        addNode({ start: t.start, end: t.end, text: s, attribute: false });
      }
    }
    breakLine();
    const structure: HtmlStructure = { html, encoding: decoded.encoding, nodes, pieces, comments };
    return { name, format: 'html', text, encoding: decoded.encoding, structure, warnings: [] };
  },
};
