import { describe, expect, it } from 'vitest';
import { decideConsistently } from '../../../native/redact/consistency';
import type { Span } from '../../../native/types';
import { spanOf } from './make-span';

describe('one surface, one decision', () => {
  it('redacts every other token occurrence of a redacted number or name, not those inside longer words', () => {
    const text = '접수 제35665호로 마친 등기(35665), 위 35665로 등기. 홍길동이 홍길동씨와 홍길동전을 읽었다.';
    const spans = [spanOf(text, '35665', 'OTHER_NUMBER', { source: 'model' }), spanOf(text, '홍길동', '내국인이름')];
    const out = decideConsistently(text, spans);
    expect(out.map((s) => [text.slice(s.start, s.end), s.start, s.source])).toEqual([
      ['35665', text.indexOf('35665'), 'model'],
      ['35665', text.indexOf('(35665') + 1, 'propagated'],
      ['35665', text.lastIndexOf('35665'), 'propagated'],
      ['홍길동', text.indexOf('홍길동'), 'model'],
      ['홍길동', text.indexOf('홍길동씨'), 'propagated'],
    ]);
    expect(out[1].reason).toBe('consistency: the same “35665” is redacted elsewhere');
  });

  it('marks a number of three digits or fewer at its twins outside dates, sums and case numbers only', () => {
    const text = '구상로 11동60903소재 건물, 2006. 11. 17. 심판청구, 2005. 2. 11.자, 11,000원, 중로 11 사업';
    const spans = [spanOf(text, '11', 'ADDRESS', { source: 'model' })];
    expect(decideConsistently(text, spans).map((s) => s.start)).toEqual([text.indexOf('11'), text.lastIndexOf('11')]);
    // On a wrapped text's last reading the breaks cut the dates: short numbers were decided on the unwrapped view.
    expect(decideConsistently(text, spans, { shortNumbers: false }).map((s) => s.start)).toEqual([text.indexOf('11')]);
  });

  it('lets a kept span (a role) seed nothing', () => {
    const text = '판사 김판정, 그리고 김판정.';
    const out = decideConsistently(text, [spanOf(text, '김판정', '내국인이름', { role: 'judge' })]);
    expect(out).toHaveLength(1);
  });

  it('decides “neither” for a surface that also stands inside a legal term', () => {
    const text = '성년후견 개시. 성년후견인이 선임되었다.';
    expect(decideConsistently(text, [spanOf(text, '성년후견', 'ORGANIZATION')])).toEqual([]);
  });

  it('decides “neither” for a surface that also stands as the province of an address', () => {
    const text = '서울 마포구 서면 1018-17에 있는 서울 선인고등학교 부근, 서울 종로구 이곡동 623';
    expect(decideConsistently(text, [spanOf(text, '서울', 'INSTITUTION', { nth: 1 })])).toEqual([]);
    // A bank's name read glued to its head stands: its twin before a district is redacted as before.
    const bank = '대구은행 팀장을 사칭하고, 대구 동구 신천동 12에서';
    expect(decideConsistently(bank, [spanOf(bank, '대구', 'INSTITUTION')]).map((s) => s.start)).toEqual([0, bank.lastIndexOf('대구')]);
  });

  it('decides “neither” for a guess that also stands as a word of a kept public body\'s name, never a person\'s', () => {
    // The model read the city as a business twice; the airport a break cuts is kept as a public body, and publishes it.
    const text = '일본 후쿠오카까지 운반하고, 일본 후쿠오카\n공항에 도착하였다. 인천지방법원 판사 김철수, 피해자 김철수';
    const body = spanOf(text, '후쿠오카\n공항', 'INSTITUTION', { source: 'model', role: 'state_body' });
    const city = spanOf(text, '후쿠오카', 'BUSINESS', { source: 'model' });
    expect(decideConsistently(text, [city, body])).toEqual([body]);
    // A person's name a kept body holds is still a name (none here: the judge is no public body).
    const judge = spanOf(text, '김철수', '내국인이름', { role: 'judge' });
    const victim = spanOf(text, '김철수', '내국인이름', { source: 'model', nth: 1 });
    expect(decideConsistently(text, [judge, victim])).toEqual([judge, victim]);
  });

  it('redacts the twins the leak check would find in the export, and a name a line break cut', () => {
    const text = '(도로: 중로 24) 개설사업, (중로24)도로개설. 소외 정민수는 소외 정\n민수와 달랐다.';
    const spans = [spanOf(text, '중로 24', '회사', { source: 'model' }), spanOf(text, '정민수', '내국인이름')];
    expect(decideConsistently(text, spans).map((s) => text.slice(s.start, s.end))).toEqual(['중로 24', '중로24', '정민수', '정\n민수']);
  });

  it('redacts a twin whole where only a shorter span covers part of it', () => {
    // The model read `[구로구] 갑` at one place and `구로구 갑` at others: the district alone is published, so `갑`
    // stood at the first and the export's check found `구로구 갑` there.
    const text = '정당 구로구 갑 후보로 나간다. 위 정당의 구로구 갑 후보로, 판사 김판정 외 1인, 김판정 외 1인';
    const spans = [
      spanOf(text, '구로구', 'REGION', { source: 'model' }),
      spanOf(text, '구로구 갑', 'REGION', { source: 'model', nth: 1 }),
      spanOf(text, '김판정', '내국인이름', { role: 'judge' }),
      spanOf(text, '김판정 외', '내국인이름', { source: 'model', nth: 1 }),
    ];
    expect(decideConsistently(text, spans).map((s) => [text.slice(s.start, s.end), s.start])).toEqual([
      ['구로구 갑', text.indexOf('구로구')],
      ['구로구 갑', text.lastIndexOf('구로구')],
      ['김판정', text.indexOf('김판정')],
      ['김판정 외', text.lastIndexOf('김판정')],
    ]);
  });

  it('lets a rule\'s reading decide a surface wherever it stands, not only where it comes first', () => {
    // `대구` also stands as the province of an address: guesses alone would be dropped there, but a rule read it.
    const text = '그는 대구 출신이다. 대구 동구 신천동 12에 산다. 대구 가게.';
    const guessFirst = [spanOf(text, '대구', '회사', { source: 'propagated' }), spanOf(text, '대구', '회사', { source: 'rule', nth: 2 })];
    const ruleFirst = [spanOf(text, '대구', '회사', { source: 'rule' }), spanOf(text, '대구', '회사', { source: 'propagated', nth: 2 })];
    const starts = (spans: Span[]) => decideConsistently(text, spans).map((s) => s.start);
    expect(starts(guessFirst)).toEqual(starts(ruleFirst));
    expect(starts(guessFirst)).toHaveLength(3);
  });
});
