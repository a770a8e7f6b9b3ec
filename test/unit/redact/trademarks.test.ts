import { describe, expect, it } from 'vitest';
import { decideConsistently } from '../../../native/redact/consistency';
import { cleanSpansWithReasons } from '../../../native/redact/hygiene';
import { quotedBusinessNames, quotedMarks } from '../../../native/redact/quoted-business';
import { isMarkJudgment, markQuotes } from '../../../native/redact/trademarks';
import { spanOf } from './make-span';

// A trademark judgment's opening, as the 특허법원 writes it: ten words for a mark or more, quotes of marks and of what
// a mark means, and of the shop where marked goods were sold.
const MARK_CASE =
  '이 사건 출원상표는 영문자 \'A. G. S\'와 \'Ace Golf Service\'가 상하로 결합된 문자상표로서, 등록상표 및 인용상표와 ' +
  '표장이 유사하다. 출원상표의 하단에 위치한 \'Ace Golf Service\'는 \'최고의 골프서비스\'로 인식된다. 이 상표는 ' +
  '서비스표가 아니고, 선등록상표와 대비되는 상표이며, 그 상표권자는 주식회사 Ace Golf Service이다. ' +
  '피고인 운영의 \'명품마트\'에서 위조 상표가 부착된 가방이 팔렸다.';
// The same sentences where a mark is named in passing: nine words.
const PASSING = MARK_CASE.replace('선등록상표와 대비되는 상표이며, ', '').replace('위조 상표가 부착된', '위조품인');

describe('trademark judgments', () => {
  it('counts a judgment about marks by its words for a mark, ten or more', () => {
    expect(isMarkJudgment(MARK_CASE)).toBe(true);
    expect(isMarkJudgment(PASSING)).toBe(false);
    expect(markQuotes(PASSING)).toEqual([]);
    const inside = (qs: { start: number; end: number }[]) => qs.map((q) => MARK_CASE.slice(q.start, q.end));
    expect(inside(markQuotes(MARK_CASE))).toEqual(['A. G. S', 'Ace Golf Service', 'Ace Golf Service', '최고의 골프서비스', '명품마트']);
    // A quote presented as a place of business is none, unless a twin stands beside a word for a mark (the second
    // `Ace Golf Service` stands beside none; the first does).
    const at = (surface: string, nth = 0) => {
      let start = -1;
      for (let k = 0; k <= nth; k++) start = MARK_CASE.indexOf(surface, start + 1);
      return { start, end: start + surface.length };
    };
    expect(inside(markQuotes(MARK_CASE, () => [at('명품마트'), at('Ace Golf Service', 1)]))).toEqual([
      'A. G. S', 'Ace Golf Service', 'Ace Golf Service', '최고의 골프서비스',
    ]);
    expect(inside(quotedMarks(MARK_CASE))).toEqual(['A. G. S', 'Ace Golf Service', 'Ace Golf Service', '최고의 골프서비스']);
  });

  it('drops a business or product the model read inside a quoted mark, and keeps a person or an address quoted', () => {
    const spans = [
      spanOf(MARK_CASE, 'Ace Golf Service', 'BUSINESS'),
      spanOf(MARK_CASE, 'Golf Service', 'PRODUCT', { nth: 1 }),
      spanOf(MARK_CASE, 'A. G. S', 'PERSON'),
      spanOf(MARK_CASE, 'Golf', 'ADDRESS', { nth: 2 }),
      spanOf(MARK_CASE, '골프서비스', 'PRODUCT'),
      spanOf(MARK_CASE, '명품마트', 'BUSINESS'),
    ];
    const { spans: kept, dropped } = cleanSpansWithReasons(MARK_CASE, spans);
    expect(kept.map((s) => s.text)).toEqual(['A. G. S', 'Golf', '명품마트']);
    expect(dropped.map((d) => [d.span.text, d.why])).toEqual([
      ['Ace Golf Service', 'trademark'],
      ['Golf Service', 'trademark'],
      ['골프서비스', 'trademark'],
    ]);
    // Outside a trademark judgment a quoted name is what the model read.
    expect(cleanSpansWithReasons(PASSING, [spanOf(PASSING, 'Ace Golf Service', 'BUSINESS')]).spans).toHaveLength(1);
  });

  it('decides a quoted mark “neither” wherever it stands, unquoted twins included', () => {
    const seed = spanOf(MARK_CASE, 'Ace Golf Service', 'BUSINESS', { nth: 2 });
    expect(MARK_CASE.slice(seed.end, seed.end + 2)).toBe('이다');
    expect(decideConsistently(MARK_CASE, [seed])).toEqual([]);
    // A person's name is no mark: its twins are redacted.
    const person = spanOf(MARK_CASE, 'A. G. S', 'PERSON');
    expect(decideConsistently(MARK_CASE, [person])).toEqual([person]);
    // A rule's reading is not second-guessed.
    const rule = { ...seed, source: 'rule' as const };
    expect(decideConsistently(MARK_CASE, [rule]).length).toBeGreaterThan(1);
  });

  it('reads a judgment printed with hard-wrapped lines as the same judgment', () => {
    const wrapped = (MARK_CASE.match(/.{1,38}/gu) ?? []).join('\n');
    const quotes = quotedMarks(wrapped);
    // Some quote and some word for a mark are cut by a line's end.
    expect(quotes.some((q) => wrapped.slice(q.start, q.end).includes('\n'))).toBe(true);
    expect(/상\n표|상표\n|\n상표|서비스\n표|표\n장/u.test(wrapped)).toBe(true);
    expect(isMarkJudgment(wrapped)).toBe(true);
    expect(quotes.map((q) => wrapped.slice(q.start, q.end).replace(/\n/gu, ''))).toEqual(
      quotedMarks(MARK_CASE).map((q) => MARK_CASE.slice(q.start, q.end)),
    );
  });

  it('reads no quoted mark as a trade name in a trademark judgment, and the same quote elsewhere as one', () => {
    const sentence = '출원상표의 하단에 위치한 \'Ace Golf Service\'는 우리 나라에서';
    expect(quotedBusinessNames(sentence)).toHaveLength(1);
    // The shop where marked goods were sold stays a trade name.
    const found = quotedBusinessNames(`${MARK_CASE} ${sentence}`).map((q) => `${MARK_CASE} ${sentence}`.slice(q.start, q.end));
    expect(found).toEqual(['명품마트']);
  });
});
