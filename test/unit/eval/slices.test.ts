import { describe, expect, it } from 'vitest';
import { parseLabelled } from '../../../native/eval/labelled';
import { evaluateSlices, falseSpans, formatSliceTable, type SliceDocument } from '../../../native/eval/slices';

const text = '피고 홍길동은 살피건대 주식회사 한빛에 갔다';
const doc = (predicted: SliceDocument['predicted']): SliceDocument => ({
  id: 'd',
  text,
  corpus: 'lawgo',
  caseType: '민사',
  gold: [{ start: 3, end: 6, slice: 'name:common' }],
  ignore: [{ start: 13, end: 20 }],
  predicted,
});

describe('slice metrics', () => {
  it('counts a partly covered mention as leaked, per slice and per corpus', () => {
    const m = evaluateSlices([doc([{ start: 3, end: 5, category: 'PERSON' }])]);
    expect(m.leak_by_slice['name:common']).toEqual({ leak_rate: 1, leak_ci95: [0.2065, 1], leaked: 1, mentions: 1, head_only: 0, district_only: 0, kept: 0, unflagged: 1, unflagged_rate: 1, beyond_style: 1, beyond_style_rate: 1, beyond_style_ci95: [0.2065, 1] });
    expect(m.leak_by_slice['lawgo/name:common'].leaked).toBe(1);
    expect(m.leak_by_case_type['lawgo/민사'].mentions).toBe(1);
  });

  it('counts apart a leak whose only unredacted part is the generic head word the court keeps (광주[은행])', () => {
    const t = '광주은행 직원을 사칭하고 신한은행에서 대출';
    const k = t.indexOf('신한은행');
    const gold = [
      { start: 0, end: 4, label: '은행', slice: 'org:seen' },
      { start: k, end: k + 4, label: '은행', slice: 'org:seen' },
    ];
    // `광주` redacted, `은행` kept: head only. `신` redacted, `한은행` left: a leak of the name.
    const m = evaluateSlices([{ id: 'b', text: t, gold, ignore: [], predicted: [{ start: 0, end: 2, category: 'INSTITUTION' }, { start: k, end: k + 1, category: 'INSTITUTION' }] }]);
    expect(m.leak_by_slice['org:seen']).toEqual({ leak_rate: 1, leak_ci95: [0.3424, 1], leaked: 2, mentions: 2, head_only: 1, district_only: 0, kept: 0, unflagged: 2, unflagged_rate: 1, beyond_style: 1, beyond_style_rate: 0.5, beyond_style_ci95: [0.0945, 0.9055] });
    expect(m.leaks.map((l) => [l.text, l.headOnly])).toEqual([
      ['광주은행', true],
      ['신한은행', false],
    ]);
  });

  it('counts the company form a name opens with as a head the court keeps (유한회사 [스톤아트]), and a person never so', () => {
    const t = '유한회사 스톤아트에 투자하고 주식회사 나리식당과 거래하고 유한회사 스톤 직원을';
    const at = (s: string) => t.indexOf(s);
    const gold = [
      { start: at('유한회사 스톤아트'), end: at('유한회사 스톤아트') + 9, label: '회사', slice: 'org:unseen' },
      { start: at('주식회사 나리식당'), end: at('주식회사 나리식당') + 9, label: '식당', slice: 'org:unseen' },
      { start: at('유한회사 스톤 '), end: at('유한회사 스톤 ') + 7, label: '회사', slice: 'org:unseen' },
    ];
    // The names redacted (`스톤아트`, `나리`), the forms and kinds kept: head only. `스톤` of the third left: a leak.
    const predicted = [
      { start: at('스톤아트'), end: at('스톤아트') + 4, category: 'BUSINESS' as const },
      { start: at('나리식당'), end: at('나리식당') + 2, category: 'BUSINESS' as const },
    ];
    const m = evaluateSlices([{ id: 'c', text: t, gold, ignore: [], predicted }]);
    expect(m.leaks.map((l) => [l.text, l.headOnly])).toEqual([
      ['유한회사 스톤아트', true],
      ['주식회사 나리식당', true],
      ['유한회사 스톤', false],
    ]);
  });

  it('counts apart an address leak whose only unredacted words are a 시·군·구 or province the court publishes', () => {
    const t = '서울 춘천시 죽림동 848에서, "경기도 평택시 효령면 1066 토지, 고양시 큰들로 216 앞';
    const at = (w: string) => t.indexOf(w);
    const gold = [
      { start: at('춘천시'), end: at('에서'), label: '지번주소', slice: 'ADDRESS' },
      { start: at('경기도'), end: at(' 토지'), label: '지번주소', slice: 'ADDRESS' },
      { start: at('고양시'), end: at(' 앞'), label: '도로명주소', slice: 'ADDRESS' },
    ];
    // 춘천시 and 경기도 평택시 left, the rest redacted: district only. `큰들로` left beside 고양시: a leak below it.
    const predicted = [
      { start: at('죽림동'), end: at('에서'), category: 'ADDRESS' as const },
      { start: at('효령면'), end: at(' 토지'), category: 'ADDRESS' as const },
      { start: at('216'), end: at(' 앞'), category: 'ADDRESS' as const },
    ];
    const m = evaluateSlices([{ id: 'a', text: t, gold, ignore: [], predicted }]);
    expect(m.leak_by_slice.ADDRESS).toMatchObject({ leaked: 3, mentions: 3, head_only: 0, district_only: 2, beyond_style: 1 });
    expect(formatSliceTable(m)).toContain('beyond style');
    expect(m.leaks.map((l) => [l.text, l.districtOnly])).toEqual([
      ['춘천시 죽림동 848', true],
      ['경기도 평택시 효령면 1066', true],
      ['고양시 큰들로 216', false],
    ]);
    expect(formatSliceTable(m)).toContain('district only');
  });

  it('counts a leak on what the export replaced where given: a span kept whole hides nothing, a kept head is head only', () => {
    const t = '평택시청 소속 공무원과 인혜공인중개사사무소 직원';
    const at = (w: string) => t.indexOf(w);
    const gold = [
      { start: 0, end: 2, label: '기관명', slice: 'org:unseen' },
      { start: at('인혜'), end: at(' 직원'), label: '기업명', slice: 'org:seen' },
    ];
    // Both found whole; the export keeps the city hall (a public body) and letters the office's name, its kind kept.
    const predicted = [
      { start: 0, end: 4, category: 'INSTITUTION' as const },
      { start: at('인혜'), end: at(' 직원'), category: 'BUSINESS' as const },
    ];
    const replaced = [{ start: at('인혜'), end: at('사무소') }];
    const m = evaluateSlices([{ id: 'k', text: t, gold, ignore: [], predicted, replaced }]);
    expect(m.leak_by_slice['org:unseen']).toMatchObject({ leaked: 1, kept: 1, head_only: 0 });
    expect(m.leak_by_slice['org:seen']).toMatchObject({ leaked: 1, kept: 0, head_only: 1 });
    expect(m.leaks.map((l) => [l.text, l.kept, l.headOnly])).toEqual([
      ['평택', true, false],
      ['인혜공인중개사사무소', false, true],
    ]);
    expect(formatSliceTable(m)).toMatch(/kept/);
    // Without `replaced` the spans stand for the export (a model's output alone): nothing leaks.
    expect(evaluateSlices([{ id: 'k', text: t, gold, ignore: [], predicted }]).leaks).toEqual([]);
  });

  it('reads head and district by the slice where the taxonomy knows no label, and a region named inside a city as the city', () => {
    // law.go.kr's `상호` is no taxonomy label: its slice makes it an organisation, whose kind 병원 the court keeps.
    // A region refilled before 시 (`○○시` → `평택동시`) stands inside the city's name, which the court publishes.
    const t = "원고는 '포천동물병원'이라는 상호로 영업하였고, 평택동시에 사업계획서를 접수하였다.";
    const at = (w: string) => t.indexOf(w);
    const gold = [
      { start: at('포천'), end: at('포천') + 6, label: '상호', slice: 'org:unseen' },
      { start: at('평택동'), end: at('평택동') + 3, label: '행정동', slice: 'REGION' },
    ];
    const predicted = [
      { start: at('포천'), end: at('포천') + 6, category: 'BUSINESS' as const },
      { start: at('평택동'), end: at('평택동') + 4, category: 'REGION' as const },
    ];
    const m = evaluateSlices([{ id: 'h', text: t, gold, ignore: [], predicted, replaced: [{ start: at('포천'), end: at('포천') + 4 }] }]);
    expect(m.leaks.map((l) => [l.text, l.headOnly, l.districtOnly, l.kept])).toEqual([
      ['포천동물병원', true, false, false],
      ['평택동', false, true, false],
    ]);
  });

  it('counts as head only a kind word left inside a name the operators lettered in two (`A호텔 B`)', () => {
    const t = '위 코오롱호텔 가든 골프장 공사와 코오롱호텔 가든 사무실';
    const first = t.indexOf('코오롱');
    const second = t.indexOf('코오롱', first + 1);
    const gold = [first, second].map((start) => ({ start, end: start + 9, label: '단체명', slice: 'org:unseen' }));
    const predicted = gold.map((g) => ({ start: g.start, end: g.end, category: 'BUSINESS' as const }));
    // The first: 코오롱 and 가든 replaced, 호텔 kept. The second: 가든 left too, a name's part.
    const replaced = [{ start: first, end: first + 3 }, { start: first + 6, end: first + 8 }, { start: second, end: second + 3 }];
    const m = evaluateSlices([{ id: 'g', text: t, gold, ignore: [], predicted, replaced }]);
    expect(m.leaks.map((l) => [l.headOnly, l.kept])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('counts apart the leaks a suspect points to, and the suspects that point at no mention', () => {
    const flagged = { ...doc([{ start: 3, end: 5, category: 'PERSON' }]), suspects: [{ start: 3, end: 6, kind: 'model-doubt' }, { start: 8, end: 12, kind: 'model-doubt' }, { start: 13, end: 16, kind: 'role-word' }] };
    const m = evaluateSlices([flagged]);
    expect(m.leak_by_slice['name:common']).toMatchObject({ leaked: 1, unflagged: 0, unflagged_rate: 0 });
    expect(m.leaks.map((l) => l.suspect)).toEqual(['model-doubt']);
    // `살피건대` is on no mention; the third lies in the ignore range.
    expect(m.false_suspects_per_10k?.lawgo.suspects).toBe(1);
    expect(formatSliceTable(m)).toContain('suspects on no mention');
    // A run without suspects reports no suspect figures.
    expect(evaluateSlices([doc([])]).false_suspects_per_10k).toBeUndefined();
  });

  it('lists spans that touch no gold mention and no ignore range', () => {
    const d = doc([
      { start: 3, end: 6, category: 'PERSON' },
      { start: 8, end: 12, category: 'ORGANIZATION' },
      { start: 16, end: 18, category: 'BUSINESS' },
    ]);
    expect(falseSpans(d).map((f) => f.text)).toEqual(['살피건대']);
    const m = evaluateSlices([d]);
    expect(m.false_spans_per_10k.lawgo.spans).toBe(1);
    expect(m.false_spans_per_10k.lawgo.per_10k).toBeCloseTo(10000 / text.length, 6);
    expect(m.leak_by_corpus.lawgo.leak_rate).toBe(0);
    expect(formatSliceTable(m)).toContain('name:common');
  });

  it('reads slices.jsonl lines and still reads the plain labelled format', () => {
    const line = JSON.stringify({ id: 1, corpus: 'lawgo', case_type: '민사', text, spans: [{ start: 3, end: 6, label: '내국인이름', slice: 'name:rare' }], ignore: [{ start: 13, end: 20 }] });
    const [d] = parseLabelled(line, 'slices.jsonl');
    expect(d.spans[0].slice).toBe('name:rare');
    expect(d.ignore).toEqual([{ start: 13, end: 20 }]);
    const [plain] = parseLabelled(JSON.stringify({ id: 'x', text, spans: [] }), 'labelled.jsonl');
    expect(plain.corpus).toBeUndefined();
  });
});
