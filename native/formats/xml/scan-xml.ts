// A small XML tokenizer that keeps source positions, so writers can edit text in place and leave every other byte
// of a part as it was (a DOM round trip would reformat the whole part). DTDs are refused outright: OOXML and OWPML
// never carry one, and that is where XXE and entity-expansion bombs live.
import { GarimError } from '../../errors';

export type XmlToken =
  | { kind: 'open'; name: string; start: number; end: number; selfClosing: boolean }
  | { kind: 'close'; name: string; start: number; end: number }
  | { kind: 'text'; start: number; end: number }
  | { kind: 'cdata'; start: number; end: number }
  | { kind: 'other'; start: number; end: number };

export function scanXml(xml: string, part: string, file: string): XmlToken[] {
  const tokens: XmlToken[] = [];
  const stack: string[] = [];
  let p = 0;
  const n = xml.length;
  while (p < n) {
    const lt = xml.indexOf('<', p);
    if (lt < 0) {
      tokens.push({ kind: 'text', start: p, end: n });
      break;
    }
    if (lt > p) tokens.push({ kind: 'text', start: p, end: lt });
    if (xml.startsWith('<!--', lt)) {
      p = until(xml, '-->', lt, part, file);
      tokens.push({ kind: 'other', start: lt, end: p });
    } else if (xml.startsWith('<![CDATA[', lt)) {
      p = until(xml, ']]>', lt, part, file);
      tokens.push({ kind: 'cdata', start: lt, end: p });
    } else if (xml.startsWith('<?', lt)) {
      p = until(xml, '?>', lt, part, file);
      tokens.push({ kind: 'other', start: lt, end: p });
    } else if (xml.startsWith('<!', lt)) {
      throw new GarimError(
        'UNSAFE_ARCHIVE',
        `문서 안의 ${part}에 DTD/엔터티 선언이 있어 열지 않았습니다(XXE 공격 의심). 원래 프로그램에서 다시 저장해 주세요.`,
        `${part} contains a DTD/entity declaration, so it was not opened (suspected XXE). Save it again from the original program.`,
        file,
      );
    } else if (xml[lt + 1] === '/') {
      const gt = xml.indexOf('>', lt);
      if (gt < 0) throw malformed(part, file, '닫는 태그가 끝나지 않았습니다', 'an end tag is not terminated');
      const name = xml.slice(lt + 2, gt).trim();
      const expected = stack.pop();
      if (expected !== name) {
        const what = expected ? `<${expected}>` : '(없음)';
        throw malformed(part, file, `${what} 태그가 닫히기 전에 </${name}>가 나옵니다`, `</${name}> appears where ${expected ? `<${expected}>` : 'no element'} is open`);
      }
      p = gt + 1;
      tokens.push({ kind: 'close', name, start: lt, end: p });
    } else {
      const gt = tagEnd(xml, lt);
      if (gt < 0) throw malformed(part, file, '태그가 끝나지 않았습니다', 'a tag is not terminated');
      const m = /^<([^\s/>]+)/.exec(xml.slice(lt, Math.min(gt + 1, lt + 256)));
      if (!m) throw malformed(part, file, '태그 이름이 없습니다', 'a tag has no name');
      const selfClosing = xml[gt - 1] === '/';
      p = gt + 1;
      tokens.push({ kind: 'open', name: m[1], start: lt, end: p, selfClosing });
      if (!selfClosing) stack.push(m[1]);
    }
  }
  if (stack.length > 0) throw malformed(part, file, `태그 ${stack[stack.length - 1]}가 닫히지 않았습니다`, `tag ${stack[stack.length - 1]} is never closed`);
  return tokens;
}

export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** The value of attribute `name` in an open tag's source, entity-decoded; undefined when absent. */
export function attribute(tagSource: string, name: string): string | undefined {
  const re = new RegExp(`\\s${name.replace(/[.:]/g, '\\$&')}\\s*=\\s*("([^"]*)"|'([^']*)')`);
  const m = re.exec(tagSource);
  return m ? decodeXmlText(m[2] ?? m[3] ?? '') : undefined;
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the five predefined entities and character references; anything else would need a DTD. */
export function decodeXmlText(raw: string, part = '', file = ''): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;&\s]{1,12});/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (Number.isFinite(code) && code > 0 && code <= 0x10ffff) return String.fromCodePoint(code);
    } else if (ref in PREDEFINED) {
      return PREDEFINED[ref];
    }
    throw malformed(part, file, `알 수 없는 엔터티 ${whole}`, `unknown entity ${whole}`);
  });
}

export function escapeXmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function cdataContent(xml: string, token: { start: number; end: number }): string {
  return xml.slice(token.start + 9, token.end - 3);
}

function until(xml: string, terminator: string, from: number, part: string, file: string): number {
  const i = xml.indexOf(terminator, from);
  if (i < 0) throw malformed(part, file, `${terminator}로 끝나지 않는 구간이 있습니다`, `a section is not terminated by ${terminator}`);
  return i + terminator.length;
}

function tagEnd(xml: string, from: number): number {
  let quote = '';
  for (let i = from + 1; i < xml.length; i++) {
    const c = xml[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '>') {
      return i;
    } else if (c === '<') {
      return -1;
    }
  }
  return -1;
}

function malformed(part: string, file: string, ko: string, en: string): GarimError {
  return new GarimError(
    'CORRUPT_DOCUMENT',
    `문서가 손상되었습니다(${part}: ${ko}). 원래 프로그램에서 다시 저장해 주세요.`,
    `the document is damaged (${part}: ${en}). Save it again from the original program.`,
    file || undefined,
  );
}
