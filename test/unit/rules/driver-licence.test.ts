import { describe, expect, it } from 'vitest';
import { findDriverLicences } from '../../../native/rules';
import { at } from './check-digits';

const found = (text: string) => findDriverLicences(text).map((s) => [s.start, s.end, s.label, s.score]);

describe('findDriverLicences', () => {
  it('finds the coded form, particle outside', () => {
    const text = '운전면허번호 11-23-456789-01을 제시';
    expect(found(text)).toEqual([[...at(text, '11-23-456789-01'), '운전면허번호', 0.95]]);
  });

  it('finds the region-name form', () => {
    const text = '면허증(서울 12-345678-90)';
    expect(found(text)).toEqual([[...at(text, '서울 12-345678-90'), '운전면허번호', 0.95]]);
  });

  it('rejects region codes outside 11–28', () => {
    expect(found('번호 10-23-456789-01, 29-23-456789-01')).toEqual([]);
  });

  it('needs 면허 for an unhyphenated run', () => {
    expect(found('번호 112345678901')).toEqual([]);
    const text = '운전면허 112345678901';
    expect(found(text)).toEqual([[...at(text, '112345678901'), '운전면허번호', 0.95]]);
  });
});
