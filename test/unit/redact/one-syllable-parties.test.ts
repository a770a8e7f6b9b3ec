import { describe, expect, it } from 'vitest';
import { propagate } from '../../../native/redact/propagate';
import { spanOf } from './make-span';

const texts = (spans: { text: string; start: number; source: string }[]) => spans.map((s) => `${s.start}:${s.text}:${s.source}`);
const party = (text: string, name: string) => ({ ...spanOf(text, name, '외국인이름'), source: 'rule' as const, reason: 'header: 사건본인' });

describe('one-syllable parties', () => {
  it('finds a header party of one syllable again as a word with an agreeing particle or a pause after it', () => {
    const text = '【사건본인】 툰\n툰은 돈을 받았다. 피고인은 툰에게, 툰, 다비 림과 공모하였고 툰가 아니라 툰 아웅이며 툰의 돈.';
    const out = propagate(text, [party(text, '툰')]);
    expect(texts(out)).toEqual(['7:툰:rule', '9:툰:propagated', '25:툰:propagated', '30:툰:propagated', '59:툰:propagated']);
    expect(out[1]).toMatchObject({ label: '외국인이름', category: 'PERSON', reason: 'propagated: another mention of “툰” (header: 사건본인)' });
  });

  it('finds again a party of one syllable a role reading names, not a noun of time before 에', () => {
    const text = '원고 초는 피고에게 돈을 주었다. 초는 이를 변제받지 못하였고, 초의 계좌로 그해 초에 돈을 보냈다. 원고 초에 대하여 본다. 원고는 초에게 빌려주었다.';
    const role = { ...spanOf(text, '초', '외국인이름'), source: 'rule' as const, reason: 'role: 원고' };
    const at = (from: number) => text.indexOf('초', from);
    expect(texts(propagate(text, [role]))).toEqual([`${at(0)}:초:rule`, `${at(4)}:초:propagated`, `${at(22)}:초:propagated`, `${text.indexOf('초에 대하여')}:초:propagated`, `${text.indexOf('초에게')}:초:propagated`]);
  });

  it('does not search a syllable prose or the dictionary uses, or a model reading', () => {
    const text = '【사건본인】 속\n이에 속은 피해자는 속이 상했다. 간은 부부 간의 일이다. 윈은 떠났고 윈에게 주었다.';
    expect(texts(propagate(text, [party(text, '속')]))).toEqual(['7:속:rule']);
    const model = spanOf(text, '윈', '외국인이름');
    expect(texts(propagate(text, [model]))).toEqual([`${model.start}:윈:model`]);
    // A syllable the document opens other words with is a stem there.
    const stem = '【사건본인】 툰\n툰은 돈을 받았다. 툰트라 지역에서 툰에게 주었다.';
    expect(texts(propagate(stem, [party(stem, '툰')]))).toEqual(['7:툰:rule']);
    // A particle in the form an open syllable asks (는, 로부터) follows no 툰.
    const forms = '【사건본인】 툰\n툰는 왔다. 툰로부터 받고 툰으로부터 받았다.';
    expect(texts(propagate(forms, [party(forms, '툰')]))).toEqual(['7:툰:rule', `${forms.indexOf('툰으로부터')}:툰:propagated`]);
  });
});
