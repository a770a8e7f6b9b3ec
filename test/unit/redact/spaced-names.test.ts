import { describe, expect, it } from 'vitest';
import { joinSpacedNames, widenForeignNames } from '../../../native/redact/spaced-names';
import { spanOf } from './make-span';

const joined = (text: string, spans: ReturnType<typeof spanOf>[]) => joinSpacedNames(text, spans).map((s) => `${s.text}:${s.label}`);

describe('a foreign name found in halves', () => {
  it('is one person, whichever readers found the words', () => {
    const text = '그 무렵 아이린 커밍스가 방문하였고 소피아 그레이스 산토스와 만났다';
    const spans = [
      spanOf(text, '아이린', '외국인이름', { source: 'rule' }),
      spanOf(text, '커밍스', 'PERSON'),
      spanOf(text, '소피아', 'PERSON'),
      spanOf(text, '그레이스', 'PERSON'),
      spanOf(text, '산토스', 'PERSON'),
    ];
    expect(joined(text, spans)).toEqual(['아이린 커밍스:외국인이름', '소피아 그레이스 산토스:외국인이름']);
  });

  it('leaves two Korean names side by side, a comma between, another category, a user span and a noun after a name', () => {
    const text = '피해자 김철수 박영희, 존, 스미스 한빛상사 제인 도, 김경민 예술감독';
    const spans = [
      spanOf(text, '김철수', '내국인이름'),
      spanOf(text, '박영희', '내국인이름'),
      spanOf(text, '존', 'PERSON'),
      spanOf(text, '스미스', 'PERSON'),
      spanOf(text, '한빛상사', '기업명'),
      spanOf(text, '제인', 'PERSON', { source: 'user' }),
      spanOf(text, '도', 'PERSON'),
      spanOf(text, '김경민', '내국인이름'),
      spanOf(text, '예술감독', 'PERSON'),
    ];
    expect(joined(text, spans)).toEqual(['김철수:내국인이름', '박영희:내국인이름', '존:PERSON', '스미스:PERSON', '한빛상사:기업명', '제인:PERSON', '도:PERSON', '김경민:내국인이름', '예술감독:PERSON']);
  });
});

describe('the first word of a foreign name the model read from its second', () => {
  const widened = (text: string, spans: ReturnType<typeof spanOf>[]) => widenForeignNames(text, spans).map((s) => `${s.text}:${s.label}`);

  it('is taken into the name', () => {
    const text = '경리직원 투멘 후렐수흐를 기망하고, 화가 나 차나폰 숙사왓과 다투었다';
    expect(widened(text, [spanOf(text, '후렐수흐', 'PERSON'), spanOf(text, '숙사왓', 'PERSON')])).toEqual(['투멘 후렐수흐:외국인이름', '차나폰 숙사왓:외국인이름']);
  });

  it('leaves prose, the copula, dictionary words, a unit of an organisation, one syllable, covered words, Korean-shaped and masked names, legal terms', () => {
    const text = '그를 아는 커밍스, 직원 커밍스, 간 커밍스, 피해자 김철수 박영희, 한빛상사 커밍스, 원고가 아닌 노○○, 원고의 모인 커밍스, 전달받아 환전상, 그러나 커밍스, 돈을 빌려 커밍스, 카드 법무팀 짜긔, 투멘 질권자에게';
    const spans = [
      spanOf(text, '커밍스', 'PERSON'),
      spanOf(text, '커밍스', 'PERSON', { nth: 1 }),
      spanOf(text, '커밍스', 'PERSON', { nth: 2 }),
      spanOf(text, '박영희', '내국인이름'),
      spanOf(text, '한빛상사', '기업명'),
      spanOf(text, '커밍스', 'PERSON', { nth: 3 }),
      spanOf(text, '노○○', 'PERSON'),
      spanOf(text, '커밍스', 'PERSON', { nth: 4 }),
      spanOf(text, '환전상', 'PERSON'),
      spanOf(text, '커밍스', 'PERSON', { nth: 5 }),
      spanOf(text, '커밍스', 'PERSON', { nth: 6 }),
      spanOf(text, '짜긔', 'PERSON'),
      spanOf(text, '질권자', 'PERSON', { source: 'rule' }),
    ];
    expect(widened(text, spans)).toEqual(['커밍스:PERSON', '커밍스:PERSON', '커밍스:PERSON', '박영희:내국인이름', '한빛상사:기업명', '커밍스:PERSON', '노○○:PERSON', '커밍스:PERSON', '환전상:PERSON', '커밍스:PERSON', '커밍스:PERSON', '짜긔:PERSON', '질권자:PERSON']);
  });
});
