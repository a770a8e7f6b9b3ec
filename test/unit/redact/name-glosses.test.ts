import { describe, expect, it } from 'vitest';
import { addNameGlosses } from '../../../native/redact/name-glosses';
import { redact } from '../../../native/redact/redact';
import { spanOf } from './make-span';

const glosses = (text: string, given: ReturnType<typeof spanOf>[]) =>
  addNameGlosses(text, given).map((s) => `${s.text}:${s.category}:${s.source}`);

describe('a name glossed in another script', () => {
  it('is marked after the name it glosses, in Chinese characters or Latin letters', () => {
    const han = '원고 황보민철(皇甫敏哲)은 피고 남궁수진( 南宮 秀眞 )과 혼인하였다';
    expect(glosses(han, [spanOf(han, '황보민철', '내국인이름'), spanOf(han, '남궁수진', '내국인이름')])).toEqual([
      '황보민철:PERSON:model',
      '皇甫敏哲:PERSON:propagated',
      '남궁수진:PERSON:model',
      '南宮 秀眞:PERSON:propagated',
    ]);
    const latin = '주식회사 한빛테크(Hanbit Tech Co.)와 계약하였다';
    expect(glosses(latin, [spanOf(latin, '한빛테크', '기업명')])).toEqual(['한빛테크:BUSINESS:model', 'Hanbit Tech Co.:BUSINESS:propagated']);
  });

  it('takes the place of another reading of exactly the gloss', () => {
    const text = '피해자 응우옌 티 투 하(Nguyen Thi Thu Ha, 여, 29세)에게';
    const spans = [spanOf(text, '응우옌 티 투 하', '외국인이름'), spanOf(text, 'Nguyen Thi Thu Ha', '도로명주소')];
    expect(glosses(text, spans)).toEqual(['응우옌 티 투 하:PERSON:model', 'Nguyen Thi Thu Ha:PERSON:propagated']);
  });

  it('takes the place of readings inside the gloss, so no word of it is left', () => {
    const text = '피해자 아나스타시아 이바노바(Anastasia Ivanova, 여, 28세)는';
    const spans = [spanOf(text, '아나스타시아 이바노바', '외국인이름'), spanOf(text, 'Anastasia', '도로명주소')];
    expect(glosses(text, spans)).toEqual(['아나스타시아 이바노바:PERSON:model', 'Anastasia Ivanova:PERSON:propagated']);
    const part = [spanOf(text, '아나스타시아 이바노바', '외국인이름'), spanOf(text, 'Ivanova', '외국인이름')];
    expect(glosses(text, part)).toEqual(['아나스타시아 이바노바:PERSON:model', 'Anastasia Ivanova:PERSON:propagated']);
    // A user's span inside the gloss is the user's decision.
    const user = [spanOf(text, '아나스타시아 이바노바', '외국인이름'), { ...spanOf(text, 'Anastasia', '외국인이름'), source: 'user' as const }];
    expect(glosses(text, user)).toEqual(['아나스타시아 이바노바:PERSON:model', 'Anastasia:PERSON:user']);
  });

  it('leaves what is no gloss: the sex and age, one character, a word, text after no name', () => {
    const text = '피해자 김철수(남, 30세)와 박영희(여), 차나폰(D, 여), 고(高)·양(梁) 삼성, 상해(傷害), 회사(Co.)';
    expect(glosses(text, [spanOf(text, '김철수', '내국인이름'), spanOf(text, '박영희', '내국인이름'), spanOf(text, '차나폰', '외국인이름')])).toEqual([
      '김철수:PERSON:model',
      '박영희:PERSON:model',
      '차나폰:PERSON:model',
    ]);
  });

  it('gets the letter of the name it glosses', () => {
    const text = '원고 황보민철(皇甫敏哲)은 피해자 응우옌 티 투 하(Nguyen Thi Thu Ha, 여)와 만났다. 황보민철은';
    const spans = addNameGlosses(text, [
      spanOf(text, '황보민철', '내국인이름'),
      spanOf(text, '응우옌 티 투 하', '외국인이름'),
      spanOf(text, 'Nguyen Thi Thu Ha', '외국인이름'),
      spanOf(text, '황보민철', '내국인이름', { nth: 1 }),
    ]);
    expect(redact(text, spans).redactedText).toBe('원고 A(A)은 피해자 B(B, 여)와 만났다. A는');
  });
});
