// The JS fast path must give exactly what the native tokenizers binding gives, on real judgments and on the odd
// characters (surrogate pairs, unknown symbols, CR/LF, tabs, NBSP); text it cannot reproduce goes to the binding.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Tokenizer } from 'tokenizers';
import { describe, expect, it } from 'vitest';
import { charLevelTokenizer } from '../../../native/tokenizer/char-level';
import { toUtf16Offsets } from '../../../native/tokenizer/offsets';

const JSON_FILES = ['../../../models/tokenizer.json', '../../fixtures/model-tiny/tokenizer.json'].map((p) => new URL(p, import.meta.url)).filter((u) => existsSync(u));
const SAMPLES = new URL('../../fixtures/samples/', import.meta.url);

const texts = [
  ...readdirSync(SAMPLES).filter((f) => f.endsWith('.txt')).map((f) => readFileSync(new URL(f, SAMPLES), 'utf8')),
  '피고인 홍길동(😀)은\r\n\t2023. 1. 2.\u00a0서울 ☃ 𝔘𝔫𝔦 ㈜가나 ①②',
  '  leading and trailing  ',
];

async function viaBinding(tok: Tokenizer, text: string) {
  const e = await tok.encode(text, null, { addSpecialTokens: false });
  return { ids: e.getIds(), offsets: toUtf16Offsets(text, e.getOffsets()) };
}

describe.each(JSON_FILES.map((u) => [u.pathname.split('/').slice(-2).join('/'), u] as const))('char-level fast path (%s)', (_name, url) => {
  const json = readFileSync(url, 'utf8');
  const fast = charLevelTokenizer(json)!;
  const tok = Tokenizer.fromString(json);

  it('recognises the bundled tokenizer shape', () => {
    expect(fast).toBeDefined();
  });

  it('gives the binding ids and offsets exactly', async () => {
    for (const text of texts) expect(fast.encode(text)).toEqual(await viaBinding(tok, text));
  });

  it('hands back text it cannot reproduce: NFD Hangul, an added token written out', () => {
    expect(fast.encode('홍길동'.normalize('NFD'))).toBeUndefined();
    expect(fast.encode('원고 [UNK] 피고')).toBeUndefined();
  });
});

it('declines other tokenizer shapes', () => {
  expect(charLevelTokenizer(JSON.stringify({ normalizer: null, pre_tokenizer: { type: 'Whitespace' }, model: { type: 'WordPiece' } }))).toBeUndefined();
  expect(charLevelTokenizer('not json')).toBeUndefined();
});

const SHARED = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'precedent-kr', 'raw');
describe.skipIf(!existsSync(SHARED) || JSON_FILES.length === 0)('char-level fast path on precedent-kr', () => {
  it('matches the binding on every real judgment', async () => {
    const json = readFileSync(JSON_FILES[0], 'utf8');
    const fast = charLevelTokenizer(json)!;
    const tok = Tokenizer.fromString(json);
    let fastPath = 0;
    let all = 0;
    for (const kind of readdirSync(SHARED)) {
      for (const f of readdirSync(join(SHARED, kind))) {
        const text = readFileSync(join(SHARED, kind, f), 'utf8');
        const quick = fast.encode(text);
        all++;
        if (!quick) continue;
        fastPath++;
        expect(quick).toEqual(await viaBinding(tok, text));
      }
    }
    expect(fastPath).toBeGreaterThan(all / 2);
  }, 60_000);
});
