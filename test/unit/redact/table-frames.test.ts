import { describe, expect, it } from 'vitest';
import { combineSpans } from '../../../native/engine/detect';
import { dropTableFrames } from '../../../native/redact/table-frames';
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
