// A table's column says what its cells hold: under `피해자`, `성명` or `예금주` every cell is a person, under `계좌번호`
// every number an account, though no sentence stands around them (`별지 범죄일람표`: 순번 | 피해자 | 일시 | 금액 | 계좌).
// The readers hand a table over as the word processor holds it: one row per line with its cells between tabs (text
// pasted from a spreadsheet or HWP), one cell per line, row after row (HWP, HWPX and DOCX: each cell is a paragraph),
// or, from a PDF's text layer, one row per line with its cells between spaces. The last two have no mark where a cell
// or a row ends, so they are read only where a numbering column (`순번`, `연번`) opens the header and its numbers
// 1, 2, 3 … fix the rows.
import type { Span } from '../types';
import { isKoreanShaped } from '../redact/korean-names';
import { COMPANY_WORDS, COURT_ROLE_WORDS, NAME_ROLE_WORDS, NOT_NAMES } from './role-context-words';
import { asRuleText, type RuleText } from './rule-text';
import { ruleSpan } from './span';

type Column = 'person' | 'account' | 'phone';

const ROLES = new Set([...NAME_ROLE_WORDS, ...COURT_ROLE_WORDS]);

/** Header words, spaces removed (`피 해 자`, `예금주 성명`). */
const COLUMNS: readonly [RegExp, Column][] = [
  [/^(?:피해자|피기망자|피고인|성명|이름|예금주|명의자|명의인|계좌명의(?:자|인)|송금인|송금자|입금자|입금인|수취인|수령인|출금자|인출자|차용인|대여자|매수인|매도인|임차인|채무자|채권자|가입자|공범|사용자)(?:명|성명|이름)?(?:\(.*\))?$/u, 'person'],
  [/^(?:피해자|송금|입금|출금|수취|피해|대포)?(?:계좌|계좌번호|통장)(?:번호)?(?:\(.*\))?$/u, 'account'],
  [/^(?:전화번호|연락처|휴대전화|휴대전화번호|휴대폰|휴대폰번호|발신번호|전화)(?:\(.*\))?$/u, 'phone'],
];
const NUMBERING_WORD = '(?:순번|연번|번호|순|No\\.?|NO\\.?)';
const NUMBERING = new RegExp(`^${NUMBERING_WORD}$`, 'u');

export interface Cell {
  start: number;
  end: number;
}

interface Table {
  header: Cell[];
  rows: Cell[][];
}

// Another header word a table of people has (`일시`, `금액`, `비고` …): a line of a person word and values between tabs
// (`피 고 인\t홍길동\t무직`) is no header.
const OTHER_HEADER = new RegExp(`^${NUMBERING_WORD}$|일시|일자|날짜|기간|금액|액(?:\\(.*\\))?$|계좌|전화|연락처|주소|비고|관계|나이|연령|생년월일|직업|범행|방법|내용|장소|은행`, 'u');

/** A header row: cells of a few letters, no digits, one naming a column we read and another a table's usual column. */
function isHeader(folded: string, cells: readonly Cell[]): boolean {
  const words = cells.map((c) => folded.slice(c.start, c.end).replace(/\s+/gu, ''));
  if (words.some((w) => w.length === 0 || w.length > 15 || /\d/u.test(w))) return false;
  return cells.some((c) => columnOf(folded, c) !== undefined) && words.some((w, k) => columnOf(folded, cells[k]) === undefined && OTHER_HEADER.test(w));
}

function columnOf(folded: string, cell: Cell): Column | undefined {
  const word = folded.slice(cell.start, cell.end).replace(/\s+/gu, '');
  return COLUMNS.find(([re]) => re.test(word))?.[1];
}

interface Line {
  start: number;
  end: number;
}

function linesOf(folded: string): Line[] {
  const lines: Line[] = [];
  for (let i = 0, start = 0; i <= folded.length; i++) {
    if (i === folded.length || folded[i] === '\n') {
      lines.push({ start, end: i });
      start = i + 1;
    }
  }
  return lines;
}

function cellsOf(folded: string, line: Line): Cell[] {
  const cells: Cell[] = [];
  let start = line.start;
  for (let i = line.start; i <= line.end; i++) {
    if (i === line.end || folded[i] === '\t') {
      cells.push({ start, end: i });
      start = i + 1;
    }
  }
  return cells;
}

/** Tab-separated rows: a header line of three cells or more, then the lines with as many cells. */
function tabTables(folded: string, lines: readonly Line[]): Table[] {
  const tables: Table[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = cellsOf(folded, lines[i]);
    if (header.length < 3 || !isHeader(folded, header)) continue;
    const rows: Cell[][] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const cells = cellsOf(folded, lines[j]);
      if (cells.length !== header.length) break;
      rows.push(cells);
    }
    if (rows.length > 0) tables.push({ header, rows });
    i = j - 1;
  }
  return tables;
}

const trimmed = (folded: string, line: Line): string => folded.slice(line.start, line.end).trim();
/** A row number as tables write it: `1`, `1.`, `(1)`, `1)`. */
const rowNumber = (folded: string, line: Line | undefined): string | undefined =>
  line && /^\(?(\d{1,3})[.)]?$/u.exec(trimmed(folded, line))?.[1];

/** One cell per line: a numbering header cell, the header's other cells, then rows whose first cell counts 1, 2, 3 …. */
function cellTables(folded: string, lines: readonly Line[]): Table[] {
  const tables: Table[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!NUMBERING.test(trimmed(folded, lines[i]))) continue;
    // The header runs to the line that reads `1`; no header is wider than twelve cells.
    let width = 1;
    while (width <= 12 && i + width < lines.length && rowNumber(folded, lines[i + width]) !== '1') width++;
    if (width < 3 || width > 12) continue;
    const header = lines.slice(i, i + width);
    if (!isHeader(folded, header)) continue;
    const rows: Cell[][] = [];
    let at = i + width;
    for (let r = 1; at + width <= lines.length && rowNumber(folded, lines[at]) === String(r); r++) {
      // A reader that drops empty cells (HTML) makes a row short: the next number comes early. Only the cell right
      // after the number is then sure to be in its column; the others are left unread.
      let next = at + width;
      for (let j = at + 2; j < at + width; j++) {
        if (rowNumber(folded, lines[j]) === String(r + 1) && rowNumber(folded, lines[next]) !== String(r + 1)) {
          next = j;
          break;
        }
      }
      const row = lines.slice(at, next);
      rows.push(header.map((_, k) => (k < row.length && (row.length === width || k <= 1) ? row[k] : { start: row[0].start, end: row[0].start })));
      at = next;
    }
    if (rows.length === 0) continue;
    tables.push({ header, rows });
    i = at - 1;
  }
  return tables;
}

/** The words of a line between single spaces, as cells. */
function wordsOf(folded: string, line: Line): Cell[] {
  return [...folded.slice(line.start, line.end).matchAll(/\S+/gu)].map((m) => ({ start: line.start + m.index, end: line.start + m.index + m[0].length }));
}

const NUMBER_HEADER = /일시|일자|날짜|금액|액(?:\(.*\))?$|계좌|번호|나이|연령|생년월일|전화|연락처/u;
// A row of a PDF's text layer: the number, the cell after it, then the next column's number or date (`1 어금새롬 2019. 3.`).
const SPACED_ROW = /^\s*\(?(\d{1,3})[.)]?\s+(\S(?:.*?\S)?)\s+(?=\d)/du;

/**
 * Cells side by side between spaces, as a PDF's text layer gives a row (its glyphs on one baseline): a header line that
 * opens with a numbering word and a person's column right after it, then rows numbered 1, 2, 3 … whose second cell
 * ends where the next column's number or date begins. Only that cell is read: a cell of several words makes the
 * others' places unknown. A line between two rows (a cell wrapped onto a second line) is passed over.
 */
function spaceTables(folded: string, lines: readonly Line[]): Table[] {
  const tables: Table[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (folded.slice(lines[i].start, lines[i].end).includes('\t')) continue;
    const words = wordsOf(folded, lines[i]);
    if (words.length < 3 || !NUMBERING.test(folded.slice(words[0].start, words[0].end))) continue;
    // `피해자 성명`: a header of two words is one cell.
    const two = { start: words[1].start, end: words[2].end };
    const person = columnOf(folded, two) === 'person' ? two : columnOf(folded, words[1]) === 'person' ? words[1] : undefined;
    // The next column must be one of numbers (a date, a sum, an account) for its start to end the person's cell.
    const next = person && words.find((w) => w.start > person.end);
    if (!person || !next || !NUMBER_HEADER.test(folded.slice(next.start, next.end)) || !isHeader(folded, words)) continue;
    const header = [words[0], person];
    // A last column of accounts or phones ends each row (`… 농협 352-1234-5678-93`).
    const lastColumn = columnOf(folded, words[words.length - 1]);
    if (lastColumn === 'account' || lastColumn === 'phone') header.push(words[words.length - 1]);
    const rows: Cell[][] = [];
    let at = i + 1;
    for (let r = 1, skipped = 0; at < lines.length && skipped <= 2; at++) {
      const line = lines[at];
      const m = SPACED_ROW.exec(folded.slice(line.start, line.end));
      if (!m || m[1] !== String(r)) {
        skipped++;
        continue;
      }
      const [number, cell] = [m.indices![1], m.indices![2]].map(([a, b]) => ({ start: line.start + a, end: line.start + b }));
      const row = [number, cell];
      if (header.length === 3) {
        const last = wordsOf(folded, line).at(-1)!;
        row.push(last.start >= cell.end ? last : { start: line.end, end: line.end });
      }
      rows.push(row);
      r++;
      skipped = 0;
    }
    if (rows.length === 0) continue;
    tables.push({ header, rows });
  }
  return tables;
}

// A person's cell: Hangul words (`응우옌 티 하`, `보파·소카`), Latin letters (`NGUYEN THI HA`) or Chinese characters,
// with an optional `(여, 35세)` after; never a placeholder (`A`, `피해자 1`), a mask (`김○○`) or prose (`성명불상`).
const PERSON_CELL = /^((?:[가-힣]+(?:[ ·・][가-힣]+){0,3})|(?:[A-Za-z][A-Za-z.'-]+(?: [A-Za-z.'-]+){0,4})|(?:\p{Script=Han}{2,5}(?: \p{Script=Han}{1,4})?))\s*(?:\([^()]{0,20}\))?$/u;
const NOT_A_PERSON = /불상|미상|생략|성명|합계|소계|누계|계$|없음|본인|익명|가명/u;

// A cell holds a bare name, so no particle is read off it (`한가은` is no 한가 + 은), and foreign names sound like
// words (`메리 그레이스`, `마크`, a company as victim is redacted too): only words that are never a name are refused.
const PARTY = /^(?:피고|원고|소외|공소외|신청인|피신청인|회사|법인)/u;

function isNoPersonWord(word: string): boolean {
  if (word.length < 2) return false;
  return NOT_NAMES.has(word) || ROLES.has(word) || COMPANY_WORDS.has(word) || PARTY.test(word);
}

function personIn(folded: string, cell: Cell): { start: number; end: number; korean: boolean }[] {
  const out: { start: number; end: number; korean: boolean }[] = [];
  // `김철수, 이영희`: two people in one cell.
  for (const part of folded.slice(cell.start, cell.end).matchAll(/(?:[^,，/(]|\([^()]*\))+/gu)) {
    const lead = part[0].length - part[0].trimStart().length;
    const value = part[0].trim();
    const m = PERSON_CELL.exec(value);
    if (!m || NOT_A_PERSON.test(m[1])) continue;
    const name = m[1];
    const words = name.split(/[ ·・]/u);
    if (name.replace(/[ ·・]/gu, '').length < 2 || (/^[가-힣]/u.test(name) && words.some(isNoPersonWord))) continue;
    const start = cell.start + part.index + lead;
    out.push({ start, end: start + name.length, korean: words.length === 1 && isKoreanShaped(name) });
  }
  return out;
}

/** The number in a cell: a bank name may stand before it (`농협 352-1234-5678-93`). */
const NUMBER_IN_CELL = /(?<![\d-])\d[\d-]{4,}\d(?![\d-])/gu;

function numbersIn(folded: string, cell: Cell, minDigits: number): Cell[] {
  return [...folded.slice(cell.start, cell.end).matchAll(NUMBER_IN_CELL)]
    .filter((m) => m[0].replace(/\D/gu, '').length >= minDigits)
    .map((m) => ({ start: cell.start + m.index, end: cell.start + m.index + m[0].length }));
}

// A tab, or a line that opens with a numbering word: no table without one.
const MAY_HOLD_TABLE = new RegExp(`\\t|(?:^|\\n)\\s*${NUMBERING_WORD}\\s`, 'u');
// One detection reads the tables of its text four times (the rule, two steps of the engine, the doubts' hygiene).
let lastRead: { text: string; tables: Table[] } | undefined;

/** The tables of a text (tabs, one cell per line, cells between spaces), only where a header names a column we read. */
export function readTables(folded: string): Table[] {
  if (lastRead?.text === folded) return lastRead.tables;
  const lines = MAY_HOLD_TABLE.test(folded) ? linesOf(folded) : undefined;
  const tables = lines ? [...tabTables(folded, lines), ...cellTables(folded, lines), ...spaceTables(folded, lines)] : [];
  lastRead = { text: folded, tables };
  return tables;
}

// The title above a table (`범 죄 일 람 표`, `[별지 1] 피해자 목록`), spaces removed.
const TITLE = /^(?:\[?별지\d*\]?)?[가-힣]{0,8}(?:일람표|명세서|명세표|목록|내역|현황)$/u;

/**
 * What frames a table: its header row (the title line above it too) and its row numbers. A model reading any of it
 * (`[순번\t성명]` as a name, `[7]` as a number, `[표]` of `범 죄 일 람 표`) reads a label, not a value.
 */
export function tableFrames(folded: string): Cell[] {
  return readTables(folded).flatMap((t) => {
    const numbered = NUMBERING.test(folded.slice(t.header[0].start, t.header[0].end).trim());
    const last = t.header[t.header.length - 1].end;
    const lineEnd = folded.indexOf('\n', last);
    const frames: Cell[] = [{ start: t.header[0].start, end: lineEnd < 0 ? folded.length : lineEnd }];
    const titleEnd = t.header[0].start - 1;
    const titleStart = folded.lastIndexOf('\n', titleEnd - 1) + 1;
    if (titleEnd > titleStart && TITLE.test(folded.slice(titleStart, titleEnd).replace(/\s+/gu, ''))) frames.push({ start: titleStart, end: titleEnd });
    return [...frames, ...(numbered ? t.rows.map((r) => r[0]) : [])];
  });
}

/** Every cell of every table, header included, in text order. */
export function tableCells(folded: string): Cell[] {
  return readTables(folded)
    .flatMap((t) => [...t.header, ...t.rows.flat()])
    .sort((a, b) => a.start - b.start);
}

/** Names, accounts and phone numbers in the columns whose header says so. */
export function findTableColumns(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const { folded } = rt;
  const spans: Span[] = [];
  for (const table of readTables(folded)) {
    table.header.forEach((h, k) => {
      const column = columnOf(folded, h);
      if (!column) return;
      const why = `table: column “${folded.slice(h.start, h.end).trim()}”`;
      for (const row of table.rows) {
        const cell = row[k];
        if (column === 'person') {
          for (const p of personIn(folded, cell)) spans.push(ruleSpan(rt, p.start, p.end, p.korean ? '내국인이름' : '외국인이름', 0.85, why));
        } else {
          for (const n of numbersIn(folded, cell, column === 'account' ? 6 : 8)) {
            spans.push(ruleSpan(rt, n.start, n.end, column === 'account' ? '계좌번호' : '전화번호', 0.85, why));
          }
        }
      }
    });
  }
  return spans.sort((a, b) => a.start - b.start);
}
