import { describe, expect, it } from 'vitest';
import { addBusinessesAtAddresses } from '../../../native/redact/business-at-address';
import { spanOf } from './make-span';

const added = (text: string, spans = [] as ReturnType<typeof spanOf>[]) =>
  addBusinessesAtAddresses(text, spans)
    .filter((s) => s.reason === 'organisation: at an address')
    .map((s) => s.text);

describe('a business named after an address', () => {
  it('marks the word after `N에 있는` before where something happened, whatever it looks like', () => {
    expect(added('부산 진구 학송로 255에 있는 비어클럽에서, 함께 술을 마시던')).toEqual(['비어클럽']);
    expect(added('광주 북구 외동 46에 있는 피렌체 커피숍에서, 그 전 식당에')).toEqual(['피렌체']);
    expect(added('서울 중구 금동 737-20에 있는 제7기동군단 식당에서 피해자')).toEqual(['제7기동군단']);
    // … and after `에 위치한`, `에 소재한`.
    expect(added('충남 태안군 광명로 80에 위치한 끈흖뎁에서 술을, 인천 중구 월미로 3에 소재한 괸쵸 노래연습장에서')).toEqual(['끈흖뎁', '괸쵸']);
    expect(added('안양시 효자로 5에 소재한 식당에서 만나, 구미시 공단로 3에 위치한 비철금속 가공업을, 동작구 10에 위치한 피해자 집')).toEqual([]);
    // … and before its branch.
    expect(added('서울 강남구 신길로 25에 있는 샐띈 강남점 앞에서 갑자기')).toEqual(['샐띈']);
    expect(added('서울 강남구 신길로 25에 있는 백화점 강남점 앞에서, 신길로 27에 있는 샐띈 강남에서')).toEqual([]);
  });

  it('leaves everyday words, compounds of them and words a span already touches', () => {
    expect(added('창원시 옥명대로 62에 있는 횡단보도 앞에서 우연히')).toEqual([]);
    expect(added('수동면 928-21에 있는 주차장에서 피고인')).toEqual([]);
    expect(added('안산동 139-11에 있는 상호불상의 주점에서')).toEqual([]);
    // A determiner, and the place the judgment could not name.
    expect(added('민동3가 829-4에 있는 어느 카페에서, 가거리로 242에 있는 불상지에서')).toEqual([]);
    const text = '부산 진구 학송로 255에 있는 CU편의점에서 만났다';
    expect(added(text, [spanOf(text, 'CU', '편의점')])).toEqual([]);
    expect(added('그곳에 있는 비어클럽에서')).toEqual([]);
  });
});

describe('a business someone runs', () => {
  const run = (text: string) =>
    addBusinessesAtAddresses(text, [])
      .filter((s) => s.reason === 'organisation: what someone runs')
      .map((s) => s.text);

  it('marks the word after `이/가 운영하는` where a place or an account follows, whatever it looks like', () => {
    expect(run('피해자 장웅(남, 49세)이 운영하는 쇼헴쥠\n사무실에서, 피해자가')).toEqual(['쇼헴쥠']);
    expect(run('피고인이 운영하는 아울 하나은행 계좌로 송금받았다')).toEqual(['아울']);
    expect(run("즙시은이 운영하는 '겟뽀'에서 술을 마셨다")).toEqual(['겟뽀']);
  });

  it('leaves everyday words, kinds of shop and words no place follows', () => {
    expect(run('피고인이 운영하는 옷가게에서, 피해자가 운영하는 가요방에, 원고가 운영하는 자동차공업사의 매장')).toEqual([]);
    expect(run('피고인이 운영하는 식당에서, 피고인이 운영하는 코인거래소 사무실에서')).toEqual([]);
    expect(run('피고인이 운영하는 쇼헴쥠 판매 사무실')).toEqual([]);
    // The place named before what stands in it (`운영하고 있는 춘천시에 있는 …`).
    expect(run('당신이 운영하고 있는 춘천시에 있는 휴대전화 매장에서')).toEqual([]);
  });

  it('marks what someone runs, as the object, whatever it looks like, and in quotes a dictionary word too', () => {
    expect(run('피고인은 2019. 3.경부터 뚜렷을 운영하였고, 피해자는 쇼헴쥬를 운영중이다')).toEqual(['뚜렷', '쇼헴쥬']);
    expect(run("주식회사 무지개연구소', ‘스파이크'를 운영하는 사람이다. 피해자는 \"그린나래\"를 경영하던 중")).toEqual(['스파이크', '그린나래']);
    expect(run('피고인은 KCC를 운영하면서')).toEqual(['KCC']);
    // Any noun but a kind of business may end a name (`그린나래`, `인카금융서비스`), which had been left as a kind of shop.
    expect(run('피고인은 양재시장에서 그린나래를 운영중이고, 피해자는 인카금융서비스를 운영하였다')).toEqual(['그린나래', '인카금융서비스']);
  });

  it('leaves, as the object, an everyday word, a kind of shop, a number, a pronoun, a disagreeing particle and a mask', () => {
    expect(run('피고인은 식당을 운영하고, 애견샵을 운영하며, 피씨방을 운영하고, 낙찰계를 운영하였다')).toEqual([]);
    expect(run('3개를 운영하고, 2호점을 운영하며, 여기를 운영하였다')).toEqual([]);
    // A kind of business at the end of the word is one (`보이스피싱 콜센터`, `함바식당`).
    expect(run('해외에서 콜센터를 운영하면서, 이 사건 함바식당을 운영하기로 하고, 옷가게를 운영해서')).toEqual([]);
    expect(run("뚜렷를 운영하고, 쇼헴쥬을 운영하였다. '○○○'를 운영하고, ‘상호 불상'을 운영하였고, 스파이크'를 운영")).toEqual([]);
  });
});

describe('a business named again before its kind', () => {
  const kind = (text: string) =>
    addBusinessesAtAddresses(text, [])
      .filter((s) => s.reason === 'organisation: before its kind')
      .map((s) => s.text);

  it('marks the word after `위` or `소재` written apart before a kind of business', () => {
    expect(kind('피고인은 2013. 5. 초경 위 쑈뎅 편의점에서 주말 아르바이트를')).toEqual(['쑈뎅']);
    expect(kind('서울 강서구 B 소재 횔갔 노래연습장에서 피해자와')).toEqual(['횔갔']);
    // An agency is a kind of business too (`보험대리점`, `광고대행사`).
    expect(kind('위 었걸옮 보험대리점 근무 시 모집한, 위 별찌 광고대행사에')).toEqual(['었걸옮', '별찌']);
  });

  it('leaves a noun and its particle, a unit, a kind itself, a floor or room, and what is no kind', () => {
    expect(kind('위 경찰서에 식당에서, 위 주거지에서 병원에 갔다, 위 디자인팀 사무실에서, 위 PC방 앞에서')).toEqual([]);
    expect(kind('부산 동구 J 소재 25층 건물 철거현장에서, 인천 부평구 E 소재 F호 사무실 내에서')).toEqual([]);
    expect(kind('위 가등기는 앞서 본 바와 같이, 위 C호 안방에서, 위 빌라 앞 주차장에서')).toEqual([]);
  });

  it('also reads the kinds of business after a numbered address', () => {
    expect(added('화성시 신월로 11에 있는 쑈뎅 편의점에서 복권을 산 후')).toEqual(['쑈뎅']);
  });
});
