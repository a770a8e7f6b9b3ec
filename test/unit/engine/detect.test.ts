import { describe, expect, it } from 'vitest';
import { trimParticles } from '../../../native/engine/detect';
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
