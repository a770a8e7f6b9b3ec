// Where a document's time goes: read → tokenize → model → rules → clean → merge → roles → propagate → consistency →
// redact → write → leak check, each timed on its own (median of N runs, wall and CPU), and the whole path as
// `garim deid` runs it (deidDocument: read, engine, atomic export with its leak check, report).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redactedMentions, replacementsOf } from '../app-service/replacements';
import { deidDocument } from '../cli/deid-document';
import { combineSpans, createEngine, ruleInput } from '../engine';
import { exportRedacted, outputExtension, readDocument, verifyNoLeak, writeDocument } from '../formats';
import { loadModel } from '../model/runner';
import { redact } from '../redact';
import { cleanDoubts } from '../redact/doubt-hygiene';
import type { ModelDoubt } from '../types';
import { percentile } from './stats';

export interface StageTime {
  stage: string;
  wallMs: number;
  cpuMs: number;
}

export interface StageReport {
  chars: number;
  runs: number;
  threads: number;
  stages: StageTime[];
  endToEnd: { wallMs: number; cpuMs: number };
}

/** A ~20,000-character judgment: judgment-long-2 (22,199 chars) cut at the last line break before 20,000. */
export function judgment20k(root: string): string {
  const full = readFileSync(join(root, 'test', 'fixtures', 'samples', 'judgment-long-2.txt'), 'utf8');
  return full.slice(0, full.lastIndexOf('\n', 20_000) + 1);
}

const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Times named steps; a step nested in another (roles inside propagate) counts only for itself. */
class Stopwatch {
  readonly wall = new Map<string, number>();
  readonly cpu = new Map<string, number>();
  private nested: { wall: number; cpu: number }[] = [];

  time<T>(stage: string, step: () => T): T {
    this.nested.push({ wall: 0, cpu: 0 });
    const w = performance.now();
    const c = cpuNow();
    try {
      return step();
    } finally {
      this.record(stage, performance.now() - w, cpuNow() - c);
    }
  }

  async timeAsync<T>(stage: string, step: () => Promise<T>): Promise<T> {
    this.nested.push({ wall: 0, cpu: 0 });
    const w = performance.now();
    const c = cpuNow();
    try {
      return await step();
    } finally {
      this.record(stage, performance.now() - w, cpuNow() - c);
    }
  }

  private record(stage: string, wall: number, cpu: number): void {
    const inner = this.nested.pop()!;
    const outer = this.nested[this.nested.length - 1];
    if (outer) {
      outer.wall += wall;
      outer.cpu += cpu;
    }
    this.wall.set(stage, (this.wall.get(stage) ?? 0) + wall - inner.wall);
    this.cpu.set(stage, (this.cpu.get(stage) ?? 0) + cpu - inner.cpu);
  }
}

export async function benchStages(root: string, modelDir: string, opts: { runs?: number; threads?: number } = {}): Promise<StageReport> {
  const runs = Math.max(1, opts.runs ?? 5);
  const text = judgment20k(root);
  const dir = mkdtempSync(join(tmpdir(), 'garim-bench-'));
  const file = join(dir, 'judgment-20k.txt');
  writeFileSync(file, text);
  const target = join(dir, 'out', 'judgment-20k.txt');
  const engine = await createEngine({ modelDir, threads: opts.threads });
  const runner = await loadModel(modelDir, { threads: opts.threads });
  const formats = { readDocument, exportRedacted, outputExtension };
  const samples: Map<string, { wall: number[]; cpu: number[] }> = new Map();
  const e2e = { wall: [] as number[], cpu: [] as number[] };
  try {
    for (let run = 0; run <= runs; run++) {
      const sw = new Stopwatch();
      const doc = await sw.timeAsync('read', () => readDocument(file));
      await sw.timeAsync('tokenize', () => runner.tokenizer.encode(doc.text));
      // detect() tokenizes again: its own time is the model's (windows, inference, BIO decoding).
      let doubts: readonly ModelDoubt[] = [];
      const modelSpans = await sw.timeAsync('model', () => runner.detect(doc.text, { onDoubts: (d) => (doubts = d) }));
      sw.wall.set('model', sw.wall.get('model')! - sw.wall.get('tokenize')!);
      sw.cpu.set('model', sw.cpu.get('model')! - sw.cpu.get('tokenize')!);
      const ruleSpans = sw.time('rules', () => ruleInput(doc.text, cleanDoubts(doc.text, doubts)));
      const spans = combineSpans(doc.text, modelSpans, ruleSpans, (stage, step) => sw.time(stage, step));
      const redaction = sw.time('redact', () => redact(doc.text, spans, {}));
      const written = await sw.timeAsync('write', () => writeDocument(doc, replacementsOf(redaction)));
      const mentions = redactedMentions(doc.text, redaction, []);
      await sw.timeAsync('leak check', () => verifyNoLeak(written, mentions));

      rmSync(join(dir, 'out'), { recursive: true, force: true });
      const w = performance.now();
      const c = cpuNow();
      const outcome = await deidDocument({ index: 0, file, report: 'json', options: {} }, { engine, formats, claimTarget: async () => target });
      if (!outcome.ok) throw new Error(`bench document failed: ${outcome.err}`);
      if (run === 0) continue; // warm-up: first inference allocates ORT's arena
      e2e.wall.push(performance.now() - w);
      e2e.cpu.push(cpuNow() - c);
      for (const [stage, ms] of sw.wall) {
        const s = samples.get(stage) ?? { wall: [], cpu: [] };
        s.wall.push(ms);
        s.cpu.push(sw.cpu.get(stage)!);
        samples.set(stage, s);
      }
    }
  } finally {
    await Promise.all([engine.dispose(), runner.dispose()]);
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    chars: text.length,
    runs,
    threads: opts.threads ?? 0,
    stages: [...samples].map(([stage, s]) => ({ stage, wallMs: percentile(s.wall, 0.5), cpuMs: percentile(s.cpu, 0.5) })),
    endToEnd: { wallMs: percentile(e2e.wall, 0.5), cpuMs: percentile(e2e.cpu, 0.5) },
  };
}
