import { describe, expect, it } from 'vitest';
import { joinDottedNames } from '../../../native/redact/dotted-names';
import { spanOf } from './make-span';

const joined = (text: string, spans: ReturnType<typeof spanOf>[]) => joinDottedNames(text, spans).map((s) => `${s.text}:${s.label}`);

describe('a foreign name written with middle dots', () => {
  it('is one person over every part, its particle outside, wherever a person span covers a part', () => {
    const text = '피해자 아누라·디사나야케의 뒤통수를, 소외 모에·윈에게, 피해자 샤히드·이므울르·초드리(가명, 여, 35세)는';
    const spans = [
      spanOf(text, '아누라', '외국인이름', { source: 'rule' }),
      spanOf(text, '디사나야케', 'PERSON'),
      spanOf(text, '모에', '외국인이름', { source: 'rule' }),
      spanOf(text, '샤히드', 'PERSON'),
      spanOf(text, '초드리', 'ADDRESS'),
    ];
    expect(joined(text, spans)).toEqual(['아누라·디사나야케:외국인이름', '모에·윈:외국인이름', '샤히드·이므울르·초드리:외국인이름']);
  });

  it('leaves Korean full names side by side, dictionary words, runs with no person and a rule of another category', () => {
    const text = '원고 김철수·이영희는, 초·중·고등학교 교사 김민수·교사, 서울·부산 간, 마리아·서울시에';
    const spans = [
      spanOf(text, '김철수', '내국인이름'),
      spanOf(text, '이영희', '내국인이름'),
      spanOf(text, '김민수', '내국인이름'),
      spanOf(text, '서울', 'ADDRESS'),
      spanOf(text, '마리아', 'PERSON'),
      spanOf(text, '서울시', '시아래주소', { source: 'rule' }),
    ];
    expect(joined(text, spans)).toEqual(['김철수:내국인이름', '이영희:내국인이름', '김민수:내국인이름', '서울:ADDRESS', '마리아:PERSON', '서울시:시아래주소']);
  });
});
