// One document of `garim deid`: read → de-identify → export (atomic, leak-checked) → report. Plain data in and out
// (DocumentJob → DocumentOutcome), so the same function runs in the CLI's own thread (--jobs 1) or in a batch
// worker; what it prints comes back as text for the caller to print in input order.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../app-service/atomic-file';
import { countsByCategory } from '../app-service/replacements';
import { buildReport, reportPathFor, type ReportFormat } from '../app-service/report';
import { deidentifyFileName, deidentifyName, nameReplacementsOf } from '../common/output-name';
import type { Engine } from '../engine';
import { GarimError, isGarimError } from '../errors';
import type { DeidOptions } from '../types';
import type { CliFormats } from './deps';
import { failureText } from './failure';
import { exportChecked, fixedLine } from './fix-leaks';
import { UsageError } from './io';

/** What a document is de-identified with: structured-clonable, so it crosses to a worker unchanged. */
export type DocumentOptions = Omit<DeidOptions, 'signal' | 'onProgress'>;

export interface DocumentJob {
  /** Position in the run's input order (outputs, names and the summary follow it). */
  index: number;
  file: string;
  report: ReportFormat | 'none';
  options: DocumentOptions;
  /** --keep-names: the output keeps the input's name even when it holds a redacted mention. */
  keepNames?: boolean;
  /** The run's private temp folder (0700), where exports are leak-checked before they go beside the target. */
  tempDir?: string;
  /** --fix-leaks: a leak-check hit is redacted at every remaining occurrence and the export checked again. */
  fixLeaks?: boolean;
}

export interface DocumentOutcome {
  index: number;
  ok: boolean;
  leak: boolean;
  /** Stopped by Ctrl+C before anything was written. */
  cancelled?: boolean;
  counts: Record<string, number>;
  /** Lines for stdout and stderr, printed by the caller in input order. */
  out: string;
  err: string;
}

export interface DocumentEnv {
  engine: Pick<Engine, 'deidentify'>;
  formats: CliFormats;
  /** The output path for this document given its output extension (and de-identified stem); handed out in input order by the caller. */
  claimTarget(index: number, extension: string, stem?: string): Promise<string>;
  signal?: AbortSignal;
}

function checkCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new GarimError('CANCELLED', '작업이 취소되었습니다.', 'the operation was cancelled.');
}

export async function deidDocument(job: DocumentJob, env: DocumentEnv): Promise<DocumentOutcome> {
  const name = path.basename(job.file);
  try {
    return await processDocument(job, env, name);
  } catch (e) {
    if (isGarimError(e) && e.code === 'CANCELLED') return { index: job.index, ok: false, leak: false, cancelled: true, counts: {}, out: '', err: '' };
    const text = e instanceof UsageError ? `${name}: ${e.messageKo}\n  ${name}: ${e.message}` : failureText(name, e);
    return { index: job.index, ok: false, leak: isGarimError(e) && e.code === 'LEAK_DETECTED', counts: {}, out: '', err: `✗ ${text}\n` };
  }
}

async function processDocument(job: DocumentJob, env: DocumentEnv, name: string): Promise<DocumentOutcome> {
  const { readDocument, exportRedacted, outputExtension } = env.formats;
  const doc = await readDocument(job.file);
  checkCancelled(env.signal);
  const result = await env.engine.deidentify(doc.text, {
    ...job.options,
    ...(env.signal ? { signal: env.signal } : {}),
    ...(doc.ocr ? { uncertain: doc.ocr.lowConfidence } : {}),
  });
  checkCancelled(env.signal);
  // The output's name is de-identified like its text (`판결문_박호미_….txt` → `판결문_A_….txt`), so it is claimed
  // after detection; names are still handed out in input order.
  const pairs = nameReplacementsOf(doc.text, result);
  const stem = path.basename(job.file, path.extname(job.file));
  const target = await env.claimTarget(job.index, outputExtension(doc), job.keepNames ? undefined : deidentifyName(stem, pairs));
  await fs.mkdir(path.dirname(target), { recursive: true });
  // From here on the document is finished even after Ctrl+C: an output never lacks its report.
  // Every redacted mention is searched for as a token; with --fix-leaks a hit is redacted everywhere and re-checked.
  const checked = await exportChecked(doc, result, target, {
    formats: { exportRedacted },
    fixLeaks: job.fixLeaks === true,
    options: job.options,
    ...(job.tempDir ? { exportOptions: { tempDir: job.tempDir } } : {}),
  });
  const { exported } = checked;
  const counts = countsByCategory(checked.result);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  let line = `✓ ${name} → ${exported.path} (개체 ${total}개 / ${total} entities)`;
  if (job.report !== 'none') {
    const reportPath = reportPathFor(exported.path, job.report, false);
    await writeFileAtomic(
      reportPath,
      buildReport(job.report, {
        sourceName: deidentifyFileName(name, pairs),
        sourceSha256: createHash('sha256').update(await fs.readFile(job.file)).digest('hex'),
        outputName: path.basename(exported.path),
        modelVersion: result.modelVersion,
        entities: checked.result.entities,
        includeMapping: false,
        suspects: result.suspects ?? [],
        suspectsRedacted: job.options.strict === true,
        leakFixes: checked.added,
      }),
    );
    line += `, ${path.basename(reportPath)}`;
  }
  let out = `${line}\n`;
  const suspects = result.suspects?.length ?? 0;
  if (suspects > 0 && job.options.strict !== true) out += `  의심 항목 ${suspects}곳을 가리지 않았습니다(보고서 suspects, --strict로 가림) / ${suspects} suspects left unredacted (report: suspects; --strict redacts them)\n`;
  if (checked.added.length) out += `  ${fixedLine(checked.added)}\n`;
  if (exported.note) out += `  ${exported.note}\n`;
  for (const w of doc.warnings) out += `  ${w}\n`;
  return { index: job.index, ok: true, leak: false, counts, out, err: '' };
}
