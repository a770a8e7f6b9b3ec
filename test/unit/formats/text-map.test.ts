import { describe, expect, it } from 'vitest';
import { distributeReplacements, TextBuilder } from '../../../native/formats/text-map';

// Three runs: "피고인 홍" | "길동" | "은 출석" → text "피고인 홍길동은 출석".
const nodes = ['피고인 홍', '길동', '은 출석'];
function build() {
  const b = new TextBuilder();
  b.openParagraph();
  nodes.forEach((t, i) => b.addNode(i, t));
  b.closeParagraph();
  return b;
}

describe('distributeReplacements', () => {
  it('puts a replacement crossing runs into the first run and empties the rest of the span', () => {
    const b = build();
    expect(b.text).toBe('피고인 홍길동은 출석\n');
    const out = distributeReplacements(b.pieces, [{ start: 4, end: 7, replacement: 'A' }], (n) => nodes[n]);
    expect([...out]).toEqual([
      [0, '피고인 A'],
      [1, ''],
    ]);
  });

  it('handles several replacements in one run, one ending at a run boundary, and insertions', () => {
    const b = build();
    const out = distributeReplacements(
      b.pieces,
      [
        { start: 0, end: 3, replacement: '갑' },
        { start: 5, end: 7, replacement: '○○' },
        { start: 8, end: 8, replacement: '[삽입]' },
      ],
      (n) => nodes[n],
    );
    expect([...out]).toEqual([
      [0, '갑 홍'],
      [1, '○○'],
      [2, '은[삽입] 출석'],
    ]);
  });
});

describe('TextBuilder', () => {
  it('gives nested paragraphs (table cells, notes) their own lines and keeps empty paragraphs', () => {
    const b = new TextBuilder();
    b.openParagraph();
    b.addNode(0, '표 앞');
    b.openParagraph();
    b.addNode(1, '셀');
    b.closeParagraph();
    b.closeParagraph();
    b.openParagraph();
    b.closeParagraph();
    b.openParagraph();
    b.addNode(2, '가');
    b.addSeparator('\t');
    b.addNode(3, '나');
    b.closeParagraph();
    expect(b.text).toBe('표 앞\n셀\n\n가\t나\n');
    expect(b.pieces).toEqual([
      { start: 0, end: 3, node: 0 },
      { start: 4, end: 5, node: 1 },
      { start: 7, end: 8, node: 2 },
      { start: 9, end: 10, node: 3 },
    ]);
  });
});

describe('separator elements inside a span', () => {
  it('are deleted when covered and never receive the replacement', () => {
    // "900101" | <noBreakHyphen/> | "1234567"
    const b = new TextBuilder();
    b.openParagraph();
    b.addNode(0, '900101');
    b.addSeparator('-', 1);
    b.addNode(2, '1234567');
    b.closeParagraph();
    const text = ['900101', '-', '1234567'];
    expect(b.text).toBe('900101-1234567\n');
    const out = distributeReplacements(b.pieces, [{ start: 0, end: 14, replacement: '[주민등록번호]' }], (n) => text[n]);
    expect([...out]).toEqual([
      [0, '[주민등록번호]'],
      [1, ''],
      [2, ''],
    ]);
  });
});
