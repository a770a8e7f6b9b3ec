// `garim eval`: the engine's spans against labelled documents; see native/eval/metrics.ts for the definitions.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeFileAtomic } from '../app-service/atomic-file';
import { GarimError } from '../errors';
import { exportLeakHits } from '../eval/export-check';
import { evaluate, type EvalDocument } from '../eval/metrics';
import { parseLabelled } from '../eval/labelled';
import { formatMetricsTable } from '../eval/table';
import { evaluateSlices, formatSliceTable, type SliceDocument } from '../eval/slices';
import { COURT_PERSON_ROLES } from '../redact/roles';
import { suspectsOf } from '../redact/suspects';
import type { ModelDoubt, Span } from '../types';
import { resolveDeps, type CliDeps } from './deps';
import { ENGINE_ARGS, engineOptions, minScore } from './engine-options';
import { EVAL_HELP } from './help';
import { EXIT, UsageError } from './io';
import { progressLine } from './progress';

// The court rule publishes the names of judges, prosecutors and attorneys (재일 2014-2): the default operator keeps a
// person whose entity has one of these roles, so the export shows it and the metrics do not count it as redacted.
// (Public bodies keep their spans: the release labels them and the court rule names them; that disagreement is left
// to the labels, not hidden here.)
const keptPerson = (s: Span) => s.category === 'PERSON' && s.role !== undefined && COURT_PERSON_ROLES.has(s.role);

export async function runEval(argv: string[], deps: CliDeps): Promise<number> {
  const { io, createEngine } = resolveDeps(deps);
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { json: { type: 'boolean' }, out: { type: 'string' }, limit: { type: 'string' }, 'false-spans': { type: 'string' }, leaks: { type: 'string' }, help: { type: 'boolean', short: 'h' }, ...ENGINE_ARGS },
  });
  if (values.help) {
    io.out(EVAL_HELP);
    return EXIT.ok;
  }
  if (positionals.length !== 1) throw new UsageError('라벨된 JSONL 파일 하나를 적어 주세요.', 'name one labelled JSONL file.');
  const limit = values.limit === undefined ? Infinity : Number(values.limit);
  if (!(limit > 0)) throw new UsageError(`--limit은 양의 정수여야 합니다: ${values.limit}`, `--limit must be a positive integer: ${values.limit}`);
  const file = positionals[0];
  const content = await fs.readFile(file, 'utf8').catch((e: unknown) => {
    throw new GarimError('FILE_NOT_FOUND', '파일을 읽을 수 없습니다. 경로를 확인해 주세요.', 'cannot read the file. Check the path.', path.basename(file), { cause: e });
  });
  const docs = parseLabelled(content, path.basename(file)).slice(0, limit);
  const score = minScore(values['min-score']);
  const engine = await createEngine(engineOptions(values));
  const t0 = performance.now();
  const evalDocs: EvalDocument[] = [];
  const sliceDocs: SliceDocument[] = [];
  // Documents whose TXT export the leak check would refuse (nothing saved), by id.
  const exportsFailed: string[] = [];
  let exportsUnchecked = 0;
  const progress = progressLine(io, io.errIsTTY);
  try {
    for (const [i, doc] of docs.entries()) {
      progress.step(i, docs.length, doc.id);
      let doubts: readonly ModelDoubt[] = [];
      const spans = await engine.detect(doc.text, { minScore: score, onDoubts: (d) => (doubts = d) });
      // What the review step would show after this redaction, exactly as `deidentify` computes it.
      const redaction = engine.redact(doc.text, spans);
      const suspects = suspectsOf(doc.text, redaction, undefined, doubts);
      const predicted = redaction.spans.filter((s) => !keptPerson(s));
      // A leak is a character the export shows: what the operators replaced, not what a span covers.
      const replaced = redaction.offsetMap.map(({ start, end }) => ({ start, end }));
      const hits = await exportLeakHits(doc.text, redaction);
      if (hits === undefined) exportsUnchecked++;
      else if (hits.length > 0) exportsFailed.push(doc.id);
      evalDocs.push({ text: doc.text, gold: doc.spans, predicted, ignore: doc.ignore, replaced });
      sliceDocs.push({ id: doc.id, text: doc.text, corpus: doc.corpus, caseType: doc.case_type, gold: doc.spans, ignore: doc.ignore ?? [], predicted, replaced, suspects });
    }
  } finally {
    progress.clear();
    await engine.dispose();
  }
  const seconds = (performance.now() - t0) / 1000;
  // Slice figures only for files that carry slices (models/eval/slices.jsonl); labelled.jsonl's output is unchanged.
  const hasSlices = docs.some((d) => d.corpus !== undefined || d.spans.some((s) => s.slice !== undefined));
  const sliced = hasSlices ? evaluateSlices(sliceDocs) : undefined;
  const slices = sliced && { ...sliced, false_spans: undefined, leaks: undefined };
  const exports = { checked: docs.length - exportsUnchecked, failed: exportsFailed.length, failed_ids: exportsFailed };
  const metrics = { ...evaluate(evalDocs), exports, ...(slices ? { slices } : {}), model: `${engine.info.modelName} ${engine.info.modelVersion}`, device: engine.info.device, seconds };
  if (values['false-spans'] && sliced) {
    const list = sliced.false_spans.map((f) => `${f.id}\t${f.start}-${f.end}\t${f.category}\t${f.context}`).join('\n');
    await writeFileAtomic(path.resolve(values['false-spans']), `${list}\n${sliced.false_spans.length} false spans\n`);
  }
  if (values.leaks && sliced) {
    // One leak a line: a mention broken over lines (a wrapped PDF's) shows its break as ⏎.
    const oneLine = (text: string) => text.replace(/\r?\n/gu, '⏎').replace(/\t/gu, ' ');
    const list = sliced.leaks.map((l) => `${l.id}\t${l.slice}\t${oneLine(l.text)}\t${l.context}\t${l.suspect ? `suspect: ${l.suspect}` : 'unflagged'}${l.headOnly ? '\thead only' : ''}${l.districtOnly ? '\tdistrict only' : ''}${l.kept ? '\tkept' : ''}`).join('\n');
    await writeFileAtomic(path.resolve(values.leaks), `${list}\n${sliced.leaks.length} leaked mentions\n`);
  }
  const json = `${JSON.stringify(metrics, null, 2)}\n`;
  if (values.out) await writeFileAtomic(path.resolve(values.out), json);
  if (values.json) io.out(json);
  else io.out(`model ${metrics.model} (${metrics.device}), ${seconds.toFixed(1)} s\n${formatMetricsTable(metrics)}${exportLine(exports)}${sliced ? formatSliceTable(sliced) : ''}`);
  return EXIT.ok;
}

/** `exports refused            1  (of 445 TXT exports: …)`: the documents the leak check would stop. */
function exportLine(e: { checked: number; failed: number }): string {
  return `${'exports refused'.padEnd(18)}${String(e.failed).padStart(10)}  (of ${e.checked} TXT exports: the leak check would save nothing; ids in --json)\n`;
}
