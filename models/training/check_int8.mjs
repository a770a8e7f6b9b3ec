// Checks an int8 model (quantize_onnx.py) against the float model it was made from, on real text: the share of
// characters whose most probable label changes, and the largest change of a probability.
// Run: node models/training/check_int8.mjs FLOAT.onnx INT8.onnx DOCS.jsonl [MAX_PER_10K=10]
// DOCS.jsonl: one {"text": …} per line (make_slices.py output). Exit 1 above MAX_PER_10K changed labels per 10,000
// characters (the bundled model's copy changes about 2: taps in the wrong order or a wrong scale change hundreds).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ort = require('onnxruntime-node');
const [floatPath, int8Path, docsPath, maxArg] = process.argv.slice(2);
if (!docsPath) {
  console.error('usage: check_int8.mjs FLOAT.onnx INT8.onnx DOCS.jsonl [MAX_PER_10K]');
  process.exit(2);
}
const max = Number(maxArg ?? 10);
const vocab = JSON.parse(readFileSync(new URL('../tokenizer.json', import.meta.url), 'utf8')).model.vocab;
const WINDOW = 2048;
function fail(message) {
  console.error(`check_int8: ${message}`);
  process.exit(1);
}
let docs;
try {
  docs = readFileSync(docsPath, 'utf8');
} catch (e) {
  fail(`${docsPath}: cannot read it (${e.code ?? e.message})`);
}
const windows = [];
docs.split('\n').forEach((line, i) => {
  if (!line.trim()) return;
  let text;
  try {
    text = JSON.parse(line).text;
  } catch (e) {
    fail(`${docsPath}:${i + 1}: not JSON (${e.message})`);
  }
  const chars = [...String(text ?? '').normalize('NFC')];
  for (let s = 0; s < chars.length; s += WINDOW) windows.push(chars.slice(s, s + WINDOW).map((c) => BigInt(vocab[c] ?? 1)));
});
const opts = { graphOptimizationLevel: 'all', intraOpNumThreads: 2, interOpNumThreads: 1 };
async function open(path) {
  try {
    return await ort.InferenceSession.create(path, opts);
  } catch (e) {
    return fail(`${path}: cannot load it (${e.message.split('\n')[0]})`);
  }
}
const [float, int8] = [await open(floatPath), await open(int8Path)];

function probs(logits, at, k) {
  let top = -Infinity;
  for (let j = 0; j < k; j++) top = Math.max(top, logits[at + j]);
  const p = new Float64Array(k);
  let z = 0;
  for (let j = 0; j < k; j++) z += p[j] = Math.exp(logits[at + j] - top);
  return p.map((x) => x / z);
}
const argmax = (p) => p.reduce((b, x, j) => (x > p[b] ? j : b), 0);

let chars = 0;
let changed = 0;
let maxDelta = 0;
for (const w of windows) {
  const shape = [1, w.length];
  const feeds = { input_ids: new ort.Tensor('int64', BigInt64Array.from(w), shape), attention_mask: new ort.Tensor('int64', new BigInt64Array(w.length).fill(1n), shape) };
  const [a, b] = [(await float.run(feeds)).logits, (await int8.run(feeds)).logits];
  const k = a.dims[2];
  for (let t = 0; t < w.length; t++) {
    const [pa, pb] = [probs(a.data, t * k, k), probs(b.data, t * k, k)];
    chars++;
    if (argmax(pa) !== argmax(pb)) changed++;
    for (let j = 0; j < k; j++) maxDelta = Math.max(maxDelta, Math.abs(pa[j] - pb[j]));
  }
}
const per10k = (1e4 * changed) / Math.max(chars, 1);
console.log(JSON.stringify({ characters: chars, labelsChanged: changed, per10k: +per10k.toFixed(2), maxProbabilityChange: +maxDelta.toFixed(4) }));
process.exit(chars > 0 && per10k <= max ? 0 : 1);
