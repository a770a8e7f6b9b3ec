import { describe, expect, it } from 'vitest';
import { cleanSpans, cleanSpansWithReasons } from '../../../native/redact/hygiene';
import { LEGAL_TERMS } from '../../../native/rules/legal-terms';
import { labelInfo } from '../../../native/taxonomy';
import type { Span } from '../../../native/types';
import { namesTaken } from '../generated-names';
import { spanOf } from './make-span';

/** A span at `inner` inside the first occurrence of `outer` (`87` in `2009가합1487`). */
function inside(text: string, outer: string, inner: string, label: string, extra: Partial<Span> = {}): Span {
  const start = text.indexOf(outer) + outer.lastIndexOf(inner);
  const info = labelInfo(label);
  return { start, end: start + inner.length, text: inner, label, category: info.category, tier: info.tier, score: 0.8, source: 'model', ...extra };
}

const why = (text: string, spans: Span[]) => cleanSpansWithReasons(text, spans).dropped.map((d) => [d.span.text, d.why, d.detail ?? '']);

describe('span hygiene', () => {
  it('drops model fragments of case numbers, statutes, dates, areas, fractions and court sections', () => {
    const text = '전주지방법원 2009가합1487 판결, 제1심판결, 2/28 지분, 대지 1,085평, 843㎡, 제3민사부, 접수 (접수번호 1 생략)';
    const spans = [
      inside(text, '2009가합1487', '87', 'ADDRESS'),
      inside(text, '제1심판결', '1', 'OTHER_NUMBER'),
      inside(text, '2/28', '28', 'ADDRESS'),
      inside(text, '1,085평', '085', 'ADDRESS'),
      inside(text, '843㎡', '843', 'ADDRESS'),
      inside(text, '제3민사부', '3민사부', 'ORGANIZATION'),
      inside(text, '(접수번호 1 생략)', '접수번호 1', 'OTHER_NUMBER'),
    ];
    expect(why(text, spans)).toEqual([
      ['87', 'excluded', 'case-number'],
      ['1', 'excluded', 'statute'],
      ['28', 'excluded', 'fraction'],
      ['085', 'excluded', 'money'],
      ['843', 'excluded', 'area'],
      ['3민사부', 'excluded', 'court-section'],
      ['접수번호 1', 'excluded', 'omission'],
    ]);
    expect(cleanSpans(text, spans)).toEqual([]);
  });

  it('widens a number span that cuts a digit run to the whole number, and drops a name span that does', () => {
    const text = '계좌 110234567890으로 보냈고 코드 12019489212가 있다.';
    const account = inside(text, '110234567890', '0234567', 'FINANCIAL');
    const person = inside(text, '12019489212', '12019', 'PERSON');
    const [widened] = cleanSpans(text, [account, person]);
    expect([widened.text, widened.start, widened.end, widened.reason]).toEqual(['110234567890', 3, 15, 'hygiene: widened to the whole number']);
    expect(why(text, [account, person])).toEqual([['12019', 'digit fragment', '']]);
  });

  it('widens a piece of a hyphenated phone to the whole number, and keeps short exit, floor and 동 numbers', () => {
    const text = '발신번호 064-602-2803의 전화, 광화문역 58번 출구, 더포레스트빌라 3동 208호, 37층 엘리베이터';
    const [phone, ...rest] = cleanSpans(text, [
      inside(text, '064-602-2803', '602', 'CONTACT'),
      spanOf(text, '58', 'OTHER_NUMBER'),
      inside(text, '빌라 3동', '3', 'ADDRESS'),
      spanOf(text, '37', 'ADDRESS'),
    ]);
    expect(phone.text).toBe('064-602-2803');
    expect(rest.map((s) => s.text)).toEqual(['58', '3', '37']);
  });

  it('drops a model span on a verb before a dependent noun (갇힌 채, 할 수, 간 후), and keeps a name before other words', () => {
    const text = '피해자 김똠똑은 갇힌 채 빌려주었다. 그는 도망할 수 없었고 집에 간 후 김민준 때문에 울었다. 김민준은 그 전에 왔다.';
    const spans = ['갇힌', '도망할', '간', '김민준'].map((w) => inside(text, w, w, '내국인이름'));
    expect(why(text, spans)).toEqual([
      ['갇힌', 'verb before a dependent noun', ''],
      ['도망할', 'verb before a dependent noun', ''],
      ['간', 'verb before a dependent noun', ''],
    ]);
    // A rule's span is its own decision.
    expect(cleanSpans(text, [inside(text, '갇힌', '갇힌', '내국인이름', { source: 'rule' })])).toHaveLength(1);
  });

  it('drops a model span on a verb before an auxiliary (나타나고 있다, 만나고 싶다), and keeps a name before 있다', () => {
    const text = '계좌거래명세표상 나타나고 있다. 피고인은 그를 만나고 싶었다. 피해자 김민준 있는 곳에 갔다.';
    const spans = [inside(text, '나타나고', '나타나고', '내국인이름'), inside(text, '만나고', '만나', '내국인이름'), inside(text, '김민준', '김민준', '내국인이름')];
    expect(why(text, spans)).toEqual([
      ['나타나고', 'verb before an auxiliary', ''],
      ['만나', 'verb before an auxiliary', ''],
    ]);
  });

  it('drops a model name on a word made of dictionary nouns (감정결과, 사무처리규정), and keeps names and organisations', () => {
    const text = '감정인의 감정결과에 의하면 그 결과는 다르다. 사무를 처리하는 규정에 따라 사무처리규정은 훈령이다. 피해자 김민준은 삼성증권에 갔다.';
    const spans = [inside(text, '감정결과에', '감정결', '내국인이름'), inside(text, '사무처리규정은', '정', '내국인이름'), inside(text, '김민준', '김민준', '내국인이름'), inside(text, '삼성증권', '삼성증권', 'BUSINESS')];
    expect(why(text, spans)).toEqual([
      ['감정결', 'common compound', '감정결과'],
      ['정', 'common compound', '사무처리규정'],
    ]);
    // A rule's name is its own decision.
    expect(cleanSpans(text, [inside(text, '감정결과에', '감정결', '내국인이름', { source: 'rule' })])).toHaveLength(1);
  });

  it('drops a model business on one word of everyday nouns the judgment uses, and keeps one with a head word', () => {
    const text = '상관의 명령에 대한 복종 관계를 보면 명령복종관계가 있다. 관계 은행은 명령은행이다.';
    const spans = [spanOf(text, '명령복종관계', 'BUSINESS'), spanOf(text, '명령은행', 'BUSINESS')];
    expect(why(text, spans)).toEqual([['명령복종관계', 'common compound', '명령복종관계']]);
    // One everyday word of four syllables or more is no business name; a shorter one may be (`하나`, `현대`), and a
    // place inside a building is a noun by nature (`중환자실`).
    const more = '교통사고 상해보험에 가입하고 현대에서 일하며 중환자실에 있었다.';
    expect(why(more, [spanOf(more, '교통사고', 'BUSINESS'), spanOf(more, '현대', 'BUSINESS'), spanOf(more, '중환자실', 'PLACE')])).toEqual([
      ['교통사고', 'common compound', '교통사고'],
    ]);
  });

  it('drops a model business on a long word of three nouns or more, all but one used elsewhere, when it is a whole word', () => {
    const text = '상관이란 명령복종관계에 있는 자를 말하고, 명령권을 가진 관계를 말한다. 서면에서 대부를 받았으나 서면전당포대부에 갔다.';
    const spans = [spanOf(text, '명령복종관계', 'BUSINESS'), spanOf(text, '서면전당포대부', 'BUSINESS')];
    expect(why(text, spans)).toEqual([['명령복종관계', 'common compound', '명령복종관계']]);
    const hall = '강남에 있는 장애인복지재단 산하시설인 강남장애인복지관에 입사하였다.';
    expect(why(hall, [spanOf(hall, '강남장애인복지관', 'INSTITUTION')])).toEqual([]);
    const cut = '공인 중개를 맡긴 유언공인중개사 사무소에서';
    expect(why(cut, [spanOf(cut, '유언공인중개', 'BUSINESS')])).toEqual([]);
    // An everyday word with the kind of place it names glued after it is that place's name (`[승승장구]노래방`).
    const glued = '승승장구하던 피해자가 운영하는 승승장구노래방에서, 교통사고처리에 관하여';
    expect(why(glued, [spanOf(glued, '승승장구', 'BUSINESS', { nth: 1 }), spanOf(glued, '교통사고', 'BUSINESS')])).toEqual([
      ['교통사고', 'common compound', '교통사고'],
    ]);
  });

  it('drops a model name on a long word of three dictionary nouns or more, all but one used elsewhere, and never an organisation for it', () => {
    const text = '피고는 납세자인 원고에게 권리를 알리는 납세자권리헌장을 교부하지 않았다. 군인의 복무를 정한 군인복무규율. 피해자 김민준은 한국의 환경을 연구하는 한국환경연구원에 갔다.';
    const spans = [
      spanOf(text, '납세자권리헌장', '내국인이름'),
      spanOf(text, '군인복무규율', '내국인이름'),
      spanOf(text, '김민준', '내국인이름'),
      spanOf(text, '한국환경연구원', 'INSTITUTION'),
    ];
    expect(why(text, spans)).toEqual([
      ['납세자권리헌장', 'common compound', '납세자권리헌장'],
      ['군인복무규율', 'common compound', '군인복무규율'],
    ]);
  });

  it('drops a pronoun the model read as an entity (`우리` 부분, 그녀는, `우리` of 우리한의원, `우리들`), and keeps a name that starts with one', () => {
    const text = "서비스표 '우리'와 '한방병원'의 결합이고, 그녀는 우리한의원과 우리은행에서 당신의 돈을 찾았다. '우리들' 부분은";
    expect(
      why(text, [
        spanOf(text, '우리', 'INSTITUTION'),
        spanOf(text, '우리들', 'ONLINE'),
        spanOf(text, '그녀', '내국인이름'),
        spanOf(text, '우리', 'BUSINESS', { nth: 1 }),
        spanOf(text, '우리은행', 'BUSINESS'),
        spanOf(text, '당신', '내국인이름', { source: 'propagated' }),
      ]),
    ).toEqual([
      ['우리', 'pronoun', ''],
      ['우리들', 'pronoun', ''],
      ['그녀', 'pronoun', ''],
      ['우리', 'pronoun', ''],
      ['당신', 'pronoun', ''],
    ]);
  });

  it('drops an honorific the model read as a name on its own (`후인 티 하 [씨에게]`), and keeps a name that starts with one', () => {
    const text = '피고인은 후인 티 하 씨에게 주었고 김영희 양과 갔으며 양미라는 출석하였다.';
    expect(
      why(text, [spanOf(text, '씨에게', 'PERSON'), spanOf(text, '양', 'PERSON'), spanOf(text, '양미라', '내국인이름')]),
    ).toEqual([
      ['씨에게', 'honorific', ''],
      ['양', 'honorific', ''],
    ]);
  });

  it('drops a name that starts with a digit (law.go.kr’s `공소외 2가`), found or propagated', () => {
    const text = '공소외 2가 직접 범행을 실행하였고 공소외 2가 피해자를 미행하였다.';
    expect(why(text, [spanOf(text, '2가', '내국인이름'), spanOf(text, '2가', '내국인이름', { nth: 1, source: 'propagated' })])).toEqual([
      ['2가', 'number as a name', ''],
      ['2가', 'number as a name', ''],
    ]);
  });

  it('drops a span on the court’s own mask with its unit, and a number propagated to other occurrences of its digits', () => {
    const text = '관할 △△시에서는 공소외 10 은행에서 군산시 ◇◇동 빌라 10동에 노○○이 산다. 계좌 3012345678, 3012345678';
    expect(
      why(text, [
        spanOf(text, '△△시', 'REGION'),
        spanOf(text, '◇◇동', 'ADDRESS'),
        spanOf(text, '노○○', '내국인이름'),
        spanOf(text, '10', 'ADDRESS', { source: 'propagated' }),
        spanOf(text, '10', 'ADDRESS', { nth: 1 }),
        spanOf(text, '3012345678', 'FINANCIAL', { nth: 1, source: 'propagated' }),
      ]),
    ).toEqual([
      ['△△시', 'court mask', ''],
      ['◇◇동', 'court mask', ''],
      ['10', 'court mask', 'numbered placeholder'],
    ]);
    const zeros = '망 ○○○(000000-0000000)가, 전화 010-0000-0000, 전화 010-1000-0000';
    expect(why(zeros, [spanOf(zeros, '000000-0000000', '주민등록번호'), spanOf(zeros, '010-0000-0000', '전화번호'), spanOf(zeros, '010-1000-0000', '전화번호')])).toEqual([
      ['000000-0000000', 'court mask', 'zeros'],
      ['010-0000-0000', 'court mask', 'zeros'],
    ]);
    const masks = '서귀포시 ☆☆읍 □□리 (지번 6 생략)에서';
    expect(why(masks, [spanOf(masks, '☆☆읍 □□리', 'ADDRESS')])).toEqual([['☆☆읍 □□리', 'court mask', '']]);
    // The mask and the common noun the court kept after it, whatever the model called them; a masked name stays.
    const bodies = '피고 ○○세무서장은 □□대학 명의의 문서로 ○○버스를 ☆☆☆☆여행사에 넘겼고 노○○와 ○○김철에게';
    expect(
      why(bodies, [
        spanOf(bodies, '○○세무서장', 'BUSINESS'),
        spanOf(bodies, '□□대학', 'PERSON'),
        spanOf(bodies, '○○버스', 'BUSINESS'),
        spanOf(bodies, '☆☆☆☆여행', 'BUSINESS'),
        spanOf(bodies, '노○○', '내국인이름'),
        spanOf(bodies, '○○김철', 'PERSON'),
      ]),
    ).toEqual([
      ['○○세무서장', 'court mask', ''],
      ['□□대학', 'court mask', ''],
      ['○○버스', 'court mask', ''],
      ['☆☆☆☆여행', 'court mask', ''],
    ]);
    const other = '빌라 10동에 살고 10동 앞에서 만났다';
    expect(why(other, [spanOf(other, '10', 'ADDRESS', { nth: 1, source: 'propagated' })])).toEqual([['10', 'propagated number', '']]);
  });

  it('drops the number of a numbered placeholder whatever the model called it, so no `10` of a date is marked after it', () => {
    const text = '피고인은 공소외 10 은행 본점에서, 피고 2 회사와 2012. 7. 10. 계약하였다';
    expect(why(text, [spanOf(text, '10', 'ADDRESS'), spanOf(text, '2', 'OTHER_NUMBER')])).toEqual([
      ['10', 'court mask', 'numbered placeholder'],
      ['2', 'court mask', 'numbered placeholder'],
    ]);
  });

  it('drops a determiner the model read as a name before one (위 붓으로부터), and keeps a one-syllable name', () => {
    const text = '친구 사이인 위 붓으로부터 받았고, 위씨와 그 김민수가 왔다.';
    expect(why(text, [spanOf(text, '위', '내국인이름'), spanOf(text, '위', '내국인이름', { nth: 1 }), spanOf(text, '그', '내국인이름')])).toEqual([
      ['위', 'determiner', ''],
      ['그', 'determiner', ''],
    ]);
  });

  it('drops digit-only model spans shorter than the category allows', () => {
    const text = '일련번호 254번, 연락처 5678, 번호 1234567';
    expect(why(text, [spanOf(text, '254', 'ADDRESS'), spanOf(text, '5678', 'CONTACT'), spanOf(text, '1234567', 'CONTACT')])).toEqual([
      ['5678', 'short number', ''],
    ]);
    expect(why(text, [spanOf(text, '254', 'PERSON')])).toEqual([['254', 'short number', '']]);
  });

  it('never keeps a span on a legal term, whoever found it, nor on a mask, a particle or a bare head word', () => {
    const text = LEGAL_TERMS.join(', ');
    const spans = LEGAL_TERMS.map((t) => spanOf(text, t, 'BUSINESS', { nth: text.split(', ').slice(0, LEGAL_TERMS.indexOf(t)).filter((x) => x.includes(t)).length }));
    expect(cleanSpans(text, spans)).toEqual([]);
    const more = '원고 소송수계인 ○○○, 임대인 홍길동, " "로서, 유한회사 공소외 11, 한의원';
    expect(
      why(more, [
        inside(more, '소송수계인', '수계', 'PERSON'),
        spanOf(more, '○○○', 'PERSON'),
        spanOf(more, '임대인', 'PERSON', { source: 'rule' }),
        spanOf(more, '로서', 'PERSON'),
        inside(more, '유한회사', '유한', 'BUSINESS'),
        spanOf(more, '한의원', 'BUSINESS'),
      ]),
    ).toEqual([
      ['수계', 'legal term', '소송수계인'],
      ['○○○', 'no letters', ''],
      ['임대인', 'legal term', '임대인'],
      ['로서', 'generic word', ''],
      ['유한', 'legal term', '유한회사'],
      ['한의원', 'generic word', ''],
    ]);
    const evidence = '1. 판시전과: 범죄경력조회';
    expect(why(evidence, [inside(evidence, '판시전과', '판시전', 'PERSON')])).toEqual([['판시전', 'legal term', '판시전과']]);
    const defence = '피고 ES큐브의 본안전 항변에 대한 판단';
    expect(why(defence, [spanOf(defence, '본안전', 'BUSINESS')])).toEqual([['본안전', 'legal term', '본안전']]);
    // Standing, read as the name of the role before it (`원고 [적격]을`) or across a wrapped line's break.
    const standing = '원고 적격을 가지고, 소의 피고\n적격이 없어';
    const readings = [spanOf(standing, '적격', 'PERSON', { source: 'rule' }), spanOf(standing, '적격', 'PERSON', { nth: 1 })];
    expect(why(standing, readings)).toEqual([
      ['적격', 'legal term', '적격'],
      ['적격', 'legal term', '적격'],
    ]);
  });

  it("drops a model span on a word that joins clauses or items (내지, 하여), and keeps a rule's", () => {
    const text = '갑 제17 내지 18호증, 피해자를 기망하여 편취하고, 빌려달라고 하여, 피해자 하여는, 마치 직원인 것처럼, 신협 옆 식당';
    const inner = text.indexOf('하여', text.indexOf('기망'));
    const glued: Span = { ...spanOf(text, '하여', 'PERSON'), start: inner, end: inner + 2 };
    expect(
      why(text, [
        spanOf(text, '내지', 'BUSINESS'),
        glued,
        spanOf(text, '하여', 'PERSON', { nth: 1 }),
        spanOf(text, '하여', '내국인이름', { nth: 2, source: 'rule' }),
        spanOf(text, '마치', 'BUSINESS'),
        spanOf(text, '옆', 'BUSINESS'),
      ]),
    ).toEqual([
      ['내지', 'generic word', ''],
      ['하여', 'generic word', ''],
      ['하여', 'generic word', ''],
      ['마치', 'generic word', ''],
      ['옆', 'generic word', ''],
    ]);
  });

  it('drops a province the model read before the district of an address, and keeps one before its own head', () => {
    const text = '2007. 5.경 서울 종로구 이곡동 623에 있는, 대구 전하동 920에 있는, 서울특별시 강남구, 대구 은행 계좌로, 인천 둘레길에서';
    const spans = [
      spanOf(text, '서울', 'INSTITUTION'),
      spanOf(text, '대구', 'INSTITUTION', { source: 'propagated' }),
      spanOf(text, '서울특별시', 'REGION'),
      spanOf(text, '대구', 'INSTITUTION', { nth: 1 }),
      spanOf(text, '인천', 'REGION'),
    ];
    expect(why(text, spans)).toEqual([
      ['서울', 'generic word', 'a province before its district'],
      ['대구', 'generic word', 'a province before its district'],
      ['서울특별시', 'generic word', 'a province before its district'],
    ]);
  });

  it('drops a document an evidence list names after a role, read as a person', () => {
    const text = '1. 피해자 사진, 현장사진 1. 차용증 사본 1. 피해자 사진';
    const spans = [spanOf(text, '사진', 'PERSON'), spanOf(text, '사본', 'PERSON'), spanOf(text, '사진', 'PERSON', { nth: 2, source: 'propagated' })];
    expect(why(text, spans)).toEqual([
      ['사진', 'dictionary noun', 'a document'],
      ['사본', 'dictionary noun', 'a document'],
      ['사진', 'dictionary noun', 'a document'],
    ]);
  });

  it('drops a propagated mention inside a longer word the court rule keeps, keeps one before a particle', () => {
    const text = '제주에서 만났다. 피고 제주특별자치도, 제주시 소재. 제주의 바다.';
    const spans = [
      spanOf(text, '제주', 'REGION', { source: 'propagated', nth: 1 }),
      spanOf(text, '제주', 'REGION', { source: 'propagated', nth: 2 }),
      spanOf(text, '제주', 'REGION', { source: 'propagated', nth: 3 }),
    ];
    expect(cleanSpans(text, spans).map((s) => s.start)).toEqual([text.indexOf('제주의')]);
  });

  it('drops an industry the model read as a business (요양소업, 건설기계대여업, 음식점업종), never a company’s own 업', () => {
    const text = '의원업, 요양소업, 건설기계대여업, 음식점업종, 태경산업, 동국실업, 총귄건업, 가온중공업, 유진기업, 남양유업, 켬죈업';
    const words = ['요양소업', '건설기계대여업', '음식점업종', '태경산업', '동국실업', '총귄건업', '가온중공업', '유진기업', '남양유업', '켬죈업'];
    expect(why(text, words.map((w) => spanOf(text, w, '기업명')))).toEqual([
      ['요양소업', 'industry', ''],
      ['건설기계대여업', 'industry', ''],
      ['음식점업종', 'industry', ''],
    ]);
    // A project or line of work of nouns and 사업, not a company's short name before it.
    const projects = '금광채굴사업, 재건축정비사업, 동아사업, 켬죈개발사업';
    const named = ['금광채굴사업', '재건축정비사업', '동아사업', '켬죈개발사업'].map((w) => spanOf(projects, w, '기업명'));
    expect(why(projects, named)).toEqual([
      ['금광채굴사업', 'industry', ''],
      ['재건축정비사업', 'industry', ''],
    ]);
    // A piece of one, its particle after it.
    const piece = '피고인은 건설기계대여업에 종사하는 사람이고';
    expect(why(piece, [spanOf(piece, '건', '기업명')])).toEqual([['건', 'industry', '']]);
  });

  it('drops a name read inside a dotted enumeration of nouns (`[전ㆍ답]ㆍ과수원`), never one listed with names', () => {
    const land = '재산세의 표준세율에 관하여1)전ㆍ답ㆍ과수원ㆍ목장용지 및 임야에 대해서는, 종중 소유의 전ㆍ답ㆍ과수원을';
    expect(why(land, [spanOf(land, '전ㆍ답', '내국인이름'), spanOf(land, '전ㆍ답ㆍ', '기업명', { nth: 1 })])).toEqual([
      ['전ㆍ답', 'listed with nouns', ''],
      ['전ㆍ답ㆍ', 'listed with nouns', ''],
    ]);
    const names = '피해자 아누라·디사나야케는, 증인 김철수·이영희의 진술, 국민은행·신한은행·은행권';
    expect(why(names, [spanOf(names, '아누라', '외국인이름'), spanOf(names, '김철수', '내국인이름'), spanOf(names, '이영희', '내국인이름'), spanOf(names, '국민은행', '은행')])).toEqual([]);
  });

  it('drops an occupation the model read as a body (문화재수리기술자, 예술감독), never a name before one or a business', () => {
    const text = '문화재수리기술자, 문화재 수리기술자, 예술감독, 감독, 켬죈감독, 행복공인중개사, 김철수사장, 업주';
    const words = ['문화재수리기술자', '문화재 수리기술자', '예술감독', '감독', '켬죈감독', '행복공인중개사', '업주'];
    expect(why(text, words.map((w) => spanOf(text, w, '단체명')))).toEqual([
      ['문화재수리기술자', 'occupation', ''],
      ['문화재 수리기술자', 'occupation', ''],
      ['예술감독', 'occupation', ''],
      ['감독', 'occupation', ''],
    ]);
    // … and a piece of one read as something else (`[문]화재수리기술자`).
    const piece = '2006. 11.경 문화재수리기술자 자격증을 취득하기 위하여';
    expect(why(piece, [spanOf(piece, '문', '행정동')])).toEqual([['문', 'occupation', '']]);
    // Not a body's whole name glued before one.
    const glued = '국민은행직원을 사칭하여, 서울대교수 김철수';
    expect(why(glued, [spanOf(glued, '국민은행', '은행'), spanOf(glued, '서울대', '학교')])).toEqual([]);
    // A person is a name with a title glued on (`김철수사장`, `김교수`), never dropped as an occupation; a person's span
    // that is an occupation and nothing else is (`국세청 [고위간부]에게`).
    expect(why(text, [spanOf(text, '김철수사장', '내국인이름'), spanOf(text, '켬죈감독', '내국인이름')])).toEqual([]);
    const person = '국세청 고위간부에게 청탁하여, 김교수와 감독 김철수에게';
    expect(why(person, ['고위간부', '김교수', '감독 김철수'].map((w) => spanOf(person, w, '내국인이름')))).toEqual([['고위간부', 'occupation', '']]);
  });

  it('takes no generated name of any style for an occupation', () => {
    const taken = namesTaken(4000, 11, (name) => {
      const text = `피해자는 ${name}에게 돈을 주었다.`;
      return cleanSpansWithReasons(text, [spanOf(text, name, '내국인이름')]).dropped.some((d) => d.why === 'occupation');
    });
    for (const [style, names] of taken) expect(names, style).toEqual([]);
  });

  it('drops a dictionary noun the model read as a person, unless it may be a name', () => {
    const text = '피고인이 키우는 고양이를 병뚜껑으로 때리고 계약을 체결하였다. 김정희, 표현, 마리아 산토스와 마리아';
    const model = ['고양이', '병뚜껑', '체결', '김정희', '표현'].map((w) => spanOf(text, w, '내국인이름'));
    const maria = [spanOf(text, '마리아 산토스', '외국인이름'), spanOf(text, '마리아', '외국인이름', { nth: 1 })];
    expect(why(text, [...model, ...maria])).toEqual([
      ['고양이', 'dictionary noun', ''],
      ['병뚜껑', 'dictionary noun', ''],
      ['체결', 'dictionary noun', ''],
    ]);
    // Before what only follows a name (명의, 의 진술, (여, 30세)) a dictionary noun is a name (개 강).
    const held = '피고인은 개강 명의의 새마을금고 계좌로 송금받았다';
    expect(why(held, [spanOf(held, '개강', '내국인이름')])).toEqual([]);
    // A rule's name (after a role word) is never second-guessed.
    expect(why(text, [spanOf(text, '고양이', '내국인이름', { source: 'rule' })])).toEqual([]);
    // A kin or role word beside a name is the role, not a word of the name (`마리아 산토스` is one name).
    const kin = '위 동거녀 김지우 등에게, 소외 조종수 마누라가 바람을';
    const beside = [spanOf(kin, '동거녀', 'PERSON'), spanOf(kin, '김지우', '내국인이름', { source: 'rule' }), spanOf(kin, '조종수', '내국인이름', { source: 'rule' }), spanOf(kin, '마누라', 'PERSON')];
    expect(why(kin, beside)).toEqual([
      ['동거녀', 'dictionary noun', ''],
      ['마누라', 'dictionary noun', ''],
    ]);
  });

  it('keeps a dictionary noun the model reads as a person wherever it stands, three times or more (an alias)', () => {
    const text = '일명 코알라로부터 제안을 받고, 위 코알라의 지시에 따라, 위 코알라가 지정하는 계좌로 보냈다.';
    const all = [0, 1, 2].map((nth) => spanOf(text, '코알라', 'PERSON', { nth }));
    expect(why(text, all)).toEqual([]);
    // Twice is not enough, nor three readings of a word that stands a fourth time unread.
    expect(why(text, all.slice(0, 2))).toEqual([
      ['코알라', 'dictionary noun', ''],
      ['코알라', 'dictionary noun', ''],
    ]);
    const more = `${text} 코알라 인형을 샀다.`;
    expect(why(more, all).map(([w, r]) => `${w}:${r}`)).toEqual(['코알라:dictionary noun', '코알라:dictionary noun', '코알라:dictionary noun']);
  });

  it('counts a place where the model reads the alias as another identifier, once it reads a person at three', () => {
    const text = '닉네임 은하수로 활동하는 사람이고, 은하수가 말하기를, 은하수의 지시로, 은하수에게 보냈다.';
    const online = spanOf(text, '은하수', 'ONLINE');
    const persons = [1, 2, 3].map((nth) => spanOf(text, '은하수', 'PERSON', { nth }));
    expect(why(text, [online, ...persons]).filter(([, r]) => r === 'dictionary noun')).toEqual([]);
    // Two persons and two other readings are not enough.
    const fewer = [online, spanOf(text, '은하수', 'ONLINE', { nth: 1 }), ...persons.slice(1)];
    expect(why(text, fewer).filter(([, r]) => r === 'dictionary noun')).toEqual([
      ['은하수', 'dictionary noun', ''],
      ['은하수', 'dictionary noun', ''],
    ]);
  });

  it('takes few generated names for dictionary nouns: ≤ 0.1 % of common and rare-surname names, none of other styles', () => {
    const taken = namesTaken(4000, 7, (name) => {
      const text = `피해자는 ${name}에게 돈을 주었다.`;
      const words = name.split(' ').map((w) => spanOf(text, w, '내국인이름'));
      return cleanSpansWithReasons(text, words).dropped.some((d) => d.why === 'dictionary noun');
    });
    for (const [style, names] of taken) {
      const limit = style === 'common' || style === 'rare-surname' ? 4 : 0;
      expect(names.length, `${style}: ${names.join(' ')}`).toBeLessThanOrEqual(limit);
    }
  });

  it('keeps a propagated name before digits, where law.go.kr lost the space, as propagation found it', () => {
    const text = '등기되어 있었는데,후인 티 응옥은2002.부터 제주도민';
    const before = spanOf(text, '후인 티 응옥', '외국인이름', { source: 'propagated' });
    const inside = spanOf(text, '제주', 'REGION', { source: 'propagated' });
    expect(why(text, [before, inside])).toEqual([['제주', 'inside a word', '']]);
    // … and after a party role the lost space glued to it, where propagation finds it; not after any other word.
    const glued = '양도하였고,원고찬니 림은1999. 9. 29. 주식을, 회사찬니 림은1999. 9. 29. 주식을';
    const party = spanOf(glued, '찬니 림', '외국인이름', { source: 'propagated' });
    const other = spanOf(glued, '찬니 림', '외국인이름', { source: 'propagated', nth: 1 });
    expect(why(glued, [party, other])).toEqual([['찬니 림', 'inside a word', '']]);
    expect(cleanSpans(glued, [party, other])).toEqual([party]);
  });

  it('keeps a propagated body’s name before a kind glued to it, not one inside another word', () => {
    const text = '피해자는 망원시장을 자주 이용하고 망원동에 산다';
    const market = spanOf(text, '망원', 'INSTITUTION', { source: 'propagated' });
    const district = { ...market, start: text.indexOf('망원동'), end: text.indexOf('망원동') + 2 };
    expect(why(text, [market, district])).toEqual([['망원', 'inside a word', '']]);
    expect(cleanSpans(text, [market, district])).toEqual([market]);
  });

  it('leaves user spans and validated rule spans alone', () => {
    const text = '2009가합1487 사건';
    const user = inside(text, '2009가합1487', '1487', 'OTHER_NUMBER', { source: 'user' });
    expect(cleanSpans(text, [user])).toEqual([user]);
  });
});
