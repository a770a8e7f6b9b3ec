import { describe, expect, it } from 'vitest';
import { dropPublicAddresses } from '../../../native/redact/public-addresses';
import { spanOf } from './make-span';

const kept = (text: string, spans: ReturnType<typeof spanOf>[]) => dropPublicAddresses(text, spans).map((s) => s.text);

describe("a public body's address", () => {
  it('is dropped where the sentence names the prison, court or police station right after it', () => {
    const text = '인천 미추홀구 학익소로 30에 있는 인천구치소 수용거실에서';
    expect(kept(text, [spanOf(text, '학익소로 30', '구아래주소', { source: 'rule' }), spanOf(text, '인천구치소', '구치소')])).toEqual(['인천구치소']);
    const comma = '서울 서초구 서초중앙로157, 서울중앙지방법원 출입구 앞';
    expect(kept(comma, [spanOf(comma, '서초중앙로157', '구아래주소')])).toEqual([]);
    const parts = '정읍시 소성면 저동길 45 소재 정읍교도소에서';
    expect(kept(parts, [spanOf(parts, '소성면', '구아래주소'), spanOf(parts, '저동길 45', '구아래주소')])).toEqual([]);
  });

  it('is dropped before an airport or a labour office too (never marked in the release)', () => {
    const airport = '부산 강서구 공항진입로 108 소재 김해국제공항 터미널에서';
    expect(kept(airport, [spanOf(airport, '공항진입로 108', '구아래주소')])).toEqual([]);
    const office = '대구 달서구 화암로 301에 있는 대구지방고용노동청 민원실에서';
    expect(kept(office, [spanOf(office, '화암로 301', '구아래주소')])).toEqual([]);
  });

  it("keeps a person's address, a body that only ends like one, and the user's own spans", () => {
    const home = '서울 강남구 테헤란로 123에 있는 피해자의 집에서';
    expect(kept(home, [spanOf(home, '테헤란로 123', '구아래주소')])).toEqual(['테헤란로 123']);
    const firm = '서울 강남구 테헤란로 123에 있는 한빛건설공사 사무실에서';
    expect(kept(firm, [spanOf(firm, '테헤란로 123', '구아래주소')])).toEqual(['테헤란로 123']);
    const user = '인천 미추홀구 학익소로 30에 있는 인천구치소';
    expect(kept(user, [spanOf(user, '학익소로 30', '구아래주소', { source: 'user' })])).toEqual(['학익소로 30']);
    const land = '낙포동 418-11, 청파동1가 686-57에 있는 국방부 소유 임야를';
    expect(kept(land, [spanOf(land, '청파동1가 686-57', '구아래주소')])).toEqual(['청파동1가 686-57']);
    // A joint office of scriveners ends as a 동's office does (`…합동사무소`); a 동's own office is public.
    const joint = '창원시 성산구 다율동 1124-22에 있는 서울법무사합동사무소 앞에서, 역삼로 12에 있는 역삼1동사무소에서';
    expect(kept(joint, [spanOf(joint, '다율동 1124-22', '구아래주소'), spanOf(joint, '역삼로 12', '구아래주소')])).toEqual(['다율동 1124-22']);
    const apart = '피고인은 소성면 저동길 45에 살면서 정읍교도소에 면회를 갔다';
    expect(kept(apart, [spanOf(apart, '소성면', '구아래주소'), spanOf(apart, '저동길 45', '구아래주소')])).toEqual(['소성면', '저동길 45']);
  });
});

describe('the word after the address', () => {
  it('must end as the body does, with a particle or a part of its premises', () => {
    const hall = '구미시 송정대로 55에 있는 시청각실에서';
    expect(kept(hall, [spanOf(hall, '송정대로 55', '구아래주소')])).toEqual(['송정대로 55']);
    const gate = '구미시 송정대로 55에 있는 구미시청정문 앞';
    expect(kept(gate, [spanOf(gate, '송정대로 55', '구아래주소')])).toEqual([]);
  });
});
