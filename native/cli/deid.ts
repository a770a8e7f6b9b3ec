// `garim deid`: read → de-identify → export (atomic, leak-checked) → report, file by file; one bad file never
// stops the others, and the input is only ever read.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeFileAtomic } from '../app-service/atomic-file';
import { countsByCategory, redactedMentions, replacementsOf } from '../app-service/replacements';
import { buildReport, reportPathFor, type ReportFormat } from '../app-service/report';
import type { Engine } from '../engine';
import { isGarimError } from '../errors';
import type { DeidOptions, Role } from '../types';
import { resolveDeps, type CliDeps, type CliFormats } from './deps';
import { ENGINE_ARGS, engineOptions, minScore } from './engine-options';
import { failureText } from './failure';
import { DEID_HELP } from './help';
import { planInputs, outputPathFor } from './inputs';
import { EXIT, UsageError, type CliIo } from './io';
import { parseOperators } from './operator-arg';
import { progressLine } from './progress';

const ROLES: readonly Role[] = ['judge', 'prosecutor', 'attorney', 'law_firm', 'state_body', 'local_government', 'public_institution'];

interface FileOutcome {
  ok: boolean;
  leak: boolean;
  counts: Record<string, number>;
}

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
      report: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      ...ENGINE_ARGS,
    },
  });
  const report = values.report ?? 'json';
  if (!['json', 'csv', 'none'].includes(report)) throw new UsageError(`--report는 json, csv, none 중 하나입니다: ${report}`, `--report must be json, csv or none: ${report}`);
  const removeStyle = values['remove-style'] ?? 'delete';
  if (removeStyle !== 'delete' && removeStyle !== 'blocks') throw new UsageError(`--remove-style은 delete 또는 blocks입니다: ${removeStyle}`, `--remove-style must be delete or blocks: ${removeStyle}`);
  const options: DeidOptions = {
    operators: parseOperators(values.operator ?? []),
    removeStyle,
    ...(values['redact-roles'] ? { keepRoles: Object.fromEntries(ROLES.map((r) => [r, false])) } : {}),
    minScore: minScore(values['min-score']),
  };
  return { values, positionals, report: report as ReportFormat | 'none', options };
}

async function prepareOutDir(dir: string): Promise<void> {
  const stat = await fs.stat(dir).catch(() => undefined);
  if (stat && !stat.isDirectory()) throw new UsageError(`결과 폴더 자리에 파일이 있습니다: ${dir}`, `the output folder is an existing file: ${dir}`);
  await fs.mkdir(dir, { recursive: true });
}

async function processFile(
  file: string,
  engine: Engine,
  ctx: { outDir: string; subdirs: Map<string, string>; taken: Set<string>; inputs: Set<string>; report: ReportFormat | 'none'; options: DeidOptions; io: CliIo; formats: CliFormats },
): Promise<FileOutcome> {
  const name = path.basename(file);
  const { readDocument, exportRedacted, outputExtension } = ctx.formats;
  const doc = await readDocument(file);
  const result = await engine.deidentify(doc.text, ctx.options);
  const sub = ctx.subdirs.get(file);
  const targetDir = sub ? path.join(ctx.outDir, sub) : ctx.outDir;
  if (sub) await fs.mkdir(targetDir, { recursive: true });
  const target = outputPathFor(targetDir, file, outputExtension(doc), ctx.taken);
  if (ctx.inputs.has(path.resolve(target))) {
    throw new UsageError(`결과 파일이 입력 파일과 같은 경로입니다(${target}). 다른 결과 폴더를 -o로 지정해 주세요.`, `the output would overwrite an input (${target}). Choose another folder with -o.`);
  }
  // Residues the engine left on purpose (a kept span, a name inside a longer word) are not the writer's leak.
  const mentions = redactedMentions(doc.text, result, []).filter((m) => !result.redactedText.includes(m));
  const exported = await exportRedacted(doc, replacementsOf(result), target, mentions);
  const counts = countsByCategory(result);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  let line = `✓ ${name} → ${exported.path} (개체 ${total}개 / ${total} entities)`;
  if (ctx.report !== 'none') {
    const reportPath = reportPathFor(exported.path, ctx.report, false);
    await writeFileAtomic(
      reportPath,
      buildReport(ctx.report, { sourceName: name, outputName: path.basename(exported.path), modelVersion: result.modelVersion, entities: result.entities, includeMapping: false }),
    );
    line += `, ${path.basename(reportPath)}`;
  }
  ctx.io.out(`${line}\n`);
  if (exported.note) ctx.io.out(`  ${exported.note}\n`);
  for (const w of doc.warnings) ctx.io.out(`  ${w}\n`);
  return { ok: true, leak: false, counts };
}

function summary(outcomes: FileOutcome[], seconds: number): string {
  const ok = outcomes.filter((o) => o.ok).length;
  const failed = outcomes.length - ok;
  const byCat: Record<string, number> = {};
  for (const o of outcomes) for (const [k, v] of Object.entries(o.counts)) byCat[k] = (byCat[k] ?? 0) + v;
  const cats = Object.entries(byCat)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  return [
    `문서 ${outcomes.length}개: 성공 ${ok}, 실패 ${failed} (${seconds.toFixed(1)}초)`,
    `${outcomes.length} documents: ${ok} de-identified, ${failed} failed (${seconds.toFixed(1)} s)`,
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
  const t0 = performance.now();
  const plan = await planInputs(positionals, { recursive: values.recursive, outDir: values.out });
  if (plan.files.length === 0) throw new UsageError('처리할 문서가 없습니다(지원 형식 파일 없음).', 'no documents to process (no supported files).');
  if (plan.skipped.length) io.err(`지원하지 않는 형식이라 건너뜀 / skipped, unsupported: ${plan.skipped.map((f) => path.basename(f)).join(', ')}\n`);
  const outDir = path.resolve(values.out ?? plan.defaultOut);
  if (plan.files.includes(outDir)) throw new UsageError(`결과 폴더가 입력 파일입니다: ${outDir}`, `the output folder is an input file: ${outDir}`);
  await prepareOutDir(outDir);

  const engine = await createEngine(engineOptions(values));
  if (engine.info.fallbackMessage) io.err(`${engine.info.fallbackMessage}\n`);
  const ctx = { outDir, subdirs: plan.subdirs, taken: new Set<string>(), inputs: new Set(plan.files), report, options, io, formats };
  const progress = progressLine(io, plan.files.length > 1);
  const outcomes: FileOutcome[] = [];
  try {
    for (const [i, file] of plan.files.entries()) {
      progress.step(i, plan.files.length, path.basename(file));
      try {
        const outcome = await processFile(file, engine, ctx);
        progress.clear();
        outcomes.push(outcome);
      } catch (e) {
        progress.clear();
        const text = e instanceof UsageError ? `${path.basename(file)}: ${e.messageKo}\n  ${path.basename(file)}: ${e.message}` : failureText(path.basename(file), e);
        io.err(`✗ ${text}\n`);
        outcomes.push({ ok: false, leak: isGarimError(e) && e.code === 'LEAK_DETECTED', counts: {} });
      }
    }
  } finally {
    await engine.dispose();
  }
  io.out(summary(outcomes, (performance.now() - t0) / 1000));
  if (outcomes.some((o) => o.leak)) return EXIT.leak;
  return outcomes.every((o) => o.ok) ? EXIT.ok : EXIT.failed;
}
