import { describe, expect, it } from 'vitest';
import { propagate } from '../../../native/redact/propagate';
import { redact } from '../../../native/redact/redact';
import { spanOf } from './make-span';

const texts = (spans: { text: string; start: number; source: string }[]) => spans.map((s) => `${s.start}:${s.text}:${s.source}`);

describe('propagate', () => {
  it('finds every whole-word mention, particles allowed after, not inside longer words', () => {
    const text = '홍길동이 왔다. 홍길동에게는 죄가 없다. 홍길동씨 아닌 김홍길동과 홍길동전.';
    const out = propagate(text, [spanOf(text, '홍길동', '내국인이름')]);
    expect(texts(out)).toEqual(['0:홍길동:model', '9:홍길동:propagated', '23:홍길동:propagated']);
    expect(out[1]).toMatchObject({ label: '내국인이름', category: 'PERSON', reason: 'propagated: another mention of “홍길동”' });
  });

  it('finds the given name alone, the surname before 씨/군/양, and names right after a party role', () => {
    const text = '피고인 홍길동은 길동이라고 불렸다. 홍 씨는, 홍군은, 피해자홍길동, 영수증의 길동역.';
    const out = propagate(text, [spanOf(text, '홍길동', '내국인이름')]);
    expect(texts(out)).toEqual(['4:홍길동:model', '9:길동:propagated', '20:홍:propagated', '26:홍:propagated', '34:홍길동:propagated']);
    expect(out[2].reason).toBe('propagated: surname of “홍길동” + 씨');
    const lee = '이영수는 권리를 이양하고 이양은 떠났다. 이 씨와 이씨.';
    expect(texts(propagate(lee, [spanOf(lee, '이영수', '내국인이름')]))).toEqual(['0:이영수:model', '23:이:propagated', '28:이:propagated']);
  });

  it('finds a name glued to a title, for a name a role found or no dictionary word spells', () => {
    const text = '피해자 신위는 광산을 운영한다. "신위대표가 운영하는 광산", 신위과장님, 신위대표단, 신위원회';
    const seed = { ...spanOf(text, '신위', '외국인이름'), source: 'rule' as const, reason: 'role: 피해자' };
    expect(texts(propagate(text, [seed]))).toEqual(['4:신위:rule', '19:신위:propagated', '35:신위:propagated']);
    // `공동` read as a name by mistake is a dictionary word: `공동대표` stays whole.
    const noun = '공동 명의로, 공동대표가 서명하였다';
    expect(texts(propagate(noun, [spanOf(noun, '공동', '내국인이름')]))).toEqual(['0:공동:model']);
  });

  it('finds a body read before a kind glued to it again before the same kind, not before another or inside a word', () => {
    const text = '피고인은 망원시장에서 가게를 운영하고, 피해자는 망원시장을 자주 이용하며, 망원동에 살고 망원역, 망원병원에 갔다.';
    const seed = { ...spanOf(text, '망원', 'INSTITUTION'), category: 'INSTITUTION' as const };
    expect(texts(propagate(text, [seed]))).toEqual(['5:망원:model', '27:망원:propagated']);
    // A dictionary word before a kind is the kind's compound as often (`나이트클럽`).
    const club = '뉴잠보 관광 나이트클럽을 인수하고 나이트클럽에 투자하여';
    const night = { ...spanOf(club, '나이트', 'BUSINESS'), category: 'BUSINESS' as const };
    expect(texts(propagate(club, [night]))).toEqual(['7:나이트:model']);
    // A person's name is never searched before a kind: `지은시장` is a given name and a mayor's title.
    const person = '피해자 김지은은 지은시장에서 일했다';
    expect(texts(propagate(person, [spanOf(person, '김지은', '내국인이름')]))).toEqual(['4:김지은:model']);
  });

  it('does not propagate one-character or short numeric surfaces, nor role words as given names', () => {
    const text = '김 과장 김 대리. 12세, 12세. 판사 박판사';
    const out = propagate(text, [spanOf(text, '김', '내국인이름'), spanOf(text, '12세', '나이'), spanOf(text, '박판사', '내국인이름')]);
    expect(texts(out)).toEqual(['0:김:model', '11:12세:model', '16:12세:propagated', '24:박판사:model']);
    const role = '피해자는 피해자에게';
    expect(texts(propagate(role, [spanOf(role, '피해자', '내국인이름')]))).toEqual(['0:피해자:model']);
    const digits = '번호 1234 그리고 1234, 또 12 와 12';
    const out2 = propagate(digits, [spanOf(digits, '1234', 'OTHER_NUMBER'), spanOf(digits, '12', 'OTHER_NUMBER', { nth: 2 })]);
    expect(texts(out2)).toEqual(['3:1234:model', '12:1234:propagated', '20:12:model']);
  });

  it('lets a model fragment give way to the whole name found elsewhere (`[장] 팅팅이`, `[붓]으로부터`)', () => {
    const text = '계주인 장 팅팅이 운영하였고, 장 팅팅이 대납하였으며 장 팅팅에게 갚았다.';
    const out = propagate(text, [spanOf(text, '장 팅팅', '외국인이름'), spanOf(text, '장', '외국인이름', { nth: 1 }), spanOf(text, '장 팅팅', '외국인이름', { nth: 2 })]);
    expect(texts(out)).toEqual(['4:장 팅팅:model', '17:장 팅팅:propagated', '30:장 팅팅:model']);
    const one = '위 붓으로부터 받았고, 켰둔펄돛, 붓으의 지시에 따랐다.';
    const seeds = [spanOf(one, '붓', '내국인이름'), spanOf(one, '붓으', '내국인이름', { nth: 1, source: 'rule' })];
    expect(texts(propagate(one, seeds))).toEqual(['2:붓으:propagated', '19:붓으:rule']);
    // A rule's shorter reading of a name gives way too (`맺뻥류` + `등을`).
    const rd = '피해자 맺뻥류등(여, 34세)은 피해자 맺뻥류등을 밀쳤다.';
    const readings = [spanOf(rd, '맺뻥류등', '내국인이름', { source: 'rule' }), spanOf(rd, '맺뻥류', '내국인이름', { nth: 1, source: 'rule' })];
    expect(texts(propagate(rd, readings))).toEqual(['4:맺뻥류등:rule', '22:맺뻥류등:propagated']);
    // A span the user made is never replaced.
    const kept = [spanOf(one, '붓', '내국인이름', { source: 'user' }), seeds[1]];
    expect(texts(propagate(one, kept))).toEqual(['2:붓:user', '19:붓으:rule']);
  });

  it('lets a fragment give way to a whole business or other name of several words found elsewhere (`[나심울르] 이크발은`)', () => {
    const text = '피고인과 나심울르 이크발은 식당에서, 양손으로 나심울르 이크발의 목을';
    const seeds = [spanOf(text, '나심울르', 'CULTURE'), spanOf(text, '나심울르 이크발', 'BUSINESS', { nth: 1 })];
    expect(texts(propagate(text, seeds))).toEqual(['5:나심울르 이크발:propagated', '26:나심울르 이크발:model']);
    // A name of one word takes the place of a fragment that leaves part of the name (`[백메]가 영업권`), not where a
    // word runs on past the mention, which span hygiene would drop (`주식회사플레이위드는15억`, law.go.kr's lost spaces).
    const one = '백메가 영업권에 지급한 돈, 백메가 주식회사의 대표';
    const ones = [spanOf(one, '백메', 'BUSINESS'), spanOf(one, '백메가', 'BUSINESS', { nth: 1 })];
    expect(texts(propagate(one, ones))).toEqual(['0:백메가:propagated', '16:백메가:model']);
    const glued = '주식회사플레이위드가 인수하고, 26.주식회사플레이위드는15억 원';
    const gluedSeeds = [spanOf(glued, '주식회사플레이위드', 'BUSINESS'), spanOf(glued, '플레이위드', 'BUSINESS', { nth: 1 })];
    expect(texts(propagate(glued, gluedSeeds))).toEqual(['0:주식회사플레이위드:model', '24:플레이위드:model']);
    // One word keeps a fragment that leaves only the kind visible (`[대구]은행`).
    const bank = '대구은행 예금채권과 대구은행 대출금';
    const banks = [spanOf(bank, '대구은행', 'BUSINESS'), spanOf(bank, '대구', 'INSTITUTION', { nth: 1 })];
    expect(texts(propagate(bank, banks))).toEqual(['0:대구은행:model', '11:대구:model']);
    // A name of several words that ends in its kind takes the fragment's place too (`위 [겨자씨] 선교회에`): the court
    // operator keeps the kind visible (`A교회`), the fragment left the rest of the name.
    const body = '사단법인 겨자씨 선교회에 가입하고, 위 겨자씨 선교회에 기부금을';
    const bodies = [spanOf(body, '겨자씨 선교회', '사단법인', { source: 'rule' }), spanOf(body, '겨자씨', 'INSTITUTION', { nth: 1 })];
    expect(texts(propagate(body, bodies))).toEqual(['5:겨자씨 선교회:rule', '22:겨자씨 선교회:propagated']);
    // A fragment that leaves only the kind keeps its place (`[롯데케미칼] 공장`): nothing of the name shows.
    const plant = '롯데케미칼 공장 포장실에서, 위 롯데케미칼 공장 2층';
    const plants = [spanOf(plant, '롯데케미칼 공장', 'BUSINESS'), spanOf(plant, '롯데케미칼', 'BUSINESS', { nth: 1 })];
    expect(texts(propagate(plant, plants))).toEqual(['0:롯데케미칼 공장:model', '18:롯데케미칼:model']);
  });

  it('lets a fragment running into 명의 or punctuation give way, and covers the words a longer span leaves', () => {
    const text = '예금주 후인 티 응옥, 누나인 후인 티 응옥명의의 계좌, 직원 후인 티 응옥, 차나폰. 후인 티 응옥 씨가 왔다.';
    const seeds = [
      spanOf(text, '후인 티 응옥', '외국인이름', { source: 'rule' }),
      spanOf(text, '티 응옥명', '외국인이름'),
      spanOf(text, '티 응옥,', '외국인이름', { nth: 1 }),
      spanOf(text, '티 응옥 씨', '외국인이름'),
    ];
    expect(texts(propagate(text, seeds))).toEqual([
      '4:후인 티 응옥:rule',
      '17:후인 티 응옥:propagated',
      '35:후인 티 응옥:propagated',
      '49:후인:propagated',
      '52:티 응옥 씨:model',
    ]);
  });

  it('finds the words of a foreign name alone, not one-syllable words, nor the words of a reading that holds prose', () => {
    const text = '피해자 분미 숙사왓(여, 34세). 분미는 태국 국적이고 숙사왓은 귀국하였다. 응우옌 반 안과 반, 응우옌이.';
    const out = propagate(text, [spanOf(text, '분미 숙사왓', '외국인이름'), spanOf(text, '응우옌 반 안', '외국인이름')]);
    expect(texts(out)).toEqual(['4:분미 숙사왓:model', '20:분미:propagated', '32:숙사왓:propagated', '44:응우옌 반 안:model', '56:응우옌:propagated']);
    expect(out[1].reason).toBe('propagated: a word of “분미 숙사왓”');
    // A rule's reading of a name and a verb (`홍길동가 운영하`) spreads none of its words; nor does a Korean name apart.
    const reading = '피해자 홍길동가 운영하는 식당. 운영하는 사람. 피고인 김 철수. 김은 철수와';
    const spans = [spanOf(reading, '홍길동가 운영하', '외국인이름', { source: 'rule' }), spanOf(reading, '김 철수', 'PERSON')];
    expect(texts(propagate(reading, spans))).toEqual(['4:홍길동가 운영하:rule', '31:김 철수:model']);
  });

  it('groups a word of a foreign name with the one name it belongs to', () => {
    const text = '피해자 분미 숙사왓과 응우옌 반 안, 응우옌 티 하. 분미는 응우옌과 왔다.';
    const spans = propagate(text, [spanOf(text, '분미 숙사왓', '외국인이름'), spanOf(text, '응우옌 반 안', '외국인이름'), spanOf(text, '응우옌 티 하', '외국인이름')]);
    expect(redact(text, spans).redactedText).toBe('피해자 A와 B, C. A는 D와 왔다.');
  });

  it('groups full name, given name and 씨 mentions into one entity when unambiguous', () => {
    const text = '피고인 홍길동과 홍철수. 길동은 홍 씨와 달리 철수를 만났다.';
    const spans = propagate(text, [spanOf(text, '홍길동', '내국인이름'), spanOf(text, '홍철수', '내국인이름')]);
    const r = redact(text, spans);
    // Two 홍s: the surname alone is ambiguous, so it is its own entity (still redacted).
    expect(r.redactedText).toBe('피고인 A와 B. A는 C 씨와 달리 B를 만났다.');
    expect(r.entities.map((e) => [e.canonical, e.mentions.length])).toEqual([['홍길동', 2], ['홍철수', 2], ['홍', 1]]);
    const one = '홍길동이 왔다. 홍 씨는 길동과 갔다. 길동 씨도.';
    expect(redact(one, propagate(one, [spanOf(one, '홍길동', '내국인이름')])).redactedText).toBe('A가 왔다. A 씨는 A와 갔다. A 씨도.');
  });
});
