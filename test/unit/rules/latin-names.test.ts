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
    // A line break inside the parentheses (a wrapped PDF line).
    ['그곳에 서 있는 Reyes Budi(\n여, 41세)에게 함께', 'Reyes Budi'],
    // In parentheses after a role, and before a title a person holds (two words or more, as a person's: the family
    // name in capitals before a given name, as a passport has it, too).
    ['위 주택의 임대인(TRAN MARIA CLARA) 명의의 신협 계좌로', 'TRAN MARIA CLARA'],
    ['전화하여 국민은행 GURUNG MARIA CLARA 팀장이라고 소개하면서', 'GURUNG MARIA CLARA'],
    ['전화하여 국민은행 PERERA Jose 팀장이라고 자신을 소개하면서', 'PERERA Jose'],
    ['피고인은 John Smith 씨에게 말했다', 'John Smith'],
    // Glued to the role where a judgment is printed without spaces.
    ['라.그 후 원고PERERA AUNG는1999. 6. 15.소외', 'PERERA AUNG'],
    // Bare after a family word or an acquaintance, a name of two words or more written as a person's.
    ['식당에서 지인 KHAN BINOD, 피해자를 만나게 되었다', 'KHAN BINOD'],
    ['피고인은 친구 Hassan Ahmed와 함께', 'Hassan Ahmed'],
    // After a party role and `과`/`와`: the one the party acted with.
    ['피고인과 TRAN THI MAI, 삼낭 응운은 공모하여', 'TRAN THI MAI'],
    ['피해자와 Hassan Ahmed는 동거하였다', 'Hassan Ahmed'],
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
    // Bare after a family word or an acquaintance: one word, or an acronym beside a word.
    '피고인은 친구 Kakao 계정으로 연락하였다',
    '피고인은 지인 SNS에 올렸다',
    '그의 친구 LG Display 직원이 왔다',
    // After a role and `과`/`와`: one word, an acronym beside a word, a company word.
    '피고인과 Kakao 계정으로 연락하였다',
    '피고인과 LG Display 사이의 계약',
    '피해자와 Samsung Electronics 사이의 계약',
  ])('leaves %s', (text) => {
    expect(names(text)).toEqual([]);
  });

  it.each([
    ['1. GURUNG THI MAI에 대한 진술조서', [['GURUNG THI MAI', '외국인이름']]],
    ['1. Tran Thi Mai의 법정진술', [['Tran Thi Mai', '외국인이름']]],
    // The record patterns are role-context.ts's: what a person said, with a particle after it too.
    ['증인 서명 후 John Smith의 진술에 의하면', [['John Smith', '외국인이름']]],
    ['1. GURUNG THI MAI에 대한 검찰 피의자신문조서', [['GURUNG THI MAI', '외국인이름']]],
    // The records of each name the items before the last too, Latin or Hangul, back to a word no name is.
    ['1. 뗏 산다 마웅, WIN Suman에 대한 각 경찰 진술조서', [['WIN Suman', '외국인이름'], ['뗏 산다 마웅', '외국인이름']]],
    ['1. 위 사고, Kurniawan Budi, 김영수, John Smith의 각 법정진술', [['John Smith', '외국인이름'], ['김영수', '내국인이름'], ['Kurniawan Budi', '외국인이름']]],
    // Without 각 the record is one person's.
    ['1. 쿠마라 실바, Kurniawan Budi에 대한 진술조서', [['Kurniawan Budi', '외국인이름']]],
    // A company, an acronym beside a word, one word alone, a record of no person.
    ['1. Samsung Electronics에 대한 진술조서', []],
    ['1. LG Display에 대한 진술조서', []],
    ['1. SANTOS에 대한 진술조서', []],
    ['1. Ace Golf Service에 대한 보고서', []],
  ])('are a person before the record of what a person said: %s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it('is one of the rule recognizers, read as one name rather than three', () => {
    expect(findRuleSpans('원고 NGUYEN VAN AN은').map((s) => s.text)).toEqual(['NGUYEN VAN AN']);
  });
});
