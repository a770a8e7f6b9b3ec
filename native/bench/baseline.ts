// The Thunder-DeID-370M-shaped baseline (random weights): same per-token cost as the paper's encoder, measured on
// a few 512-token windows here and extrapolated to the benchmark's token counts, since it is slow on a laptop CPU.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ort from 'onnxruntime-node';
import { planWindows } from '../model/sliding-window';

export const BASELINE_DIR = 'models/training/work/baseline-370m';
const EXPORT_SCRIPT = 'models/training/export_baseline_370m.py';
/** Debian's torch lives under the system python, not the pyenv one first on PATH. */
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

export const BASELINE_SEQ = 512;
/** Overlap the baseline would need between its 512-token windows (the same share of context as ours). */
export const BASELINE_OVERLAP = 64;

export interface BaselineResult {
  params?: number;
  loadMs: number;
  /** Mean milliseconds for one 512-token window (batch 1). */
  windowMs: number;
  windowsRun: number;
  tokensPerS: number;
  peakRssMb: number;
}

/** Path of the exported model, exporting it first (minutes, ~1.4 GB) when it is missing. */
export function ensureBaseline(root: string, log: (msg: string) => void): string {
  const model = join(root, BASELINE_DIR, 'model.onnx');
  if (existsSync(model)) return model;
  log(`baseline: ${model} is missing; exporting the 370M-shaped model with ${PYTHON} (a few minutes, ~1.4 GB)…`);
  const r = spawnSync(PYTHON, [join(root, EXPORT_SCRIPT), join(root, BASELINE_DIR)], { stdio: ['ignore', 2, 2] });
  if (r.status !== 0 || !existsSync(model)) {
    throw new Error(`baseline export failed (${r.error?.message ?? `exit ${r.status}`}); needs python3-torch and python3-onnx`);
  }
  return model;
}

export async function runBaseline(
  modelPath: string,
  opts: { windows: number; timeBoxMs: number; log: (msg: string) => void },
): Promise<BaselineResult> {
  const t0 = performance.now();
  const session = await ort.InferenceSession.create(modelPath, { graphOptimizationLevel: 'all', logSeverityLevel: 3 });
  const loadMs = performance.now() - t0;
  const feeds = (seq: number) => {
    const ids = BigInt64Array.from({ length: seq }, (_, i) => BigInt(5 + ((i * 7919) % 31990)));
    return {
      input_ids: new ort.Tensor('int64', ids, [1, seq]),
      attention_mask: new ort.Tensor('int64', new BigInt64Array(seq).fill(1n), [1, seq]),
    };
  };
  await session.run(feeds(BASELINE_SEQ)); // the first run at full length allocates its arena; not timed
  const times: number[] = [];
  const start = performance.now();
  while (times.length < opts.windows && (times.length === 0 || performance.now() - start < opts.timeBoxMs)) {
    const t = performance.now();
    await session.run(feeds(BASELINE_SEQ));
    times.push(performance.now() - t);
    opts.log(`baseline: window ${times.length} of ${BASELINE_SEQ} tokens in ${Math.round(times[times.length - 1])} ms`);
  }
  await session.release();
  const windowMs = times.reduce((a, b) => a + b, 0) / times.length;
  const info = join(modelPath, '..', 'info.json');
  const params = existsSync(info) ? (JSON.parse(readFileSync(info, 'utf8')) as { parameters?: number }).parameters : undefined;
  return {
    params,
    loadMs,
    windowMs,
    windowsRun: times.length,
    tokensPerS: (BASELINE_SEQ - 2) / (windowMs / 1000),
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
}

/** Milliseconds the baseline would take over `tokens` tokens, windowed as it would have to be. */
export function baselineDocumentMs(tokens: number, windowMs: number): number {
  return planWindows(tokens, BASELINE_SEQ - 2, BASELINE_OVERLAP).length * windowMs;
}
