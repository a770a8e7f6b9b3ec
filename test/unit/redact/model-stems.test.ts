import { describe, expect, it } from 'vitest';
import { yieldToModelStems } from '../../../native/redact/model-stems';
import { spanOf } from './make-span';

const role = (text: string, surface: string, nth = 0) => spanOf(text, surface, '내국인이름', { source: 'rule', score: 0.85, reason: 'role: 직원', nth });

describe('yieldToModelStems', () => {
  it('ends a role reading where the model ends the same name one agreeing particle earlier', () => {
    const text = '직원 간뇻은 조사에서, 피해자 컬픽이 운영하는, 참가인 박숙은 원고가, 피해자 로웰이 투자하여, 피해자 나카무라는 말했다';
    const spans = [
      role(text, '간뇻은'), spanOf(text, '간뇻', 'PERSON'),
      role(text, '컬픽이'), spanOf(text, '컬픽', 'PERSON'),
      role(text, '박숙은'), spanOf(text, '박숙', 'PERSON'),
      role(text, '로웰이'), spanOf(text, '로웰', 'PERSON'),
      role(text, '나카무라는'), spanOf(text, '나카무라', 'PERSON'),
    ];
    const out = yieldToModelStems(text, spans).filter((s) => s.source === 'rule');
    expect(out.map((s) => s.text)).toEqual(['간뇻', '컬픽', '박숙', '로웰', '나카무라']);
    expect(out[0].reason).toContain('ends where the model');
  });

  it('keeps the rule where the particle does not agree, where a longer name ends in 이, or where no model span agrees', () => {
    const text = '피해자 신으뜸이 말했다, 직원 김가은 조사에서, 직원 허준이 일하는, 피해자 한별이 왔다';
    const spans = [
      role(text, '신으뜸이'), spanOf(text, '신으뜸', 'PERSON'), // a longer stem before 이: names end in 이
      role(text, '김가은'), spanOf(text, '김가', 'PERSON'), // 가 is open: 은 does not agree
      role(text, '허준이'), spanOf(text, '허', 'PERSON'), // the model's reading is not one particle shorter
      role(text, '한별이'), // no model span
    ];
    expect(yieldToModelStems(text, spans).filter((s) => s.source === 'rule').map((s) => s.text)).toEqual(['신으뜸이', '김가은', '허준이', '한별이']);
  });

  it('ends the model’s reading of a one-syllable role name and its particles where the role reading ends', () => {
    const text = '소외 뗏은 증인이고, 원고 툰에게 지급하라. 피해자 윈이 말했다';
    const spans = [role(text, '뗏'), spanOf(text, '뗏은', 'PERSON'), role(text, '툰'), spanOf(text, '툰에게', 'PERSON'), spanOf(text, '윈이', 'PERSON')];
    const models = yieldToModelStems(text, spans).filter((s) => s.source === 'model');
    // 윈이 stays: no role reads 윈 alone there.
    expect(models.map((s) => s.text)).toEqual(['뗏', '툰', '윈이']);
    expect(models[0].reason).toContain('before its particle');
    // Of any category, where the particle agrees with the role's name.
    const business = '현재 트랜스포터는 피고 삼성생명이 점유하고, 피고 삼성생명과 소외 회사는';
    const out = yieldToModelStems(business, [role(business, '삼성생명'), spanOf(business, '삼성생명이', '기업명'), role(business, '삼성생명', 1), spanOf(business, '삼성생명과', '기업명')]);
    expect(out.filter((s) => s.source === 'model').map((s) => s.text)).toEqual(['삼성생명', '삼성생명']);
    // A person's name may end in 이: the model's reading stands there (`공소외 간으뜸이,`).
    const person = '피해자 공소외 간으뜸이, 공소외 장곡동쉽';
    expect(yieldToModelStems(person, [role(person, '간으뜸'), spanOf(person, '간으뜸이', 'PERSON')]).find((s) => s.source === 'model')?.text).toBe('간으뜸이');
  });

  it('ends the model’s reading of a company a rule read beside its form, there and wherever the name stands with a particle', () => {
    const text = '주식회사 키온넷이 피고에게 지급하기로 하였고, 피고인은 빅게임스튜디오가 송금하였다. 주식회사 빅게임스튜디오(이하 생략), 주식회사 키온넷 사무실';
    const org = (surface: string, nth = 0) => spanOf(text, surface, '주식회사', { source: 'rule', score: 0.8, reason: 'organisation: 주식회사 X', nth });
    const spans = [org('키온넷'), spanOf(text, '키온넷이', '기업명'), spanOf(text, '빅게임스튜디오가', '기업명'), org('빅게임스튜디오', 1), org('키온넷', 1)];
    const models = yieldToModelStems(text, spans).filter((s) => s.source === 'model');
    expect(models.map((s) => s.text)).toEqual(['키온넷', '빅게임스튜디오']);
    expect(models[1].reason).toContain('is read elsewhere');
    // Where the rule's name never stands bare, it may have cut the name's own last syllable (`에프티이앤이`, `파이버프로`).
    const cut = '피고인이 인수한 주식회사 에프티이앤이 명의로, 주식회사 에프티이앤이 사이에';
    const cutSpans = [0, 1].flatMap((nth) => [spanOf(cut, '에프티이앤', '주식회사', { source: 'rule', reason: 'organisation: 주식회사 X', nth }), spanOf(cut, '에프티이앤이', '기업명', { nth })]);
    expect(yieldToModelStems(cut, cutSpans).filter((s) => s.source === 'model').map((s) => s.text)).toEqual(['에프티이앤이', '에프티이앤이']);
    // Not a person's 이, which names end in, nor where no reader gives the name.
    const person = '공소외 간으뜸이 왔고, 다시 간으뜸이 왔다. 제일인터내셔널이 납품하였다';
    const out = yieldToModelStems(person, [role(person, '간으뜸'), spanOf(person, '간으뜸이', 'PERSON', { nth: 1 }), spanOf(person, '제일인터내셔널이', '기업명')]);
    expect(out.filter((s) => s.source === 'model').map((s) => s.text)).toEqual(['간으뜸이', '제일인터내셔널이']);
  });

  it('leaves rule spans other than role readings alone', () => {
    const text = '김영은 명의의 계좌';
    const spans = [spanOf(text, '김영은', '내국인이름', { source: 'rule', reason: 'pattern: 명의' }), spanOf(text, '김영', 'PERSON')];
    expect(yieldToModelStems(text, spans)[0].text).toBe('김영은');
  });
});
