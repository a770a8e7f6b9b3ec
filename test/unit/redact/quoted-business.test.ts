import { describe, expect, it } from 'vitest';
import { addQuotedBusinessNames, quotedBusinessNames } from '../../../native/redact/quoted-business';
import { spanOf } from './make-span';

const names = (text: string) => quotedBusinessNames(text).map(({ start, end }) => text.slice(start, end));
const spans = (text: string, given = [] as ReturnType<typeof spanOf>[]) =>
  addQuotedBusinessNames(text, given).map((s) => `${s.text}:${s.category}`);

describe('a quoted trade name', () => {
  it('is read before the kind of business, after an address or an operator, and before 라는 상호', () => {
    expect(names("남동 908-45에 있는 ‘24시스마트동물병원' 식당에서, 술에 취하여")).toEqual(['24시스마트동물병원']);
    expect(names("마블러스에스타워건물 2층 '온누리생활용품DC마트'에서 피해자")).toEqual(['온누리생활용품DC마트']);
    expect(names('피해자가 운영하는 ‘쿠클럭스클랜(KKK)’ 식당에서')).toEqual(['쿠클럭스클랜(KKK)']);
    expect(names("남부민동 791-39 ‘탬흖'으로 이동하여")).toEqual(['탬흖']);
    expect(names("2층에 있는 '서울귀금속'라는 귀금속 세공업소 내에서")).toEqual(['서울귀금속']);
    expect(names('"한빛"이라는 상호로 영업하였다')).toEqual(['한빛']);
    // Right before 상호, a dictionary word too.
    expect(names('피해자가 운영하는 "박장대소" 상호의 식당 내에서')).toEqual(['박장대소']);
    // What one runs, manages or takes over, the kind inside the quotes left out as courts write it.
    expect(names("아버지가 일산에서 '횔갔 나이트클럽'을 운영하는데, ‘봄꽃화원'을 인수하였고")).toEqual(['횔갔 나이트클럽', '봄꽃화원']);
    expect(spans("아버지가 일산에서 '횔갔 나이트클럽'을 운영하는데")).toEqual(['횔갔:BUSINESS']);
  });

  it("is read before the word for the body's representative, staff or members", () => {
    expect(names("2019. 8.경 ‘삼성전기' 대표 피해자에게, '한빛증권' 대표이사인 피고인, “나리상사” 직원에게")).toEqual(['삼성전기', '한빛증권', '나리상사']);
    // A word for any body is no name (`'회사' 대표`), nor a quote a word goes on from (`'대표적인'`).
    expect(names("'회사' 대표에게, ‘업체' 직원, ‘나리' 대표적인 사례")).toEqual([]);
  });

  it('after an address is a name even where it is a word of the dictionary, after an operator only where one is at it', () => {
    expect(names("평산남로 88번길 193에 있는 ‘상부상조'에서 근무하는 직원이고")).toEqual(['상부상조']);
    expect(names("피해자 귤등이 운영하는 ‘국가대표'에서 피해자에게, 피해자 김영철 운영의 '꽃밭' 식당 앞에서")).toEqual(['국가대표', '꽃밭']);
    expect(names("콜센터를 운영하는 '총책'을 필두로, 피해자가 운영하는 '국가대표'를 홍보하였다")).toEqual([]);
  });

  it('leaves quoted speech, legal terms, law.go.kr masks and phrases of everyday nouns', () => {
    expect(names('피해자에게 \'니가 뭔데 이 새끼야\'라는 취지로 말하고')).toEqual([]);
    expect(names("이는 형법상 '폭행'에 해당한다. 소위 ‘돌려막기'로 채무를 갚았다")).toEqual([]);
    expect(names('○○시에 있는 ‘☆☆☆☆’ 커피숍 주차장에서, 소재 ‘(상호 2 생략)’ 식당 건물')).toEqual([]);
    expect(names("울산 남구 3에 있는 ‘상호를 알 수 없는 커피숍' 내에서")).toEqual([]);
    expect(names("건물 지하1층 '입주자 대표 임시회의장'에서 방청객인")).toEqual([]);
    expect(names("'노래방' 앞에서")).toEqual([]);
    expect(names("'노래방'을 운영하였다, 피해자에게 '식당을 운영한다'고")).toEqual([]);
  });

  it('is marked where nothing touches it, the kind left as courts write it', () => {
    expect(spans("남동 908-45에 있는 ‘24시스마트동물병원' 식당에서")).toEqual(['24시스마트동물:BUSINESS']);
    expect(spans("구례읍 78-42에 있는 '화순 볼링장'에서")).toEqual(['화순:BUSINESS']);
  });

  it("is taken whole where the model read part of it, but never over a person's name", () => {
    const text = "타워건물 2층 '온누리생활용품DC마트'에서 피해자";
    expect(spans(text, [spanOf(text, '온누리생활', '기업명')])).toEqual(['온누리생활용품DC:BUSINESS']);
    const kind = "소재 건물 4층에 있는 ‘빅토리노래방' 출입문 부근에서";
    expect(spans(kind, [spanOf(kind, '빅토리', '기업명')])).toEqual(['빅토리:BUSINESS']);
    const kkk = '피해자가 운영하는 ‘쿠클럭스클랜(KKK)’ 식당에서';
    expect(spans(kkk, [spanOf(kkk, '쿠클럭스클랜(KKK', '기업명')])).toEqual(['쿠클럭스클랜(KKK):BUSINESS']);
    const person = "2층에 있는 '김영희미용실'에서";
    expect(spans(person, [spanOf(person, '김영희', '내국인이름')])).toEqual(['김영희:PERSON']);
  });
});
