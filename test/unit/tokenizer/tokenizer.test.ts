import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GarimError } from '../../../native/errors';
import { tokenizerFromJson } from '../../../native/tokenizer';

const FIXTURE = join(import.meta.dirname, '../../fixtures/model-tiny/tokenizer.json');
const json = readFileSync(FIXTURE, 'utf8');
const vocab = (JSON.parse(json) as { model: { vocab: Record<string, number> } }).model.vocab;
const tok = tokenizerFromJson(json, FIXTURE);

describe('tokenizerFromJson (character-level fixture)', () => {
  it('gives one token per character with its offsets and no special tokens', async () => {
    const e = await tok.encode('홍길동이 1');
    expect(e.ids).toEqual([vocab['홍'], vocab['길'], vocab['동'], vocab['이'], vocab[' '], vocab['1']]);
    expect(e.offsets).toEqual([[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6]]);
  });

  it('reports UTF-16 offsets after non-BMP characters', async () => {
    const e = await tok.encode('a😀b홍');
    expect(e.ids).toEqual([1, 1, 1, vocab['홍']]);
    expect(e.offsets).toEqual([[0, 1], [1, 3], [3, 4], [4, 5]]);
  });

  it('normalizes NFD Hangul to NFC ids while offsets cover the original jamo', async () => {
    const text = '\u1112\u1169\u11bc\u1100\u1175\u11af동';
    const e = await tok.encode(text);
    expect(e.ids).toEqual([vocab['홍'], vocab['길'], vocab['동']]);
    expect(e.offsets).toEqual([[0, 3], [3, 6], [6, 7]]);
    expect(e.offsets.map(([s, t]) => text.slice(s, t).normalize('NFC'))).toEqual(['홍', '길', '동']);
  });

  it('encodes the empty string to nothing', async () => {
    expect(await tok.encode('')).toEqual({ ids: [], offsets: [] });
  });

  it('ignores truncation and padding that a user tokenizer.json carries', async () => {
    const withLimits = JSON.parse(json);
    withLimits.truncation = { direction: 'Right', max_length: 2, strategy: 'LongestFirst', stride: 0 };
    withLimits.padding = { strategy: { Fixed: 8 }, direction: 'Right', pad_to_multiple_of: null, pad_id: 0, pad_type_id: 0, pad_token: '[PAD]' };
    const e = await tokenizerFromJson(JSON.stringify(withLimits), 'x.json').encode('홍길동');
    expect(e.ids).toEqual([vocab['홍'], vocab['길'], vocab['동']]);
  });

  it('works with a word-level tokenizer whose pre-tokenizer drops spaces', async () => {
    const words = {
      version: '1.0', truncation: null, padding: null, added_tokens: [], normalizer: null,
      pre_tokenizer: { type: 'Whitespace' }, post_processor: null, decoder: null,
      model: { type: 'WordLevel', vocab: { '[UNK]': 0, 홍길동: 1, 김철수: 2 }, unk_token: '[UNK]' },
    };
    const e = await tokenizerFromJson(JSON.stringify(words), 'w.json').encode('홍길동  김철수 😀');
    expect(e.ids).toEqual([1, 2, 0]);
    expect(e.offsets).toEqual([[0, 3], [5, 8], [9, 11]]);
  });

  it('rejects a broken file with MODEL_INVALID naming it', () => {
    let err: unknown;
    try {
      tokenizerFromJson('{"model": 3}', '/m/tokenizer.json');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(GarimError);
    expect((err as GarimError).code).toBe('MODEL_INVALID');
    expect((err as GarimError).message).toMatch(/^\/m\/tokenizer\.json: the tokenizer file cannot be read \(.+\)\. Reinstall the model\.$/);
    expect((err as GarimError).messageKo).toMatch(/^\/m\/tokenizer\.json: 토크나이저 파일을 읽을 수 없습니다/);
  });
});
