import { describe, expect, it } from 'vitest';
import { findRuleSpans } from '../../../native/rules';
import { findForeignNameShapes } from '../../../native/rules/foreign-name-shape';

const names = (text: string) => findForeignNameShapes(text).map((s) => [s.text, s.label]);

describe('foreign name shapes: Vietnamese surname, middle name, given name', () => {
  it('marks the three words wherever they stand, the particle left outside', () => {
    expect(names('그 일행인 당 반 롱과 시비가 붙어')).toEqual([['당 반 롱', '외국인이름']]);
    expect(names("피해자에게 ‘후인 티 하 계장' 행세를 하면서")).toEqual([['후인 티 하', '외국인이름']]);
    // A title glued to the name, as quoted speech writes `김과장`, and its particle.
    expect(names("‘골든캐쉬대부 후인 티 하과장'이라고 사칭하며 쑨 팅팅씨에게")).toEqual([
      ['후인 티 하', '외국인이름'],
      ['쑨 팅팅', '외국인이름'],
    ]);
    expect(names('당 반 대표가 왔고 도 반 이상이')).toEqual([]);
    expect(names('응우옌 티 흐엉이 말하였고 레 반 뚜언에게 건넸다')).toEqual([
      ['응우옌 티 흐엉', '외국인이름'],
      ['레 반 뚜언', '외국인이름'],
    ]);
  });

  it('takes the fourth word of a name whose given name is two words (투 하, 꽝 훙), never a list word or honorific', () => {
    expect(names('응우옌 티 투 하는 피고인의 배우자이다')).toEqual([['응우옌 티 투 하', '외국인이름']]);
    // A fourth word of two syllables with its particle; a dictionary word there is prose.
    expect(names('계좌에 레 후 반 꾸옥이 48,600,000원을, 응우옌 반 안 사장이 왔다')).toEqual([
      ['레 후 반 꾸옥', '외국인이름'],
      ['응우옌 반 안', '외국인이름'],
    ]);
    expect(names('피고인은 쩐 반 꽝 훙과 함께, 레 티 투 안(여, 30세)에게')).toEqual([
      ['쩐 반 꽝 훙', '외국인이름'],
      ['레 티 투 안', '외국인이름'],
    ]);
    expect(names('응우옌 반 안 등은 출석하였고 후인 티 하 씨에게 주었고 응우옌 반 안 명의의 통장')).toEqual([
      ['응우옌 반 안', '외국인이름'],
      ['후인 티 하', '외국인이름'],
      ['응우옌 반 안', '외국인이름'],
    ]);
  });

  it('reads the given name before the formal copula 입니다 (who one says one is)', () => {
    expect(names("과장님 소개로 온 호앙 티 미 린입니다.'라고")).toEqual([['호앙 티 미 린', '외국인이름']]);
    expect(names("소개로 온 당 반 롱입니다.'라고")).toEqual([['당 반 롱', '외국인이름']]);
  });

  it('leaves a last word that is no given name and a particle, and prose of short words', () => {
    // A glued title is no given name: the name ends before it (`투대표가`: 투 and the title 대표).
    expect(names('"후인 티 투대표가 운영하는')).toEqual([['후인 티 투', '외국인이름']]);
    expect(names('이 두 곳 중 한 곳은 도 반 이상이')).toEqual([]);
    expect(names('그 당시 반 년 동안')).toEqual([]);
  });

  it('is one of the rule recognizers', () => {
    expect(findRuleSpans('피해자 응우옌 반 안(남, 30세)').map((s) => s.text)).toContain('응우옌 반 안');
  });
});

describe('foreign name shapes: Chinese surname and given name', () => {
  it('marks a surname no Korean word shares and a one- or two-syllable given name', () => {
    expect(names('계금을 납부하지 못해 쑨 팅팅이 대납하여 주어')).toEqual([['쑨 팅팅', '외국인이름']]);
    expect(names('피해자 저우 팅팅의 진술')).toEqual([['저우 팅팅', '외국인이름']]);
  });

  it('marks a given name of three syllables as Hangul writes Mandarin (finals ㄴ, ㅇ or none) before a particle or a list comma', () => {
    expect(names('간후렐수흐가 들어오고 쑨 즈하오가 원장님 투여 처방이 났다')).toEqual([['쑨 즈하오', '외국인이름']]);
    expect(names('서울 중구 1지사 쑨 즈하오, 서울 강북구 1지사')).toEqual([['쑨 즈하오', '외국인이름']]);
    expect(names('쑨 즈하오 등이 왔다')).toEqual([['쑨 즈하오', '외국인이름']]);
    expect(names('피해자 저우 샤오밍에게 말하고 쑨 하이펑은')).toEqual([
      ['저우 샤오밍', '외국인이름'],
      ['쑨 하이펑', '외국인이름'],
    ]);
    // A syllable closed otherwise is no Mandarin's; a word bare before a space, or a dictionary word, is prose.
    expect(names('쑨 즈하옥이 왔고 쑨 즈하오 사장이 왔고 쑨 바나나를 먹었다')).toEqual([]);
  });

  it('leaves surnames Korean prose uses and a dictionary word after one', () => {
    expect(names('위 피해자와 한 달 뒤 마 신위를')).toEqual([]);
    expect(names('류 정도의 차이')).toEqual([]);
  });

  it('reads a frequent surname prose also uses only before a three-syllable Mandarin given name and its particle', () => {
    expect(names('상태에서 장 즈하오가 들어오고 쉬 팅팅이 원장실로')).toEqual([
      ['쉬 팅팅', '외국인이름'],
      ['장 즈하오', '외국인이름'],
    ]);
    expect(names('왕 샤오밍의 집에서')).toEqual([['왕 샤오밍', '외국인이름']]);
    // Before a shorter word, a dictionary word's particle, a bare word, or after the determiner 위: prose.
    expect(names('한 시간이나 기다렸고 장 보러 갔으며 한 사람이라도 왕 샤오밍 사장이 왔고 위 하이펑을 만났다')).toEqual([]);
    expect(names('방을 몰래 한 개빼주는 것이니')).toEqual([]);
    // … or one Mandarin syllable said twice, as given names are (婷婷), not a noun so doubled (`곳곳`).
    expect(names('흡연실에서 양 팅팅의 대화소리가 시끄럽다며, 양 곳곳에, 양 측이')).toEqual([['양 팅팅', '외국인이름']]);
  });

  it('reads a Chinese name written as one word only with a given name of one syllable said twice', () => {
    expect(names('피해자에게 "쉬팅팅, 한 번만 안아보자."고 말하고 왕리리가 들어오자 장팅팅은')).toEqual([
      ['쉬팅팅', '외국인이름'],
      ['왕리리', '외국인이름'],
      ['장팅팅', '외국인이름'],
    ]);
    // Not the surname said thrice (laughter), a noun the surname opens (허가) and its particle, a longer given name.
    expect(names('허허허 웃었고, 허가가 나오지 않았고, 쉬쉬하였으며, 장마철에')).toEqual([]);
  });
});
