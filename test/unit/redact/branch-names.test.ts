import { describe, expect, it } from 'vitest';
import { addBranchNames } from '../../../native/redact/branch-names';
import { spanOf } from './make-span';

const branches = (text: string, spans: ReturnType<typeof spanOf>[]) =>
  addBranchNames(text, spans)
    .filter((s) => s.reason?.startsWith('branch:'))
    .map((s) => `${s.text}:${s.label}`);

describe('the branch named after a business', () => {
  it('is read where the sentence goes on to the place', () => {
    const text = '이야기모바일 김포공항점 앞에서, 원예농협 물류센터 방학점 내 QC레일, ‘긍께븀주점’ 동대문점에 방문한, 홍성축산업협동조합 천안서북점 부근에서';
    const spans = [spanOf(text, '이야기모바일', 'BUSINESS'), spanOf(text, '원예농협 물류', 'BUSINESS'), spanOf(text, '긍께븀주점', 'BUSINESS'), spanOf(text, '홍성축산업협동', 'ORGANIZATION')];
    expect(branches(text, spans)).toEqual(['김포공항점:지점', '방학점:지점', '동대문점:지점', '천안서북점:지점']);
  });

  it('is not a word that ends in 점 as nouns do, a kind of outlet, or one the sentence does not place', () => {
    const text = '한빛상사 차이점 앞에서, 한빛상사 직영점 앞에서, 한빛상사 3호점 앞에서, 한빛상사 편의점 내, 한빛상사 의류점에서, 한빛상사 커피전문점 앞, 한빛상사 강남점을 인수하였다';
    const spans = [0, 1, 2, 3, 4, 5, 6].map((nth) => spanOf(text, '한빛상사', 'BUSINESS', { nth }));
    expect(branches(text, spans)).toEqual([]);
  });

  it('leaves a branch a span already marks, and follows no person or address', () => {
    const text = '신한은행 광혜원점에서, 김철수 강남점 앞에서';
    const spans = [spanOf(text, '신한은행', '은행'), spanOf(text, '광혜원점', 'BUSINESS'), spanOf(text, '김철수', '내국인이름')];
    expect(branches(text, spans)).toEqual([]);
  });
});
