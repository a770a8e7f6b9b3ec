// `npm run bench [-- --json] [--model DIR] [--device cpu|cuda|dml] [--passes N] [--baseline-windows N] [--no-baseline]`
// Per-stage time of a 20,000-character judgment end to end (stages.ts), then per-document latency and throughput
// of the full engine, model load, cold start and peak RSS, side by side with a Thunder-DeID-370M-shaped encoder.
// `npm run bench -- --batch [--docs 200] [--jobs 1,2]`: documents/s and peak RSS of `garim deid` batches (batch.ts).
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadModel } from '../model/runner';
import type { DeidResult, Device } from '../types';
import { baselineDocumentMs, ensureBaseline, runBaseline, type BaselineResult } from './baseline';
import { benchBatch } from './batch';
import { benchStages } from './stages';
import { benchDocuments } from './samples';
import { peakRssMb, percentile, round } from './stats';

const ROOT = resolve(import.meta.dirname, '..', '..');

interface Pipeline {
  via: 'engine.deidentify' | 'runner.detect';
  run(text: string): Promise<unknown>;
  close(): Promise<void>;
}

interface EngineModule {
  createEngine(opts: { modelDir?: string; device?: Device }): Promise<{
    deidentify(text: string, options: object): Promise<DeidResult>;
    dispose?(): unknown;
    close?(): unknown;
  }>;
}

/** The full engine when native/engine exports createEngine; the model runner alone before it lands. */
async function openPipeline(modelDir: string, device: Device, log: (m: string) => void): Promise<Pipeline> {
  const engineFile = join(ROOT, 'native', 'engine', 'index.ts');
  if (existsSync(engineFile)) {
    try {
      const mod = (await import(engineFile)) as Partial<EngineModule>;
      if (typeof mod.createEngine === 'function') {
        const engine = await mod.createEngine({ modelDir, device });
        return {
          via: 'engine.deidentify',
          run: (text) => engine.deidentify(text, {}),
          close: async () => void (await (engine.dispose?.() ?? engine.close?.())),
        };
      }
      log('bench: native/engine has no createEngine yet; timing runner.detect');
    } catch (e) {
      log(`bench: engine unavailable (${(e as Error).message.split('\n')[0]}); timing runner.detect`);
    }
  }
  const runner = await loadModel(modelDir, { device, log });
  return { via: 'runner.detect', run: (text) => runner.detect(text), close: () => runner.dispose() };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      model: { type: 'string' },
      device: { type: 'string', default: 'cpu' },
      passes: { type: 'string', default: '2' },
      'baseline-windows': { type: 'string', default: '2' },
      'no-baseline': { type: 'boolean', default: false },
      batch: { type: 'boolean', default: false },
      docs: { type: 'string', default: '200' },
      jobs: { type: 'string' },
      'stage-runs': { type: 'string', default: '5' },
      // Characters per token of the release's 32k BPE on the test set (models/training/measure_bpe_boundaries.mjs).
      'bpe-chars-per-token': { type: 'string', default: '1.6' },
    },
  });
  const log = (m: string) => (values.json ? process.stderr : process.stdout).write(`${m}\n`);
  const device = values.device as Device;
  const modelDir = values.model
    ? resolve(values.model)
    : existsSync(join(ROOT, 'models', 'manifest.json'))
      ? join(ROOT, 'models')
      : join(ROOT, 'test', 'fixtures', 'model-tiny');
  if (values.batch) {
    const jobs = values.jobs?.split(',').map(Number);
    const batch = benchBatch(ROOT, { count: Number(values.docs), ...(jobs ? { jobs } : {}) });
    if (values.json) {
      process.stdout.write(`${JSON.stringify({ ...batch, cpus: availableParallelism() })}\n`);
      return 0;
    }
    log(`batch: ${batch.source}, ${batch.chars} chars, ${availableParallelism()} CPUs`);
    log(`${'jobs'.padEnd(6)}${'seconds'.padStart(10)}${'docs/s'.padStart(10)}${'peak RSS MB'.padStart(14)}${'÷ jobs'.padStart(10)}${'ok/failed'.padStart(12)}`);
    for (const r of batch.runs) {
      log(`${String(r.jobs).padEnd(6)}${r.seconds.toFixed(1).padStart(10)}${r.docsPerS.toFixed(2).padStart(10)}${r.peakRssMb.toFixed(0).padStart(14)}${r.peakRssPerEngineMb.toFixed(0).padStart(10)}${`${r.ok}/${r.failed}`.padStart(12)}`);
    }
    if (batch.runs.length > 1) log(`speed-up --jobs ${batch.runs[batch.runs.length - 1].jobs} vs 1: ${(batch.runs[batch.runs.length - 1].docsPerS / batch.runs[0].docsPerS).toFixed(2)}×`);
    return 0;
  }

  const stages = await benchStages(ROOT, modelDir, { runs: Number(values['stage-runs']) });
  if (!values.json) {
    log(`stages: ${stages.chars}-char judgment, median of ${stages.runs} runs (wall ms / CPU ms, CPU counts every thread)`);
    for (const s of stages.stages) log(`  ${s.stage.padEnd(14)}${s.wallMs.toFixed(1).padStart(10)}${s.cpuMs.toFixed(1).padStart(10)}`);
    log(`  ${'sum of stages'.padEnd(14)}${stages.stages.reduce((a, s) => a + s.wallMs, 0).toFixed(1).padStart(10)}${stages.stages.reduce((a, s) => a + s.cpuMs, 0).toFixed(1).padStart(10)}`);
    log(`  ${'end to end'.padEnd(14)}${stages.endToEnd.wallMs.toFixed(1).padStart(10)}${stages.endToEnd.cpuMs.toFixed(1).padStart(10)}   (garim deid's per-document path: read, engine, export + leak check, report)`);
    log('');
  }
  const { docs, standIn } = benchDocuments(ROOT);
  const totalChars = docs.reduce((n, d) => n + d.text.length, 0);
  log(`bench: ${docs.length} ${standIn ? 'stand-in documents (test/fixtures/samples/ is empty)' : 'sample documents'}, ${totalChars} chars; model ${modelDir}`);

  // Cold start: what a user waits for from launch to the first result.
  const t0 = performance.now();
  const pipeline = await openPipeline(modelDir, device, log);
  const loadMs = performance.now() - t0;
  await pipeline.run(docs[0].text);
  const coldStartMs = performance.now() - t0;

  const latencies: number[] = [];
  let warmChars = 0;
  let warmMs = 0;
  const passes = Math.max(1, Number(values.passes));
  for (let p = 0; p < passes; p++) {
    for (const d of docs) {
      const t = performance.now();
      await pipeline.run(d.text);
      const ms = performance.now() - t;
      latencies.push(ms);
      warmChars += d.text.length;
      warmMs += ms;
    }
  }
  await pipeline.close();
  const peakMb = peakRssMb();

  // Token counts of our tokenizer, to push the same numbers of tokens through the baseline.
  const counter = await loadModel(modelDir, { device: 'cpu' });
  const tokens = await Promise.all(docs.map(async (d) => (await counter.tokenizer.encode(d.text)).ids.length));
  const manifest = counter.manifest;
  await counter.dispose();
  const totalTokens = tokens.reduce((a, b) => a + b, 0);
  const charsPerS = warmChars / (warmMs / 1000);

  let baseline: BaselineResult | undefined;
  let baselineCharsPerS: number | undefined;
  let baselineBpeCharsPerS: number | undefined;
  const bpeCharsPerToken = Number(values['bpe-chars-per-token']);
  let baselineError: string | undefined;
  if (!values['no-baseline']) {
    try {
      const path = ensureBaseline(ROOT, log);
      log(`baseline: timing ${values['baseline-windows']} window(s) of the 370M-shaped model (slow on CPU)…`);
      baseline = await runBaseline(path, { windows: Math.max(1, Number(values['baseline-windows'])), timeBoxMs: 120_000, log });
      const baselineMs = tokens.reduce((ms, n) => ms + baselineDocumentMs(n, baseline!.windowMs), 0);
      baselineCharsPerS = totalChars / (baselineMs / 1000);
      // The real 370M reads BPE tokens, fewer per document than our characters.
      const bpeMs = docs.reduce((ms, d) => ms + baselineDocumentMs(Math.ceil(d.text.length / bpeCharsPerToken), baseline!.windowMs), 0);
      baselineBpeCharsPerS = totalChars / (bpeMs / 1000);
    } catch (e) {
      baselineError = (e as Error).message;
      log(`baseline: skipped (${baselineError})`);
    }
  }

  const result = {
    model: `${manifest.name} ${manifest.version}`,
    via: pipeline.via,
    device,
    cpus: availableParallelism(),
    documents: docs.length,
    stand_in_documents: standIn,
    total_chars: totalChars,
    total_tokens: totalTokens,
    passes,
    chars_per_s: round(charsPerS),
    tokens_per_s: round(charsPerS * (totalTokens / totalChars)),
    p50_ms: round(percentile(latencies, 0.5), 2),
    p95_ms: round(percentile(latencies, 0.95), 2),
    load_ms: round(loadMs),
    cold_start_ms: round(coldStartMs),
    peak_rss_mb: round(peakMb),
    baseline_370m_params: baseline?.params ?? null,
    baseline_370m_load_ms: baseline ? round(baseline.loadMs) : null,
    baseline_370m_window_ms: baseline ? round(baseline.windowMs) : null,
    baseline_370m_windows_timed: baseline?.windowsRun ?? null,
    baseline_370m_tokens_per_s: baseline ? round(baseline.tokensPerS) : null,
    baseline_370m_chars_per_s: baselineCharsPerS !== undefined ? round(baselineCharsPerS, 2) : null,
    baseline_370m_peak_rss_mb: baseline ? round(baseline.peakRssMb) : null,
    speedup_vs_370m: baselineCharsPerS ? round(charsPerS / baselineCharsPerS, 1) : null,
    bpe_chars_per_token: bpeCharsPerToken,
    baseline_370m_bpe_chars_per_s: baselineBpeCharsPerS !== undefined ? round(baselineBpeCharsPerS, 2) : null,
    speedup_vs_370m_bpe: baselineBpeCharsPerS ? round(charsPerS / baselineBpeCharsPerS, 1) : null,
    ...(baselineError ? { baseline_error: baselineError } : {}),
    stages_20k: stages,
  };
  if (values.json) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  }
  const row = (k: string, a: unknown, b: unknown = '') => log(`${k.padEnd(30)}${String(a).padStart(16)}${String(b).padStart(22)}`);
  log('');
  row('', 'Garim model', '370M-shaped baseline');
  row('model', manifest.name, baseline?.params ? `${Math.round(baseline.params / 1e6)}M params` : '');
  row('load (ms)', result.load_ms, result.baseline_370m_load_ms ?? '-');
  row('throughput (chars/s)', result.chars_per_s, result.baseline_370m_chars_per_s ?? '-');
  row(`  370M with BPE (${bpeCharsPerToken} ch/tok)`, '', result.baseline_370m_bpe_chars_per_s ?? '-');
  row('throughput (tokens/s)', result.tokens_per_s, result.baseline_370m_tokens_per_s ?? '-');
  row('per-document p50 (ms)', result.p50_ms);
  row('per-document p95 (ms)', result.p95_ms);
  row('cold start: load + 1st doc', result.cold_start_ms);
  row('peak RSS (MB)', result.peak_rss_mb, result.baseline_370m_peak_rss_mb ?? '-');
  log('');
  log(`timed: ${result.via} on ${device}, ${docs.length} docs × ${passes} passes, ${totalTokens} tokens, ${result.cpus} CPUs`);
  if (baseline) {
    log(`baseline: ${baseline.windowsRun} window(s) of 512 tokens timed, extrapolated to the same token counts (overlap 64)`);
    log(`speedup vs 370M-shaped: ${result.speedup_vs_370m}× at the same token counts, ${result.speedup_vs_370m_bpe}× if it read BPE tokens`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    const err = e as { bilingual?: string; message?: string };
    process.stderr.write(`${err.bilingual ?? err.message ?? String(e)}\n`);
    process.exit(1);
  },
);
