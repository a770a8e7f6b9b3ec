import { describe, expect, it } from 'vitest';
import { combineSpans } from '../../../native/engine/detect';
import { cutAtCells, dropTableFrames } from '../../../native/redact/table-frames';
import { findRuleSpans } from '../../../native/rules';
import { spanOf } from './make-span';

const TABLE = '범 죄 일 람 표\n연번 피해자 편취일시 금액 계좌번호\n1 어금새롬 2019. 3. 4. 1,000,000 농협 352-1234-5678-93\n2 쫠졺켰 2019. 3. 5. 500,000 신한은행 110-234-567890\n';

describe('a table’s frame: its title, header and row numbers', () => {
  it('drops the model’s readings there, and keeps the values and a reviewer’s own span', () => {
    const spans = [
      spanOf(TABLE, '표', 'PERSON'),
      spanOf(TABLE, '편취일시', 'PERSON'),
      spanOf(TABLE, '어금새롬', 'PERSON'),
      { ...spanOf(TABLE, '연번', 'PERSON'), source: 'user' as const },
    ];
    expect(dropTableFrames(TABLE, spans).map((s) => s.text)).toEqual(['어금새롬', '연번']);
  });

  it('leaves no reading in the header of the engine’s whole pipeline, rules included (`피해자 편취일시 금액` is no name)', () => {
    const out = combineSpans(TABLE, [], findRuleSpans(TABLE));
    expect(out.map((s) => s.text)).toEqual(['어금새롬', '농협', '352-1234-5678-93', '쫠졺켰', '신한은행', '110-234-567890']);
  });
});

// Tab-separated, as the DOCX and HWPX readers give a table: a row's last account then the next row's number and name.
const TABBED = '번호\t성명\t송금액(원)\t송금계좌\n4\t마신위\t2,190,000\t국민은행 04-27-47761-6\n5\t로사 빌라누에바\t2,590,000\t국민은행 59879494-56\n';

describe('a value never spans two cells', () => {
  const run = (from: string, to: string) => {
    const start = TABBED.indexOf(from);
    const end = TABBED.indexOf(to) + to.length;
    return { ...spanOf(TABBED, from, 'FINANCIAL'), end, text: TABBED.slice(start, end) };
  };

  it('cuts a model reading at the cells it crosses, and keeps a reading inside one cell whole', () => {
    const across = run('04-27-47761-6', '로사');
    const inside = spanOf(TABBED, '59879494-56', 'FINANCIAL');
    expect(cutAtCells(TABBED, [across, inside]).map((s) => s.text)).toEqual(['04-27-47761-6', '5', '로사 빌라누에바'.slice(0, 2), '59879494-56']);
  });

  it('leaves a rule’s or a reviewer’s span, and text with no table, as they are', () => {
    const rule = { ...run('04-27-47761-6', '로사'), source: 'rule' as const };
    expect(cutAtCells(TABBED, [rule])).toEqual([rule]);
    const prose = '피해자 로사 빌라누에바에게 04-27-47761-6 계좌로';
    const s = spanOf(prose, '로사 빌라누에바', 'PERSON');
    expect(cutAtCells(prose, [s])).toEqual([s]);
  });

  it('lets the name column’s reading stand in the whole pipeline (`로사 빌라누에바`, not `…-6⏎5⇥로`)', () => {
    const out = combineSpans(TABBED, [run('04-27-47761-6', '로사')], findRuleSpans(TABBED));
    expect(out.map((s) => s.text)).toContain('로사 빌라누에바');
    expect(out.map((s) => s.text)).toContain('04-27-47761-6');
  });
});
