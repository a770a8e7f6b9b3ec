import { describe, expect, it } from 'vitest';
import { findRuleSpans } from '../../../native/rules';
import { findHanNames } from '../../../native/rules/han-names';

const names = (text: string) => findHanNames(text).map((s) => [s.text, s.label]);

describe('names in Chinese characters', () => {
  it.each([
    ['피고인 王偉는 중국 국적이다', '王偉', '외국인이름'],
    ['피해자 田中 健太(남, 53세)에게', '田中 健太', '외국인이름'],
    ['증인 朴英浩의 법정진술', '朴英浩', '내국인이름'],
    ['원고 皇甫敏哲은', '皇甫敏哲', '내국인이름'],
    // No role word: a word in Chinese characters standing in a Hangul sentence, particles after it.
    ['피고인은 陳美玲과 함께 일하였다', '陳美玲', '외국인이름'],
    ['그 일행인 橋本 愛은 경찰에서', '橋本 愛', '외국인이름'],
    ['피고인과 山本花子, 佐藤誠은', '山本花子', '외국인이름'],
    // An honorific, a title or the copula glued on.
    ['"吉田真理子대표가 운영하는 광산', '吉田真理子', '외국인이름'],
    ['과장님 소개로 온 于桂國입니다', '于桂國', '외국인이름'],
    // In parentheses after a person's word: who that person is.
    ['107동 708호의 임대인(山田 恵美) 명의의 신협 계좌', '山田 恵美', '외국인이름'],
    ['피해자(田中健太)에게 전화하여', '田中健太', '외국인이름'],
  ])('are a person: %s', (text, name, label) => {
    expect(names(text)[0]).toEqual([name, label]);
  });

  it.each([
    // A gloss in parentheses: the word before it decides (name-glosses.ts for a name).
    '공소외 2의 사자(使者)로서',
    '편인자기(片刃刺器, 한쪽 날만 있는 날)',
    // A person's word glossed: a character a syllable, no space.
    '피고인(被告人)은 증인(證人) 앞에서',
    // One character (a surname alone, a clan), a placeholder, a word a party role takes in mixed script.
    '고(高)·양(梁)·부(夫) 삼성',
    '피고인 陳은 피해자 劉와 다투었다',
    '피고인 甲은 피해자 乙에게',
    '피고 會社는',
    // Glued to a Hangul word that is no particle; a phrase of three words or more in mixed script quoted in a
    // Hangul judgment (two read as a spaced name: `田中 健太` and `本件 土地` look alike).
    '中國산 농산물을 수입하였다',
    '이는 大法院 判決 要旨의 취지와 같다',
    '원고 소유의 本件 土地 賣買契約은',
  ])('leaves %s', (text) => {
    expect(names(text)).toEqual([]);
  });

  it('reads a judgment in mixed script only where a role or the sex and age says a person stands', () => {
    const words = ['被告人', '自己', '所有', '土地', '賣買', '契約', '締結', '代金', '支給', '事實', '認定', '證據', '判斷', '理由', '法院',
      '原審', '判決', '上告', '棄却', '主文', '費用', '負擔', '請求', '原告', '被告', '當事者'];
    const text = `${words.map((w) => `${w}은 `).join('')}피고인 金哲洙는 李英姬(여, 30세)에게 ${words.join('의 ')}를 주었다`;
    expect(names(text)).toEqual([['金哲洙', '내국인이름'], ['李英姬', '내국인이름']]);
  });

  it('is one of the rule recognizers', () => {
    expect(findRuleSpans('피고인 王偉는').map((s) => s.text)).toEqual(['王偉']);
  });
});
