import { describe, expect, it } from 'vitest';
import { addGluedBusinessNames } from '../../../native/redact/glued-business';
import { spanOf } from './make-span';

const added = (text: string, spans = [] as ReturnType<typeof spanOf>[]) =>
  addGluedBusinessNames(text, spans)
    .filter((s) => s.reason?.startsWith('organisation: a name glued to'))
    .map((s) => `${s.text}/${s.label}`);

describe('a name glued to the kind of a business', () => {
  it('marks the name and leaves the kind, whatever the name looks like', () => {
    expect(added('피해자는 119구급대로 명지병원에 이송되었다.')).toEqual(['명지/병원']);
    expect(added('청주시 상당구에 있는 남중약국에서 피해자에게')).toEqual(['남중/약국']);
    expect(added('비안면 390-13, 광주BYC빌딩에 있는 모델하우스')).toEqual(['광주BYC/빌딩']);
    expect(added('위 용완농장으로 데리고 와 키우겠다고')).toEqual(['용완/농장']);
    expect(added('뉴스타공인중개사사무소 앞 도로변에')).toEqual(['뉴스타/기업명']);
    expect(added('근처 쥠럽뎁편의점에서 술을 사고, 굿갔썸PC방에 들어가 뇌퇴사우나에서 잤다')).toEqual(['쥠럽뎁/편의점', '굿갔썸/PC방', '뇌퇴/사우나']);
    expect(added('다온공원에서 만나 뚜렷장례식장에 갔고, 솔빛터미널 앞에서 헤어졌다')).toEqual(['다온/공원', '뚜렷/장례식장', '솔빛/기업명']);
    expect(added('흥천면 617에 있는 허경한의원에서 근무하는 방사선사')).toEqual(['허경/한의원']);
    expect(added('흥천면 617에 있는 단아안의원에서 근무하는 방사선사')).toEqual(['단아안/의원']);
  });

  it('leaves a road the kind names, and a name read whole elsewhere, which propagation finds again whole', () => {
    expect(added('원고는 사당4동구터미널로 173 소재 건물에서, 솔빛공원로12번길 5에서')).toEqual([]);
    const text = '1. 한얼공원 3차 공사 관련, 인근 한얼공원 조성사업';
    expect(added(text, [spanOf(text, '한얼공원', '공원')])).toEqual([]);
  });

  it("leaves a council's member: a region before 의원", () => {
    expect(added('피고인은 고성군의원으로 재직하던 중, 서울시의원 및 마포구의원과 함께')).toEqual([]);
    expect(added('부산의원, 도의원, 구의회의원')).toEqual([]);
  });

  it("marks a bank's branch by the name before 지점 or 점, and only after a bank", () => {
    expect(added('533에 있는 피해자 신협 허혔뜩지점에서, 그곳에')).toEqual(['허혔뜩/지점']);
    expect(added('국민은행 광천동지점에 대출을')).toEqual(['광천동/지점']);
    expect(added('국민은행 영업점에서, 그 회사 광천동지점에서')).toEqual([]);
    // Named for its city, which the dictionary knows; a word of prose before 지점 stays.
    expect(added('농협 광주점 앞에서, 신협 천안서북점 앞에서')).toEqual(['광주/지점', '천안서북/지점']);
    expect(added('국민은행 해당지점에서, 농협 인근지점에서')).toEqual([]);
    // A branch office, as law.go.kr masks it (`농협 ◁◁출장소`).
    expect(added('322 소재 농협 율촌출장소에서, 농협 똔궝출장소에서')).toEqual(['율촌/지점', '똔궝/지점']);
    expect(added('농협 인근출장소에서, 그 회사 율촌출장소에서')).toEqual([]);
  });

  it('leaves everyday words and their compounds, demonstratives, and the kinds plain words stand before', () => {
    expect(added('피해자는 대학병원에 입원하였다.')).toEqual([]);
    expect(added('피해자는 동물병원에 들렀다.')).toEqual([]);
    expect(added('피고인은이사건병원에서진료를받았다.')).toEqual([]);
    expect(added('부산시장과 면담하였고 국회의원을 만났다.')).toEqual([]);
    expect(added('함바식당에서 일하던 중 단란주점에 갔다.')).toEqual([]);
  });

  it('leaves a law.go.kr mask, a word inside a longer word, and a word a span already touches', () => {
    expect(added('○○병원에서 치료를 받았다.')).toEqual([]);
    expect(added('피해자는 김○명지병원에 있었다.')).toEqual([]);
    const text = '피해자는 명지병원에 이송되었다.';
    expect(added(text, [spanOf(text, '명지병원', '병원')])).toEqual([]);
  });
});
