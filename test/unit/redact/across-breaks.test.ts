import { describe, expect, it } from 'vitest';
import { addNamesAcrossBreaks, dropGivenNamesOfGluedSeeds, dropProseAcrossBreaks, joinLatinNamesAtBreaks, propagateAcrossBreaks } from '../../../native/redact/across-breaks';
import { namesTaken } from '../generated-names';
import { spanOf } from './make-span';

const texts = (text: string, spans: ReturnType<typeof spanOf>[]) => propagateAcrossBreaks(text, spans).map((s) => `${s.start}:${s.text}`);

describe('a name found elsewhere, against a line break of a wrapped text', () => {
  it('is propagated at a line’s start or end, where the unwrapped reading glued it to the word before', () => {
    const text = '피해자로부터 근하 명의 수협은행 계좌로 280만 원을, 같은 날\n근하 명의의 계좌로 35만 원을 받고 피해자 카림\n에게 말하였다';
    const first = spanOf(text, '근하', '내국인이름', { source: 'rule' });
    const karim = spanOf(text, '카림', '외국인이름', { source: 'rule' });
    expect(texts(text, [first])).toEqual([`${first.start}:근하`, `${text.indexOf('\n근하') + 1}:근하`]);
    expect(texts(text, [karim])).toEqual([`${karim.start}:카림`]);
  });

  it('leaves a mention inside a word the break split, other categories and texts with no person', () => {
    const text = '피고인 영수는 김\n영수증을 받고, 국민은행 계좌로\n국민은행 직원에게';
    expect(texts(text, [spanOf(text, '영수', '내국인이름')])).toEqual([`${text.indexOf('영수')}:영수`]);
    const bank = spanOf(text, '국민은행', 'INSTITUTION');
    expect(texts(text, [bank])).toEqual([`${bank.start}:국민은행`]);
  });
});

describe('a name found elsewhere, its particle and a line break after it, where a guess glued the next line’s word', () => {
  const text = '음식점에서 피고인 도 반 롱을 만나 함께 식사하면서 피고인 도 반 롱의\n퇴임 이후의 일정에 대하여 말하였고, 피고인 도 반 롱은\n고맙다고 대답하였으며, 피고인 도 반 롱과\n우렌첵은 함께 갔다';
  const seed = spanOf(text, '도 반 롱', '외국인이름', { source: 'rule', reason: 'role: 피고인' });

  it('is the person there, in place of the guess; a rest beyond the break that is no prose stays a span of its own', () => {
    const spans = [
      seed,
      spanOf(text, '반 롱의\n퇴임', 'PERSON', { source: 'rule', reason: 'model doubt: PERSON (45 %) on a word that reads as a name' }),
      spanOf(text, '도 반 롱은\n고맙다고', 'PERSON'),
      spanOf(text, '롱과\n우렌첵', 'PERSON'),
    ];
    const at = (s: string) => text.indexOf(s);
    expect(texts(text, spans)).toEqual([
      `${seed.start}:도 반 롱`,
      `${at('도 반 롱의')}:도 반 롱`,
      `${at('도 반 롱은')}:도 반 롱`,
      `${at('도 반 롱과')}:도 반 롱`,
      `${at('우렌첵')}:우렌첵`,
    ]);
  });

  it('leaves a reader’s own reading there, and a guess that starts before the name', () => {
    const reader = spanOf(text, '반 롱의\n퇴임', 'PERSON', { source: 'rule', reason: 'role: 피고인' });
    const before = spanOf(text, '피고인 도 반 롱은\n고맙다고', 'PERSON');
    expect(texts(text, [seed, reader, before])).toEqual([`${seed.start}:도 반 롱`, `${reader.start}:${reader.text}`, `${before.start}:${before.text}`, `${text.indexOf('도 반 롱과')}:도 반 롱`]);
  });
});

describe('a name found elsewhere, cut by a line break inside a word', () => {
  const found = (text: string, spans: ReturnType<typeof spanOf>[]) => addNamesAcrossBreaks(text, spans).map((s) => s.text);

  it('is the person there, in place of what a reader found of it', () => {
    const text = '피해자에게 "나는 바트에\n르데네라는 사람과 함께 일한다"고 하였으나, 바트에르데네는 출소 예정이었고 로웰 빌라누에\n바의 주소지에서 로웰 빌라누에바를 만났다';
    const spans = [
      spanOf(text, '르데네', '외국인이름', { source: 'rule' }),
      spanOf(text, '바트에르데네', 'PERSON'),
      spanOf(text, '로웰 빌라누에바', '외국인이름', { source: 'rule' }),
    ];
    expect(found(text, spans)).toEqual(['바트에\n르데네', '바트에르데네', '로웰 빌라누에\n바', '로웰 빌라누에바']);
  });

  it('takes a long name written with its spaces or without, wherever a break cut it; a short one only as found', () => {
    // A reader took `빌라누에` for a word and its particle, and read `마리아 빌라누`.
    const text = '공소외 마리아빌라누에바 등이 확인하였고, 피해자 공소외 마리아 빌라누에\n바에 대한 배임, 이사랑과 이 사\n랑은';
    const spans = [
      spanOf(text, '마리아빌라누에바', '외국인이름', { source: 'rule' }),
      spanOf(text, '마리아 빌라누', '외국인이름', { source: 'rule' }),
      spanOf(text, '이사랑', '내국인이름'),
    ];
    expect(found(text, spans)).toEqual(['마리아빌라누에바', '마리아 빌라누에\n바', '이사랑']);
  });

  it('takes the place of a person read on the last piece with its particle (`라시도⏎[프와]는`), not of one that runs on', () => {
    const text = '피해자 티무르 라시도\n프와는 모르는 사이이고, 피해자 티무르 라시도프가 경적을 울렸고 티무르 라시도\n프와르가 왔다';
    const at = (s: string, from = 0) => text.indexOf(s, from);
    const spans = [
      spanOf(text, '티무르 라시', '외국인이름'),
      spanOf(text, '프와', '내국인이름', { source: 'rule' }),
      spanOf(text, '티무르 라시도프', '외국인이름', { source: 'rule' }),
      { ...spanOf(text, '프와르', '내국인이름'), start: at('프와르'), end: at('프와르') + 3 },
    ];
    // The last mention goes on past the name (`프와르가`): no particle, so it is left as the reader had it.
    expect(found(text, spans)).toEqual(['티무르 라시도\n프', '티무르 라시도프', '프와르']);
  });

  it('leaves a match inside a longer word, one a rule of another category reads, and short names', () => {
    const text = '바트에르데네는 김철과 왔다. 김\n철 명의, 이바트에\n르데네가, 서울 바트에\n르데네로 12';
    const spans = [
      spanOf(text, '바트에르데네', 'PERSON'),
      spanOf(text, '김철', '내국인이름'),
      spanOf(text, '르데네로 12', '도로명주소', { source: 'rule' }),
    ];
    expect(found(text, spans)).toEqual(['바트에르데네', '김철', '르데네로 12']);
  });
});

describe('two words a wrapped line’s break glued for the model', () => {
  const kept = (text: string, spans: ReturnType<typeof spanOf>[]) => dropProseAcrossBreaks(text, spans).map((s) => s.text.replace('\n', '⏎'));

  it('are dropped where the first is a verb’s form and the second a noun or a clause’s one-syllable noun', () => {
    const text = '신장투석으로 힘든\n과정에서, 사실을 숨긴\n채 계약하였고, 증언한\n점 등';
    const spans = [spanOf(text, '힘든\n과정', '기업명'), spanOf(text, '숨긴\n채', '내국인이름', { source: 'propagated' }), spanOf(text, '증언한\n점', '기업명')];
    expect(kept(text, spans)).toEqual([]);
    // A surname may open the verb's form, where the pair is longer than a Korean name.
    const longer = '돈을 3회 전달한\n시점은, 합리화로 인한\n국무총리 표창을';
    expect(kept(longer, [spanOf(longer, '전달한\n시점', '기업명'), spanOf(longer, '인한\n국무총리', 'INSTITUTION')])).toEqual([]);
  });

  it('are dropped where the second is a thing of one syllable, and where the rule reading a model’s near miss found them', () => {
    const text = '계분을 먹은\n닭의 경우, 사실을 숨긴\n채 위 계약을';
    const doubt = spanOf(text, '숨긴\n채', 'PERSON', { source: 'rule', reason: 'model doubt: PERSON (43 %) on a word that reads as a name' });
    expect(kept(text, [spanOf(text, '먹은\n닭', 'PERSON'), doubt])).toEqual([]);
    // A determiner before a noun, not a surname before a given name.
    const pointed = '2. 위\n골프장 시설에, 여러\n종류의, 피해자 위\n지은에게';
    const determined = [spanOf(pointed, '위\n골프장', '기업명'), spanOf(pointed, '여러\n종류', '기업명'), spanOf(pointed, '위\n지은', '내국인이름')];
    expect(kept(pointed, determined)).toEqual(['위⏎지은']);
    // A dictionary word before a party's role, not a name before one.
    const role = '수사기관에서 애초\n피고로부터, 소외 영눕\n피고로부터';
    expect(kept(role, [spanOf(role, '애초\n피고', 'PERSON'), spanOf(role, '영눕\n피고', 'PERSON')])).toEqual(['영눕⏎피고']);
    // A dictionary word before the 등 that closes a list, not a name before it.
    const etc = '임시후견인 선임\n등의 사전처분, 피해자 영눕\n등에게';
    const listed = [spanOf(etc, '선임\n등', 'PERSON', { source: 'rule', reason: 'model doubt: PERSON (11 %) on a word that reads as a name' }), spanOf(etc, '영눕\n등', 'PERSON')];
    expect(kept(etc, listed)).toEqual(['영눕⏎등']);
  });

  it('stay where a name was cut inside a word, the second names a kind of business, or a rule found them', () => {
    const text = '원고 호세빌라누에\n바, 행복한\n식당에서, 이에 속은\n피해, 김민\n수에게, 로열파인\n코스 인근, 허은\n채, 독고\n유인, 강한\n시점';
    // `강한⏎시점`: a first part of three syllables or fewer that a surname opens, in a pair no longer than a Korean
    // name, may be a name's, and stays.
    const readings: [string, string][] = [
      ['호세빌라누에\n바', '외국인이름'], ['로열파인\n코스', 'PLACE'], ['행복한\n식당', '기업명'], ['김민\n수', '내국인이름'],
      ['허은\n채', '내국인이름'], ['독고\n유인', '내국인이름'], ['강한\n시점', '기업명'],
    ];
    const spans = [...readings.map(([surface, label]) => spanOf(text, surface, label)), spanOf(text, '속은\n피해', '기업명', { source: 'rule' })];
    expect(kept(text, spans)).toEqual([...readings.map(([surface]) => surface.replace('\n', '⏎')), '속은⏎피해']);
  });

  it('never drops a generated name of any style, cut by a break between any two of its letters', () => {
    const lost = namesTaken(2000, 5, (name) =>
      [...name].some((_, k) => {
        if (k < 1) return false;
        const broken = `${name.slice(0, k)}\n${name.slice(k).replace(/^ /u, '')}`;
        const text = `피해자 ${broken}에게 돈을 주었다.`;
        return dropProseAcrossBreaks(text, [spanOf(text, broken, '외국인이름')]).length === 0;
      }),
    );
    for (const [style, names] of lost) expect(names, style).toEqual([]);
  });
});

describe('the given name of a name read across a wrapped line’s break', () => {
  const copy = (text: string, surface: string, seed: string, nth = 0) =>
    spanOf(text, surface, '내국인이름', { nth, source: 'propagated', reason: `propagated: given name of “${seed}”` });

  it('is not spread where it is a dictionary word and no mention of the name stands on one line', () => {
    const text = '가능하다고 보이고,이\n경우 증가된 학생은, 이 경우에도, 중학교의 경\n우는';
    const spans = [
      spanOf(text, '이\n경우', '내국인이름', { source: 'rule', reason: 'model doubt: PERSON (44 %) on a word that reads as a name' }),
      copy(text, '경우', '이경우', 1),
      copy(text, '경\n우', '이경우'),
      spanOf(text, '경우', '내국인이름', { nth: 1, source: 'propagated', reason: 'consistency: the same “경우” is redacted elsewhere' }),
    ];
    expect(dropGivenNamesOfGluedSeeds(spans).map((s) => s.text)).toEqual(['이\n경우']);
  });

  it('is spread where the name stands whole somewhere, or the given name is no dictionary word', () => {
    const text = '피해자 김\n지혜, 피해자 김지혜, 지혜는; 피해자 이\n뢨얕, 뢨얕은';
    const spans = [spanOf(text, '김지혜', '내국인이름'), copy(text, '지혜', '김지혜', 1), spanOf(text, '이\n뢨얕', '내국인이름'), copy(text, '뢨얕', '이뢨얕', 1)];
    expect(dropGivenNamesOfGluedSeeds(spans)).toHaveLength(4);
  });
});

describe('a name in Latin letters a line break cut inside a word', () => {
  const joined = (text: string, spans: ReturnType<typeof spanOf>[]) => joinLatinNamesAtBreaks(text, spans).map((s) => s.text);

  it('takes the letters on the break’s other side, and the capitalised words before them', () => {
    const text = '그곳에 서 있는 Reyes MA\nRIA CLARA(여, 41세)에게, 대표이사 KHAN AUN\r\nG와 사이에';
    expect(joined(text, [spanOf(text, 'RIA CLARA', '외국인이름'), spanOf(text, 'KHAN AUN', '외국인이름')])).toEqual(['Reyes MA\nRIA CLARA', 'KHAN AUN\r\nG']);
  });

  it('leaves a break after a whole word, a Hangul neighbour, another span there, and what is no person', () => {
    const text = '대표이사 KHAN\n은 말하였고, 서울\nAUNG이, 주식회사 ABC\nDEF는';
    expect(joined(text, [spanOf(text, 'KHAN', '외국인이름'), spanOf(text, 'AUNG', '외국인이름'), spanOf(text, 'ABC', 'BUSINESS')])).toEqual(['KHAN', 'AUNG', 'ABC']);
    const taken = 'KHAN AUN\nG와';
    expect(joined(taken, [spanOf(taken, 'KHAN AUN', '외국인이름'), spanOf(taken, 'G', 'BUSINESS')])).toEqual(['KHAN AUN', 'G']);
  });
});
