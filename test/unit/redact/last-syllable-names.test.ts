import { describe, expect, it } from 'vitest';
import { addLastSyllableWords } from '../../../native/redact/last-syllable-names';
import { spanOf } from './make-span';

const read = (text: string, surface: string, label = 'PERSON') => addLastSyllableWords(text, [spanOf(text, surface, label)]).map((s) => `${s.text}:${s.label}`);

describe('a foreign name read short of its last syllable', () => {
  it('takes the syllable before what only a person takes', () => {
    expect(read('사업을 추진 중이던 툰 아웅에브나 윈에게 전화하였다', '아웅에브나')).toEqual(['아웅에브나 윈:외국인이름']);
    expect(read('"과장이다. 쪼 뗏 조 팀장의 부탁으로 왔다"', '쪼 뗏')).toEqual(['쪼 뗏 조:외국인이름']);
    expect(read('소피압 속 명의의 계좌로', '소피압')).toEqual(['소피압 속:외국인이름']);
    expect(read('피해자는 보파 헹으로부터 돈을 받았다', '보파')).toEqual(['보파 헹:외국인이름']);
  });

  it('leaves prose, honorifics, nouns of one syllable, a particle that disagrees and a name that would look Korean', () => {
    for (const [text, surface] of [
      ['피고인은 존슨 씨에게 돈을 주었다', '존슨'],
      ['피고인은 존슨 측에게 알렸다', '존슨'],
      ['피고인은 존슨 돈으로부터 이자를', '존슨'],
      ['피고인은 아웅 등에게 돈을 주었다', '아웅'],
      ['피고인은 아웅 윈로부터 받았다', '아웅'],
      ['피고인은 아웅 윈을 만났다', '아웅'],
      ['피고인의 처 모에 윈 명의의 계좌로', '모에'],
    ]) {
      expect(read(text, surface)).toEqual([`${surface}:PERSON`]);
    }
  });
});
