import { describe, expect, it } from 'vitest';
import { textPdf } from '../../fixtures/formats/generator/pdf';
import { exportThroughEngine } from './engine-round-trip';

// A paragraph as a PDF of justified text prints it: every line full, the name of the victim split over two lines.
const LINES = [
  '피고인은 2021. 1. 20. 21:20경 대구 중구 동해면 앞에서 피해자 김철',
  '수가 다른 사람과 싸우는 장면을 목격하고 피해자에게 다가가 "빨리 사',
  '과해라."라고 요구하고, 그럼에도 피해자가 사과를 하지 않자 손으로 피',
  '해자의 머리를 잡고 누르면서 피해자에게 말하고, 계속해서 김철수의 머리',
  '채를 잡고 인근에 있는 골목길로 피해자를 끌고 가 폭행하였다.',
];

describe('a PDF whose lines wrap inside words', () => {
  it('has a name a line break splits redacted whole, on both lines of the exported page', async () => {
    const { doc, spans, leak, again } = await exportThroughEngine('wrapped.pdf', textPdf([LINES]));
    expect(doc.text).toContain('김철\n수가');
    expect(spans.filter((s) => s.category === 'PERSON').map((s) => s.text)).toEqual(['김철\n수', '김철수']);
    expect(leak.ok).toBe(true);
    expect(again.text).not.toMatch(/김철|^수가/mu);
    expect(again.text).toContain('피해자 A\n가 다른 사람과');
  });
});
