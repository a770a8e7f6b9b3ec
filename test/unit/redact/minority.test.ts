import { describe, expect, it } from 'vitest';
import { combineSpans } from '../../../native/engine/detect';
import { dropMinorityGuesses } from '../../../native/redact/minority';
import { spanOf } from './make-span';

// A military judgment's `상관` (superior) stands many times; a model that tags it once is outvoted by its own silence.
const TEXT = Array.from({ length: 11 }, (_, i) => `피고인은 상관의 명령에 따라 ${i + 1}회 이동하였다.`).join(' ') + ' 피해자 김영수는 김영수의 집에 있었다.';

describe('minority guesses', () => {
  it('drops a model word tagged at one of many occurrences, so propagation and consistency never spread it', () => {
    const guess = spanOf(TEXT, '상관', '내국인이름', { nth: 2 });
    expect(dropMinorityGuesses(TEXT, [guess])).toEqual([]);
    const out = combineSpans(TEXT, [guess], []);
    expect(out.filter((s) => s.text === '상관')).toEqual([]);
  });

  it('keeps a word tagged at enough of its occurrences, and spreads it as before', () => {
    // A word no dictionary knows (an everyday word needs more: below).
    const text = TEXT.replace(/상관/gu, '뵈팠뤽');
    const guesses = [0, 1].map((nth) => spanOf(text, '뵈팠뤽', '내국인이름', { nth }));
    expect(dropMinorityGuesses(text, guesses)).toHaveLength(2);
    expect(combineSpans(text, guesses, []).filter((s) => s.text === '뵈팠뤽')).toHaveLength(11);
    // Below ten occurrences one guess still spreads: a weaker model tags a rare name once in a handful of mentions.
    const few = Array.from({ length: 7 }, () => '삼욤죈은 피해자에게 돈을 받았다.').join(' ');
    expect(dropMinorityGuesses(few, [spanOf(few, '삼욤죈', '내국인이름')])).toHaveLength(1);
  });

  it('drops an everyday word of the dictionary the model tagged at half of its occurrences or fewer', () => {
    const text = '피고인은 단란주점을 운영하였다. 단란주점에 투자하면 수익을 준다. 단란주점의 임대인에게 돈을 주었다. 위 단란주점에서 만났다.';
    const two = [0, 1].map((nth) => spanOf(text, '단란주점', '기업명', { nth }));
    expect(dropMinorityGuesses(text, two)).toEqual([]);
    expect(combineSpans(text, two, []).filter((s) => s.text === '단란주점')).toEqual([]);
    const three = [0, 1, 2].map((nth) => spanOf(text, '단란주점', '기업명', { nth }));
    expect(dropMinorityGuesses(text, three)).toHaveLength(3);
    // A place inside a building is an everyday word the release marks where it stands (`경비실`): the model decides.
    const room = text.replace(/단란주점/gu, '경비실');
    expect(dropMinorityGuesses(room, [0, 1].map((nth) => spanOf(room, '경비실', '건물내장소', { nth })))).toHaveLength(2);
    // A compound of nouns may be a business's name (`혼자술집`, `고래맥주창고`): the model's reading stands.
    const shop = text.replace(/단란주점/gu, '혼자술집');
    expect(dropMinorityGuesses(shop, [0, 1].map((nth) => spanOf(shop, '혼자술집', '기업명', { nth })))).toHaveLength(2);
    // Not a name the judgment presents as one elsewhere (`이동이라는 사람`), nor a word of a longer name.
    const named = '나는 이동이라는 사람과 함께 일했다. 이동이 곧 출소한다. 이동이 나와 함께 일한다. 이동에게 연락하라.';
    expect(dropMinorityGuesses(named, [spanOf(named, '이동', '내국인이름', { nth: 3 })])).toHaveLength(1);
    const game = '붕괴 이벤트 포인트를 팔았다. 붕괴(게임) 포인트, 인터넷 게임인 붕괴 게임머니, 건물 붕괴 사고.';
    expect(dropMinorityGuesses(game, [spanOf(game, '붕괴', '게임서버', { nth: 1 })])).toHaveLength(1);
    const place = '용촌동 1172에 있는, 강남 안에서 만났다. 위 강남 안에서, 위 강남 앞에서, 서울 강남 지역.';
    expect(dropMinorityGuesses(place, [spanOf(place, '강남', '기업명', { nth: 1 })])).toHaveLength(1);
    const longer = '현대 엑시언트를 샀다. 현대 자동차의 주가, 현대 사회, 현대 미술.';
    const brand = [spanOf(longer, '현대', '기업명'), spanOf(longer, '엑시언트', '화물자동차')];
    expect(dropMinorityGuesses(longer, brand)).toHaveLength(2);
    // A dictionary word with its particle is the word, beside another span too; not a name's word before a particle.
    const pledge = '그에 대한 담보로 이행각서를 받았다. 위 돈의 담보로 부동산을, 대여금의 담보로 다조다방 부동산에 가등기를 하였다.';
    const guess = [spanOf(pledge, '담보로', '기업명', { nth: 2 }), spanOf(pledge, '다조다방', '기업명')];
    expect(dropMinorityGuesses(pledge, guess).map((s) => s.text)).toEqual(['다조다방']);
    const korean = '피해자 정유나는 정유나의 집에서 정유나에게 말하였다.';
    expect(dropMinorityGuesses(korean, [spanOf(korean, '정유나', '내국인이름')])).toHaveLength(1);
    // A word no dictionary knows keeps one guess in four (`삼욤죈`).
    const name = text.replace(/단란주점/gu, '삼욤죈');
    expect(dropMinorityGuesses(name, [spanOf(name, '삼욤죈', '기업명')])).toHaveLength(1);
  });

  it('leaves rare words, names a rule also found, and numbers alone', () => {
    const name = spanOf(TEXT, '김영수', '내국인이름');
    expect(dropMinorityGuesses(TEXT, [name])).toEqual([name]);
    const ruled = [spanOf(TEXT, '상관', '내국인이름', { nth: 3 }), spanOf(TEXT, '상관', '내국인이름', { nth: 4, source: 'rule' })];
    expect(dropMinorityGuesses(TEXT, ruled)).toEqual(ruled);
    const numbers = `${'계좌 123456 '.repeat(12)}`;
    const number = spanOf(numbers, '123456', '계좌번호');
    expect(dropMinorityGuesses(numbers, [number])).toEqual([number]);
  });
});
