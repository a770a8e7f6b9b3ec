import { describe, expect, it } from 'vitest';
import { findAddresses } from '../../../native/rules';
import { at } from './check-digits';

const found = (text: string) => findAddresses(text).map((s) => [s.start, s.end, s.label]);

describe('findAddresses', () => {
  it('starts a road-name address after the last 시·군·구 word and keeps 동·호 and (동)', () => {
    const text = '피고인은 청주시 상당구 용암로 45, 101동 202호(용암동, 현대아파트)에 거주한다.';
    expect(found(text)).toEqual([[...at(text, '용암로 45, 101동 202호(용암동, 현대아파트)'), '도로명주소']]);
  });

  it('handles metropolitan cities and particles', () => {
    const text = '서울특별시 강남구 테헤란로 123에서';
    expect(found(text)).toEqual([[...at(text, '테헤란로 123'), '도로명주소']]);
  });

  it('handles side streets (…로12번길, …로12길)', () => {
    const text = '청주시 흥덕구 2순환로12번길 6, 대전 서구 둔산로12길 34 (둔산동)';
    expect(found(text)).toEqual([
      [...at(text, '2순환로12번길 6'), '도로명주소'],
      [...at(text, '둔산로12길 34 (둔산동)'), '도로명주소'],
    ]);
  });

  it('includes 읍·면 below the 시·군', () => {
    const text = '경기도 화성시 봉담읍 동화길 12';
    expect(found(text)).toEqual([[...at(text, '봉담읍 동화길 12'), '도로명주소']]);
  });

  it('finds lot-number addresses with 산 and 번지 and stops before 외 N 필지', () => {
    const text = '충북 청원군 낭성면 관정리 산 12-3번지 외 4 필지';
    expect(found(text)).toEqual([[...at(text, '낭성면 관정리 산 12-3번지'), '지번주소']]);
  });

  it('finds a 동 lot number after a district', () => {
    const text = '청주시 상당구 용암동 123-4 토지';
    expect(found(text)).toEqual([[...at(text, '용암동 123-4'), '지번주소']]);
  });

  it('reads 같은 구 as the district named before', () => {
    const text = '피고인은 위 일시경 같은 구 신림동 1234-5에 있는 피해자의 집에서';
    expect(findAddresses(text).map((s) => [s.start, s.end, s.score])).toEqual([[...at(text, '신림동 1234-5'), 0.9]]);
  });

  it('requires a real number after 로/길/동/리 and an address signal', () => {
    expect(found('법원로에서 위 동 사무소까지')).toEqual([]);
    expect(found('앞으로 3년간, 회사로 2회, 도로 3개 차로')).toEqual([]);
    expect(found('피고인은 활동 2건, 처리 3')).toEqual([]);
    expect(found('그 결과로 45 정도')).toEqual([]);
  });

  it('reads a word after a hyphenated lot as prose, not a counter (237-51 위 대학교), and still skips ranks and counts', () => {
    const text = '2019. 6. 10:15경 서울 남구 이장동 237-51 위 대학교 교수회관 2층에서';
    expect(found(text)).toEqual([[...at(text, '이장동 237-51'), '지번주소']]);
    expect(found('전국 대회에서 중앙동 3 위를 차지하고 성내동 12 명이 참가하였다')).toEqual([]);
  });

  it('reads the determiner 위 written apart after a road address as prose, not a rank', () => {
    const text = '2019. 6. 10:15경 서울 덕구로 231 위 대학교 교수회관 2층에서';
    expect(found(text)).toEqual([[...at(text, '덕구로 231'), '도로명주소']]);
    expect(found('서울 덕구로 231위를 차지하였다')).toEqual([]);
    expect(found('서울 덕구로 231 위를 차지하였다')).toEqual([]);
  });
});
