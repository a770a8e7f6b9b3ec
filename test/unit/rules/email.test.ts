import { describe, expect, it } from 'vitest';
import { findEmails } from '../../../native/rules';

const found = (text: string) => findEmails(text).map((s) => [s.text, s.start, s.end, s.label, s.category]);

describe('findEmails', () => {
  it('finds an address and keeps the particle outside', () => {
    expect(found('피해자는 hong.gildong@naver.com으로 메일을')).toEqual([['hong.gildong@naver.com', 5, 27, '이메일주소', 'CONTACT']]);
  });

  it('handles plus tags, subdomains and sentence-final periods', () => {
    expect(found('주소는 a_b+tag@mail.court.go.kr. 또한 x@y.co')).toEqual([
      ['a_b+tag@mail.court.go.kr', 4, 28, '이메일주소', 'CONTACT'],
      ['x@y.co', 33, 39, '이메일주소', 'CONTACT'],
    ]);
  });

  it('rejects malformed addresses', () => {
    expect(found('.hong@naver.com')).toEqual([]);
    expect(found('hong..kim@naver.com, kim@-bad.com, lee@naver, @naver.com')).toEqual([]);
  });
});
