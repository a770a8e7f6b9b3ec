import { describe, expect, it } from 'vitest';
import { addLatinNameRuns } from '../../../native/redact/latin-name-runs';
import { spanOf } from './make-span';

const found = (text: string, spans: ReturnType<typeof spanOf>[]) => addLatinNameRuns(text, spans).map((s) => `${s.text}:${s.label}`);

describe('names in Latin letters with no role before them', () => {
  it('are a person where they end as names end and nothing reads them whole', () => {
    const text = '피고인은 KHAN BINOD, Hassan Jose 등과 공모하였고, Maria Clara Santos는 입국하였고, Tran Thi Mai(여)와';
    expect(found(text, [spanOf(text, 'Jose', 'BUSINESS')])).toEqual(['KHAN BINOD:외국인이름', 'Hassan Jose:외국인이름', 'Maria Clara Santos:외국인이름', 'Tran Thi Mai:외국인이름']);
    // Before ` 명의` (an account held in the name), over the model's reading of one word as an institution.
    const held = '피고인의 동생 IVANOVA MARIA CLARA 명의 새마을금고 계좌로';
    expect(found(held, [spanOf(held, 'IVANOVA', 'INSTITUTION')])).toEqual(['IVANOVA MARIA CLARA:외국인이름']);
    // The model's other reading that opens with a Hangul word keeps that word; the run takes the rest.
    const trade = '962-49에 있는 환전상 Reyes THI MAI에게 위 돈을 전달하였다';
    expect(found(trade, [spanOf(trade, '환전상 Reyes THI', 'BUSINESS')])).toEqual(['환전상:BUSINESS', 'Reyes THI MAI:외국인이름']);
  });

  it('are a person before a workplace title, after a sentence’s full stop, and before a comma when a found name follows', () => {
    const text = '"골드피쉬 과장이다. KHAN KUMARA 팀장의 부탁으로, 피고인은 GURUNG OLGA, 쩐 반 투 하와 공모하여';
    expect(found(text, [spanOf(text, '쩐 반 투 하', '외국인이름')])).toEqual(['KHAN KUMARA:외국인이름', 'GURUNG OLGA:외국인이름', '쩐 반 투 하:외국인이름']);
    const owned = '그곳에 있던 KHAN MARIA CLARA 소유인 물건을, 다음 날 TRAN THI MAI 직원을 사칭하면서, SAMSUNG ELECTRONICS 직원을 사칭';
    expect(found(owned, [])).toEqual(['KHAN MARIA CLARA:외국인이름', 'TRAN THI MAI:외국인이름']);
    // A comma with no found name after it lists terms; an abbreviation's full stop is not a sentence's.
    expect(found('Solder Bar, 납봉을 수입하고 Non Performing Loan, 즉 부실채권을 Samsung Co. Ltd 팀장', [])).toEqual([]);
    // A date's full stop is a sentence's too; a numbered item's is not.
    const dated = '피해자는 2018. 11. 21. Kurniawan MARIA CLARA 명의의 계좌로, 1. Solder Bar는 제품이고 21. Tran Thi Mai는';
    expect(found(dated, [])).toEqual(['Kurniawan MARIA CLARA:외국인이름']);
    // … a line break standing where a space or none may (a wrapped line).
    const wrapped = '피해자로부터 2018\n. 10. 4. PERERA OLGA의 계좌로, 목록\n1. Solder Bar는';
    expect(found(wrapped, [])).toEqual(['PERERA OLGA:외국인이름']);
  });

  it('leave quoted marks, company words, one word, a run the model read whole, and runs that go on as prose', () => {
    const text = "'Ace Golf Service'가 결합된, Samsung Electronics와, Google LLC를, Smith는, New York 주 법원에, Apple Watch를";
    const spans = [spanOf(text, 'Samsung Electronics', 'BUSINESS'), spanOf(text, 'Apple Watch', 'PRODUCT')];
    expect(found(text, spans)).toEqual(['Samsung Electronics:BUSINESS', 'Apple Watch:PRODUCT']);
  });
});
