// Why character level: share of gold span boundaries (models/eval/labelled.jsonl) that fall INSIDE a token of the
// release's 32k BPE when it runs without Mecab pre-tokenization (as the engine would have to run it).
// Run: node models/training/measure_bpe_boundaries.mjs [../shared/thunder-deid/tokenizer/mecab_bpe_deid_32k/tokenizer.json]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Tokenizer } = require('tokenizers');
const file = process.argv[2] ?? new URL('../../../shared/thunder-deid/tokenizer/mecab_bpe_deid_32k/tokenizer.json', import.meta.url).pathname;
const tok = Tokenizer.fromFile(file);
const lines = readFileSync(new URL('../eval/labelled.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
let boundaries = 0;
let inside = 0;
let spans = 0;
let spansCut = 0;
let tokens = 0;
let chars = 0;
for (const doc of lines) {
  const enc = await tok.encode(doc.text);
  const offsets = enc.getOffsets();
  tokens += offsets.length;
  chars += doc.text.length;
  const cut = new Set();
  for (const [s, e] of offsets) for (let k = s + 1; k < e; k++) cut.add(k);
  for (const sp of doc.spans) {
    spans++;
    let bad = false;
    for (const b of [sp.start, sp.end]) {
      boundaries++;
      if (cut.has(b)) { inside++; bad = true; }
    }
    if (bad) spansCut++;
  }
}
console.log(JSON.stringify({ docs: lines.length, spans, boundaries, boundariesInsideToken: inside,
  shareBoundariesInside: +(inside / boundaries).toFixed(4), shareSpansNotRepresentable: +(spansCut / spans).toFixed(4),
  charsPerToken: +(chars / tokens).toFixed(2) }));
