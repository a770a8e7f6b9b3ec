import { describe, expect, it } from 'vitest';
import { completeHeads, refineLabels, trimParticles } from '../../../native/engine/detect';
import { redact } from '../../../native/redact';
import type { Span } from '../../../native/types';

function model(text: string, surface: string, category: Span['category']): Span {
  const start = text.indexOf(surface);
  return { start, end: start + surface.length, text: surface, label: category, category, tier: 'direct', score: 0.9, source: 'model' };
}

describe('trimParticles', () => {
  it('gives a person name its particles back, down to three syllables', () => {
    const text = '홍길동이 박정의 홍길동만이 김구가';
    const out = trimParticles(text, [model(text, '홍길동이', 'PERSON'), model(text, '박정의', 'PERSON'), model(text, '홍길동만이', 'PERSON'), model(text, '김구가', 'PERSON')]);
    expect(out.map((s) => s.text)).toEqual(['홍길동', '박정의', '홍길동', '김구가']);
  });

  it('leaves business names that end like a particle, and rule spans, alone', () => {
    const text = '시나브로 엘리나 팡새레스토랑';
    const spans = [model(text, '시나브로', 'BUSINESS'), model(text, '엘리나', 'BUSINESS'), { ...model(text, '팡새레스토랑', 'BUSINESS'), source: 'rule' as const }];
    expect(trimParticles(text, spans)).toEqual(spans);
  });
});

describe('completeHeads', () => {
  it('completes a head word the model cut (우리은|행) so the court rule keeps it whole', () => {
    const text = '박동우 명의의 우리은행 계좌로';
    const cut = model(text, '우리은', 'INSTITUTION');
    const [span] = completeHeads(text, [cut]);
    expect(span).toMatchObject({ start: 8, end: 12, text: '우리은행' });
    expect(redact(text, [span], {}).redactedText).toBe('박동우 명의의 A은행 계좌로');
  });

  it('leaves whole words, person names and spans that are only a head prefix alone', () => {
    const text = '하나은행 김은행 은행';
    const spans = [model(text, '하나은행', 'INSTITUTION'), model(text, '김은', 'PERSON'), model(text, '은', 'INSTITUTION')];
    expect(completeHeads(text, spans)).toEqual(spans);
  });
});

describe('refineLabels', () => {
  it('names category-only numbers by their kind, from shape and context', () => {
    const text = '계좌(5-62451260230), 카드 1234-5678-9012-3456, 010-1234-5678, 02-123-4567, a@b.kr, 12가3456, 홍길동';
    const spans = [
      model(text, '5-62451260230', 'FINANCIAL'),
      model(text, '1234-5678-9012-3456', 'FINANCIAL'),
      model(text, '010-1234-5678', 'CONTACT'),
      model(text, '02-123-4567', 'CONTACT'),
      model(text, 'a@b.kr', 'CONTACT'),
      model(text, '12가3456', 'VEHICLE'),
      model(text, '홍길동', 'PERSON'),
    ];
    expect(refineLabels(text, spans).map((s) => s.label)).toEqual(['계좌번호', '카드번호', '휴대전화번호', '전화번호', '이메일주소', '차량번호', 'PERSON']);
    expect(redact(text, refineLabels(text, spans.slice(0, 1)), {}).redactedText.startsWith('계좌(계좌번호 1 생략)')).toBe(true);
  });
});
