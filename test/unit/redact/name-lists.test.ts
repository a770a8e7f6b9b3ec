import { describe, expect, it } from 'vitest';
import { addListedNames, addNamesListedBefore } from '../../../native/redact/name-lists';
import { spanOf } from './make-span';

const added = (text: string, anchors: string[]) =>
  addListedNames(text, anchors.map((a) => spanOf(text, a, '내국인이름')))
    .filter((s) => s.reason === 'listed after a name')
    .map((s) => s.text);

describe('names listed after a found name', () => {
  it('takes the names of a list that closes as names close, whatever their shape', () => {
    // One syllable and 으로부터, as the role reader reads 으로 (no name's word ends in 으).
    expect(added('피고인은 켰둔펄돛, 붓으로부터 제안받은 일을 하였다.', ['켰둔펄돛'])).toEqual(['붓']);
    expect(added('피고인은 김민수, 돗짜럽, 얕듕썸에게 돈을 주었다.', ['김민수'])).toEqual(['돗짜럽', '얕듕썸']);
    expect(added('김민수 및 박철수는 함께 갔다.', ['김민수'])).toEqual(['박철수']);
    // After the conjunction the found name's last sound asks, words the dative closes; no role, pronoun or noun.
    expect(added('렌트카 사업자인 도티투와 양 신위에게 외제차를', ['도티투'])).toEqual(['양 신위']);
    for (const text of ['김철수와 동생에게', '김철수와 피해자에게', '김철수와 자신에게', '김철수과 쨘놔에게']) expect(added(text, ['김철수'])).toEqual([]);
    // Two one-syllable words closed by a particle, as after a role; not a count or an adverb.
    expect(added('피고인은 디네시·페레라, 쪼 조와 함께 공모하였다.', ['디네시·페레라'])).toEqual(['쪼 조']);
    expect(added('피고인은 디네시·페레라, 수 명이 함께 공모하였다.', ['디네시·페레라'])).toEqual([]);
    // A last name in Latin letters closes the list, unless an item holds a dictionary word.
    expect(added('피해자 김민수, 비락 다비 림, NGUYEN THI MA는 술을 마셨다.', ['김민수'])).toEqual(['비락 다비 림']);
    expect(added('피고인은 김민수, 서울 강북구, NGUYEN THI MA와 공모하였다.', ['김민수'])).toEqual([]);
    // A person's name in Latin letters anchors a list too; a product or place in Latin letters does not.
    const latin = '피고인과 TRAN THI MAI, 삼낭 응운은 공모하여';
    const after = (label: string) =>
      addListedNames(latin, [spanOf(latin, 'TRAN THI MAI', label)])
        .filter((s) => s.reason === 'listed after a name')
        .map((s) => s.text);
    expect(after('외국인이름')).toEqual(['삼낭 응운']);
    expect(after('PRODUCT')).toEqual([]);
  });

  it('takes nothing from a list that runs into prose, of dictionary nouns, or after a noun the model took for a name', () => {
    expect(added('김민수, 사실관계를 보면 다음과 같다.', ['김민수'])).toEqual([]);
    expect(added('김민수, 사실, 의견은 다음과 같다.', ['김민수'])).toEqual([]);
    expect(added('그 표현, 돗짜럽은 모욕이다.', ['표현'])).toEqual([]);
    // An imperative in quoted speech after a vocative: a verb, not a name with the quoting 라.
    expect(added('피해자에게 "마 샤오밍, 이리 와봐라. 한번 안자."고 말하며', ['마 샤오밍'])).toEqual([]);
    expect(added('"김민수, 빨리 말해라."고 하였다', ['김민수'])).toEqual([]);
    // 와라 ends Japanese names (스가와라): left to be read.
    expect(added('피고인은 김민수, 스가와라 히로시에게 돈을 주었다.', ['김민수'])).toEqual(['스가와라 히로시']);
  });

  it('replaces the part of a listed foreign name the model found by the whole name, and nothing else', () => {
    const text = '피고인, 마이클 앤더슨, 후인 티 하 등은 공모하였다.';
    const spans = [spanOf(text, '마이클 앤더슨', '외국인이름'), spanOf(text, '티 하', '외국인이름')];
    expect(addListedNames(text, spans).map((s) => s.text)).toEqual(['마이클 앤더슨', '후인 티 하']);
    // A span of another category inside stays, and the item is left out.
    const address = [spans[0], spanOf(text, '티 하', '도로명주소')];
    expect(addListedNames(text, address)).toEqual(address);
  });

  it('adds nothing a span already covers', () => {
    const text = '피고인은 김민수, 박철수에게 갔다.';
    const spans = [spanOf(text, '김민수', '내국인이름'), spanOf(text, '박철수', '내국인이름')];
    expect(addListedNames(text, spans)).toEqual(spans);
  });
});

describe('names listed before a found name', () => {
  const before = (text: string, anchor: string) =>
    addNamesListedBefore(text, [spanOf(text, anchor, '내국인이름')])
      .filter((s) => s.reason?.startsWith('listed before'))
      .map((s) => s.text);

  it('takes the bare words of the list back to where it opens', () => {
    expect(before('피고인과 영앴천, 범퇴얀은 공모하였다.', '범퇴얀')).toEqual(['영앴천']);
    expect(before('그러나 영앴천, 범퇴얀이 하려는 사업은', '범퇴얀')).toEqual(['영앴천']);
    expect(before('피고인은 박민호, 최영수, 김유진과 만났다.', '김유진')).toEqual(['박민호', '최영수']);
    expect(before('(김민수, 박영희)가 운영하는', '박영희')).toEqual(['김민수']);
    expect(before('피고인은 박영호 및 김철수에게 주었다.', '김철수')).toEqual(['박영호']);
    // After the copula (`X인 A, B`: the people the word before describes).
    expect(before('피고인은 중간 사업자인 홀뎅앴, 년럿식휵을 통하여', '년럿식휵')).toEqual(['홀뎅앴']);
    expect(before('피고인은 위 띈왁폐, 냄잉쉽의 지시에 따라', '냄잉쉽')).toEqual(['띈왁폐']);
    // The conjunction glued to the item before, as the item's last sound asks (와 after a vowel, 과 after a consonant).
    expect(before('한 달 후에 쬘머짜와 컬초로부터 인건비를', '컬초')).toEqual(['쬘머짜']);
    expect(before('피고인은 홀뎅앴과 냄잉쉽에게', '냄잉쉽')).toEqual(['홀뎅앴']);
    expect(before('피고인은 박민호, 최영수와 김유진에게', '김유진')).toEqual(['박민호', '최영수']);
    // … a word of two syllables that looks no Korean's too, as no word but a role or a verb of coming stands there
    // unmarked in the release; not after a comma alone, nor a verb's connective (`찾아와`).
    expect(before('한 달 후에 홀쪘과 뱄뎅켓겊으로부터 인건비를', '뱄뎅켓겊')).toEqual(['홀쪘']);
    expect(before('한 달 후에 홀쪘, 뱄뎅켓겊으로부터 인건비를', '뱄뎅켓겊')).toEqual([]);
    expect(before('피해자에게 찾아와 뱄뎅켓겊에게 말하였다', '뱄뎅켓겊')).toEqual([]);
    // 은 after an open syllable is no particle (the topic particle is 는 there): the name's own (다은, 지은).
    expect(before('피고인은 어금다은, 애옮턴과 함께', '애옮턴')).toEqual(['어금다은']);
    expect(before('피고인은 어금지은, 애옮턴과 공모하여', '애옮턴')).toEqual(['어금지은']);
  });

  it('leaves a word whose 은 agrees with the syllable before it as the particle', () => {
    for (const text of ['피고인은 어금다솜은, 애옮턴과 함께', '그 사람은, 애옮턴과 함께', '피고인은 수은, 애옮턴과 함께']) {
      expect(before(text, '애옮턴')).toEqual([]);
    }
  });

  it('leaves a conjunction that does not agree with the word it ends, and dictionary words before one', () => {
    for (const text of ['한 달 후에 쬘머짜과 김철수는', '피고인은 홀뎅앴와 김철수에게', '피고인은 회사와 김철수에게', '피고인은 어머니와 김철수에게', '그 무렵 박민호와 김철수는']) {
      expect(before(text, '김철수')).toEqual([]);
    }
  });

  it('leaves adverbs and conjunctions, dictionary words, words with a particle and a noun phrase the word belongs to', () => {
    for (const text of ['특히, 김철수는', '그런데, 김철수는', '오히려, 김철수는', '사실, 김철수는', '이에, 김철수는', '돈을 빌려, 김철수는', '돈이 필요해요, 김철수는', '서울 영등포구, 김철수는', '피고인은 사과, 배, 김철수에게', '그 무렵 박민호, 김철수는', '연주단원, 후원회원들, 김철수 예술감독', '차용한 사실이 있는바, 김철수는', '이를 변제하였는바, 김철수는']) {
      expect(before(text, '김철수')).toEqual([]);
    }
  });

  it('takes a foreign name of two short words before a foreign one, and no prose', () => {
    const foreign = (text: string, anchor: string) =>
      addNamesListedBefore(text, [spanOf(text, anchor, '외국인이름')])
        .filter((s) => s.reason?.startsWith('listed before'))
        .map((s) => s.text);
    expect(foreign('이에 속은 위 초 윈, 산다·윈으로부터', '산다·윈')).toEqual(['초 윈']);
    expect(foreign('증인 GURUNG OLGA, 쪼 조, 자수르 이스마일로프의 각 증언', '자수르 이스마일로프')).toEqual(['쪼 조']);
    // One word of two syllables after the determiner of people named before.
    expect(foreign('이에 속은 위 스리, 디네시 라나싱헤로부터', '디네시 라나싱헤')).toEqual(['스리']);
    expect(foreign('이에 속은 스리, 디네시 라나싱헤로부터', '디네시 라나싱헤')).toEqual([]);
    // … or before a list 등 closes after the name found, where no verb's ending ends the word.
    expect(foreign('이에 따라 피고인은 됨땅, 업쑈띈 등 임원들에게', '업쑈띈')).toEqual(['됨땅']);
    expect(foreign('피고인은 먹고, 업쑈띈 등 임원들에게', '업쑈띈')).toEqual([]);
    // Before a name in Latin letters too.
    expect(foreign('동네 선배이고, 산다 예, Tamang KUMARA와 알게 되었다', 'Tamang KUMARA')).toEqual(['산다 예']);
    // Three short words the same way; never the determiner before two, a syllable prose uses alone, or prose.
    expect(foreign('피고인은 삼낭 비락 속, 보 득 탄 뚱과 함께', '보 득 탄 뚱')).toEqual(['삼낭 비락 속']);
    expect(foreign('피고인은 위 쪼 흘라, 보 득 탄 뚱과 함께', '보 득 탄 뚱')).toEqual(['쪼 흘라']);
    // … each of up to six syllables (Jayasuriya).
    expect(foreign('피고인은 이와 같이 위 치나카 아누라 자야수리야, 부이 반 반 꾸옥을 기망하여', '부이 반 반 꾸옥')).toEqual(['치나카 아누라 자야수리야']);
    for (const text of ['피고인은 그 돈 전부, 보 득 탄 뚱과 함께', '피해자는 이에 크게 놀라, 보 득 탄 뚱과 함께', '이후 피고인은 술을 마시고, 보 득 탄 뚱과 함께', '그 후 당시 다시, 보 득 탄 뚱과 함께']) {
      expect(foreign(text, '보 득 탄 뚱')).toEqual([]);
    }
    // A last word that ends in 도 as Fernando does, where no word or ending stands before the 도.
    expect(foreign('피고인은 이와 같이 위 디네시 페르난도, 라힘 무함울르 칸을 기망하여', '라힘 무함울르 칸')).toEqual(['디네시 페르난도']);
    for (const text of ['지급할 능력이 없음에도, 라힘 무함울르 칸을', '돈을 받더라도, 라힘 무함울르 칸을', '그 말을 듣고도, 라힘 무함울르 칸을', '이에 속은 위 디네시 노트북도, 라힘 무함울르 칸을']) {
      expect(foreign(text, '라힘 무함울르 칸')).toEqual([]);
    }
    for (const text of ['피해자는 가나 출신, 산다·윈은', '그 후 당시, 산다·윈에게', '다음 날 오후, 산다·윈은', '이에 따라, 산다·윈은', '피고인은 위 회사 직원, 산다·윈에게', '술을 마신 후, 산다·윈과 함께', '집에 돌아온 뒤, 산다·윈은']) {
      expect(foreign(text, '산다·윈')).toEqual([]);
    }
    // Before a Korean name, two words are a phrase of prose or an address (`서울 영등포구, 김철수는`).
    expect(before('피고인은 위 초 윈, 김철수에게', '김철수')).toEqual([]);
    // A last word in 야 or 라 as Wijaya and Anura end, not as a verb does (`갚아야`, `하여야`, `몰라`).
    expect(foreign('이로써 피고인은 부디 위자야, 응우옌 득 투 하 등과 공모하여', '응우옌 득 투 하')).toEqual(['부디 위자야']);
    expect(foreign('피고인은 위 디네시 아누라, 응우옌 득 투 하 등과', '응우옌 득 투 하')).toEqual(['디네시 아누라']);
    for (const text of ['피고인은 돈을 갚아야, 응우옌 득 투 하 등과', '피고인은 이를 하여야, 응우옌 득 투 하 등과', '피고인은 그 사실을 몰라, 응우옌 득 투 하 등과']) {
      expect(foreign(text, '응우옌 득 투 하')).toEqual([]);
    }
  });

  it('takes a foreign name before a found one in place of a word of it found as another name’s, and nothing else', () => {
    // `아웅` was propagated from `아웅 윈` named elsewhere: 산다 and 나잉 had stayed visible at all seven mentions.
    const text = '피고인과 산다 아웅 나잉, 비노드 수만 구룽은 공모하여 피해자 김미영, 비노드 수만 구룽에게';
    const anchor = spanOf(text, '비노드 수만 구룽', '외국인이름');
    const part = spanOf(text, '아웅', '외국인이름', { source: 'propagated' });
    expect(addNamesListedBefore(text, [part, anchor]).map((s) => s.text)).toEqual(['산다 아웅 나잉', '비노드 수만 구룽']);
    // A span of another category there, or a user's decision, stands: nothing is added.
    for (const other of [spanOf(text, '아웅 나잉', 'BUSINESS', { source: 'rule' }), { ...part, source: 'user' as const }]) {
      expect(addNamesListedBefore(text, [other, anchor]).map((s) => s.text)).toEqual([other.text, '비노드 수만 구룽']);
    }
  });
});
