// `npm run bench -- --batch`: documents per second for a batch of judgments with --jobs 1 and --jobs = cores, and
// peak RSS. The batch: the real judgments in ../shared/precedent-kr (YAML front matter stripped) and the samples,
// repeated to the requested count; each run is a fresh process through the real CLI path.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BatchRun {
  jobs: number;
  seconds: number;
  docsPerS: number;
  peakRssMb: number;
  /** Peak RSS over the engines it held (one per worker; the CLI's own thread with --jobs 1). */
  peakRssPerEngineMb: number;
  ok: number;
  failed: number;
}

/** Strips a Markdown file's `---` YAML front matter. */
export function withoutFrontMatter(md: string): string {
  return md.startsWith('---\n') ? md.slice(md.indexOf('\n---\n', 4) + 5).trimStart() : md;
}

export function batchTexts(root: string, count: number): { texts: string[]; source: string } {
  const pool: string[] = [];
  const shared = join(root, '..', 'shared', 'precedent-kr', 'raw');
  if (existsSync(shared)) {
    for (const kind of readdirSync(shared).sort()) {
      for (const f of readdirSync(join(shared, kind)).filter((n) => n.endsWith('.md')).sort()) pool.push(withoutFrontMatter(readFileSync(join(shared, kind, f), 'utf8')));
    }
  }
  const fromShared = pool.length;
  const samples = join(root, 'test', 'fixtures', 'samples');
  for (const f of readdirSync(samples).filter((n) => n.startsWith('judgment-') && n.endsWith('.txt')).sort()) pool.push(readFileSync(join(samples, f), 'utf8'));
  const texts = Array.from({ length: count }, (_, i) => pool[i % pool.length]);
  return { texts, source: `${fromShared} precedent-kr judgments + ${pool.length - fromShared} sample judgments, cycled to ${count}` };
}

export function benchBatch(root: string, opts: { count?: number; jobs?: number[] } = {}): { source: string; chars: number; runs: BatchRun[] } {
  const { texts, source } = batchTexts(root, opts.count ?? 200);
  const dir = mkdtempSync(join(tmpdir(), 'garim-batch-'));
  const input = join(dir, 'in');
  mkdirSync(input);
  texts.forEach((t, i) => writeFileSync(join(input, `judgment-${String(i).padStart(4, '0')}.txt`), t));
  const runs: BatchRun[] = [];
  try {
    for (const jobs of opts.jobs ?? [...new Set([1, availableParallelism()])]) {
      const out = join(dir, `out-${jobs}`);
      const raw = execFileSync(process.execPath, ['--import', 'tsx', join(root, 'native', 'bench', 'batch-run.ts'), input, out, String(jobs)], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
      const r = JSON.parse(raw.trim().split('\n').pop()!) as { seconds: number; peakRssMb: number; ok: number; failed: number };
      runs.push({ jobs, seconds: r.seconds, docsPerS: texts.length / r.seconds, peakRssMb: r.peakRssMb, peakRssPerEngineMb: r.peakRssMb / jobs, ok: r.ok, failed: r.failed });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { source, chars: texts.reduce((n, t) => n + t.length, 0), runs };
}
