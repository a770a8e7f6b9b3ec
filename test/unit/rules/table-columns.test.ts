import { describe, expect, it } from 'vitest';
import { findTableColumns, tableFrames } from '../../../native/rules/table-columns';

const found = (text: string) => findTableColumns(text).map((s) => [s.text, s.label]);
const rows = (cells: string[][], sep: string) => cells.map((r) => r.join(sep)).join('\n');

const HEADER = ['순번', '피해자', '일시', '송금액(원)', '송금계좌'];
const BODY = [
  ['1', '어금새롬', '2019. 3. 4.', '1,000,000', '농협 352-1234-5678-93'],
  ['2', '한가은', '2019. 3. 5.', '2,500,000', '새마을금고 5669484'],
  ['3', '메리 그레이스', '2019. 3. 7.', '700,000', '카카오뱅크 3333-01-2345678'],
];
const EXPECTED = [
  ['어금새롬', '내국인이름'], ['352-1234-5678-93', '계좌번호'],
  ['한가은', '내국인이름'], ['5669484', '계좌번호'],
  ['메리 그레이스', '외국인이름'], ['3333-01-2345678', '계좌번호'],
];

describe('a table column headed by what its cells hold', () => {
  it('reads every cell under 피해자 as a name and under 송금계좌 as an account, tab-separated', () => {
    const text = `[별지]\n범죄일람표\n${rows([HEADER, ...BODY, ['합계', '', '', '4,200,000', '']], '\t')}\n`;
    expect(found(text)).toEqual(EXPECTED);
  });

  it('reads a table whose cells stand one per line (HWP, HWPX, DOCX) where the row numbers fix its width', () => {
    const text = `[별지]\n범 죄 일 람 표\n${rows([HEADER, ...BODY, ['합계', '', '', '4,200,000', '']], '\n')}\n다음 문단`;
    expect(found(text)).toEqual(EXPECTED);
    // Without a numbering column the width of a row is unknown: nothing is read.
    const unnumbered = rows([HEADER.slice(1), ...BODY.map((r) => r.slice(1))], '\n');
    expect(found(unnumbered)).toEqual([]);
    // A reader that drops empty cells (HTML) makes a row short: the cell after its number is still read.
    const short = rows([HEADER, ['1', '김갑동', '2019. 3. 4.', '1,000'], BODY[1]], '\n');
    expect(found(short).map(([t]) => t)).toEqual(['김갑동', '한가은', '5669484']);
    // Rows numbered `1.`, `2.`, the person's column anywhere in the row.
    const dotted = rows([['연번', '범행일시', '피해자(명의자)', '기망방법'], ['1.', '2020. 1. 3.', '어금새롬', '대출빙자'], ['2.', '2020. 1. 5.', 'NGUYEN VAN AN', '검찰사칭']], '\n');
    expect(found(dotted).map(([t]) => t)).toEqual(['어금새롬', 'NGUYEN VAN AN']);
    // A row number out of order ends the table (`1`, `2`, then `5`).
    const broken = rows([HEADER, BODY[0], BODY[1], ['5', '김갑동', '2019. 3. 9.', '1', '농협 352-1234-5678-93']], '\n');
    expect(found(broken).map(([t]) => t)).toEqual(['어금새롬', '352-1234-5678-93', '한가은', '5669484']);
  });

  it('reads a row of a PDF’s text layer, its cells between spaces: the cell after the number, the last account', () => {
    const text = `범죄일람표\n${rows([['연번', '피해자', '성명', '편취일시', '금액', '계좌번호'], ...BODY.map((r) => [r[0], r[1], r[2], r[3], r[4]])], ' ')}\n합계 4,200,000`;
    expect(found(text)).toEqual(EXPECTED);
    // A cell wrapped onto a second line is passed over; the person's column must be followed by one of numbers.
    const wrapped = rows([['순번', '예금주', '일시'], ['1', '어금새롬', '2019. 3. 4.'], ['(계속)'], ['2', 'NGUYEN VAN AN', '2019. 3. 5.']], ' ');
    expect(found(wrapped).map(([t]) => t)).toEqual(['어금새롬', 'NGUYEN VAN AN']);
    expect(found(rows([['순번', '피해자', '장소', '일시'], ['1', '어금새롬', '서울 강남구', '2019. 3. 4.']], ' '))).toEqual([]);
  });

  it('takes each person of a cell and a Latin or Chinese-character name, not placeholders, masks or prose', () => {
    const cells = [['1', '김철수, 박영희'], ['2', 'NGUYEN THI HA'], ['3', '王偉'], ['4', 'A'], ['5', '피해자 1'], ['6', '김○○'], ['7', '성명불상'], ['8', '피고인'], ['9', '탁말순(여, 45세)']];
    const text = rows([['연번', '피해자 성명', '비고'], ...cells.map((c) => [...c, ''])], '\t');
    expect(found(text).map(([t]) => t)).toEqual(['김철수', '박영희', 'NGUYEN THI HA', '王偉', '탁말순']);
  });

  it('reads no table whose header names no column it knows, and no prose with tabs', () => {
    expect(found(rows([['순번', '일시', '금액'], ['1', '2019. 3. 4.', '1,000']], '\t'))).toEqual([]);
    expect(found('피해자\t김철수에게\t돈을 주었다')).toEqual([]);
    // A party line aligned with tabs is no header: no other column of a table stands in it.
    expect(found('피 고 인\t홍길동\t무직\n주거\t서울 종로구\t세종대로 1')).toEqual([]);
  });

  it('gives the header, its title and the row numbers as the table’s frame', () => {
    const text = `범 죄 일 람 표\n${rows([HEADER, ...BODY], '\t')}`;
    const frames = tableFrames(text).map((c) => text.slice(c.start, c.end));
    expect(frames).toEqual([HEADER.join('\t'), '범 죄 일 람 표', '1', '2', '3']);
  });
});
