import { describe, expect, it } from 'vitest';
import { addDottedNames, joinDottedNames } from '../../../native/redact/dotted-names';
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

  it('is one name however Korean its parts look where a reading already spans a dot', () => {
    const text = '식당에서 피해자 서리타·서리타·마가르에게 돈을, 원고 김철수·이영희는';
    const spans = [spanOf(text, '서리타', '외국인이름'), spanOf(text, '서리타·마가르', 'PERSON'), spanOf(text, '김철수', '내국인이름')];
    expect(joined(text, spans)).toEqual(['서리타·서리타·마가르:외국인이름', '김철수:내국인이름']);
  });

  it('is one name where a part reads as no Korean full name with a frequent surname (`라흐만`), and keeps a reader’s last syllable', () => {
    const text = '환전상 이므란·라흐만에게 전달하였고, 1. 니말·페르난도, 쿠마라에 대한 진술조서';
    const spans = [spanOf(text, '이므란', 'PERSON'), spanOf(text, '라흐만', 'PERSON'), spanOf(text, '페르난도', '외국인이름', { source: 'rule' })];
    // 도 reads as a particle, but the reader took it as the name's.
    expect(joined(text, spans)).toEqual(['이므란·라흐만:외국인이름', '니말·페르난도:외국인이름']);
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

describe('a dotted run no span touches', () => {
  const added = (text: string, spans: ReturnType<typeof spanOf>[] = []) => addDottedNames(text, spans).map((s) => s.text);

  it('is a foreign name where every part could only be a name’s, the particle and the copula left outside', () => {
    expect(added('그곳으로 가져온 산다·예, 피고인 등 운반 아르바이트')).toEqual(['산다·예']);
    expect(added("신협은행 과장님 소개로 온 찬타·찬입니다.'라고")).toEqual(['찬타·찬']);
    expect(added('카림·샤히울르·초드리는 모두 허구의 인물')).toEqual(['카림·샤히울르·초드리']);
    // A patronymic of five syllables, inner parts ending as a particle or a connective does.
    expect(added('누르, 찬니·다비오비치·헹과 라젠드라')).toEqual(['찬니·다비오비치·헹']);
    expect(added('개발을 위해 모에·쪼·예로부터 3억 원')).toEqual(['모에·쪼·예']);
    expect(added('니말·디사나야케')).toEqual(['니말·디사나야케']);
  });

  it('is a name over the model’s reading of parts as another category, not over a person or a rule’s reading', () => {
    const text = '서울 강북구 카림·샤히울르·초드리는 모두 허구의 인물, 서울·부산 간';
    expect(added(text, [spanOf(text, '샤히울르·초드리', 'CULTURE'), spanOf(text, '서울', 'ADDRESS', { nth: 1 })])).toEqual(['카림·샤히울르·초드리', '서울']);
    expect(added(text, [spanOf(text, '샤히울르', '시아래주소', { source: 'rule' })])).toEqual(['샤히울르']);
  });

  it('is prose where a part is a word, a verb, a unit or too long, and stays as read where a span touches it', () => {
    expect(added('교육·지시하는, 토석채취·운송권을, 라목·바목, 초·중·고등학교, 입·출금, 김철수·이영희는, 니말·디사나야케라나')).toEqual([]);
    // A unit of time written alone after a long word: `최초발주일·월 1,000만 개`.
    expect(added('2016. 2. 29.까지 최초발주일·월 1,000만 개')).toEqual([]);
    const text = '피해자 아누라·디사나야케는';
    expect(added(text, [spanOf(text, '아누라', '외국인이름')])).toEqual(['아누라']);
  });
});
