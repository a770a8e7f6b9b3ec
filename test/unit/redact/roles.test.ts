import { describe, expect, it } from 'vitest';
import { detectRoles, publicBodyRole } from '../../../native/redact/roles';
import { spanOf } from './make-span';

describe('detectRoles', () => {
  it('reads person roles from the words before or after the name', () => {
    const text = '재판장 판사 김정의\n검사 이공정(기소)\n변호인 법무법인 한빛 담당변호사 박변론\n피고인 홍길동\n최검사 아닌 정수사 검사가';
    const spans = detectRoles(text, [
      spanOf(text, '김정의', '내국인이름'),
      spanOf(text, '이공정', '내국인이름'),
      spanOf(text, '한빛', '회사'),
      spanOf(text, '박변론', '내국인이름'),
      spanOf(text, '홍길동', '내국인이름'),
      spanOf(text, '정수사', '내국인이름'),
    ]);
    expect(spans.map((s) => s.role)).toEqual(['judge', 'prosecutor', 'law_firm', 'attorney', undefined, 'prosecutor']);
  });

  it('reads spaced-out header roles, qualifiers, and names listed after a role', () => {
    const text = '검      사    이정훈(기소), 박서연(공판)\n변  호  인    변호사(국선) 전태우\n피  고  인    김민수, 최민호';
    const spans = detectRoles(text, ['이정훈', '박서연', '전태우', '김민수', '최민호'].map((n) => spanOf(text, n, '내국인이름')));
    expect(spans.map((s) => s.role)).toEqual(['prosecutor', 'prosecutor', 'attorney', undefined, undefined]);
  });

  it('takes every name on a signature line for a judge, and only on a line of names', () => {
    const text = '판사   박원혜   문호수   윤은영\n판사 함상훈(재판장) 진현섭 이수환\n대법관 김선수(재판장) 박정화(주심) 이동원\n판사 김영수 피고인 박철수에게 말하였다.';
    const names = ['윤은영', '이수환', '진현섭', '이동원', '박정화', '박철수'];
    const spans = detectRoles(text, names.map((n) => spanOf(text, n, '내국인이름')).sort((a, b) => a.start - b.start));
    expect(Object.fromEntries(spans.map((s) => [s.text, s.role]))).toEqual({ 윤은영: 'judge', 진현섭: 'judge', 이수환: 'judge', 박정화: 'judge', 이동원: 'judge', 박철수: undefined });
  });

  it('gives no role to a title someone takes on: an impersonated or quoted prosecutor or attorney', () => {
    const text = '대검찰청 차유나 검사를 사칭하며, 위 \'다나카 변호사\'와 공모하여, 박영수 검사라며 전화하여, 김철수 변호사가 작성한 통지서';
    const spans = detectRoles(text, ['차유나', '다나카', '박영수', '김철수'].map((n) => spanOf(text, n, '내국인이름')));
    expect(spans.map((s) => s.role)).toEqual([undefined, undefined, undefined, 'attorney']);
    // The lawyer one hires or visits in the facts is a third party, not the case's counsel.
    const hired = '그러니 장아름솔 변호사 선임비용 1,000만 원을, 박란 변호사 사무실에서, 박율이 변호사 사건을 하였고, 김철수 변호사가 작성한';
    expect(detectRoles(hired, ['장아름솔', '박란', '박율이', '김철수'].map((n) => spanOf(hired, n, '내국인이름'))).map((s) => s.role)).toEqual([undefined, undefined, undefined, 'attorney']);
  });

  it("gives no role to a party's name before the word for the party's attorney, whichever reader found the name", () => {
    const text = '피고인 후인 반 똬 변호인의 주장에 대한 판단. 원고 김영수 변호사가 작성한 준비서면. 박철수 변호인은 출석하였다.';
    const spans = detectRoles(text, ['후인 반 똬', '김영수', '박철수'].map((n) => ({ ...spanOf(text, n, '외국인이름'), reason: 'Vietnamese name' })));
    expect(spans.map((s) => s.role)).toEqual([undefined, undefined, 'attorney']);
  });

  it('gives no law-firm role to a firm the facts place at an address: a place, not the case\'s counsel', () => {
    const facts = '서초중앙로 80번길 94에 있는 법무법인 지평에서 피해자를 만나고, 서초동 123 소재 \'법무법인 한빛\' 사무실에서';
    const spans = detectRoles(facts, ['법무법인 지평', '법무법인 한빛'].map((n) => spanOf(facts, n, '법무법인')));
    expect(spans.map((s) => s.role)).toEqual([undefined, undefined]);
    const counsel = '원고 소송대리인 법무법인 지평 담당변호사 김철수, 피고는 법무법인 한빛에 사건을 맡겼다';
    expect(detectRoles(counsel, ['법무법인 지평', '법무법인 한빛'].map((n) => spanOf(counsel, n, '법무법인'))).map((s) => s.role)).toEqual(['law_firm', 'law_firm']);
  });

  it('does not take a role from the previous line', () => {
    const text = '판사\n홍길동';
    expect(detectRoles(text, [spanOf(text, '홍길동', '내국인이름')])[0].role).toBeUndefined();
  });

  it('names public bodies by label and name ending; law firms by name', () => {
    expect(publicBodyRole('청주지방법원', '병원')).toBe('state_body');
    expect(publicBodyRole('서울중앙지방검찰청', 'INSTITUTION')).toBe('state_body');
    expect(publicBodyRole('청주시청', 'INSTITUTION')).toBe('local_government');
    expect(publicBodyRole('청주시', '정부기관및지방자치단체')).toBe('local_government');
    expect(publicBodyRole('국민건강보험공단', 'INSTITUTION')).toBe('public_institution');
    expect(publicBodyRole('국토교통부', '정부기관및지방자치단체')).toBe('state_body');
    expect(publicBodyRole('나리은행', '은행')).toBeUndefined();
    expect(publicBodyRole('서울법무사합동사무소', 'BUSINESS')).toBeUndefined();
    expect(publicBodyRole('신북면사무소', 'INSTITUTION')).toBe('local_government');
    expect(publicBodyRole('역삼1동사무소', 'INSTITUTION')).toBe('local_government');
    expect(publicBodyRole('강남서', '경찰서')).toBe('state_body');
    expect(publicBodyRole('한국소비자원', '공공기관')).toBe('public_institution');
    // A reading that took the address before the body along is no body's name: kept visible, it would publish it.
    expect(publicBodyRole('양서면 517 한국토지주택공사', 'INSTITUTION')).toBeUndefined();
    expect(publicBodyRole('복산동 1117-51 한국토지주택공사', 'INSTITUTION')).toBeUndefined();
    expect(publicBodyRole('수원지방법원 안산지원', 'INSTITUTION')).toBe('state_body');
    // A police box is named for its neighbourhood, below the district the court publishes: no body kept by role.
    expect(publicBodyRole('청량리파출소', 'INSTITUTION')).toBeUndefined();
    expect(publicBodyRole('서울화곡지구대', '지구대')).toBeUndefined();
    expect(publicBodyRole('청량리', '파출소')).toBeUndefined();
    expect(publicBodyRole('역전치안센터', '치안센터')).toBeUndefined();
    expect(publicBodyRole('태안경찰서', 'INSTITUTION')).toBe('state_body');
    // A firm's office the facts visit, or one hired in them, is a place or a third party, not the case's counsel.
    const facts = '1804호 법무법인 화우 사무실에서, 원고 소송대리인 법무법인 세종 담당변호사';
    const [office, counsel] = detectRoles(facts, [spanOf(facts, '법무법인 화우', '회사'), spanOf(facts, '법무법인 세종', '회사')]);
    expect([office.role, counsel.role]).toEqual([undefined, 'law_firm']);
    const header = '【변 호 인】 법무법인 치악종합법률사무소 담당변호사 김문성';
    expect(detectRoles(header, [spanOf(header, '법무법인 치악종합법률', '회사')])[0].role).toBe('law_firm');
    // A company the judgment names as one, though its name ends as a public corporation's, is no public body.
    const named = '한국직업능력진흥원 주식회사(이하 ‘한국직업능력진흥원’)의 대표이사로, 한국직업능력진흥원에 송금. 한국전력공사 직원';
    const found = detectRoles(named, [spanOf(named, '한국직업능력진흥원', '공공기관', { nth: 2 }), spanOf(named, '한국전력공사', '공공기관')]);
    expect(found.map((x) => x.role)).toEqual([undefined, 'public_institution']);
    const text = '법무법인 한빛과 주식회사 나리';
    const [firm, company] = detectRoles(text, [spanOf(text, '법무법인 한빛', '회사'), spanOf(text, '주식회사 나리', '주식회사')]);
    expect([firm.role, company.role]).toEqual(['law_firm', undefined]);
  });
});
