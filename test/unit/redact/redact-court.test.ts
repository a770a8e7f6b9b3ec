import { describe, expect, it } from 'vitest';
import { redact } from '../../../native/redact/redact';
import { letterName } from '../../../native/redact/operators/letters';
import { spanOf } from './make-span';

describe('redact under the court operator (재일 2014-2)', () => {
  it('letters persons and businesses in one sequence by first appearance, with the same letter per entity', () => {
    const text = '피고인 홍길동이 피해자 김철수를 나리 식당에서 폭행하였다. 홍길동은 김철수와 합의하지 못했다.';
    const spans = [
      spanOf(text, '홍길동', '내국인이름'),
      spanOf(text, '김철수', '내국인이름'),
      spanOf(text, '나리 식당', '식당'),
      spanOf(text, '홍길동', '내국인이름', { nth: 1 }),
      spanOf(text, '김철수', '내국인이름', { nth: 1 }),
    ];
    const r = redact(text, spans);
    expect(r.redactedText).toBe('피고인 A가 피해자 B를 C 식당에서 폭행하였다. A는 B와 합의하지 못했다.');
    expect(r.entities.map((e) => [e.id, e.category, e.pseudonym, e.mentions])).toEqual([
      ['E1', 'PERSON', 'A', [0, 3]],
      ['E2', 'PERSON', 'B', [1, 4]],
      ['E3', 'BUSINESS', 'C', [2]],
    ]);
    expect(r.spans.map((s) => s.entityId)).toEqual(['E1', 'E2', 'E3', 'E1', 'E2']);
  });

  it('takes the birth suffix along with a date of birth (`(생년월일 1 생략)`, not `생략생`), and only a suffix', () => {
    const text = '사건본인 김하늘(2015년생), 피해자(1970. 3. 5.생), 피고인은 1980. 5. 6.생으로, 1981. 1. 2. 생활';
    const spans = [
      spanOf(text, '김하늘', '내국인이름'),
      spanOf(text, '2015', '생년월일', { source: 'rule' }),
      spanOf(text, '1970. 3. 5.', '생년월일', { source: 'rule' }),
      spanOf(text, '1980. 5. 6.', '생년월일', { source: 'rule' }),
      spanOf(text, '1981. 1. 2.', '생년월일', { source: 'rule' }),
    ];
    expect(redact(text, spans).redactedText).toBe(
      '사건본인 A(생년월일 1 생략), 피해자(생년월일 2 생략), 피고인은 생년월일 3 생략으로, 생년월일 4 생략 생활',
    );
  });

  it('does not double the kind the judgment wrote before a number, and takes a plate’s 호 along', () => {
    const text = '사업자등록번호 123-45-67890인 회사, 계좌번호: 123-456-789012로, 피고인은 12가3456호 쏘나타를';
    const spans = [
      spanOf(text, '123-45-67890', '사업자등록번호', { source: 'rule' }),
      spanOf(text, '123-456-789012', '계좌번호', { source: 'rule' }),
      spanOf(text, '12가3456', '차량번호', { source: 'rule' }),
    ];
    expect(redact(text, spans).redactedText).toBe('사업자등록번호 1 생략인 회사, 계좌번호: 1 생략으로, 피고인은 차량번호 1 생략 쏘나타를');
  });

  it('redacts a judge name that a party also bears: kept, it would publish the party', () => {
    const text = '원고는 소외 이은정과 만났다.\n\n판사 이은정\n\n판사 박원혜';
    const spans = [
      spanOf(text, '이은정', '내국인이름', { source: 'rule', reason: 'role: 소외' }),
      spanOf(text, '이은정', '내국인이름', { nth: 1, role: 'judge' }),
      spanOf(text, '박원혜', '내국인이름', { role: 'judge' }),
    ];
    const r = redact(text, spans);
    expect(r.redactedText).toBe('원고는 소외 A와 만났다.\n\n판사 A\n\n판사 박원혜');
    expect(r.entities.map((e) => e.role)).toEqual([undefined, 'judge']);
  });

  it('redacts a judge name that the narrative also uses with no role of its own', () => {
    const text = '원고는 이은정과 교제하였다.\n\n판사 이은정';
    const spans = [spanOf(text, '이은정', '내국인이름'), spanOf(text, '이은정', '내국인이름', { nth: 1, role: 'judge' })];
    expect(redact(text, spans).redactedText).toBe('원고는 A와 교제하였다.\n\n판사 A');
    // Only inherited (a propagated mention with its seed's role, no court word on its line): redacted too.
    const inherited = [spanOf(text, '이은정', '내국인이름', { source: 'propagated', role: 'judge' }), spans[1]];
    expect(redact(text, inherited).redactedText).toBe('원고는 A와 교제하였다.\n\n판사 A');
  });

  it('keeps the head noun of a business and the part of an address above 시·군·구', () => {
    const text = '주식회사 한빛은 청주시 상당구 용암로 45에 있고, 나리아파트 101동 1203호에 산다.';
    const r = redact(text, [
      spanOf(text, '주식회사 한빛', '주식회사'),
      spanOf(text, '청주시 상당구 용암로 45', '도로명주소'),
      spanOf(text, '나리아파트', '아파트'),
      spanOf(text, '101동', '동'),
      spanOf(text, '1203호', '호'),
    ]);
    expect(r.redactedText).toBe('주식회사 A는 청주시 상당구 B에 있고, C아파트 D동 E호에 산다.');
    const golf = '푸른솔골프장과 한빛노래주점';
    expect(redact(golf, [spanOf(golf, '푸른솔골프장', '골프장'), spanOf(golf, '한빛노래주점', '노래주점')]).redactedText).toBe('A골프장과 B노래주점');
    const room = '3층 302호실';
    expect(redact(room, [spanOf(room, '3층', '층'), spanOf(room, '302호실', '호실')]).redactedText).toBe('A층 B호실');
  });

  it('numbers accounts, phones and vehicles per kind, the same number keeping its index', () => {
    const text = '계좌 110-123-456789로 보냈고 010-1234-5678로 연락했다. 다시 110-123-456789로, 또 333-22-1111로. 12가3456 차량.';
    const r = redact(text, [
      spanOf(text, '110-123-456789', '계좌번호', { source: 'rule', score: 1 }),
      spanOf(text, '010-1234-5678', '휴대전화번호', { source: 'rule', score: 1 }),
      spanOf(text, '110-123-456789', '계좌번호', { source: 'rule', score: 1, nth: 1 }),
      spanOf(text, '333-22-1111', '계좌번호', { source: 'rule', score: 1 }),
      spanOf(text, '12가3456', '차량번호', { source: 'rule', score: 1 }),
    ]);
    expect(r.redactedText).toBe(
      '계좌 계좌번호 1 생략으로 보냈고 휴대전화번호 1 생략으로 연락했다. 다시 계좌번호 1 생략으로, 또 계좌번호 2 생략으로. 차량번호 1 생략 차량.',
    );
  });

  it('names the kind by category where the model gave only a category', () => {
    const text = '010-9999-8888, 12가3456, 1002-333-444555';
    const r = redact(text, [spanOf(text, '010-9999-8888', 'CONTACT'), spanOf(text, '12가3456', 'VEHICLE'), spanOf(text, '1002-333-444555', 'FINANCIAL')]);
    expect(r.redactedText).toBe('연락처 1 생략, 차량번호 1 생략, 금융정보 1 생략');
  });

  it('deletes a resident registration number entirely, with its parentheses and the doubled space', () => {
    const text = '피고인 홍길동 (900101-1234567) 은 주민등록번호 900101-1234567 을 말했다.';
    const r = redact(text, [
      spanOf(text, '홍길동', '내국인이름'),
      spanOf(text, '900101-1234567', '주민등록번호', { source: 'rule', score: 1 }),
      spanOf(text, '900101-1234567', '주민등록번호', { source: 'rule', score: 1, nth: 1 }),
    ]);
    expect(r.redactedText).toBe('피고인 A 은 주민등록번호 을 말했다.');
    expect(r.entities[1].pseudonym).toBe('');
  });

  it('keeps judges, prosecutors and public bodies, each role a setting', () => {
    const text = '판사 박정의, 검사 최공정. 청주시청 공무원 홍길동.';
    const spans = [
      spanOf(text, '박정의', '내국인이름', { role: 'judge' }),
      spanOf(text, '최공정', '내국인이름', { role: 'prosecutor' }),
      spanOf(text, '청주시청', '정부기관및지방자치단체', { role: 'local_government' }),
      spanOf(text, '홍길동', '내국인이름'),
    ];
    expect(redact(text, spans).redactedText).toBe('판사 박정의, 검사 최공정. 청주시청 공무원 A.');
    const r = redact(text, spans, { keepRoles: { prosecutor: false } });
    expect(r.redactedText).toBe('판사 박정의, 검사 A. 청주시청 공무원 B.');
    expect(r.entities.map((e) => e.operator)).toEqual(['keep', 'court', 'keep', 'court']);
    expect(r.entities[0].pseudonym).toBe('박정의');
  });

  it('letters a police box by the neighbourhood it is named for and keeps its kind and its station', () => {
    const text = '태안경찰서 청량리파출소 소속 순경과 서울화곡지구대 경찰관';
    const spans = [
      spanOf(text, '태안경찰서', '경찰서', { role: 'state_body' }),
      spanOf(text, '청량리파출소', 'INSTITUTION'),
      spanOf(text, '서울화곡지구대', '지구대'),
    ];
    expect(redact(text, spans).redactedText).toBe('태안경찰서 A파출소 소속 순경과 B지구대 경찰관');
  });

  it('publishes regions down to 시·군·구 and letters what lies below', () => {
    const text = '청주시에서 용암동으로 가는 상당로에서';
    const r = redact(text, [spanOf(text, '청주시', '행정시'), spanOf(text, '용암동', '행정동'), spanOf(text, '상당로', '도로')]);
    expect(r.redactedText).toBe('청주시에서 A로 가는 B에서');
    expect(r.entities.map((e) => e.pseudonym)).toEqual(['청주시', 'A', 'B']);
  });

  it('publishes a city a line break cut as it publishes the city whole, and still letters what lies below', () => {
    // Text out of a PDF breaks lines inside words: `강동⏎동시` is the city `강동동시` of the lines around it.
    const text = '강동\n동시 소재 골프장, 강동동\n시에서, 강동동시에, 종로구\n이곡동 623';
    const r = redact(text, [
      spanOf(text, '강동\n동시', '행정시'),
      spanOf(text, '강동동\n시', '행정시'),
      spanOf(text, '강동동시', '행정시'),
      spanOf(text, '종로구\n이곡동 623', '도로명주소'),
    ]);
    expect(r.redactedText).toBe('강동\n동시 소재 골프장, 강동동\n시에서, 강동동시에, 종로구\nA');
  });

  it('hands out no letter the document already holds, so no two entities read alike and no redacted mark returns', () => {
    // An excerpt lettered in part already (`A클럽`, `N호`): a new entity lettered `A` would read as the club, and the
    // export's leak check would find the redacted `N호` again where `N` was handed out before `호`.
    const text = '피고인 홍길동은 A클럽에서 피해자 김철수와 만나 1802호, N호를 보았다. MD로 일하는 B씨, A4 용지, CCTV.';
    const r = redact(text, [
      spanOf(text, '홍길동', '내국인이름'),
      spanOf(text, '김철수', '내국인이름'),
      spanOf(text, '1802', '도로명주소'),
      spanOf(text, 'N호', '내국인이름'),
    ]);
    expect(r.entities.map((e) => e.pseudonym)).toEqual(['C', 'D', 'E', 'F']);
    expect(r.redactedText).toContain('피고인 C는 A클럽에서 피해자 D와 만나 E호, F를 보았다.');
    // A capital inside a word or beside a digit is no letter in use.
    expect(redact('A4 용지에 CCTV, 홍길동.', [spanOf('A4 용지에 CCTV, 홍길동.', '홍길동', '내국인이름')]).redactedText).toBe('A4 용지에 CCTV, A.');
  });

  it('continues after Z with AA, AB', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(letterName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
