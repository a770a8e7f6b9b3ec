import { describe, expect, it } from 'vitest';
import { joinGluedParticleNames, joinMisreadNameWords, joinSpacedNames, widenForeignNames } from '../../../native/redact/spaced-names';
import { spanOf } from './make-span';

const joined = (text: string, spans: ReturnType<typeof spanOf>[]) => joinSpacedNames(text, spans).map((s) => `${s.text}:${s.label}`);

describe('a foreign name found in halves', () => {
  it('is one person, whichever readers found the words', () => {
    const text = '그 무렵 아이린 커밍스가 방문하였고 소피아 그레이스 산토스와 만났다';
    const spans = [
      spanOf(text, '아이린', '외국인이름', { source: 'rule' }),
      spanOf(text, '커밍스', 'PERSON'),
      spanOf(text, '소피아', 'PERSON'),
      spanOf(text, '그레이스', 'PERSON'),
      spanOf(text, '산토스', 'PERSON'),
    ];
    expect(joined(text, spans)).toEqual(['아이린 커밍스:외국인이름', '소피아 그레이스 산토스:외국인이름']);
  });

  it('is one person where the model gave a word of it another category, or left one word between two foreign halves', () => {
    const text = '피해자 Tran Thi Mai는, 알리 아흐메드 무함마드의 소개로, 필리핀 국적의 크리스틴 조이 델라 크루즈와';
    const spans = [
      spanOf(text, 'Tran Thi', 'ADDRESS'),
      spanOf(text, 'Mai', 'PERSON'),
      spanOf(text, '알리', 'BUSINESS'),
      spanOf(text, '아흐메드', 'BUSINESS'),
      spanOf(text, '무함마드', 'PERSON'),
      spanOf(text, '크리스틴', 'PERSON'),
      spanOf(text, '델라 크루즈', 'PERSON'),
    ];
    expect(joined(text, spans)).toEqual(['Tran Thi Mai:외국인이름', '알리 아흐메드 무함마드:외국인이름', '크리스틴 조이 델라 크루즈:외국인이름']);
    // The particle the other category took along stays outside the name.
    const tail = '피고인과 서리타 쿠마오브나 타망은 부부 관계이다';
    expect(joined(tail, [spanOf(tail, '서리타 쿠마오브나', 'PERSON'), spanOf(tail, '타망은', 'ORGANIZATION')])).toEqual(['서리타 쿠마오브나 타망:외국인이름']);
  });

  it('is one person around a word that looks foreign even where a half reads Korean, never around a Korean-looking word', () => {
    const text = '피해자 나심 카림 아슬람 운전의 택시, 식당 주인 모에 흘라오브나 마웅과, 피해자 김철수 민수 박영희';
    const spans = [
      spanOf(text, '나심', '내국인이름', { source: 'rule' }),
      spanOf(text, '아슬람', 'PRODUCT'),
      spanOf(text, '모에', '내국인이름', { source: 'rule' }),
      spanOf(text, '마웅', 'PERSON'),
      spanOf(text, '김철수', '내국인이름'),
      spanOf(text, '박영희', '내국인이름'),
    ];
    expect(joined(text, spans)).toEqual(['나심 카림 아슬람:외국인이름', '모에 흘라오브나 마웅:외국인이름', '김철수:내국인이름', '박영희:내국인이름']);
  });

  it('is one person around a two-syllable word a dictionary has, never around a conjunction, an adverb or a role', () => {
    const text = '그 외에도 디팍 아부 라이에게, 카림 또는 라흐만에게, 카림 다시 라흐만에게, 카림 사장 라흐만에게';
    const [a, b] = ['디팍', '라이'];
    const spans = [spanOf(text, a, 'BUSINESS'), spanOf(text, b, 'PERSON')];
    for (let k = 0; k < 3; k++) spans.push(spanOf(text, '카림', 'PERSON', { nth: k }), spanOf(text, '라흐만', 'PERSON', { nth: k }));
    expect(joined(text, spans.sort((x, y) => x.start - y.start))).toEqual(['디팍 아부 라이:외국인이름', '카림:PERSON', '라흐만:PERSON', '카림:PERSON', '라흐만:PERSON', '카림:PERSON', '라흐만:PERSON']);
  });

  it('leaves a word between that is prose or a noun, a business with its kind, halves that are no person, and an honorific', () => {
    const text = '마이클 말한 사라, 마이클 모두 사라, 스미스 한빛상사, 소피아 서울 로사, 후인 티 하 씨에게';
    const spans = [
      spanOf(text, '마이클', 'PERSON'),
      spanOf(text, '사라', 'PERSON'),
      spanOf(text, '마이클', 'PERSON', { nth: 1 }),
      spanOf(text, '사라', 'PERSON', { nth: 1 }),
      spanOf(text, '스미스', 'PERSON'),
      spanOf(text, '한빛상사', 'BUSINESS'),
      spanOf(text, '소피아', 'BUSINESS'),
      spanOf(text, '서울', 'ADDRESS'),
      spanOf(text, '로사', 'BUSINESS'),
      spanOf(text, '후인 티 하', '외국인이름', { source: 'rule' }),
      spanOf(text, '씨에게', 'PERSON'),
    ];
    expect(joined(text, spans)).toEqual(['마이클:PERSON', '사라:PERSON', '마이클:PERSON', '사라:PERSON', '스미스:PERSON', '한빛상사:BUSINESS', '소피아:BUSINESS', '서울:ADDRESS', '로사:BUSINESS', '후인 티 하:외국인이름', '씨에게:PERSON']);
  });

  it('leaves two Korean names side by side, a comma between, another category, a user span and a noun after a name', () => {
    const text = '피해자 김철수 박영희, 존, 스미스 한빛상사 제인 도, 김경민 예술감독';
    const spans = [
      spanOf(text, '김철수', '내국인이름'),
      spanOf(text, '박영희', '내국인이름'),
      spanOf(text, '존', 'PERSON'),
      spanOf(text, '스미스', 'PERSON'),
      spanOf(text, '한빛상사', '기업명'),
      spanOf(text, '제인', 'PERSON', { source: 'user' }),
      spanOf(text, '도', 'PERSON'),
      spanOf(text, '김경민', '내국인이름'),
      spanOf(text, '예술감독', 'PERSON'),
    ];
    expect(joined(text, spans)).toEqual(['김철수:내국인이름', '박영희:내국인이름', '존:PERSON', '스미스:PERSON', '한빛상사:기업명', '제인:PERSON', '도:PERSON', '김경민:내국인이름', '예술감독:PERSON']);
  });
});

describe('a foreign name split where its first word ends in 도 or 만', () => {
  it('is one person when both words are persons and the whole looks foreign', () => {
    const text = '피해자 리카르도 페르난도는 필리핀 국적이고, 오스만 칸과 피고인 아르만도 레예스를 만났다';
    const spans = [
      spanOf(text, '리카르', '외국인이름', { source: 'rule' }),
      spanOf(text, '페르난도', 'PERSON'),
      spanOf(text, '아르만', 'PERSON'),
      spanOf(text, '레예스', 'PERSON', { source: 'propagated' }),
    ];
    expect(joined(text, spans)).toEqual(['리카르도 페르난도:외국인이름', '아르만도 레예스:외국인이름']);
    expect(joinGluedParticleNames(text, spans).map((s) => s.text)).toEqual(['리카르도 페르난도', '아르만도 레예스']);
  });

  it('leaves Korean names and the particle, another category, a user span, and any other syllable between', () => {
    const text = '피해자 김철수도 이영희와 왔고 마리아도 한빛상사에 갔고 소피아도 산토스, 제인는 존을 만났다';
    const spans = [
      spanOf(text, '김철수', '내국인이름'),
      spanOf(text, '이영희', '내국인이름'),
      spanOf(text, '마리아', 'PERSON'),
      spanOf(text, '한빛상사', '기업명'),
      spanOf(text, '소피아', 'PERSON', { source: 'user' }),
      spanOf(text, '산토스', 'PERSON'),
      spanOf(text, '제인', 'PERSON'),
      spanOf(text, '존', 'PERSON'),
    ];
    expect(joinGluedParticleNames(text, spans).map((s) => s.text)).toEqual(['김철수', '이영희', '마리아', '한빛상사', '소피아', '산토스', '제인', '존']);
  });
});

describe('the first word of a foreign name the model read from its second', () => {
  const widened = (text: string, spans: ReturnType<typeof spanOf>[]) => widenForeignNames(text, spans).map((s) => `${s.text}:${s.label}`);

  it('is taken into the name', () => {
    const text = '경리직원 투멘 후렐수흐를 기망하고, 화가 나 차나폰 숙사왓과 다투었다';
    expect(widened(text, [spanOf(text, '후렐수흐', 'PERSON'), spanOf(text, '숙사왓', 'PERSON')])).toEqual(['투멘 후렐수흐:외국인이름', '차나폰 숙사왓:외국인이름']);
  });

  it('is taken where it is a foreign given name the noun list has as a loanword, before a name of two words', () => {
    const text = '직후 메리 그레이스 크루즈로부터 돈을, 메리 크루즈에게, 마크 가방';
    const spans = [spanOf(text, '그레이스 크루즈', 'PERSON'), spanOf(text, '크루즈', 'PERSON', { nth: 1 })];
    expect(widened(text, spans)).toEqual(['메리 그레이스 크루즈:외국인이름', '크루즈:PERSON']);
  });

  it('is taken where it ends in 라 and no verb’s syllable opens it (`흘라`), not a verb’s form (`따라`, `달라`)', () => {
    const text = 'KHAN KUMARA, 산다 흘라 마웅 등 4명이 술을 마셨고, 지시에 따라 마웅을, 돈을 달라 마웅에게';
    const spans = [spanOf(text, '마웅', 'PERSON'), spanOf(text, '마웅', 'PERSON', { nth: 1 }), spanOf(text, '마웅', 'PERSON', { nth: 2 })];
    expect(widened(text, spans)).toEqual(['산다 흘라 마웅:외국인이름', '마웅:PERSON', '마웅:PERSON']);
  });

  it('is taken before a last word that spells a rare surname and a given name, where it could be no Korean’s name', () => {
    const text = '이에 피고인은 카림 라흐만에게 설명하였다, 회계사 남궁민수, 마크 라흐만';
    const spans = [spanOf(text, '라흐만', 'PERSON'), spanOf(text, '남궁민수', '내국인이름'), spanOf(text, '라흐만', 'PERSON', { nth: 1 })];
    // `회계사` and `마크` are words a dictionary knows: before a Korean-shaped name they stay prose.
    expect(widened(text, spans)).toEqual(['카림 라흐만:외국인이름', '남궁민수:내국인이름', '라흐만:PERSON']);
    // Before a rare-surname reading, a two-syllable word no frequent surname opens (`라힘`), not one that does (`민준` is
    // 민 + 준).
    const rare = '중간 사업자인 PERERA OLGA, 라힘 초드리를 통하여, 지인 김준 초드리를';
    expect(widened(rare, [spanOf(rare, '초드리', 'PERSON'), spanOf(rare, '초드리', 'PERSON', { nth: 1 })])).toEqual(['라힘 초드리:외국인이름', '초드리:PERSON']);
    const insult = '중"아 씨발 명박이", 명박이';
    expect(widened(insult, [spanOf(insult, '명박이', 'PERSON')])).toEqual(['명박이:PERSON']);
    const korean = '피해자 지인 민준 박서연에게';
    expect(widened(korean, [spanOf(korean, '박서연', '내국인이름')])).toEqual(['박서연:내국인이름']);
    // Once the word taken makes the reading look foreign, a Korean-shaped word before it opens the name too.
    const three = '대출금을 지급받은 직후 이므란 압둘 라흐만으로부터, 직후 김영수 라흐만에게';
    expect(widened(three, [spanOf(three, '라흐만', 'PERSON'), spanOf(three, '라흐만', 'PERSON', { nth: 1 })])).toEqual(['이므란 압둘 라흐만:외국인이름', '라흐만:PERSON']);
  });

  it('is taken where it ends in 라, 야 or 니 as names’ words do, not after a verb’s syllable', () => {
    const text = '‘HK이노엔’의 아누라 페레라에 대한, 일정한 수입이 없었을 뿐만 아니라 페레라에게, 지시에 따라 페레라는';
    const spans = [spanOf(text, '페레라', 'PERSON'), spanOf(text, '페레라', 'PERSON', { nth: 1 }), spanOf(text, '페레라', 'PERSON', { nth: 2 })];
    expect(widened(text, spans)).toEqual(['아누라 페레라:외국인이름', '페레라:PERSON', '페레라:PERSON']);
  });

  it('is a surname of one syllable written apart before a given name of two, never a word of prose', () => {
    const text = '공인중개사 사무실에서 리 신위를 통하여, 위 신위에게, 및 신위와';
    const spans = [spanOf(text, '신위', 'PERSON'), spanOf(text, '신위', 'PERSON', { nth: 1 }), spanOf(text, '신위', 'PERSON', { nth: 2 })];
    expect(widened(text, spans)).toEqual(['리 신위:외국인이름', '신위:PERSON', '신위:PERSON']);
  });

  it('is a surname of one syllable before a foreign given name of three, after a space or an opening quote', () => {
    const text = '피해자에게 "마 샤오밍, 이리 와봐라"고 말하고, 위 샤오밍에게, 피해자 왕 샤오펑과 박 김철수를';
    const spans = [spanOf(text, '샤오밍', 'PERSON'), spanOf(text, '샤오밍', 'PERSON', { nth: 1 }), spanOf(text, '샤오펑', 'PERSON'), spanOf(text, '김철수', 'PERSON')];
    // 김철수 is a Korean full name: no surname stands before it.
    expect(widened(text, spans)).toEqual(['마 샤오밍:외국인이름', '샤오밍:PERSON', '왕 샤오펑:외국인이름', '김철수:PERSON']);
    // A 조사 after a closing quote is no surname (`'의 벳긍`).
    const closing = "책 '바다'의 벳긍을 읽었다";
    expect(widened(closing, [spanOf(closing, '벳긍', 'PERSON')])).toEqual(['벳긍:PERSON']);
  });

  it('is taken before two syllables no frequent surname opens where the word looks foreign, not Korean', () => {
    const text = '찬니·헹과 라젠드라 구룽은 부부이고, 지인 민준 구룽은';
    expect(widened(text, [spanOf(text, '구룽', 'PERSON'), spanOf(text, '구룽', 'PERSON', { nth: 1 })])).toEqual(['라젠드라 구룽:외국인이름', '구룽:PERSON']);
  });

  it('is taken where it ends in 가 as two syllables of a name do, never a pronoun and particle or a verb', () => {
    const text = '그 외에도 올가 누르마토바에게 빚이 있고, 그러자 내가 누르마토바에게, 지시에 따라 누르마토바는';
    const spans = [spanOf(text, '누르마토바', 'PERSON'), spanOf(text, '누르마토바', 'PERSON', { nth: 1 }), spanOf(text, '누르마토바', 'PERSON', { nth: 2 })];
    expect(widened(text, spans)).toEqual(['올가 누르마토바:외국인이름', '누르마토바:PERSON', '누르마토바:PERSON']);
  });

  it('takes two words no dictionary knows before a reading that looks foreign, never prose or a role before them', () => {
    const text = '응우옌 티 미 린으로부터 3억 원, 산다 아웅 나잉 등으로부터, 피고인은 지인 아웅 나잉에게, 그러나 아웅 나잉은';
    const spans = [0, 1, 2].map((nth) => spanOf(text, '나잉', 'PERSON', { nth }));
    expect(widened(text, spans)).toEqual(['산다 아웅 나잉:외국인이름', '아웅 나잉:외국인이름', '아웅 나잉:외국인이름']);
  });

  it('takes a dictionary noun between a foreign first word and the model’s last where the three recur, never prose', () => {
    const text = '자금 융통을 위해 어닐 아부 마가르와 함께 계를 만들었고, 2017. 2. 20. 어닐 아부 마가르와 공동 계주가 되어';
    const spans = [0, 1].map((nth) => spanOf(text, '마가르', 'PERSON', { nth }));
    expect(widened(text, spans)).toEqual(['어닐 아부 마가르:외국인이름', '어닐 아부 마가르:외국인이름']);
    // Once only, or after a verb's form or an adverb, the noun is prose (`살펴볼 필요`, `그저 대화`).
    const once = '자금 융통을 위해 어닐 아부 마가르와 함께 계를 만들었다';
    expect(widened(once, [spanOf(once, '마가르', 'PERSON')])).toEqual(['마가르:PERSON']);
    const prose = '더 살펴볼 필요 마가르와, 그저 대화 마가르와, 더 살펴볼 필요 마가르와, 그저 대화 마가르와';
    expect(widened(prose, [0, 1, 2, 3].map((nth) => spanOf(prose, '마가르', 'PERSON', { nth })))).toEqual(Array(4).fill('마가르:PERSON'));
  });

  it('is taken after a role word even where a dictionary knows it, up to two words', () => {
    const text = '원고의 어머니 수만 어닐 셰르파는, 피해자 상가 실바가';
    expect(widened(text, [spanOf(text, '셰르파', 'PERSON'), spanOf(text, '실바', 'PERSON')])).toEqual(['수만 어닐 셰르파:외국인이름', '상가 실바:외국인이름']);
  });

  it('takes the two words between a role and the model’s last word whatever a dictionary says, never a role or prose', () => {
    const text = '원고의 어머니 수만 아부 라이는 집을 나갔고, 피해자 사장 아들 라이는, 피해자 수만 원을 라이에게';
    const spans = [0, 1, 2].map((nth) => spanOf(text, '라이', 'PERSON', { nth }));
    expect(widened(text, spans)).toEqual(['수만 아부 라이:외국인이름', '라이:PERSON', '라이:PERSON']);
  });

  it('leaves after a role word what no name is: a word of the list, a particle or ending, a unit', () => {
    const text = '피해자 일행 커밍스, 피해자 옆에서 커밍스, 원고 법무팀 커밍스';
    const spans = [spanOf(text, '커밍스', 'PERSON'), spanOf(text, '커밍스', 'PERSON', { nth: 1 }), spanOf(text, '커밍스', 'PERSON', { nth: 2 })];
    expect(widened(text, spans)).toEqual(['커밍스:PERSON', '커밍스:PERSON', '커밍스:PERSON']);
  });

  it('takes one syllable where a clause opens before the model’s name of several words, never a prose syllable', () => {
    const text = '"레드드래곤 과장이다. 툰 아웅 나잉 팀장의 부탁으로 왔다", 그러나 위 아웅 나잉은, 그 후 간 아웅 나잉은';
    const spans = [spanOf(text, '아웅 나잉', 'PERSON'), spanOf(text, '아웅 나잉', 'PERSON', { nth: 1 }), spanOf(text, '아웅 나잉', 'PERSON', { nth: 2 })];
    expect(widened(text, spans)).toEqual(['툰 아웅 나잉:외국인이름', '아웅 나잉:PERSON', '아웅 나잉:PERSON']);
    // The deceased's 망 and 고 open a list item before a name, not the name.
    const deceased = '⏎  2. 망 딜쇼드 누르라노바(1970. 1. 1.생)가 사망하였다. 고 아웅 나잉의 상속인';
    expect(widened(deceased, [spanOf(deceased, '딜쇼드 누르라노바', 'PERSON'), spanOf(deceased, '아웅 나잉', 'PERSON')])).toEqual(['딜쇼드 누르라노바:PERSON', '아웅 나잉:PERSON']);
  });

  it('takes one syllable after a role or a trade before the model’s name of several words, never a prose syllable', () => {
    const text = '정운빌딩에 있는 환전상 초 쪼 예에게 돈을 전달하고, 피해자 툰 아웅 나잉을 만났으며, 환전상 위 쪼 예에게, 회사 초 쪼 예에게';
    const spans = [0, 1, 2].map((nth) => spanOf(text, '쪼 예', 'PERSON', { nth })).concat(spanOf(text, '아웅 나잉', 'PERSON'));
    expect(widened(text, spans.sort((a, b) => a.start - b.start))).toEqual(['초 쪼 예:외국인이름', '툰 아웅 나잉:외국인이름', '쪼 예:PERSON', '쪼 예:PERSON']);
  });

  it('leaves prose, the copula, dictionary words, a unit of an organisation, one syllable, covered words, Korean-shaped and masked names, legal terms', () => {
    const text = '그를 아는 커밍스, 직원 커밍스, 간 커밍스, 피해자 김철수 박영희, 한빛상사 커밍스, 원고가 아닌 노○○, 원고의 모인 커밍스, 전달받아 환전상, 그러나 커밍스, 돈을 빌려 커밍스, 카드 법무팀 짜긔, 투멘 질권자에게';
    const spans = [
      spanOf(text, '커밍스', 'PERSON'),
      spanOf(text, '커밍스', 'PERSON', { nth: 1 }),
      spanOf(text, '커밍스', 'PERSON', { nth: 2 }),
      spanOf(text, '박영희', '내국인이름'),
      spanOf(text, '한빛상사', '기업명'),
      spanOf(text, '커밍스', 'PERSON', { nth: 3 }),
      spanOf(text, '노○○', 'PERSON'),
      spanOf(text, '커밍스', 'PERSON', { nth: 4 }),
      spanOf(text, '환전상', 'PERSON'),
      spanOf(text, '커밍스', 'PERSON', { nth: 5 }),
      spanOf(text, '커밍스', 'PERSON', { nth: 6 }),
      spanOf(text, '짜긔', 'PERSON'),
      spanOf(text, '질권자', 'PERSON', { source: 'rule' }),
    ];
    expect(widened(text, spans)).toEqual(['커밍스:PERSON', '커밍스:PERSON', '커밍스:PERSON', '박영희:내국인이름', '한빛상사:기업명', '커밍스:PERSON', '노○○:PERSON', '커밍스:PERSON', '환전상:PERSON', '커밍스:PERSON', '커밍스:PERSON', '짜긔:PERSON', '질권자:PERSON']);
  });

  it('takes the word after one foreign-looking word the model read as a person where it could be a name’s', () => {
    const text = '계좌에 라젠드라 타망이 입금하였고, 라젠드라 사장이, 라젠드라 운영하던, 김민수 박철이, 라젠드라 수원시 123, 김영수씨 텀펑이, 나탈리아쿠즈네초바 텀펑이';
    const spans = [
      ...[0, 1, 2].map((nth) => spanOf(text, '라젠드라', 'PERSON', { nth })),
      spanOf(text, '김민수', 'PERSON'),
      spanOf(text, '라젠드라', 'PERSON', { nth: 3 }),
      // A Korean name with something glued after it looks foreign whole, and is no foreign name's first word; nor is a
      // joined full name of five syllables or more.
      spanOf(text, '김영수씨', 'PERSON'),
      spanOf(text, '나탈리아쿠즈네초바', 'PERSON'),
    ];
    expect(widened(text, spans)).toEqual(['라젠드라 타망:외국인이름', '라젠드라:PERSON', '라젠드라:PERSON', '김민수:PERSON', '라젠드라:PERSON', '김영수씨:PERSON', '나탈리아쿠즈네초바:PERSON']);
  });

  it('takes a last word ending in 도 or 만 with a particle after it, never one alone or a dictionary word', () => {
    const text = '수감되어 있는 찬디마 페르난도가 곧 출소하고, 찬디마 타망도 왔고, 찬디마 정도가 심하고, 카림 라흐만이 왔다';
    const spans = [...text.matchAll(/찬디마|카림/gu)].map((m) => spanOf(text, m[0], 'PERSON', { nth: m[0] === '카림' ? 0 : [...text.slice(0, m.index).matchAll(/찬디마/gu)].length }));
    // `타망도` is 타망 and the particle 도 (nothing follows it); `정도` is a noun.
    expect(widened(text, spans)).toEqual(['찬디마 페르난도:외국인이름', '찬디마 타망:외국인이름', '찬디마:PERSON', '카림 라흐만:외국인이름']);
  });

  it('leaves adverbs, a trade or a scheme’s role, a verb’s ending and an office the dictionary does not list', () => {
    // Each read as a name's first word on the release, before its placeholders.
    const text = '그런데 카림으로부터, 갑자기 카림의 옆, 모집책 카림을 통해, 자산관리사 카림을, 여종업원 카림의, 영업관리팀 카림 과장, 대화를 하다 카림으로부터, 있도록 카림에게, 해준 카림에게, 가져온 카림, 서울중앙지검 카림 수사관';
    const spans = [...text.matchAll(/카림/gu)].map((m, nth) => spanOf(text, '카림', 'PERSON', { nth }));
    expect(widened(text, spans)).toEqual(spans.map(() => '카림:PERSON'));
  });
});

describe('a foreign name the model read in part as a business or place', () => {
  const joined = (text: string, spans: ReturnType<typeof spanOf>[]) => joinMisreadNameWords(text, spans).map((s) => `${s.text}:${s.label}`);

  it('is one person with the word beside it that no span covers', () => {
    const text = '화가 나 디네시 라나싱헤와 그 동료인, 피고인은 하리요노 위자야, 라젠드라';
    expect(joined(text, [spanOf(text, '라나싱헤', 'BUSINESS'), spanOf(text, '하리요노', 'SERVICE')])).toEqual(['디네시 라나싱헤:외국인이름', '하리요노 위자야:외국인이름']);
  });

  it('keeps the last 도 or 만 of a whole word the model read, as names end so', () => {
    const text = '피해자에게 전화하여 디네시 페르난도 직원을 사칭하며';
    expect(joined(text, [spanOf(text, '페르난도', 'SERVICE')])).toEqual(['디네시 페르난도:외국인이름']);
    // A 도 the model left outside stays outside, read as the particle.
    expect(joined(text, [spanOf(text, '페르난', 'SERVICE')])).toEqual(['디네시 페르난:외국인이름']);
  });

  it('leaves a business beside prose, an address’s units, a noun-led word, a covered word, a verb’s adnominal, a kind', () => {
    const text = '그 회사 스마트픽 총괄사장직을, 인천 옹진군 백석읍 417에, 블랙박스도 달린 베라크루즈 중고자, 위 쿳똔상사 직원, 스탠딩 톨은';
    const spans = [
      spanOf(text, '스마트픽', 'BUSINESS'),
      spanOf(text, '옹진군', 'ADDRESS'),
      spanOf(text, '베라크루즈', 'PRODUCT'),
      spanOf(text, '쿳똔상사', 'BUSINESS'),
    ];
    expect(joined(text, spans)).toEqual(['스마트픽:BUSINESS', '옹진군:ADDRESS', '베라크루즈:PRODUCT', '쿳똔상사:BUSINESS']);
    // A word a noun opens after a business (`몬축산 영업권에`), and a word read as a company elsewhere.
    const company = '몬축산 주식회사(이하 ‘몬축산’이라 한다), 돈 3천만 원을 몬축산 영업권에, 카림산 영업권에';
    const read = [spanOf(company, '몬축산', '주식회사', { source: 'rule' }), spanOf(company, '몬축산', 'BUSINESS', { nth: 2 }), spanOf(company, '카림산', 'BUSINESS')];
    expect(joined(company, read)).toEqual(['몬축산:주식회사', '몬축산:BUSINESS', '카림산:BUSINESS']);
    const covered = '화가 나 디네시 라나싱헤와';
    expect(joined(covered, [spanOf(covered, '디네시', 'PERSON'), spanOf(covered, '라나싱헤', 'BUSINESS')])).toEqual(['디네시:PERSON', '라나싱헤:BUSINESS']);
  });
});
