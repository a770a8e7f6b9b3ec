import { describe, expect, it } from 'vitest';
import { findRuleSpans } from '../../../native/rules';
import { findLatinNames } from '../../../native/rules/latin-names';

const names = (text: string) => findLatinNames(text).map((s) => [s.text, s.label]);

describe('names in Latin letters', () => {
  it.each([
    ['원고 NGUYEN VAN AN은 베트남 국적이다', 'NGUYEN VAN AN'],
    ['피해자 Tran Thi Mai(여, 28세)는', 'Tran Thi Mai'],
    ['증인 Park Ji-Sung의 법정진술', 'Park Ji-Sung'],
    ['소외 Smith와 피고는', 'Smith'],
    ['피해자 Maria는 동거인이다', 'Maria'],
    ['피고인의 처인 Maria Santos에게', 'Maria Santos'],
    // Before the sex and age a court writes after a name, with no role word.
    ['피고인은 Carlos Mendez(남, 30세)와 함께', 'Carlos Mendez'],
    ['피고인은 James Brown (남, 41세)에게', 'James Brown'],
    // In parentheses after a role, and before a title a person holds (two words or more, written alike).
    ['위 주택의 임대인(TRAN MARIA CLARA) 명의의 신협 계좌로', 'TRAN MARIA CLARA'],
    ['전화하여 국민은행 GURUNG MARIA CLARA 팀장이라고 소개하면서', 'GURUNG MARIA CLARA'],
    ['피고인은 John Smith 씨에게 말했다', 'John Smith'],
    // Glued to the role where a judgment is printed without spaces.
    ['라.그 후 원고PERERA AUNG는1999. 6. 15.소외', 'PERERA AUNG'],
  ])('are a person after a role word or before (남/여, N세): %s', (text, name) => {
    expect(names(text)).toEqual([[name, '외국인이름']]);
  });

  it.each([
    // Companies: a company word in the name or after it, a Hangul word glued on, an acronym.
    '피고 Samsung Electronics Co., Ltd.는',
    '원고는 Google LLC를 상대로',
    '피고 Apple 주식회사는',
    '원고 LG전자는',
    '피고 KT는',
    '원고 KOTRA는',
    // No role word and no demographic parenthesis: the model's reading stands.
    '그는 Maria Santos와 통화하였다',
    // An acronym beside a word is a company's; one word before a title; a title opening a longer word.
    '피고인은 LG Display 과장에게',
    '피고인은 Samsung 과장에게',
    '그는 Mary Jane 이사회에 나갔다',
  ])('leaves %s', (text) => {
    expect(names(text)).toEqual([]);
  });

  it('is one of the rule recognizers, read as one name rather than three', () => {
    expect(findRuleSpans('원고 NGUYEN VAN AN은').map((s) => s.text)).toEqual(['NGUYEN VAN AN']);
  });
});
