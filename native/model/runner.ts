// loadModel: manifest → verified files → ONNX session; detect: tokens → windows → batched inference → BIO spans.
import { join } from 'node:path';
import ort from 'onnxruntime-node';
import { trimRange } from '../common/trim-range';
import { GarimError } from '../errors';
import { resolveLabel } from '../taxonomy';
import { tokenizerFromJson, type TextTokenizer } from '../tokenizer/tokenizer';
import type { DetectOptions, Device, Span } from '../types';
import { decodeBio, type ParsedLabel, type TokenSpan } from './bio-decode';
import { findModelDoubts } from './model-doubts';
import { verifySha256 } from './file-hash';
import { modelInvalid, readManifest, readModelFile, windowContentLength } from './manifest';
import type { ModelManifest } from './manifest-schema';
import { createSession } from './session';
import { planWindows, tokenOwners, type TokenWindow } from './sliding-window';
import { tagFromLogits, type TokenTag } from './softmax';

export interface LoadModelOptions {
  device?: Device;
  log?: (msg: string) => void;
  /** ONNX Runtime intra-op threads (default: all cores). */
  threads?: number;
  /** Windows per inference call. */
  batchSize?: number;
}

export interface ModelRunner {
  readonly manifest: ModelManifest;
  readonly dir: string;
  /** The device actually used (cpu after a fallback). */
  readonly device: Device;
  /** Set when the requested device was unavailable: Korean / English, for the UI and CLI. */
  readonly fallbackMessage?: string;
  /** Milliseconds spent reading, verifying and loading. */
  readonly loadMs: number;
  readonly tokenizer: TextTokenizer;
  detect(text: string, options?: DetectOptions): Promise<Span[]>;
  dispose(): Promise<void>;
}

const DEFAULT_BATCH = 16;

/** An identifier label this probable as the runner-up to O makes a word worth a reviewer's look (measured in
 * models/README.md: the leaked names it points to against the words it shows on unmarked judgments). */
export const DOUBT_FLOOR = 0.1;

/** Window length for models with a bounded context (contextRadius): long enough that the overlap (twice the radius)
 * costs a few per cent, short enough that one window's activations stay small (8,192 tokens × d 192 × 4 B ≈ 6 MB
 * per layer). The bundled CNN costs the same per token from 2,048 to 16,384 tokens a window (≈ 30 ms per 1,000 on
 * two cores), so fewer windows only save the tokens read twice. */
export const LONG_WINDOW = 8192;

export function cancelled(): GarimError {
  return new GarimError('CANCELLED', '작업이 취소되었습니다.', 'the operation was cancelled.');
}

export async function loadModel(dir: string, opts: LoadModelOptions = {}): Promise<ModelRunner> {
  const t0 = performance.now();
  const { manifest, path: manifestPath, labels } = await readManifest(dir);
  const modelPath = join(dir, manifest.model.file);
  const tokenizerPath = join(dir, manifest.tokenizer.file);
  const [modelBytes, tokenizerBytes] = await Promise.all([readModelFile(modelPath), readModelFile(tokenizerPath)]);
  verifySha256(modelBytes, manifest.model.sha256, modelPath);
  verifySha256(tokenizerBytes, manifest.tokenizer.sha256, tokenizerPath);

  const tokenizer = tokenizerFromJson(tokenizerBytes.toString('utf8'), tokenizerPath);
  for (const [name, id] of [['padId', manifest.padId], ['clsId', manifest.clsId], ['sepId', manifest.sepId]] as const) {
    if (id !== undefined && id >= tokenizer.vocabSize) {
      throw modelInvalid(manifestPath, `${name}(${id})가 어휘 크기(${tokenizer.vocabSize}) 밖입니다`, `${name} (${id}) is outside the vocabulary (${tokenizer.vocabSize})`);
    }
  }
  const choice = await createSession(modelBytes, modelPath, opts);
  checkGraph(choice.session, manifest, manifestPath);
  opts.log?.(`model ${manifest.name} ${manifest.version} loaded on ${choice.device}`);
  return new OnnxModelRunner(dir, manifest, labels, tokenizer, choice.session, choice.device, choice.fallbackMessage, performance.now() - t0, opts.batchSize ?? DEFAULT_BATCH);
}

/** The manifest must name every graph input and the output, and the output must have one logit per label. */
function checkGraph(session: ort.InferenceSession, m: ModelManifest, file: string): void {
  const named = [m.inputs.ids, m.inputs.mask, m.inputs.typeIds].filter((x): x is string => x !== undefined);
  const missing = named.filter((n) => !session.inputNames.includes(n));
  const unnamed = session.inputNames.filter((n) => !named.includes(n));
  if (missing.length || unnamed.length || !session.outputNames.includes(m.output)) {
    const graph = `inputs [${session.inputNames.join(', ')}], outputs [${session.outputNames.join(', ')}]`;
    throw modelInvalid(file, `입력/출력 이름이 모델 그래프와 다릅니다 (${graph})`, `input/output names do not match the graph (${graph})`);
  }
  const meta = (session as { outputMetadata?: readonly { name: string; shape?: readonly unknown[] }[] }).outputMetadata;
  const shape = meta?.find((o) => o.name === m.output)?.shape;
  const last = shape?.[shape.length - 1];
  if (typeof last === 'number' && last !== m.labels.length) {
    throw modelInvalid(file, `출력 차원 ${last}이 레이블 수 ${m.labels.length}와 다릅니다`, `output has ${last} logits per token but ${m.labels.length} labels are listed`);
  }
}

class OnnxModelRunner implements ModelRunner {
  private readonly content: number;
  private readonly overlap: number;
  private readonly specials: number;
  private readonly windowsPerCall: number;

  constructor(
    readonly dir: string,
    readonly manifest: ModelManifest,
    private readonly labels: ParsedLabel[],
    readonly tokenizer: TextTokenizer,
    private readonly session: ort.InferenceSession,
    readonly device: Device,
    readonly fallbackMessage: string | undefined,
    readonly loadMs: number,
    batchSize: number,
  ) {
    const trained = windowContentLength(manifest);
    this.specials = manifest.maxLength - trained;
    const radius = manifest.contextRadius;
    const long = radius !== undefined && this.specials === 0 && 2 * radius < LONG_WINDOW;
    this.content = long ? Math.max(trained, LONG_WINDOW) : trained;
    this.overlap = long ? Math.max(manifest.overlap, 2 * radius) : manifest.overlap;
    // The same number of tokens per inference call whatever the window length.
    this.windowsPerCall = Math.max(1, Math.floor((batchSize * trained) / this.content));
  }

  async detect(text: string, options: DetectOptions = {}): Promise<Span[]> {
    const { signal, onProgress } = options;
    if (this.released) throw new Error('ModelRunner.detect called after dispose()');
    if (signal?.aborted) throw cancelled();
    const { ids, offsets } = await this.tokenizer.encode(text);
    const windows = planWindows(ids.length, this.content, this.overlap);
    const owners = tokenOwners(windows, ids.length);
    const tags: TokenTag[] = new Array(ids.length);
    onProgress?.({ stage: 'detecting', fraction: 0 });
    for (let b = 0; b < windows.length; b += this.windowsPerCall) {
      if (signal?.aborted) throw cancelled();
      const batch = windows.slice(b, b + this.windowsPerCall);
      await this.runBatch(ids, batch, b, owners, tags);
      onProgress?.({ stage: 'detecting', fraction: Math.min(b + batch.length, windows.length) / windows.length });
    }
    if (signal?.aborted) throw cancelled();
    const minScore = options.minScore ?? this.manifest.minScore;
    const decoded = decodeBio(tags, this.labels);
    options.onDoubts?.(findModelDoubts(text, offsets, tags, this.labels, minScore, options.doubtFloor ?? DOUBT_FLOOR, decoded));
    return this.toSpans(text, offsets, decoded, minScore);
  }

  private async runBatch(ids: number[], batch: TokenWindow[], first: number, owners: Int32Array, tags: TokenTag[]): Promise<void> {
    const m = this.manifest;
    const seq = Math.max(...batch.map((w) => w.end - w.start)) + this.specials;
    const lead = m.clsId === undefined ? 0 : 1;
    const idData = new BigInt64Array(batch.length * seq).fill(BigInt(m.padId));
    const maskData = new BigInt64Array(batch.length * seq);
    batch.forEach((w, r) => {
      const row = r * seq;
      let p = row;
      if (m.clsId !== undefined) idData[p++] = BigInt(m.clsId);
      for (let i = w.start; i < w.end; i++) idData[p++] = BigInt(ids[i]);
      if (m.sepId !== undefined) idData[p++] = BigInt(m.sepId);
      maskData.fill(1n, row, p);
    });
    const dims = [batch.length, seq];
    const feeds: Record<string, ort.Tensor> = { [m.inputs.ids]: new ort.Tensor('int64', idData, dims) };
    if (m.inputs.mask) feeds[m.inputs.mask] = new ort.Tensor('int64', maskData, dims);
    if (m.inputs.typeIds) feeds[m.inputs.typeIds] = new ort.Tensor('int64', new BigInt64Array(batch.length * seq), dims);
    const out = (await this.session.run(feeds))[m.output];
    const n = this.labels.length;
    if (out.dims.length !== 3 || out.dims[0] !== batch.length || out.dims[1] !== seq || out.dims[2] !== n) {
      throw modelInvalid(join(this.dir, m.model.file), `출력 모양 [${out.dims.join(', ')}]이 [${batch.length}, ${seq}, ${n}]이 아닙니다`, `output shape [${out.dims.join(', ')}] is not [${batch.length}, ${seq}, ${n}]`);
    }
    const logits = out.data as Float32Array;
    batch.forEach((w, r) => {
      for (let i = w.start; i < w.end; i++) {
        if (owners[i] !== first + r) continue;
        tags[i] = tagFromLogits(logits, ((r * seq) + lead + (i - w.start)) * n, n);
      }
    });
    out.dispose();
  }

  private toSpans(text: string, offsets: [number, number][], decoded: readonly TokenSpan[], minScore: number): Span[] {
    const spans: Span[] = [];
    for (const t of decoded) {
      if (t.score < minScore) continue;
      // A character model may tag the space inside `홍 길동`; the span itself never starts or ends with one.
      const { start, end } = trimRange(text, offsets[t.start][0], offsets[t.end - 1][1]);
      if (start >= end) continue;
      const info = resolveLabel(t.type);
      if (!info) continue; // unreachable: every label was resolved at load time
      spans.push({ start, end, text: text.slice(start, end), label: info.id, category: info.category, tier: info.tier, score: t.score, source: 'model' });
    }
    return spans;
  }

  private released?: Promise<void>;

  /** Idempotent: the engine and the utility process may both dispose on shutdown. */
  dispose(): Promise<void> {
    this.released ??= this.session.release();
    return this.released;
  }
}
