import { describe, expect, it } from 'vitest';
import { findPhoneNumbers } from '../../../native/rules';
import { at } from './check-digits';

const found = (text: string) => findPhoneNumbers(text).map((s) => [s.text, s.start, s.end, s.label]);

describe('findPhoneNumbers', () => {
  it('finds a mobile number and leaves the particle outside', () => {
    const text = '피고인은 010-1234-5678로 전화하여';
    expect(findPhoneNumbers(text)).toEqual([
      {
        start: 5,
        end: 18,
        text: '010-1234-5678',
        label: '휴대전화번호',
        category: 'CONTACT',
        tier: 'direct',
        score: 0.95,
        source: 'rule',
        reason: 'Mobile: 010 prefix, 4+4 digits',
      },
    ]);
  });

  it('accepts dots, spaces and no separators', () => {
    expect(found('연락처 010.9876.5432, 010 2222 3333, 01055556666')).toEqual([
      ['010.9876.5432', 4, 17, '휴대전화번호'],
      ['010 2222 3333', 19, 32, '휴대전화번호'],
      ['01055556666', 34, 45, '휴대전화번호'],
    ]);
  });

  it('finds landlines with area codes, in parentheses, and 070', () => {
    expect(found('사무실(02) 123-4567 또는 043-249-7114, 070-1234-5678')).toEqual([
      ['(02) 123-4567', 3, 16, '전화번호'],
      ['043-249-7114', 20, 32, '전화번호'],
      ['070-1234-5678', 34, 47, '전화번호'],
    ]);
  });

  it('finds international forms', () => {
    expect(found('해외에서 +82 10-1234-5678 및 +82-2-123-4567로')).toEqual([
      ['+82 10-1234-5678', 5, 21, '휴대전화번호'],
      ['+82-2-123-4567', 24, 38, '전화번호'],
    ]);
  });

  it('finds service numbers with a separator, or with context when unseparated', () => {
    expect(found('고객센터 1588-1234에')).toEqual([['1588-1234', 5, 14, '전화번호']]);
    expect(found('대표번호 15881234')).toEqual([['15881234', 5, 13, '전화번호']]);
    expect(found('합계 15881234개')).toEqual([]);
  });

  it('rejects wrong lengths, unknown area codes and 010 with a 3-digit middle', () => {
    expect(found('010-1234-567 와 010-1234-56789 및 010-123-4567')).toEqual([]);
    expect(found('번호 029-123-4567, 091-123-4567')).toEqual([]);
  });

  it('rejects dates, amounts and numbers inside longer runs', () => {
    expect(found('2023-12-25 선고, 금 16,000,000원, 계좌 1002-010-1234-5678')).toEqual([]);
    expect(found('사건 2023. 10. 12. 02:30경')).toEqual([]);
  });

  it('keeps offsets into the original for full-width digits', () => {
    const text = '전화 ０１０－１２３４－５６７８로';
    expect(found(text)).toEqual([['０１０－１２３４－５６７８', 3, 16, '휴대전화번호']]);
  });
});

describe('findPhoneNumbers, masked', () => {
  it('finds numbers whose middle or end is masked', () => {
    const text = '피해자(010-****-5678)와 사무실 02-123-XXXX로';
    expect(found(text)).toEqual([
      ['010-****-5678', ...at(text, '010-****-5678'), '휴대전화번호'],
      ['02-123-XXXX', ...at(text, '02-123-XXXX'), '전화번호'],
    ]);
  });

  it('rejects masks of the wrong length or on an unknown prefix', () => {
    expect(found('010-**-5678, 099-****-5678, 010-****-567')).toEqual([]);
  });
});
