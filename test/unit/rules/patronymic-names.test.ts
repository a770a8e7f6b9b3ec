import { describe, expect, it } from 'vitest';
import { findRuleSpans } from '../../../native/rules';
import { findPatronymicNames, patronymicLength } from '../../../native/rules/patronymic-names';

const names = (text: string) => findPatronymicNames(text).map((s) => s.text);

describe('names with a patronymic', () => {
  it('reads the patronymic endings as Hangul writes them, the particle outside, and no word of prose', () => {
    expect(patronymicLength('알렉산드로비치는')).toBe(7);
    expect(patronymicLength('세르게예브나')).toBe(6);
    expect(patronymicLength('삼낭오브나')).toBe(5);
    expect(patronymicLength('툰울르')).toBe(3);
    // The syllable before -비치/-브나 must carry ㅗ, ㅔ or ㅖ; 비치 alone is the verb of keeping on hand.
    expect(patronymicLength('비치된')).toBe(0);
    expect(patronymicLength('사무실비치')).toBe(0);
  });

  it('takes the given name before and the family name after, as Russian and Central Asian names are written', () => {
    expect(names('마라 찬디에브나 페르난도, 뗏 모에 윈에게')).toEqual(['마라 찬디에브나 페르난도']);
    expect(names('아지즈 라히모프와 안디 부디오브나 하르요노에게 외제차를')).toEqual(['안디 부디오브나 하르요노']);
    expect(names('계좌(371291199862)에 뗏 아웅오브나 나잉이 80,800,000원을')).toEqual(['뗏 아웅오브나 나잉']);
    expect(names('후원회원들, 소카 삼낭오브나 속 예술감독')).toEqual(['소카 삼낭오브나 속']);
    // Surname, given name and patronymic (`이바노프 세르게이 알렉산드로비치`), the role before left out.
    expect(names('피고인 이바노프 세르게이 알렉산드로비치는 2019. 1. 1.')).toEqual(['이바노프 세르게이 알렉산드로비치']);
    // Over middle dots, a line break after one.
    expect(names('피해자 나심·\n파루에브나·호세인에게, 피해자 나심·파루에브나·호세인은')).toEqual(['나심·\n파루에브나·호세인', '나심·파루에브나·호세인']);
    // … and a line break before a dot, on either side of the patronymic.
    expect(names('아버지 소카·다비오비치\n·림의 집에서, 소카\n·다비오비치·림 명의의')).toEqual(['소카·다비오비치\n·림', '소카\n·다비오비치·림']);
  });

  it('leaves out a role, a word with its particle, a verb’s form, a dictionary word and what no space joins', () => {
    expect(names('피해자 찬디에브나에게, 위 대출금을 받은 직후 찬디에브나 페르난도에게')).toEqual(['찬디에브나', '찬디에브나 페르난도']);
    expect(names('서류를 사무소에 비치하고, 비치된 장부를')).toEqual([]);
  });

  it('reads a patronymic before a space and what is no Hangul word (a year, a parenthesis) without failing', () => {
    expect(names('피고인 알렉산드로비치 2019년경, 세르게예브나 (여, 30세)')).toEqual(['알렉산드로비치', '세르게예브나']);
  });

  it('is one of the rule recognizers', () => {
    expect(findRuleSpans('그 자리에 있던 마라 찬디에브나 페르난도에게 말하였다').some((s) => s.text === '마라 찬디에브나 페르난도' && s.label === '외국인이름')).toBe(true);
  });
});
