import { describe, expect, it } from 'vitest';
import { findAccountNumbers } from '../../../native/rules';
import { at } from './check-digits';

const found = (text: string) => findAccountNumbers(text).map((s) => [s.start, s.end, s.label]);

describe('findAccountNumbers', () => {
  it('finds a grouped number after a bank name, particle outside', () => {
    const text = '피고인은 피해자로 하여금 국민은행 계좌(123-456-789012)로 1,000만 원을 송금하게 하였다.';
    expect(found(text)).toEqual([[...at(text, '123-456-789012'), '계좌번호']]);
  });

  it('finds a plain 10–14 digit run after 계좌 or 예금', () => {
    const text = '피고인 명의 예금계좌 110123456789에 입금';
    expect(found(text)).toEqual([[...at(text, '110123456789'), '계좌번호']]);
  });

  it('accepts ambiguous bank names only right before the number', () => {
    const text = '우리 1002-123-456789, 하나 123-456789-01234';
    expect(found(text)).toEqual([
      [...at(text, '1002-123-456789'), '계좌번호'],
      [...at(text, '123-456789-01234'), '계좌번호'],
    ]);
    expect(found('우리는 그날 1002-123-456789를 보았다')).toEqual([]);
  });

  it('reads a table row number glued to a date as no account, masked or not', () => {
    const text = '계좌이체, 입금 명의자 피고 102015-12-09 45,000,000 계좌이체, 입금 명의자 소외 572015-**-** 19,000,000';
    expect(found(text)).toEqual([]);
    // A number of that layout that is no date stays an account.
    const account = '국민은행 계좌 102015-13-09로 송금';
    expect(found(account)).toEqual([[...at(account, '102015-13-09'), '계좌번호']]);
  });

  it('recognizes online banks and cooperatives', () => {
    const text = '카카오뱅크 3333-01-1234567 및 새마을금고 9002-1234-5678-9';
    expect(found(text)).toEqual([
      [...at(text, '3333-01-1234567'), '계좌번호'],
      [...at(text, '9002-1234-5678-9'), '계좌번호'],
    ]);
  });

  it('does not call a number an account without bank context', () => {
    expect(found('관리번호 123-456-789012, 110123456789')).toEqual([]);
  });

  it('rejects too few or too many digits and amounts', () => {
    expect(found('계좌 123-45-678 및 계좌 12345678901234567')).toEqual([]);
    expect(found('계좌로 1,234,567,890원을')).toEqual([]);
  });
});

describe('findAccountNumbers next to 원고/원금', () => {
  it('does not mistake a following 원고 for an amount in 원', () => {
    const text = '피고 명의 계좌 110123456789 원고에게';
    expect(found(text)).toEqual([[...at(text, '110123456789'), '계좌번호']]);
  });
});

describe('findAccountNumbers, masked', () => {
  it('finds a masked number in bank context only', () => {
    const text = '피해자 명의 농협 계좌(351-****-5678-93)로';
    expect(findAccountNumbers(text).map((s) => [s.start, s.end, s.score])).toEqual([[...at(text, '351-****-5678-93'), 0.85]]);
    expect(found('번호 351-****-5678-93')).toEqual([]);
  });
});
