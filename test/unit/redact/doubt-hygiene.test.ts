import { describe, expect, it } from 'vitest';
import { cleanDoubts } from '../../../native/redact/doubt-hygiene';
import { labelInfo } from '../../../native/taxonomy';
import type { ModelDoubt } from '../../../native/types';

const doubt = (text: string, word: string, label: string, nth = 0): ModelDoubt => {
  let at = text.indexOf(word);
  for (let k = 0; k < nth; k++) at = text.indexOf(word, at + 1);
  return { start: at, end: at + word.length, label, category: labelInfo(label).category, score: 0.3 };
};

const kept = (text: string, doubts: ModelDoubt[]) => cleanDoubts(text, doubts).map((d) => text.slice(d.start, d.end));

describe('doubt hygiene: the near misses a reviewer is shown', () => {
  it('keeps a name-shaped word and a business with a head word', () => {
    const text = '그날 뇌믈뎅찻과 함께 우리한의원에 갔다.';
    expect(kept(text, [doubt(text, '뇌믈뎅찻', '내국인이름'), doubt(text, '우리한의원', 'INSTITUTION')])).toEqual(['뇌믈뎅찻', '우리한의원']);
  });

  it('drops what hygiene drops as a span: a case number, an omission marker, a legal term', () => {
    const text = '서울고등법원 2016누1047 판결, (주소 생략), 반소원고는';
    expect(kept(text, [doubt(text, '1047', 'OTHER_NUMBER'), doubt(text, '생략', 'ADDRESS'), doubt(text, '반소원고', '내국인이름')])).toEqual([]);
  });

  it('drops a dictionary word or compound for a person, a compound without a head or kind word for a body, and a header field', () => {
    const text = '판례일련번호: 188014\n보증금을 돌려받았고 세무조사사무처리규정에 따라 우정사업정보를 농협계좌로 보냈다.';
    expect(
      kept(text, [
        doubt(text, '판례일련번호', 'BUSINESS'),
        doubt(text, '보증금', '내국인이름'),
        doubt(text, '세무조사사무처리규정', 'BUSINESS'),
        doubt(text, '우정사업정보', 'BUSINESS'),
        doubt(text, '농협계좌', 'INSTITUTION'),
      ]),
    ).toEqual(['농협계좌']);
  });
});
