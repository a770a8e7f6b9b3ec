// `garim deid`: plans the run, then de-identifies each document (deid-document.ts) in this thread or in worker
// threads (--jobs); one bad file never stops the others, the input is only ever read, and what is printed follows
// the input order whatever order documents finish in.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ReportFormat } from '../app-service/report';
import type { Role } from '../types';
import { defaultJobs, parseJobs, threadsPerWorker } from './batch/jobs';
import { runInWorkers } from './batch/pool';
import { TargetClaims } from './batch/target-claims';
import { deidDocument, type DocumentJob, type DocumentOptions, type DocumentOutcome } from './deid-document';
import { resolveDeps, type CliDeps } from './deps';
import { ENGINE_ARGS, engineOptions, minScore } from './engine-options';
import { DEID_HELP } from './help';
import { planInputs } from './inputs';
import { EXIT, UsageError } from './io';
import { parseOperators } from './operator-arg';
import { batchProgress } from './progress';
import { cliTempRoot, disposeAllTempFoldersSync, TempFolder } from '../app-service/temp-folder';

const ROLES: readonly Role[] = ['judge', 'prosecutor', 'attorney', 'law_firm', 'state_body', 'local_government', 'public_institution'];

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string', short: 'o' },
      recursive: { type: 'boolean', short: 'r' },
      operator: { type: 'string', multiple: true },
      'remove-style': { type: 'string' },
      'redact-roles': { type: 'boolean' },
      'keep-names': { type: 'boolean' },
      'fix-leaks': { type: 'boolean' },
      strict: { type: 'boolean' },
      report: { type: 'string' },
      jobs: { type: 'string', short: 'j' },
      help: { type: 'boolean', short: 'h' },
      ...ENGINE_ARGS,
    },
  });
  const report = values.report ?? 'json';
  if (!['json', 'csv', 'none'].includes(report)) throw new UsageError(`--report는 json, csv, none 중 하나입니다: ${report}`, `--report must be json, csv or none: ${report}`);
  const removeStyle = values['remove-style'] ?? 'delete';
  if (removeStyle !== 'delete' && removeStyle !== 'blocks') throw new UsageError(`--remove-style은 delete 또는 blocks입니다: ${removeStyle}`, `--remove-style must be delete or blocks: ${removeStyle}`);
  const options: DocumentOptions = {
    operators: parseOperators(values.operator ?? []),
    removeStyle,
    ...(values['redact-roles'] ? { keepRoles: Object.fromEntries(ROLES.map((r) => [r, false])) } : {}),
    minScore: minScore(values['min-score']),
    ...(values.strict ? { strict: true } : {}),
  };
  return { values, positionals, report: report as ReportFormat | 'none', options };
}

async function prepareOutDir(dir: string): Promise<void> {
  const stat = await fs.stat(dir).catch(() => undefined);
  if (stat && !stat.isDirectory()) throw new UsageError(`결과 폴더 자리에 파일이 있습니다: ${dir}`, `the output folder is an existing file: ${dir}`);
  await fs.mkdir(dir, { recursive: true });
}

function summary(outcomes: readonly DocumentOutcome[], total: number, seconds: number): string {
  const ok = outcomes.filter((o) => o.ok).length;
  const failed = outcomes.filter((o) => !o.ok && !o.cancelled).length;
  const byCat: Record<string, number> = {};
  for (const o of outcomes) for (const [k, v] of Object.entries(o.counts)) byCat[k] = (byCat[k] ?? 0) + v;
  const cats = Object.entries(byCat)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const stopped = total - ok - failed;
  return [
    ...(stopped > 0 ? [`중단됨(Ctrl+C): ${stopped}개 문서는 처리하지 않았고 그 결과 파일도 없습니다.`, `interrupted (Ctrl+C): ${stopped} documents not processed, no output written for them.`] : []),
    `문서 ${total}개: 성공 ${ok}, 실패 ${failed} (${seconds.toFixed(1)}초)`,
    `${total} documents: ${ok} de-identified, ${failed} failed (${seconds.toFixed(1)} s)`,
    `  entities: ${cats || 'none'}`,
    '',
  ].join('\n');
}

export async function runDeid(argv: string[], deps: CliDeps): Promise<number> {
  const { io, createEngine, formats } = resolveDeps(deps);
  const { values, positionals, report, options } = parse(argv);
  if (values.help) {
    io.out(DEID_HELP);
    return EXIT.ok;
  }
  if (positionals.length === 0) throw new UsageError('비실명 처리할 파일이나 폴더를 적어 주세요.', 'name a file or folder to de-identify.');
  const requestedJobs = parseJobs(values.jobs);
  const engineOpts = engineOptions(values);
  const t0 = performance.now();
  const plan = await planInputs(positionals, { recursive: values.recursive, outDir: values.out });
  if (plan.files.length === 0) throw new UsageError('처리할 문서가 없습니다(지원 형식 파일 없음).', 'no documents to process (no supported files).');
  if (plan.skipped.length) io.err(`지원하지 않는 형식이라 건너뜀 / skipped, unsupported: ${plan.skipped.map((f) => path.basename(f)).join(', ')}\n`);
  const outDir = path.resolve(values.out ?? plan.defaultOut);
  if (plan.files.includes(outDir)) throw new UsageError(`결과 폴더가 입력 파일입니다: ${outDir}`, `the output folder is an input file: ${outDir}`);
  await prepareOutDir(outDir);

  const total = plan.files.length;
  // Every temporary file of the run (workers included) goes in one private folder, removed however the run ends.
  const temp = await TempFolder.open(cliTempRoot());
  process.once('exit', disposeAllTempFoldersSync);
  const keepNames = values['keep-names'] === true;
  const fixLeaks = values['fix-leaks'] === true;
  const queue: DocumentJob[] = plan.files.map((file, index) => ({ index, file, report, options, keepNames, fixLeaks, tempDir: temp.dir }));
  const claims = new TargetClaims({ files: plan.files, outDir, subdirs: plan.subdirs });
  const progress = batchProgress(io, plan.files.map((f) => path.basename(f)));
  // Outcomes arrive in any order; they are printed in input order, each after its own progress step.
  const outcomes: DocumentOutcome[] = [];
  const arrived = new Map<number, DocumentOutcome>();
  const onOutcome = (o: DocumentOutcome) => {
    arrived.set(o.index, o);
    for (let o2 = arrived.get(outcomes.length); o2; o2 = arrived.get(outcomes.length)) {
      arrived.delete(o2.index);
      outcomes.push(o2);
      if (o2.cancelled) continue;
      progress.beforeResult(o2.index);
      if (o2.out) io.out(o2.out);
      if (o2.err) io.err(o2.err);
    }
    progress.afterResults(outcomes.length);
  };

  // Ctrl+C: no new document starts; those under way finish or stop before writing, so no output is partial.
  const stop = new AbortController();
  const onSigint = () => {
    if (!stop.signal.aborted) io.err('\n중단하는 중… 진행 중인 문서를 정리합니다 / stopping: finishing or abandoning the documents under way…\n');
    stop.abort();
  };
  process.on('SIGINT', onSigint);
  try {
    // Injected dependencies (tests' fake models) cannot cross into a worker: they run here.
    const jobs = deps.createEngine || deps.formats ? 1 : Math.min(requestedJobs ?? defaultJobs(), total);
    if (jobs > 1) {
      await runInWorkers(queue, {
        jobs,
        setup: { device: engineOpts.device ?? 'cpu', rulesOnly: engineOpts.runner === null, threads: threadsPerWorker(jobs), ...(engineOpts.modelDir ? { modelDir: engineOpts.modelDir } : {}) },
        claims,
        signal: stop.signal,
        onOutcome,
        onReady: (fallback) => void (fallback && io.err(`${fallback}\n`)),
      });
    } else {
      const engine = await createEngine(engineOpts);
      if (engine.info.fallbackMessage) io.err(`${engine.info.fallbackMessage}\n`);
      try {
        for (const job of queue) {
          if (stop.signal.aborted) break;
          const outcome = await deidDocument(job, { engine, formats, claimTarget: (i, ext, stem) => claims.claim(i, ext, stem), signal: stop.signal });
          claims.settle(job.index);
          onOutcome(outcome);
        }
      } finally {
        await engine.dispose();
      }
    }
  } finally {
    process.off('SIGINT', onSigint);
    progress.clear();
    await temp.dispose();
    process.off('exit', disposeAllTempFoldersSync);
  }
  io.out(summary(outcomes, total, (performance.now() - t0) / 1000));
  if (stop.signal.aborted) return EXIT.interrupted;
  if (outcomes.some((o) => o.leak)) return EXIT.leak;
  return outcomes.every((o) => o.ok) ? EXIT.ok : EXIT.failed;
}
