import { describe, expect, it } from 'vitest';
import { namesFromDoubts } from '../../../native/redact/doubt-names';
import { labelInfo } from '../../../native/taxonomy';
import type { ModelDoubt } from '../../../native/types';

const doubt = (text: string, word: string, label = '내국인이름'): ModelDoubt => {
  const at = text.indexOf(word);
  return { start: at, end: at + word.length, label, category: labelInfo(label).category, score: 0.2 };
};
const names = (text: string, ...words: string[]) => namesFromDoubts(text, words.map((w) => doubt(text, w))).map((s) => s.text);

describe('doubt names: a person the model nearly marked, on a word that reads as a name', () => {
  it('takes a name-shaped word before an agreeing particle, a list comma or a parenthesis', () => {
    expect(names('피고인과 픈여슝이 보유하고 있는 금장', '픈여슝')).toEqual(['픈여슝']);
    expect(names("업체 ‘앱클론'의 벳긍에 대한 월 이자", '벳긍')).toEqual(['벳긍']);
    expect(names('그러나 뇌년썹총, 근뚠휩뵈가 하려는 사업은', '뇌년썹총')).toEqual(['뇌년썹총']);
    expect(names('그곳에 있던 근철수 소유인 물건', '근철수')).toEqual(['근철수']);
  });

  it('keeps a list item whole where its last syllable looks like a particle (`께,`)', () => {
    expect(names('동네 선배이고, 뇌텝초께, 망절베냐는 피고인을 통해', '뇌텝초')).toEqual(['뇌텝초께']);
  });

  it('leaves verb forms, pronouns, dictionary words, a disagreeing particle and a bare two-syllable word', () => {
    expect(names('자리에서 일어나자 배웅하는 과정에서', '배웅하')).toEqual([]);
    expect(names('젊었으면 대쉬했을 것이다', '대쉬했')).toEqual([]);
    expect(names('근저당권변경등기를 마쳤음은 앞서 본 바와', '마쳤음')).toEqual([]);
    expect(names('마신 시간 및 마셨으리라고 짐작되는', '마셨으리')).toEqual([]);
    expect(names('발언을 하더라도 이것이 모욕적인', '이것')).toEqual([]);
    expect(names('보증금을 돌려받았다', '보증금')).toEqual([]);
    expect(names('그 뇌믈뎅찻가 왔다', '뇌믈뎅찻')).toEqual([]);
    expect(names('소송을 하려고 한다. 이미 변호사를', '이미')).toEqual([]);
  });

  it('leaves judges and counsel on their lines, whom the court rule keeps visible', () => {
    expect(names('판사   김준   이옥순   권채영', '이옥순')).toEqual([]);
    expect(names('(소송대리인 법무법인 동인 담당변호사 한연윤, 송희민)', '한연윤')).toEqual([]);
  });

  it('leaves doubts of other categories to the reviewer', () => {
    const text = '그날 별빛상사에서 만났다.';
    expect(namesFromDoubts(text, [doubt(text, '별빛상사', 'BUSINESS')])).toEqual([]);
  });
});

describe('doubt names: terms that look like names', () => {
  it('leaves a bare word explained in parentheses and a noun with a time suffix', () => {
    expect(names("‘삼척 해수욕장'에서, 해루질(물 빠진 바다 갯벌에서 어패류를 잡는 일)을", '해루질')).toEqual([]);
    expect(names('2020. 6. 6. 오후경 소개팅을 통해', '오후경')).toEqual([]);
  });
});

describe('doubt names: where the name ends', () => {
  it('gives back a two-syllable particle the doubt kept, and judges the word without it', () => {
    expect(names('목포시에 있는 사무실에서 뇌믈뎅에게만 엔진을 판매한다', '뇌믈뎅에게')).toEqual(['뇌믈뎅']);
    expect(names('사무실에서 선주에게만 엔진을 판매한다', '선주에게')).toEqual([]);
    // … and never takes the first syllable of one it cut (`[뚜에]게`): the span would swallow the particle.
    expect(names('이에 피고인은 모에 뚜에게 이러한 사정을 설명하면서', '뚜에')).toEqual([]);
    expect(names('이에 피고인은 뇌믈뎅에게 사정을 설명하면서', '뇌믈뎅에')).toEqual(['뇌믈뎅']);
  });
});

describe('doubt names: words glued to a mask or a number', () => {
  it('leaves the rest of a masked or numbered word', () => {
    expect(names('피고인은 서울 중구 ○○빌딩 ○○호에서 상품권을', '호에서')).toEqual([]);
    expect(names('주거지인 부산 부산진구○○, ○○동', '부산진구')).toEqual([]);
  });
});

describe('doubt names: a spaced foreign name', () => {
  it('takes a one-syllable surname before the given name, but not a word that stands before nouns', () => {
    expect(names('채무 2,000만 원 및 마 신위에 대한 개인 채무', '신위')).toEqual(['마 신위']);
    expect(names('피고인은 그 뇌믈뎅에게 돈을 주었다', '뇌믈뎅')).toEqual(['뇌믈뎅']);
    expect(names('피고인의 전 뇌믈뎅에게 돈을 주었다', '뇌믈뎅')).toEqual(['뇌믈뎅']);
  });
});
