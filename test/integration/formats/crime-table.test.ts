import { describe, expect, it } from 'vitest';
import { docxPackage, docxWithTable } from '../../fixtures/formats/generator/docx';
import { textPdf } from '../../fixtures/formats/generator/pdf';
import { exportThroughEngine } from './engine-round-trip';

// A crime list as a fraud judgment attaches it: the victims' names stand in a column, with no sentence around them.
const ROWS = [
  ['순번', '피해자', '일시', '송금액(원)', '송금계좌'],
  ['1', '어금새롬', '2019. 3. 4.', '1,000,000', '농협 352-1234-5678-93'],
  ['2', '쫠졺켰', '2019. 3. 5.', '2,500,000', '새마을금고 5669484'],
  ['3', '소피압 속', '2019. 3. 7.', '700,000', '카카오뱅크 3333-01-2345678'],
  ['합계', '', '', '4,200,000', ''],
];
const SENTENCE = '피고인은 별지 범죄일람표 기재와 같이 피해자들을 기망하였다.';
const VALUES = ['어금새롬', '쫠졺켰', '소피압', '352-1234-5678-93', '5669484', '3333-01-2345678'];

describe('a crime list that names the victims in a table', () => {
  it('in a DOCX: redacts every name and account of the table’s columns, and leaves its header and row numbers', async () => {
    const { doc, leak, again } = await exportThroughEngine('table.docx', docxPackage(docxWithTable(SENTENCE, ROWS)));
    expect(doc.text).toContain('순번\n피해자\n일시');
    expect(leak.ok).toBe(true);
    for (const value of VALUES) expect(again.text).not.toContain(value);
    expect(again.text).toContain('순번\n피해자\n일시\n송금액(원)\n송금계좌\n1\n');
  });

  it('in a PDF, where a row is one line of cells between spaces, redacts the names and accounts too', async () => {
    const lines = [SENTENCE, '범 죄 일 람 표', ...ROWS.slice(0, 4).map((r) => r.join(' '))];
    const { doc, leak, again } = await exportThroughEngine('table.pdf', textPdf([lines]));
    expect(doc.text).toContain('1 어금새롬 2019. 3. 4.');
    expect(leak.ok).toBe(true);
    for (const value of VALUES) expect(again.text).not.toContain(value);
    expect(again.text).toContain('순번 피해자 일시 송금액(원) 송금계좌');
  });
});
