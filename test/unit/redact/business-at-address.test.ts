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
  });

  it('leaves everyday words, compounds of them and words a span already touches', () => {
    expect(added('창원시 옥명대로 62에 있는 횡단보도 앞에서 우연히')).toEqual([]);
    expect(added('수동면 928-21에 있는 주차장에서 피고인')).toEqual([]);
    expect(added('안산동 139-11에 있는 상호불상의 주점에서')).toEqual([]);
    const text = '부산 진구 학송로 255에 있는 CU편의점에서 만났다';
    expect(added(text, [spanOf(text, 'CU', '편의점')])).toEqual([]);
    expect(added('그곳에 있는 비어클럽에서')).toEqual([]);
  });
});
