import { describe, expect, it } from 'vitest';
import { findRuleSpans } from '../../../native/rules';
import { findNamePhrases } from '../../../native/rules/name-phrases';

const names = (text: string) => findNamePhrases(text).map((s) => s.text);

describe('phrases that introduce a person', () => {
  it.each([
    ['나는 산다 조라는 사람과 함께 사업을 한다', ['산다 조']],
    ['옆집에 사는 용팔이라는 남자와 싸웠다', ['용팔']],
    ['김철수라는 자로부터 돈을 받았다', ['김철수']],
    // one word of three syllables or more that no verb's stem ends like, without 이
    ['나는 바트에르데네라는 사람과 함께 일했다', ['바트에르데네']],
    // Right before 라는 the last word may end as a particle does (도), the words before it in a name's copula 라.
    ['나는 찬디마 페르난도라는 사람과 함께 주식 거래를 했다', ['찬디마 페르난도']],
    ['라젠드라 타망이라는 남자가 왔다', ['라젠드라 타망']],
    // The second of a pair a relation joins.
    ['피고인과 쪼 압둘 조는 부부 관계이며', ['쪼 압둘 조']],
    ['피해자와 김영수는 서로 친구 사이이다', ['김영수']],
    ['소피아 레라, 호앙 득 응옥 안과 찬니 속은 각 부부사이로서', ['찬니 속']],
    // The relation's 는 follows the last word, which carries no particle of its own (라 is the name's).
    ['피고인과 디네시 페레라는 부부 관계이며 (87라1525) 차량을', ['디네시 페레라']],
    // A wrapped line's break after 각, glued by the unwrapped view.
    ['샤히드 호세인과 찬타 헹은 각부부사이로서 2020. 5. 30.', ['찬타 헹']],
    // People counted, then named in parentheses, whatever their names look like.
    ['피해자 5명(김갑동, 쫠졺켰, 소피압 속, NGUYEN VAN AN 및 王偉)으로부터', ['김갑동', '쫠졺켰', '소피압 속', 'NGUYEN VAN AN', '王偉']],
    ['피해자들(어금새롬, 탁말순 등)은 처벌을 원한다', ['어금새롬', '탁말순']],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it.each([
    // A verb's command, a noun for a kind of person, a word a dictionary knows, a noun glued to 자.
    '아버지가 만나라는 남자를 만났다',
    '돈을 보내주라는 사람이 왔다',
    '선배라는 사람이 왔다',
    '사장이라는 사람이 말하였다',
    '보험이라는 자동차 상품',
    // A word carrying its particle before the name is prose (`친구와`), and so is the name after it alone.
    '그는 친구와 보험이라는 상품을',
    // A pair with no name: roles, a count, a pronoun; a relation with no pair before it.
    '피고인과 피해자는 부부 관계이다',
    '두 사람은 연인 관계였다',
    '피고인과 그는 친구 사이이다',
    '피고인과 그의 처는 부부 관계이다',
    '김영수는 친구 사이인 피해자에게',
    // After `피고인과`: roles, nouns, plurals, pronouns, a noun and its suffix, verbs' forms.
    '피고인과 성명불상자는 공모하여',
    '피고인과 어머니가 함께 살았다',
    '피고인과 일행들이 갔다',
    '피해자와 그녀의 남편은',
    '피고인과 피해금이 있었다',
    '피해자와 다투다가 화가 나',
    '피해자와 다투는 과정에서',
    '피고인과 피해자들과의 관계가',
    // Parentheses after a count that hold no list of names.
    '피해자들(이하 피해자들이라 한다)은',
    '자녀 2명(아들, 딸)을 두었다',
    '피해자 3명(여성 2명, 남성 1명)에게',
  ])('leaves %s', (text) => {
    expect(names(text)).toEqual([]);
  });

  it.each([
    ['괴로워하며 ‘피고인과 앴흖픈이 변호사 사건을 하였다고', '앴흖픈'],
    ['피해자와 쿠마르의 대화 내용', '쿠마르'],
    ['피고인과 탁준은 공모하여', '탁준'],
    // … or a foreign name of two words, the first bare
    ['밖으로 나갔고 피해자와 안디 산토소가 피고인의 뒤를 따랐다', '안디 산토소'],
    // … or of two words of one syllable each
    ['밖으로 나갔고 피해자와 초 조가 피고인의 뒤를 따랐다', '초 조'],
    // … or of one syllable
    ['먹었다. 피고인과 초는 그 당시 위 식당에서', '초'],
  ])('reads the word a particle closes after a party and 과/와: %s', (text, name) => {
    expect(names(text)).toEqual([name]);
  });

  it.each(['피해자와 함께 온 친구가', '피해자와 사이가 나빠', '피해자와 말다툼을 하다가 화가 나', '피해자와 다투던 김철수가', '피해자와 김철수 사장이', '피해자와 또 한 번', '피해자와 그 애가', '피해자와 한 명이', '피해자와 쪼 예는', '피고인과 같은 방에서', '피고인과 같이 있던', '피고인과 그의 처', '피고인과 술을', '피고인과 처는', '피해자와 눈이'])('reads no pair in %s', (text) => {
    expect(names(text)).toEqual([]);
  });

  it('is one of the rule recognizers', () => {
    expect(findRuleSpans('피고인과 쪼 압둘 조는 부부 관계이며').map((s) => s.text)).toEqual(['쪼 압둘 조']);
  });
});
