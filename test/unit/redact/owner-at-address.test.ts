import { describe, expect, it } from 'vitest';
import { addOwnersAtAddresses } from '../../../native/redact/owner-at-address';
import { spanOf } from './make-span';

const found = (text: string, given = [] as ReturnType<typeof spanOf>[]) => addOwnersAtAddresses(text, given).map((s) => `${s.text}:${s.label}`);

describe('the owner of a place at an address', () => {
  it('is read before 의 사무실, 집, 주거지 … right after the address, whatever the name looks like', () => {
    expect(found('정읍시 내장동 7-33에 있는 라힘 칸의 사무실에서, 피해자 응우옌에게')).toEqual(['라힘 칸:외국인이름']);
    expect(found('서울 중구 세종대로 12 소재 김철수의 집에서')).toEqual(['김철수:내국인이름']);
  });

  it('leaves parties, relations, pronouns, unknowns, everyday nouns and what a span holds already', () => {
    const text =
      '45에 있는 피고인의 주거지에서, 12에 있는 피해자 지인의 집, 3에 있는 위 피해자의 집, 5에 있는 상호불상의 가게, ' +
      '7에 있는 자신의 집, 8에 있는 회사의 사무실, 9에 있는 친구의 집, 10에 있는 내 친구의 집, 11에 있는 성명불상자의 집';
    expect(found(text)).toEqual([]);
    const named = '7-33에 있는 라힘 칸의 사무실에서';
    expect(found(named, [spanOf(named, '라힘 칸', '외국인이름')])).toEqual(['라힘 칸:외국인이름']);
  });

  it("completes a span the model read on part of the name, keeping its label, never a user's", () => {
    const named = '대전 서구 내장동 7-33에 있는 라힘 칸의 사무실에서';
    expect(found(named, [spanOf(named, '라힘', 'BUSINESS')])).toEqual(['라힘 칸:BUSINESS']);
    expect(found(named, [spanOf(named, '라힘', 'BUSINESS', { source: 'user' })])).toEqual(['라힘:BUSINESS']);
  });

  it('needs the address and the place: a name before 의 집 elsewhere is left to the others', () => {
    expect(found('피고인은 라힘 칸의 집에서, 7-33에 있는 라힘 칸의 차량에서')).toEqual([]);
  });
});
