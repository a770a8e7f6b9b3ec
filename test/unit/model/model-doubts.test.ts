import { describe, expect, it } from 'vitest';
import { parseBioLabel } from '../../../native/model/bio-decode';
import { findModelDoubts } from '../../../native/model/model-doubts';
import type { TokenTag } from '../../../native/model/softmax';
import { createEngine } from '../../../native/engine/engine';
import type { DetectOptions, Span } from '../../../native/types';

const LABELS = ['O', 'B-PERSON', 'I-PERSON', 'B-BUSINESS', 'I-BUSINESS'].map((l) => parseBioLabel(l)!);

/** One token per character; `marks` gives a character's tag, every other one is a confident O. */
function tagged(text: string, marks: Record<number, TokenTag>) {
  const offsets = [...text].map((_, i): [number, number] => [i, i + 1]);
  const tags = [...text].map((_, i): TokenTag => marks[i] ?? { label: 0, prob: 0.99, second: 1, secondProb: 0.005 });
  return { offsets, tags };
}

const doubtsOf = (text: string, marks: Record<number, TokenTag>, floor = 0.2) => {
  const { offsets, tags } = tagged(text, marks);
  return findModelDoubts(text, offsets, tags, LABELS, 0.5, floor).map((d) => [text.slice(d.start, d.end), d.category, d.score]);
};

describe('model doubts: words the model nearly marked', () => {
  it('gives the whole word, without its particle, where a name label came second to O', () => {
    const text = '피해자 뇌믈뎅찻은 갔다.';
    const at = text.indexOf('뎅');
    const near = { label: 0, prob: 0.62, second: 2, secondProb: 0.35 };
    expect(doubtsOf(text, { [at]: near, [at + 1]: { ...near, secondProb: 0.3 } })).toEqual([['뇌믈뎅찻', 'PERSON', 0.35]]);
    // Under the floor it is nothing.
    expect(doubtsOf(text, { [at]: near }, 0.4)).toEqual([]);
  });

  it('gives a span the model found but scored under the bar, and never a lone letter', () => {
    const text = '주식회사 별빛상사와 김 사장이 거래하였다.';
    const b = text.indexOf('별빛상사');
    const low = (label: number) => ({ label, prob: 0.4, second: 0, secondProb: 0.35 });
    const marks: Record<number, TokenTag> = { [b]: low(3), [b + 1]: low(4), [b + 2]: low(4), [b + 3]: low(4) };
    marks[text.indexOf('김')] = { label: 0, prob: 0.5, second: 1, secondProb: 0.45 };
    expect(doubtsOf(text, marks)).toEqual([['별빛상사', 'BUSINESS', 0.4]]);
  });

  // A doubt that sits on nothing the model found: the fake runner reports it for whatever text it is given.
  const doubtingRunner = (word: string, label: string, category: Span['category']) => ({
    manifest: undefined,
    async detect(text: string, options: DetectOptions = {}): Promise<Span[]> {
      const start = text.indexOf(word);
      options.onDoubts?.([{ start, end: start + word.length, label, category, score: 0.31 }]);
      return [];
    },
  });

  it('reaches the reviewer as a suspect when no span covers the word, and is redacted under --strict', async () => {
    const text = '그날 별빛상사 앞에서 만났다.';
    const engine = await createEngine({ runner: doubtingRunner('별빛상사', 'BUSINESS', 'BUSINESS') as never });
    const r = await engine.deidentify(text);
    expect((r.suspects ?? []).map((s) => [s.text, s.kind, s.label, s.detail])).toEqual([
      ['별빛상사', 'model-doubt', 'BUSINESS', "the model's second guess: BUSINESS (31 %)"],
    ]);
    expect(r.redactedText).toContain('별빛상사');
    const strict = await engine.deidentify(text, { strict: true });
    expect(strict.redactedText).not.toContain('별빛상사');
  });

  it('makes a person doubt on a word that reads as a name a span, carried to its other mentions', async () => {
    // No slot of its own names it (context-names.ts would read `뇌믈뎅찻과 함께`): the doubt alone makes the span.
    const text = '그날 뇌믈뎅찻과 시장에 갔다. 뇌믈뎅찻은 돈을 받았다.';
    const engine = await createEngine({ runner: doubtingRunner('뇌믈뎅찻', '내국인이름', 'PERSON') as never });
    const r = await engine.deidentify(text);
    expect(r.spans.filter((s) => s.text === '뇌믈뎅찻')).toHaveLength(2);
    expect(r.redactedText).not.toContain('뇌믈뎅찻');
    expect(r.suspects ?? []).toEqual([]);
  });

  it('passes the near misses through doubt hygiene before they become names (a field name before a colon stays)', async () => {
    const text = '뇌믈뎅찻: 2019. 3. 4.\n피해자는 돈을 받았다.';
    const engine = await createEngine({ runner: doubtingRunner('뇌믈뎅찻', '내국인이름', 'PERSON') as never });
    const r = await engine.deidentify(text);
    expect(r.spans).toEqual([]);
    expect(r.suspects ?? []).toEqual([]);
  });
});
