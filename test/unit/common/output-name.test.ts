import { describe, expect, it } from 'vitest';
import {
  deidentifyFileName,
  deidentifyName,
  deidentifyPath,
  mentionsIn,
  nameReplacementsOf,
} from '../../../native/common/output-name';

const R = [
  { original: '박호미', replacement: 'A' },
  { original: '행복상사', replacement: 'B상사' },
  { original: '홍', replacement: 'C' },
];

describe('deidentifyName', () => {
  it('replaces a redacted mention in a clerk-style file name', () => {
    expect(deidentifyFileName('판결문_박호미_2018고단1371.txt', R)).toBe('판결문_A_2018고단1371.txt');
  });

  it('leaves a name with nothing in it as it is', () => {
    expect(deidentifyFileName('판결문_2018고단1371.hwpx', R)).toBe('판결문_2018고단1371.hwpx');
  });

  it('matches with spaces, underscores or hyphens inside the mention', () => {
    expect(deidentifyName('박 호미 판결', R)).toBe('A 판결');
    expect(deidentifyName('판결_박_호미', R)).toBe('판결_A');
    expect(deidentifyName('행복-상사 사건', R)).toBe('B상사 사건');
  });

  it('compares in NFC, so a macOS (NFD) name is found and comes out NFC', () => {
    const nfd = '판결문_박호미.txt'.normalize('NFD');
    expect(deidentifyFileName(nfd, R)).toBe('판결문_A.txt');
    expect(deidentifyFileName('판결문.txt'.normalize('NFD'), R)).toBe('판결문.txt');
  });

  it('matches a mention written with spaces in the text against a name written without', () => {
    expect(deidentifyName('판결문박호미', [{ original: '박 호 미', replacement: 'A' }])).toBe('판결문A');
  });

  it('ignores one-character mentions (a surname occurs inside ordinary words)', () => {
    expect(deidentifyName('홍보자료', R)).toBe('홍보자료');
  });

  it('replaces every occurrence, the longest mention first', () => {
    const r = [
      { original: '김민', replacement: 'X' },
      { original: '김민수', replacement: 'A' },
    ];
    expect(deidentifyName('김민수_김민수_김민', r)).toBe('A_A_X');
  });

  it('never puts a path separator or a Windows-forbidden character into the name', () => {
    expect(deidentifyName('박호미 사건', [{ original: '박호미', replacement: 'a/b:c' }])).toBe('a_b_c 사건');
  });

  it('gives a name that was only the mention a name', () => {
    expect(deidentifyFileName('박호미.txt', [{ original: '박호미', replacement: '' }])).toBe('가림.txt');
  });
});

describe('deidentifyPath', () => {
  it('de-identifies every folder and the file name', () => {
    expect(deidentifyPath('/사건/박호미/판결문_박호미.txt', R)).toBe('/사건/A/판결문_A.txt');
    expect(deidentifyPath('C:\\사건\\박호미\\a.hwp', R)).toBe('C:\\사건\\A\\a.hwp');
  });
});

describe('mentionsIn', () => {
  it('names the redacted mentions a note contains', () => {
    expect(mentionsIn('피고인 박 호미 건 재검토, 행복상사 확인', R)).toEqual(['박 호미', '행복상사']);
    expect(mentionsIn('특이사항 없음', R)).toEqual([]);
  });
});

describe('nameReplacementsOf', () => {
  const span = (start: number, end: number, text: string, entityId: string) => ({
    start,
    end,
    text,
    label: '내국인이름',
    category: 'PERSON' as const,
    tier: 'direct' as const,
    score: 1,
    source: 'model' as const,
    entityId,
  });
  const entity = (id: string, canonical: string, pseudonym: string, operator: 'court' | 'keep' = 'court') => ({
    id,
    category: 'PERSON' as const,
    label: '내국인이름',
    tier: 'direct' as const,
    mentions: [],
    canonical,
    pseudonym,
    operator,
  });

  it("pairs each replaced span's text with its pseudonym, once, without the particle the offset map carries", () => {
    const text = '김민수은 김민수를 만났다';
    const redaction = {
      spans: [span(0, 3, '김민수', 'e0'), span(5, 8, '김민수', 'e0')],
      entities: [entity('e0', '김민수', 'A')],
      redactedText: 'A는 A를 만났다',
      offsetMap: [
        { start: 0, end: 4, redactedStart: 0, redactedEnd: 2, spanIndex: 0 },
        { start: 5, end: 8, redactedStart: 3, redactedEnd: 4, spanIndex: 1 },
      ],
    };
    expect(nameReplacementsOf(text, redaction)).toEqual([{ original: '김민수', replacement: 'A' }]);
  });

  it('leaves out kept spans', () => {
    const redaction = {
      spans: [span(0, 3, '정수빈', 'e0')],
      entities: [entity('e0', '정수빈', '정수빈', 'keep')],
      redactedText: '정수빈 판사',
      offsetMap: [{ start: 0, end: 3, redactedStart: 0, redactedEnd: 3, spanIndex: 0 }],
    };
    expect(nameReplacementsOf('정수빈 판사', redaction)).toEqual([]);
  });
});
