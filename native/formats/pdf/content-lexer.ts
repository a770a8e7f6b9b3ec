// A PDF content stream as a list of operations (operands + operator) with their byte ranges, so a writer can copy
// untouched operations byte for byte and regenerate only the ones it changes (ISO 32000-1 §7.8.2).

export type Operand = number | boolean | null | PdfNameToken | Uint8Array | Operand[] | Map<string, Operand>;

export interface PdfNameToken {
  name: string;
}

export interface Operation {
  op: string;
  operands: Operand[];
  /** Byte range of the whole operation (first operand to operator) in the stream. */
  start: number;
  end: number;
}

const WHITE = new Set([0, 9, 10, 12, 13, 32]);
const DELIM = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));

export function isName(o: Operand | undefined): o is PdfNameToken {
  return typeof o === 'object' && o !== null && 'name' in o;
}

function isKeyword(o: unknown): o is { op: string } {
  return typeof o === 'object' && o !== null && 'op' in o;
}

export function parseContent(bytes: Uint8Array): Operation[] {
  const ops: Operation[] = [];
  let pos = 0;
  let operands: Operand[] = [];
  let opStart = -1;

  const skipWhite = () => {
    for (;;) {
      while (pos < bytes.length && WHITE.has(bytes[pos])) pos++;
      if (bytes[pos] === 0x25) {
        while (pos < bytes.length && bytes[pos] !== 10 && bytes[pos] !== 13) pos++;
        continue;
      }
      return;
    }
  };

  const readRegular = (): string => {
    const s = pos;
    while (pos < bytes.length && !WHITE.has(bytes[pos]) && !DELIM.has(bytes[pos])) pos++;
    return String.fromCharCode(...bytes.subarray(s, pos));
  };

  const readLiteral = (): Uint8Array => {
    pos++; // (
    const out: number[] = [];
    let depth = 1;
    while (pos < bytes.length) {
      const c = bytes[pos++];
      if (c === 0x5c) {
        const n = bytes[pos++];
        const esc: Record<number, number> = { 0x6e: 10, 0x72: 13, 0x74: 9, 0x62: 8, 0x66: 12, 0x28: 0x28, 0x29: 0x29, 0x5c: 0x5c };
        if (n in esc) out.push(esc[n]);
        else if (n >= 0x30 && n <= 0x37) {
          let v = n - 0x30;
          for (let k = 0; k < 2 && bytes[pos] >= 0x30 && bytes[pos] <= 0x37; k++) v = v * 8 + (bytes[pos++] - 0x30);
          out.push(v & 0xff);
        } else if (n === 13) {
          if (bytes[pos] === 10) pos++;
        } else if (n !== 10) out.push(n);
        continue;
      }
      if (c === 0x28) depth++;
      if (c === 0x29 && --depth === 0) break;
      out.push(c);
    }
    return Uint8Array.from(out);
  };

  const readHex = (): Uint8Array => {
    pos++; // <
    let digits = '';
    while (pos < bytes.length && bytes[pos] !== 0x3e) {
      const ch = String.fromCharCode(bytes[pos++]);
      if (/[0-9a-f]/i.test(ch)) digits += ch;
    }
    pos++; // >
    if (digits.length % 2) digits += '0';
    return Uint8Array.from(digits.match(/../g) ?? [], (h) => parseInt(h, 16));
  };

  const readObject = (): Operand | { op: string } | undefined => {
    skipWhite();
    if (pos >= bytes.length) return undefined;
    const c = bytes[pos];
    if (c === 0x28) return readLiteral();
    if (c === 0x3c) {
      if (bytes[pos + 1] === 0x3c) {
        pos += 2;
        const dict = new Map<string, Operand>();
        for (;;) {
          skipWhite();
          if (pos >= bytes.length) return dict;
          if (bytes[pos] === 0x3e && bytes[pos + 1] === 0x3e) {
            pos += 2;
            return dict;
          }
          const key = readObject();
          const value = readObject();
          if (key === undefined || value === undefined) return dict;
          if (!isKeyword(key) && isName(key) && !isKeyword(value)) dict.set(key.name, value);
        }
      }
      return readHex();
    }
    if (c === 0x5b) {
      pos++;
      const arr: Operand[] = [];
      for (;;) {
        skipWhite();
        if (pos >= bytes.length) return arr;
        if (bytes[pos] === 0x5d) {
          pos++;
          return arr;
        }
        const item = readObject();
        if (item === undefined) return arr;
        if (isKeyword(item)) continue; // stray keyword inside an array
        arr.push(item);
      }
    }
    if (c === 0x2f) {
      pos++;
      return { name: readRegular().replace(/#([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))) };
    }
    if (c === 0x5d || c === 0x3e || c === 0x29 || c === 0x7b || c === 0x7d) {
      pos++;
      return { op: '' }; // stray delimiter: ignored like a PDF reader does
    }
    const word = readRegular();
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return Number(word);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return { op: word };
  };

  for (;;) {
    skipWhite();
    if (pos >= bytes.length) break;
    if (opStart < 0) opStart = pos;
    const item = readObject();
    if (item === undefined) break;
    if (isKeyword(item)) {
      const op = item.op;
      if (op === '') continue;
      if (op === 'BI') {
        // Inline image: dictionary up to ID, then binary data up to EI surrounded by white space.
        const idAt = findSequence(bytes, pos, 'ID');
        let end = idAt < 0 ? bytes.length : idAt + 3;
        for (let i = end; i < bytes.length - 1; i++) {
          if (bytes[i] === 0x45 && bytes[i + 1] === 0x49 && WHITE.has(bytes[i - 1]) && (i + 2 >= bytes.length || WHITE.has(bytes[i + 2]))) {
            end = i + 2;
            break;
          }
          end = bytes.length;
        }
        pos = end;
        ops.push({ op: 'BI', operands: [], start: opStart, end });
      } else {
        ops.push({ op, operands, start: opStart, end: pos });
      }
      operands = [];
      opStart = -1;
    } else {
      operands.push(item);
    }
  }
  return ops;
}

function findSequence(bytes: Uint8Array, from: number, word: string): number {
  for (let i = from; i < bytes.length - 1; i++) {
    if (bytes[i] === word.charCodeAt(0) && bytes[i + 1] === word.charCodeAt(1) && WHITE.has(bytes[i - 1] ?? 32) && WHITE.has(bytes[i + 2] ?? 32)) return i;
  }
  return -1;
}

/** Serialises an operand back to content-stream syntax. */
export function formatOperand(o: Operand): string {
  if (typeof o === 'number') return formatNumber(o);
  if (typeof o === 'boolean') return String(o);
  if (o === null) return 'null';
  if (o instanceof Uint8Array) return `<${Buffer.from(o).toString('hex')}>`;
  if (Array.isArray(o)) return `[${o.map(formatOperand).join(' ')}]`;
  if (o instanceof Map) return `<<${[...o].map(([k, v]) => `/${escapeName(k)} ${formatOperand(v)}`).join(' ')}>>`;
  return `/${escapeName(o.name)}`;
}

function escapeName(name: string): string {
  return name.replace(/[^!-~]|[#()<>[\]{}/%]/g, (c) => `#${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const s = n.toFixed(4).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
}
