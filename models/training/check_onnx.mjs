// Checks models/model.onnx in onnxruntime-node against the PyTorch logits written by export_onnx.py.
// Run: node models/training/check_onnx.mjs [models/model.onnx] [models/training/work/onnx_reference.json]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ort = require('onnxruntime-node');
const modelPath = process.argv[2] ?? new URL('../model.onnx', import.meta.url).pathname;
// export_onnx.py writes the reference into its work folder: GARIM_WORK when set, as paths.py reads it.
const refPath = process.argv[3] ?? (process.env.GARIM_WORK ? `${process.env.GARIM_WORK}/onnx_reference.json` : new URL('./work/onnx_reference.json', import.meta.url).pathname);
const ref = JSON.parse(readFileSync(refPath, 'utf8'));
const [b, s] = [ref.ids.length, ref.ids[0].length];
const tensor = (rows) => new ort.Tensor('int64', BigInt64Array.from(rows.flat().map(BigInt)), [b, s]);
const session = await ort.InferenceSession.create(modelPath);
const out = await session.run({ input_ids: tensor(ref.ids), attention_mask: tensor(ref.mask) });
const got = out.logits.data;
const want = ref.logits.flat(2);
let max = 0;
for (let i = 0; i < want.length; i++) {
  // Only positions the mask keeps are compared: padded positions are never decoded.
  const pos = Math.floor(i / ref.logits[0][0].length);
  if (ref.mask[Math.floor(pos / s)][pos % s] === 1) max = Math.max(max, Math.abs(got[i] - want[i]));
}
console.log(JSON.stringify({ shape: out.logits.dims, inputs: session.inputNames, outputs: session.outputNames, maxAbsDiff: max }));
process.exit(max <= 1e-4 ? 0 : 1);
