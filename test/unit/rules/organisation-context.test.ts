import { describe, expect, it } from 'vitest';
import { findOrganisationNames } from '../../../native/rules/organisation-context';
import { findRuleSpans } from '../../../native/rules';

const orgs = (text: string) => findOrganisationNames(text).map((s) => [s.text, s.label, s.category]);

describe('organisation context: a company named by its legal form or as a trade name', () => {
  it.each([
    ['(주) 윈뎅퇘의 대표이사이다.', '윈뎅퇘', '주식회사'],
    ['주식회사 그린나래건설은 원고에게', '그린나래건설', '주식회사'],
    ['그린나래건설 주식회사는 원고에게', '그린나래건설', '주식회사'],
    ['피고 에스케이(주)가', '에스케이', '주식회사'],
    ['㈜다이소에서 구입하였다', '다이소', '주식회사'],
    ['(주)KT엠모바일 대리점', 'KT엠모바일', '주식회사'],
    ['원고 유한회사 이성택시에 별지', '이성택시', '유한회사'],
    ['목적으로 하는 가가 주식회사(대표이사 김철수)에', '가가', '주식회사'],
    ['2017. 12. 1. 13:54경 주식회사 가람누리에서', '가람누리', '주식회사'],
    ["‘새살약국’이라는 상호의 약국", '새살약국', '기업명'],
    ['온누리약국이라는 상호로 영업하였다', '온누리약국', '기업명'],
    ["상호 '비앤비물류센터'에서", '비앤비물류센터', '기업명'],
    // What someone heads, quoted.
    ['띰둔띈이 대표이사로 있는 ‘보광’로 이전하였고', '보광', '기업명'],
    ["김철수가 대표로 재직하는 '마녀공장'에서", '마녀공장', '기업명'],
    // A law firm the facts place at an address.
    ['천을로 80번길 94에 있는 법무법인 지평에서 피해자와', '지평', '법무법인'],
    ["서초동 123 소재 '법무법인 한빛' 사무실에서", '한빛', '법무법인'],
  ])('%s', (text, name, label) => {
    expect(orgs(text)).toEqual([[name, label, 'BUSINESS']]);
  });

  it.each([
    // The forms of foundations and associations the release marks after them: a dictionary word there is a name too.
    ["재단법인 여우비(이하 '여우비'라 한다)의 대표이사", '여우비', '단체명', 'ORGANIZATION'],
    ['사단법인 시민복지참여회에 기부하였다', '시민복지참여회', '사단법인', 'ORGANIZATION'],
    ['의료법인 정민의료재단이 운영하는', '정민의료재단', '의료법인', 'ORGANIZATION'],
    ['사회복지법인 현성원은', '현성원', '사회복지법인', 'ORGANIZATION'],
  ])('%s', (text, name, label, category) => {
    expect(orgs(text)).toEqual([[name, label, category]]);
  });

  it.each([
    '재단법인 ○○의 이사장',
    '사단법인 □□협회는',
    '△△△ 주식회사는 원고에게',
    '주식회사 ○○은 피고에게',
    '농업회사법인 □축산 주식회사',
    '△△농장이라는 상호로 양계업을',
    '공소외 18이 대표이사로 있는 ‘◎◎◎◎◎◎’로 이전하였다',
    '김철수가 대표이사로 있는 회사로 이전하였다',
    '소외 1 주식회사',
    '피고 주식회사는 원고에게',
    '위 주식회사의 대표이사',
    '원고가 운영하는 주식회사 △△ (이하',
    '소외 2에게 유한회사 ☆☆☆☆를',
    '법무법인 율촌 담당변호사 김영수',
    '원고 소송대리인 법무법인 지평, 피고는 법무법인 한빛에 사건을 맡겼다',
    '"오빠 하지 말라"라는 말을 하였다',
    '대출받아 이 돈을 주식회사 ○○ 명의의 계좌로',
    '3,000만 원을 주식회사 ○○ 명의로',
    '원청인 ○○(주)로부터 공사를 하도급받아',
    '그는 주식회사(이하 회사)의 대표이다',
  ])('leaves masks, placeholders, prose and kept firms alone: %s', (text) => {
    expect(orgs(text)).toEqual([]);
  });

  it.each(['가람 주식회사 압구정지점 담당자', '가람 주식회사 소유인 토지', '가람 주식회사 대출 담당자에게'])(
    'reads the name before the form when what follows is said of a company: %s',
    (text) => expect(orgs(text).map(([name]) => name)).toEqual(['가람']),
  );

  it('reads a name that opens with an adnominal word with the word it describes, not what follows a company', () => {
    expect(orgs('피해자에게 "사단법인 행복한 미술에 보증금을 납입하면"').map((o) => o[0])).toEqual(['행복한 미술']);
    expect(orgs('재단법인 아름다운 나눔은 설립되었다').map((o) => o[0])).toEqual(['아름다운 나눔']);
    expect(orgs('주식회사 푸른 소유인 건물, 주식회사 한빛은').map((o) => o[0])).toEqual(['푸른', '한빛']);
  });

  it('reads a name of several words after a form to the word that says what kind of body it is', () => {
    const names = (text: string) => orgs(text).map((o) => o[0]);
    expect(names('피해자에게 "사단법인 겨자씨 선교회에 보증금 3,000만원을')).toEqual(['겨자씨 선교회']);
    expect(names('"사단법인 한빛 무형문화재 기능보존협회에 보증금')).toEqual(['한빛 무형문화재 기능보존협회']);
    // A province's 도 is no particle: the name goes on from it, and a province alone is no body's name.
    expect(names('"사단법인 전라북도 무형문화재 기능보존협회에 보증금')).toEqual(['전라북도 무형문화재 기능보존협회']);
    expect(names('사단법인 경기도 관광진흥에, 사단법인 경상남도에 등록된')).toEqual([]);
    for (const [text, name] of [['유한회사 여우비 회의에서', '여우비'], ['주식회사 한빛 본부장인 김철수', '한빛'], ['유한회사 여우비도 한빛센터에 가입', '여우비'], ['주식회사 한빛은 협회에 가입', '한빛']]) {
      expect(names(text)).toEqual([name]);
    }
  });

  it('keeps a last 가 or 이 in the name before the title of someone the company has, not before its object', () => {
    const names = (text: string) => orgs(text).map((o) => o[0]);
    expect(names('목적으로 설립된 ㈜백메가 대표이사로, 2016. 7. 8.')).toEqual(['백메가']);
    expect(names('피해자 주식회사 다솜이 직원인 김철수에게')).toEqual(['다솜이']);
    expect(names('그 후 ㈜한빛이 대표이사를 교체하였다')).toEqual(['한빛']);
    expect(names('피고인은 ㈜삼성이 직원을 보내')).toEqual(['삼성']);
    expect(names('피고인은 ㈜한빛이 위 돈을 보내')).toEqual(['한빛']);
  });

  it('reads a name in Latin letters over its words, up to four, on either side of the form', () => {
    expect(orgs('2014. 10. 29. 원고 Kurniawan MARIA CLARA 유한회사에 별지 1 기재').map(([name]) => name)).toEqual(['Kurniawan MARIA CLARA']);
    expect(orgs('피고 주식회사 Blue Ocean Partners는 원고에게').map(([name]) => name)).toEqual(['Blue Ocean Partners']);
    // Hangul before or after ends the run; no more than four words.
    expect(orgs('원고 삼성 SDS 주식회사와 주식회사 ABC 대표이사, A B C D E 주식회사').map(([name]) => name)).toEqual(['SDS', 'ABC', 'B C D E']);
  });

  it('reads a name glued to its form where the text lost its spaces and a parenthesis closes it, not a particle there', () => {
    expect(orgs('상장된 법인인 주식회사테스(이하‘테스’라 한다)는')).toEqual([['테스', '주식회사', 'BUSINESS']]);
    expect(orgs('주식회사로부터(2010. 5.) 유한회사에서(이하 같다) 주식회사부동산(이하)')).toEqual([]);
    // A dictionary word where the parenthesis gives it as the company's short name; not where it names something else.
    expect(orgs('상장된 법인인 주식회사서원(이하 ‘서원’라 한다)는')).toEqual([['서원', '주식회사', 'BUSINESS']]);
    expect(orgs('상장된 법인인 주식회사서원(이하\n‘서원’라 한다)는')).toEqual([['서원', '주식회사', 'BUSINESS']]);
    expect(orgs('주식회사부동산(이하 ‘회사’라 한다) 주식회사서원(서울 소재)')).toEqual([]);
    // … or a particle and the digits of a date or sum glued after it (the particle is the syllable before the digits).
    expect(orgs('인수하였다. 다.주식회사시프트업은1997. 3. 31.원고에게 양도하였고,주식회사껌똔귤도1997. 3. 31.')).toEqual([
      ['시프트업', '주식회사', 'BUSINESS'],
      ['껌똔귤', '주식회사', 'BUSINESS'],
    ]);
    expect(orgs('주식회사○○○은1997. 3. 31. 주식회사부동산은2000. 주식회사로부터1997.')).toEqual([]);
  });

  it('reads a name glued to 사 glossed 社, not a kind of company the dictionary knows', () => {
    expect(orgs('해외 매니지먼트 회사인 공구우먼사(社) 관계자 등이 참석하는')).toEqual([['공구우먼', '회사', 'BUSINESS']]);
    expect(orgs('통신사(社) 관계자, 언론사(社) 기자, 신문사(社) 기자, 사(社)의 방침')).toEqual([]);
  });

  it('reads the name before a co-operative’s form, a dictionary word too, and no bound noun, adnominal or act', () => {
    expect(orgs('원고는 2013. 3. 11. 진로 생활협동조합으로부터 주문을 받았고, 한살림 협동조합과 해피 사회적협동조합의')).toEqual([
      ['진로', '단체명', 'ORGANIZATION'],
      ['한살림', '단체명', 'ORGANIZATION'],
      ['해피', '단체명', 'ORGANIZATION'],
    ]);
    expect(orgs('약정한 대로 협동조합을 설립하고, 수익을 내는 협동조합이나 구 소비자 협동조합법 제2조, 위 협동조합 설립')).toEqual([]);
  });

  it('reads one of the bodies a count sums up before 등, a compound of nouns too, never a dictionary word or the kind itself', () => {
    expect(orgs('2010. 9.경까지 인카금융서비스 등 21개 보험사에 총 5건, 삼성생명 등 3개 보험회사에')).toEqual([
      ['인카금융서비스', '기업명', 'BUSINESS'],
      ['삼성생명', '기업명', 'BUSINESS'],
    ]);
    expect(orgs('손해보험사 등 4개 회사에, 돈까스 등 20개 품목을, 은행 등 3개 금융기관에, 이들 등 2개 업체는')).toEqual([]);
  });

  it('keeps the legal form outside the span, as the court writes 주식회사 ○○', () => {
    const text = '피고인은 주식회사 가람누리의 대표이사로서 가람누리 주식회사 명의로 계약하였다.';
    expect(findRuleSpans(text).filter((s) => s.category === 'BUSINESS').map((s) => text.slice(s.start, s.end))).toEqual(['가람누리', '가람누리']);
  });
});
