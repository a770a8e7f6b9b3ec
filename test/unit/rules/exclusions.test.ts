import { describe, expect, it } from 'vitest';
import { findExclusions, findRuleSpans } from '../../../native/rules';
import { at } from './check-digits';

const kinds = (text: string) => findExclusions(text).map((r) => [text.slice(r.start, r.end), r.kind]);

describe('findExclusions', () => {
  it('marks case numbers', () => {
    expect(kinds('2023고단1234, 2022노567, 2021가합12345, 2019도1234')).toEqual([
      ['2023고단1234', 'case-number'],
      ['2022노567', 'case-number'],
      ['2021가합12345', 'case-number'],
      ['2019도1234', 'case-number'],
    ]);
  });

  it('marks a case number, date, sum or age that a wrapped line’s end cuts, and leaves a range on each line where it was', () => {
    expect(kinds('선고 99도\n1095 판결')).toEqual([['99도\n1095', 'case-number']]);
    expect(kinds('금 1,000,\n000원을')).toContainEqual(['1,000,\n000원', 'money']);
    expect(kinds('피해자 A(남, 3\n5세)')).toContainEqual(['3\n5', 'age']);
    expect(kinds('2023. 11. 1\n7. 피고인')).toContainEqual(['2023. 11. 1\n7.', 'date']);
    // Joined, two case numbers a line break separates would read as none: each keeps its own range.
    expect(kinds('2019가합1234\n2019가합5678')).toEqual([['2019가합1234', 'case-number'], ['2019가합5678', 'case-number']]);
    // A break in a space's place: a road's number after its 번길 is no case number (`98가합1234` alone is one).
    expect(kinds('광명시 합천대로 38번길\n294, 임상시험센터')).toEqual([]);
    // A paragraph's end (a blank line, or a space beside the break) joins nothing.
    expect(kinds('선고 99도\n\n1095 판결')).toEqual([]);
  });

  it('answers the same text once, with ranges no caller can change', () => {
    const text = '2023. 11. 17. 선고 2023고단1234';
    const first = findExclusions(text);
    expect(findExclusions(`${text}`)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(findExclusions('2023고단1234')).not.toBe(first);
  });

  it('marks two-digit-year case numbers near a court word', () => {
    const text = '대법원 1996. 5. 10. 선고 96도1234 판결';
    expect(findExclusions(text).filter((r) => r.kind === 'case-number').map((r) => [r.start, r.end])).toEqual([at(text, '96도1234')]);
  });

  it('marks statute citations', () => {
    expect(kinds('형법 제347조 제1항, 제3조의2')).toEqual([
      ['형법', 'statute'],
      ['제347조', 'statute'],
      ['제1항', 'statute'],
      ['제3조의2', 'statute'],
    ]);
  });

  it('marks statute names cited with an article (and their other mentions), crimes named after a statute, annexes', () => {
    const text = '대통령령인 군인복무규율 제2조 제4호는 … 피고인은 군인복무규율이 보충한다고 주장한다.';
    expect(kinds(text).filter(([, k]) => k === 'statute').map(([w]) => w)).toEqual(['군인복무규율', '제2조', '제4호', '군인복무규율']);
    const amended = '구 상표법시행규칙(2001. 12. 31. 법률 제6565호로 개정되기 전의 것) 제6조 제2항 [별표 2]';
    expect(kinds(amended).filter(([, k]) => k === 'statute').map(([w]) => w)).toEqual(['상표법시행규칙', '제6565호', '제6조', '제2항', '별표 2']);
    expect(kinds('유해화학물질관리법위반(환각물질흡입)')).toEqual([['유해화학물질관리법위반', 'statute']]);
    // A name is no statute, nor a word that only ends like one without an article after it.
    expect(kinds('피해자 김민수법은 마을에서 군인복무규율을 지켰다')).toEqual([]);
  });

  it('marks dates with their trailing 경', () => {
    expect(kinds('2020. 9. 25. 및 2015. 9. 18.경, 2023-12-25')).toEqual([
      ['2020. 9. 25.', 'date'],
      ['2015. 9. 18.경', 'date'],
      ['2023-12-25', 'date'],
    ]);
  });

  it('rejects impossible months in a dotted date', () => {
    expect(kinds('2020. 13. 25')).toEqual([]);
  });

  it('marks money, times and percentages', () => {
    expect(kinds('607,605,479원, 4억 원, 14:30, 12.5%')).toEqual([
      ['607,605,479', 'money'],
      ['607,605,479원', 'money'],
      ['4억 원', 'money'],
      ['14:30', 'time'],
      ['12.5%', 'percent'],
    ]);
  });

  it('marks counts and ages, never a number of an address', () => {
    expect(kinds('큰 소 10두, 송아지 10두를 받고 3명의 동료와 소주 5병, 10회에 걸쳐 3번째')).toEqual([
      ['10두', 'count'],
      ['10두', 'count'],
      ['3명', 'count'],
      ['5병', 'count'],
      ['10회', 'count'],
      ['3번째', 'count'],
    ]);
    expect(kinds('피해자 김영희(여, 27)와 박철수(남, 31세)')).toEqual([
      ['27', 'age'],
      ['31', 'age'],
      ['31세', 'count'],
    ]);
    expect(kinds('역삼동 10 101동 1003호 3층, 산 12번지, 계좌 123456 명의, 1,000두, 서울56두9454, 31두 2105 택시')).toEqual([['1,000', 'money']]);
    // Lots, cases, vehicles, sheets and houses: counted, not an address's numbers (`2대학교`, `3건축` are no counts).
    expect(kinds('면목로 222 외 4필지의 토지, 승용차 2대를, 차용증 3장, 아파트 2채를, 고소 3건의, 2대학교, 3건축')).toEqual([
      ['4필지', 'count'],
      ['2대', 'count'],
      ['3장', 'count'],
      ['2채', 'count'],
      ['3건', 'count'],
    ]);
  });

  it('keeps every recognizer away from excluded text', () => {
    const text = '형법 제347조 제1항, 2023고단1234, 2020. 9. 25. 14:30경 계좌로 1234567890원을 송금';
    expect(findRuleSpans(text)).toEqual([]);
  });
});

describe('findExclusions: areas, fractions, court sections, omission markers, ordinals (issue 12)', () => {
  it('marks each, so no span is ever cut out of them', () => {
    expect(kinds('2/28 지분, 843㎡, 12.5m², 3분의 1')).toEqual([
      ['2/28', 'fraction'],
      ['843㎡', 'area'],
      ['12.5m²', 'area'],
      ['3분', 'time'],
      ['3분의 1', 'fraction'],
    ]);
    expect(kinds('제3민사부, 형사2부, 민사12단독')).toEqual([
      ['제3민사부', 'court-section'],
      ['형사2부', 'court-section'],
      ['민사12단독', 'court-section'],
    ]);
    expect(kinds('(주소 생략), [별지 생략], (지번 1 생략)')).toEqual([
      ['(주소 생략)', 'omission'],
      ['[별지 생략]', 'omission'],
      ['(지번 1 생략)', 'omission'],
    ]);
    // A list of evidence runs over 내지 ("to") as over commas.
    expect(kinds('갑 제2, 3, 10, 12 내지 16호증, 을 제1 내지 3호증')).toEqual([
      ['3', 'statute'],
      ['10', 'statute'],
      ['12', 'statute'],
      ['16', 'statute'],
      ['제1', 'statute'],
      ['3', 'statute'],
    ]);
    // The word that closes an omission after a value left in it; not 생략 in prose.
    expect(kinds('(86수3523 생략) 버스, 통지를 생략할 경우, 사전통지 생략에 대한')).toEqual([['생략', 'omission']]);
    expect(kinds('제1심판결, 서울고법2006누16559')).toEqual([
      ['제1심', 'statute'],
      ['2006누16559', 'case-number'],
      ['2006누16559', 'case-number'],
    ]);
  });

  it('leaves a registry or receipt number to its own recognizer', () => {
    expect(kinds('법률 제12345호, 접수 제117536호')).toEqual([['제12345호', 'statute']]);
    expect(findRuleSpans('2013. 12. 30. 접수 제65147호로 마친 등기, 등록번호 : 10-0123456, 자동차 등록번호판').map((s) => [s.text, s.label])).toEqual([
      ['제65147호', '접수번호'],
      ['10-0123456', '등록번호'],
    ]);
  });
});

describe('findRegistryNumbers', () => {
  it('never reads another identifier’s label as a registry word', () => {
    const text = '주민등록번호 900101-1234567, 사업자등록번호 123-45-67890, 저당권설정접수번호 제1234호';
    expect(findRuleSpans(text).filter((s) => ['접수번호', '등록번호', '출원번호'].includes(s.label)).map((s) => s.text)).toEqual(['제1234호']);
  });

  it('reads no date after the word as a number (`출원일 / 등록일 / 등록번호 : 1996. 4. 3. / 제123456호`)', () => {
    const text = '출원일 / 등록일 / 등록번호 : 1996. 4. 3. / 1997. 5. 1. / 제123456호, 등록번호 1234567';
    expect(findRuleSpans(text).filter((s) => s.label === '등록번호').map((s) => s.text)).toEqual(['1234567']);
  });
});

describe('findExclusions: words that only look like units', () => {
  it('reads neither `217 불상의` as money nor `제7항공통신전대` as a statute', () => {
    expect(kinds('진주시 천을대로 217 불상의 술집, 제7항공통신전대 식당, 미화 300불, 제7항')).toEqual([
      ['300불', 'money'],
      ['제7항', 'statute'],
    ]);
  });

  it('reads a lot number before a word that 원 or 프로 opens as an address, and a URL’s path as no fraction', () => {
    const text = '부석면 278 원룸 앞, 신정리 344 프로테크건물, https://cafe.naver.com/parenting101/445566 게시판';
    expect(kinds(text)).toEqual([]);
    expect(kinds('5,000원씩 3만원짜리 1만원권 10억원대 1프로, 지분 1/3과 2/28지분')).toEqual([
      ['5,000', 'money'],
      ['5,000원', 'money'],
      ['3만원', 'money'],
      ['1만원', 'money'],
      ['10억원', 'money'],
      ['1프로', 'percent'],
      ['1/3', 'fraction'],
      ['2/28', 'fraction'],
    ]);
  });

  it('reads an hour glued to a word as part of a name, not a time, unless the word is a time of day', () => {
    expect(kinds('서해24시 보석찜질방, 스파이더25시에서')).toEqual([]);
    expect(kinds('오후2시, 밤11시경, 24시간 내에')).toEqual([
      ['2시', 'time'],
      ['11시', 'time'],
      ['24시', 'time'],
    ]);
  });

  it('reads an hour with a word glued after it as part of a name unless the word is a particle or a word of time', () => {
    expect(kinds("'24시성인 PC방', 골든24시세차장, 25시낚시터")).toEqual([]);
    expect(kinds('10시경, 2시반, 3시부터 5시까지, 9시에, 1시간 뒤')).toEqual([
      ['10시', 'time'],
      ['2시', 'time'],
      ['3시', 'time'],
      ['5시', 'time'],
      ['9시', 'time'],
      ['1시', 'time'],
    ]);
  });

  it('reads a unit written apart from its number as one only where no word but a particle goes on from it', () => {
    expect(kinds('세종대로 12 시티타워, 중앙로 55 분당타워, 평화로 123 평화아파트, 테헤란로 3 월드타워, 연지로 45 년화빌딩')).toEqual([]);
    expect(kinds('2020 년 3 월 5 일 14 시 30 분, 대지 30 평의, 3 월경')).toEqual([
      ['2020 년 3 월 5 일', 'date'],
      ['14 시 30 분', 'time'],
      ['30 평', 'area'],
      ['3 월', 'date'],
    ]);
  });
});
