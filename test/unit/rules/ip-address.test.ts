import { describe, expect, it } from 'vitest';
import { findIpAddresses, isIpv6 } from '../../../native/rules';
import { at } from './check-digits';

const found = (text: string) => findIpAddresses(text).map((s) => [s.start, s.end, s.label]);

describe('findIpAddresses', () => {
  it('finds IPv4 with octets 0–255, particle and period outside', () => {
    const text = '피고인은 IP 주소 211.234.10.5에서 접속하였고, 10.0.0.255.';
    expect(found(text)).toEqual([
      [...at(text, '211.234.10.5'), 'IP주소'],
      [...at(text, '10.0.0.255'), 'IP주소'],
    ]);
  });

  it('rejects octets over 255, leading zeros and longer dotted runs', () => {
    expect(found('256.1.1.1, 192.168.01.1, 1.2.3.4.5')).toEqual([]);
  });

  it('finds full and compressed IPv6', () => {
    const text = '접속 2001:0db8:85a3:0000:0000:8a2e:0370:7334 및 fe80::1:2:3를';
    expect(found(text)).toEqual([
      [...at(text, '2001:0db8:85a3:0000:0000:8a2e:0370:7334'), 'IP주소'],
      [...at(text, 'fe80::1:2:3'), 'IP주소'],
    ]);
  });

  it('validates IPv6 structure', () => {
    expect(isIpv6('::ffff:192.168.0.1')).toBe(true);
    expect(isIpv6('::ffff:192.168.0.256')).toBe(false);
    expect(isIpv6('64:ff9b:1::192.168.0.1')).toBe(true);
    expect(isIpv6('1:2:3:4:5:6:7')).toBe(false);
    expect(isIpv6('1::2::3')).toBe(false);
    expect(isIpv6('12345::1:2')).toBe(false);
  });

  it('needs a network word for an all-single-digit quad', () => {
    expect(found('목차 3.1.2.4 참조')).toEqual([]);
    const text = '접속 IP 1.1.1.1';
    expect(findIpAddresses(text).map((s) => [s.start, s.end, s.score])).toEqual([[...at(text, '1.1.1.1'), 0.95]]);
    const bare = '기록 211.234.10.5';
    expect(findIpAddresses(bare).map((s) => [s.start, s.end, s.score])).toEqual([[...at(bare, '211.234.10.5'), 0.85]]);
  });

  it('does not read clock times as addresses', () => {
    expect(found('14:30:15경 및 09:00')).toEqual([]);
  });
});
