import { describe, expect, it } from 'vitest';
import { addRecurringNameWords } from '../../../native/redact/recurring-name-words';
import type { Span } from '../../../native/types';
import { spanOf } from './make-span';

const texts = (text: string, spans: Span[]) => addRecurringNameWords(text, spans).map((s) => s.text);

/** A model reading of `surface` at each of its occurrences. */
function everywhere(text: string, surface: string): Span[] {
  const out: Span[] = [];
  for (let nth = 0; text.split(surface).length - 1 > nth; nth++) out.push(spanOf(text, surface, 'PERSON', { nth }));
  return out;
}

describe('a word beside every mention of a found name', () => {
  it('joins the name on the right (`소피압 [속]`, particle left outside) and on the left, a word at a time', () => {
    const text = '피고인과 소피압 속은 공모하였다. 그러나 소피압 속이 하려는 사업은 없었고, 소피압 속, 다비 림은 알았다.';
    expect(texts(text, everywhere(text, '소피압'))).toEqual(['소피압 속', '소피압 속', '소피압 속']);
    const left = '피고인은 굴나라 누르오비치 토시마토프와 만났다. 피고인은 굴나라 누르오비치 토시마토프에게 돈을 주었다.';
    expect(texts(left, everywhere(left, '토시마토프'))).toEqual(['굴나라 누르오비치 토시마토프', '굴나라 누르오비치 토시마토프']);
  });

  it('takes nothing from one mention alone, or where the word beside it changes', () => {
    const once = '피고인은 아웅 조로부터 돈을 빌렸다.';
    expect(texts(once, everywhere(once, '아웅'))).toEqual(['아웅']);
    const varies = '삼낭 킴 직원에게 주면 된다. 기존 삼낭 킴카드에서 대출받은 돈';
    expect(texts(varies, everywhere(varies, '삼낭'))).toEqual(['삼낭', '삼낭']);
  });

  it('never takes a role, an honorific, a dictionary noun, prose or a bank beside it, however often it recurs', () => {
    for (const text of [
      '피해자 디네시 씨에게 말하였고, 다시 디네시 씨에게 전화하였다.',
      '디네시 측은 부인하였고 디네시 측에 돈을 주었다.',
      '디네시 명의 계좌로 받고 디네시 명의 통장을 주었다.',
      '직원 디네시에게 주었고, 직원 디네시에게 다시 주었다.',
      '피고인은 디네시에게 주었고, 피고인은 디네시에게 다시 주었다.',
      '신한은행 디네시에게 주었고, 신한은행 디네시에게 다시 주었다.',
    ]) {
      expect(texts(text, everywhere(text, '디네시'))).toEqual(['디네시', '디네시']);
    }
  });

  it('leaves a reviewer’s span and a rule’s reading of another category beside it as they are', () => {
    const text = '소피압 속은 왔고 소피압 속이 갔다.';
    const user = everywhere(text, '소피압').map((s) => ({ ...s, source: 'user' as const }));
    expect(texts(text, user)).toEqual(['소피압', '소피압']);
    const held = [...everywhere(text, '소피압'), spanOf(text, '속', '계좌번호', { source: 'rule' })];
    expect(texts(text, held)).toEqual(['소피압', '속', '소피압 속']);
  });
});

describe('a given name that is also a word of the dictionary', () => {
  it('joins before every one of three mentions of a foreign name when it stands nowhere else (`메리`, `부이`)', () => {
    const text = '쑨샤오밍에게 "메리 그레이스 멘도사로부터 받았다. 피고인은 메리 그레이스 멘도사에 대한 대금을, 메리 그레이스 멘도사로부터';
    const first = addRecurringNameWords(text, everywhere(text, '그레이스 멘도사')).map((s) => s.text);
    expect(first).toEqual(['메리 그레이스 멘도사', '메리 그레이스 멘도사', '메리 그레이스 멘도사']);
    const buoy = '피해자 부이 투안에게, 부이 투안은, 부이 투안이';
    expect(texts(buoy, everywhere(buoy, '투안'))).toEqual(['부이 투안', '부이 투안', '부이 투안']);
  });

  it('leaves it where the word stands elsewhere too, before two mentions, before a Korean name, and a title', () => {
    const elsewhere = '상가 건물에서 상가 아마라에게, 상가 아마라는, 상가 아마라의';
    expect(texts(elsewhere, everywhere(elsewhere, '아마라'))).toEqual(['아마라', '아마라', '아마라']);
    const two = '메리 멘도사로부터, 메리 멘도사에게';
    expect(texts(two, everywhere(two, '멘도사'))).toEqual(['멘도사', '멘도사']);
    const korean = '메리 김철수에게, 메리 김철수는, 메리 김철수의';
    expect(texts(korean, everywhere(korean, '김철수'))).toEqual(['김철수', '김철수', '김철수']);
    const title = '회장 멘도사에게, 회장 멘도사는, 회장 멘도사의';
    expect(texts(title, everywhere(title, '멘도사'))).toEqual(['멘도사', '멘도사', '멘도사']);
  });
});

describe('two people side by side', () => {
  it('stay apart: a person found elsewhere is no word of the name beside it (`소외 야혜정 [마누라]`)', () => {
    const text = '소외 야혜정과 만났다. 소외 야혜정 마누라가 바람 펴서, 소외 야혜정 마누라 같은 사람';
    const spans = [spanOf(text, '야혜정', '내국인이름', { source: 'rule' }), ...everywhere(text, '마누라')];
    expect(texts(text, spans)).toEqual(['야혜정', '마누라', '마누라']);
  });
});

describe('a first word that reads as a word and a particle', () => {
  it('joins where it stands before every mention (`수만 구룽`: Suman), not a verb after one', () => {
    const text = '2019. 3. 18.경 수만 구룽 명의 국민은행 계좌로, 그 무렵 수만 구룽 명의 계좌와 연동되는 카드';
    expect(texts(text, everywhere(text, '구룽'))).toEqual(['수만 구룽', '수만 구룽']);
    const verb = '로사나 있다고 말하였고, 로사나 있다는 말을';
    expect(texts(verb, everywhere(verb, '로사나'))).toEqual(['로사나', '로사나']);
  });

  it('joins a word after every mention whose last syllable is a particle that would not agree there (`라이`: 이 after 라)', () => {
    const text = '후원회원들, 라젠드라 라이 예술감독, 라젠드라 라이의 해외 매니지먼트 회사, 라젠드라 라이 예술감독 부부와';
    expect(texts(text, everywhere(text, '라젠드라'))).toEqual(['라젠드라 라이', '라젠드라 라이', '라젠드라 라이']);
    // A particle that agrees is the particle (`속이`: 이 after a closed syllable), and a dictionary word stays out.
    const agreeing = '디네시 같이 가자고 하였고, 디네시 같이 간 사람';
    expect(texts(agreeing, everywhere(agreeing, '디네시'))).toEqual(['디네시', '디네시']);
  });

  it('takes 만 glued to every mention of a foreign name the model cut before it (one mention before a noun only a name precedes), not to a Korean name', () => {
    const text = '조직원(일명 ‘라힘 라흐만 팀장\')으로부터, 라흐만 팀장으로부터 카카오톡으로, 피고인은 라힘 라흐만 팀장의 지시에';
    expect(texts(text, everywhere(text, '라힘 라흐'))).toEqual(['라힘 라흐만', '라힘 라흐만']);
    const korean = '김철수만 처벌하고 김철수만 석방';
    expect(texts(korean, everywhere(korean, '김철수'))).toEqual(['김철수', '김철수']);
    const once = '라힘 라흐만 팀장으로부터, 라힘 라흐는';
    expect(texts(once, everywhere(once, '라힘 라흐'))).toEqual(['라힘 라흐', '라힘 라흐']);
    // One mention of several words is enough before what only a name stands before (`계좌로`, `교수는`), not before a verb.
    const single = '같은 날 피고인 명의 무함마드 라흐만 계좌로 송금받았다';
    expect(texts(single, everywhere(single, '무함마드 라흐'))).toEqual(['무함마드 라흐만']);
    const verb = '그 자리에는 무함마드 라흐만 남았다';
    expect(texts(verb, everywhere(verb, '무함마드 라흐'))).toEqual(['무함마드 라흐']);
  });

  it('joins a word that ends as prose does where it stands before three mentions or more, never a noun and its particle', () => {
    const text = '노상에서, 찬니 다비울르 헹이 자신의 아들과, 사비로프가 찬니 다비울르 헹의 소송에, 위 찬니 다비울르 헹과 함께';
    expect(texts(text, everywhere(text, '다비울르 헹'))).toEqual(Array(3).fill('찬니 다비울르 헹'));
    const two = '모에 마웅 운영의 사무소에서 모에 마웅을 통하여';
    expect(texts(two, everywhere(two, '마웅'))).toEqual(['마웅', '마웅']);
    const noun = '회사에 마웅이 왔고 회사에 마웅을 불러 회사에 마웅과 함께';
    expect(texts(noun, everywhere(noun, '마웅'))).toEqual(['마웅', '마웅', '마웅']);
    const after = '마웅 있다고 말하였고, 마웅 있다는 말을, 마웅 있다며';
    expect(texts(after, everywhere(after, '마웅'))).toEqual(['마웅', '마웅', '마웅']);
  });
});

describe('a one-syllable family name written apart', () => {
  it('joins where it stands before three mentions or more of a foreign name, though prose knows the syllable (`간`)', () => {
    const text = '순경 간 에르데네와 이야기를 하던 중, 증인 간 에르데네의 법정진술, 그런데 간 에르데네는 보았다.';
    expect(texts(text, everywhere(text, '에르데네'))).toEqual(Array(3).fill('간 에르데네'));
  });

  it('never takes a determiner, a word of kinship, two mentions alone, or the word before a Korean name', () => {
    for (const text of [
      '위 에르데네와 만났고, 위 에르데네의 진술, 위 에르데네는 보았다.',
      '각 에르데네와 만났고, 각 에르데네의 진술, 각 에르데네는 보았다.',
      '처 에르데네와 만났고, 처 에르데네의 진술, 처 에르데네는 보았다.',
    ]) {
      expect(texts(text, everywhere(text, '에르데네'))).toEqual(Array(3).fill('에르데네'));
    }
    const two = '간 에르데네와 만났고, 간 에르데네의 진술';
    expect(texts(two, everywhere(two, '에르데네'))).toEqual(['에르데네', '에르데네']);
    const korean = '간 김철수와 만났고, 간 김철수의 진술, 간 김철수는 보았다.';
    expect(texts(korean, everywhere(korean, '김철수'))).toEqual(Array(3).fill('김철수'));
  });
});
