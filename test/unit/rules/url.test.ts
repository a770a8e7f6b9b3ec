import { describe, expect, it } from 'vitest';
import { findUrls } from '../../../native/rules';
import { at } from './check-digits';

const found = (text: string) => findUrls(text).map((s) => [s.start, s.end, s.label]);

describe('findUrls', () => {
  it('finds http(s) URLs with path and query, particle outside', () => {
    const text = '피고인은 https://open.kakao.com/o/abc123?x=1에 접속하여';
    expect(found(text)).toEqual([[...at(text, 'https://open.kakao.com/o/abc123?x=1'), 'URL']]);
  });

  it('finds www. forms and drops sentence punctuation', () => {
    const text = '사이트(www.example.co.kr/board)와 http://blog.naver.com/hong.';
    expect(found(text)).toEqual([
      [...at(text, 'www.example.co.kr/board'), 'URL'],
      [...at(text, 'http://blog.naver.com/hong'), 'URL'],
    ]);
  });

  it('rejects schemes without a host and bare words', () => {
    expect(found('http:// 및 https://. 그리고 www.는')).toEqual([]);
  });
});
