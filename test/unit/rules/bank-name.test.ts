import { describe, expect, it } from 'vitest';
import { findBankNames } from '../../../native/rules/bank-name';
import { addBankNames } from '../../../native/redact/bank-names';
import type { Span } from '../../../native/types';

const banks = (text: string) => findBankNames(text).map((s) => [s.text, s.label, s.category]);

describe('bank names: a closed list, marked at every mention', () => {
  it('marks a bank wherever it is named, glued to what follows or not', () => {
    expect(banks('장소를 알 수 없는 곳에서 하나은행 직원을 사칭하며')).toEqual([['하나은행', '은행', 'INSTITUTION']]);
    expect(banks('피고인의 농협계좌(4985-62877-7)로 송금받고 신협조합의 대리를')).toEqual([
      ['농협', '은행', 'INSTITUTION'],
      ['신협', '은행', 'INSTITUTION'],
    ]);
    expect(banks('네가 받은 새마을금고 대출은, KB국민은행과 조흥은행에서')).toEqual([
      ['새마을금고', '은행', 'INSTITUTION'],
      ['KB국민은행', '은행', 'INSTITUTION'],
      ['조흥은행', '은행', 'INSTITUTION'],
    ]);
    // A wrapped line may break the name anywhere.
    expect(banks('피고인 명의의 경남은\n행 계좌로, 새마\n을금고에서')).toEqual([
      ['경남은\n행', '은행', 'INSTITUTION'],
      ['새마\n을금고', '은행', 'INSTITUTION'],
    ]);
  });

  it('leaves generic words, the central bank and the post office', () => {
    expect(banks('시중은행과 저축은행, 지역농협의 대출 금리는 한국은행 기준금리를 따르고 우체국 예금은')).toEqual([]);
  });

});

describe('bank names in the engine: the gaps the model left', () => {
  const model = (text: string, part: string): Span => {
    const start = text.indexOf(part);
    return { start, end: start + part.length, text: part, label: 'INSTITUTION', category: 'INSTITUTION', tier: 'quasi', score: 0.9, source: 'model' };
  };

  it('adds a bank nothing covers and leaves the model its own reading of one it found', () => {
    const text = '국민은행 계좌로 받은 돈을 하나은행 직원에게 건넸다';
    const spans = addBankNames(text, [model(text, '국민')]);
    expect(spans.map((s) => [s.text, s.source])).toEqual([
      ['국민', 'model'],
      ['하나은행', 'rule'],
    ]);
  });

  it("widens the model's piece of a name a wrapped line broke, and only that piece", () => {
    const text = '피고인 명의의 경남은\n행 계좌와 국민\n은행 계좌로';
    const spans = addBankNames(text, [model(text, '경남은'), model(text, '국민')]);
    expect(spans.map((s) => [s.text, s.source])).toEqual([
      ['경남은\n행', 'model'],
      ['국민', 'model'],
    ]);
  });
});
