// The engine API the CLI, the utility process and the tests share: detect, deidentify, redact, findMentions.
import { fileURLToPath } from 'node:url';
import type { ModelRunner } from '../model/runner';
import { findMentions } from '../redact/mentions';
import { redact, type Redaction } from '../redact/redact';
import { dropGivenNamesOfGluedSeeds, dropProseAcrossBreaks, propagateAcrossBreaks } from '../redact/across-breaks';
import { decideConsistently } from '../redact/consistency';
import { cleanDoubts } from '../redact/doubt-hygiene';
import { suspectSpan, suspectsOfCleanDoubts } from '../redact/suspects';
import type { DeidOptions, DeidResult, DetectOptions, Device, ModelDoubt, RedactOptions, Span } from '../types';
import { GarimError } from '../errors';
import { combineSpans, ruleInput } from './detect';
import { unwrapLines } from '../tokenizer/unwrapped-lines';

/** What the engine needs of a model: the real ModelRunner, or a fake in tests. */
export type SpanDetector = Pick<ModelRunner, 'detect'> &
  Partial<Pick<ModelRunner, 'device' | 'fallbackMessage'>> & {
    manifest?: { name: string; version: string; minScore?: number };
    dispose?: () => Promise<void> | void;
  };

export interface EngineOptions {
  /** Folder holding manifest.json (default: the repository's or app's `models/`). */
  modelDir?: string;
  device?: Device;
  /** ONNX Runtime intra-op threads (default: all cores); batch workers share the cores out. */
  threads?: number;
  /** A ready model (tests), or null for rules only; undefined loads `modelDir`. */
  runner?: SpanDetector | null;
  log?: (msg: string) => void;
}

export interface EngineInfo {
  modelName: string;
  modelVersion: string;
  device: Device;
  fallbackMessage?: string;
}

export interface Engine {
  readonly info: EngineInfo;
  detect(text: string, options?: DetectOptions): Promise<Span[]>;
  deidentify(text: string, options?: DeidOptions): Promise<DeidResult>;
  redact(text: string, spans: readonly Span[], options?: RedactOptions): Redaction;
  findMentions(text: string, surface: string, existing: readonly Span[]): Span[];
  dispose(): Promise<void>;
}

/** `models/` next to `native/`, whether run from the repository or from the packaged app's resources. */
export const DEFAULT_MODEL_DIR = fileURLToPath(new URL('../../models/', import.meta.url));

export const RULES_ONLY = 'rules-only';

function cancelled(): GarimError {
  return new GarimError('CANCELLED', '작업이 취소되었습니다.', 'the operation was cancelled.');
}

async function loadRunner(opts: EngineOptions): Promise<SpanDetector | null> {
  if (opts.runner !== undefined) return opts.runner;
  // Loaded lazily: `garim --help` and rules-only use need no ONNX runtime.
  const { loadModel } = await import('../model/runner');
  return loadModel(opts.modelDir ?? DEFAULT_MODEL_DIR, { device: opts.device, log: opts.log, threads: opts.threads });
}

export async function createEngine(opts: EngineOptions = {}): Promise<Engine> {
  const runner = await loadRunner(opts);
  const info: EngineInfo = {
    modelName: runner?.manifest?.name ?? RULES_ONLY,
    modelVersion: runner?.manifest?.version ?? RULES_ONLY,
    device: runner?.device ?? 'cpu',
    ...(runner?.fallbackMessage ? { fallbackMessage: runner.fallbackMessage } : {}),
  };

  /**
   * The spans and doubts of detectIn; a wrapped text (a PDF's lines) is read without its breaks inside words
   * (tokenizer/unwrapped-lines.ts) and the offsets mapped back.
   */
  async function detectWithDoubts(text: string, options: DetectOptions): Promise<{ spans: Span[]; doubts: ModelDoubt[] }> {
    const view = unwrapLines(text);
    if (!view) return detectIn(text, options);
    const back = <T extends { start: number; end: number }>(x: T): T => {
      const [start, end] = view.toOriginal(x.start, x.end);
      return { ...x, start, end };
    };
    const onDoubts = options.onDoubts;
    const found = await detectIn(view.text, onDoubts ? { ...options, onDoubts: (d) => onDoubts(d.map(back)) } : options);
    const spans = found.spans.map((s) => {
      const mapped = back(s);
      return { ...mapped, text: text.slice(mapped.start, mapped.end) };
    });
    // Read once more on the text as it is, as the leak check reads the export: a twin the unwrapped view glued to the
    // next line's word (`중로 24⏎사업` read as `중로 24사업`) is a token here. Short numbers were decided on the view,
    // where the breaks do not cut the dates that tell a day from a house number.
    const mapped = propagateAcrossBreaks(text, dropProseAcrossBreaks(text, dropGivenNamesOfGluedSeeds(spans)));
    return { spans: decideConsistently(text, mapped, { shortNumbers: false }), doubts: found.doubts.map(back) };
  }

  /** The spans, and the model's near misses after doubt hygiene: cleaned once, for the doubt names and the suspects. */
  async function detectIn(text: string, options: DetectOptions): Promise<{ spans: Span[]; doubts: ModelDoubt[] }> {
    if (options.signal?.aborted) throw cancelled();
    let raw: readonly ModelDoubt[] = [];
    const modelSpans = runner
      ? await runner.detect(text, {
          ...options,
          onDoubts: (d) => {
            raw = d;
            options.onDoubts?.(d);
          },
        })
      : [];
    if (options.signal?.aborted) throw cancelled();
    const doubts = cleanDoubts(text, raw);
    return { spans: combineSpans(text, modelSpans, ruleInput(text, doubts)), doubts };
  }

  return {
    info,
    detect: async (text, options = {}) => (await detectWithDoubts(text, options)).spans,
    async deidentify(text, options = {}) {
      const t0 = performance.now();
      const { spans, doubts } = await detectWithDoubts(text, options);
      const t1 = performance.now();
      options.onProgress?.({ stage: 'redacting' });
      let r = redact(text, spans, options);
      const suspects = suspectsOfCleanDoubts(text, r, options.uncertain, doubts);
      // --strict: whatever still looks like an identifier is redacted too.
      if (options.strict && suspects.length > 0) r = redact(text, [...r.spans, ...suspects.map((s) => suspectSpan(s))], options);
      const t2 = performance.now();
      options.onProgress?.({ stage: 'done', fraction: 1 });
      return {
        text,
        spans: r.spans,
        entities: r.entities,
        redactedText: r.redactedText,
        offsetMap: r.offsetMap,
        modelVersion: info.modelVersion,
        timings: { detectMs: t1 - t0, redactMs: t2 - t1 },
        suspects,
      };
    },
    redact: (text, spans, options = {}) => redact(text, spans, options),
    findMentions: (text, surface, existing) => findMentions(text, surface, existing),
    async dispose() {
      await runner?.dispose?.();
    },
  };
}
