// The export report: one row per replaced entity (id, category, label, pseudonym, count). Never the original
// strings — not even in the file names it gives (`source` and `output` are the de-identified names, the source is
// known by its sha256) — unless the user asks for the mapping table: then the file is named and marked sensitive.
import { basename, dirname, extname, join } from 'node:path';
import type { Entity, Suspect } from '../types';

export type ReportFormat = 'json' | 'csv';

export interface ReportInput {
  /** The source's de-identified base name (`판결문_A.txt`). */
  sourceName: string;
  /** sha256 of the source file's bytes: what identifies the source without naming anyone. */
  sourceSha256?: string;
  /** The source's own base name; written only into the sensitive mapping file. */
  originalSourceName?: string;
  outputName: string;
  modelVersion: string;
  entities: readonly Entity[];
  includeMapping: boolean;
  /** What still looked like an identifier (offsets and why; the text only with the mapping). */
  suspects?: readonly Suspect[];
  /** --strict: the suspects were redacted too. */
  suspectsRedacted?: boolean;
  /** Occurrences --fix-leaks redacted after the leak check found them (original offsets; never the text). */
  leakFixes?: readonly { start: number; end: number; category: string; label: string }[];
}

/** Suspects as report rows: offsets, kind and why, never the original string unless the mapping is asked for. */
function suspectRows(input: ReportInput) {
  return (input.suspects ?? []).map((s) => ({
    start: s.start,
    end: s.end,
    kind: s.kind,
    detail: s.detail,
    label: s.label,
    redacted: input.suspectsRedacted === true,
    ...(input.includeMapping ? { original: s.text } : {}),
  }));
}

const SENSITIVE_WARNING_KO =
  '주의: 이 파일에는 비식별 전의 원래 개인정보가 들어 있습니다. 공유하지 말고 사용 후 삭제하십시오.';
const SENSITIVE_WARNING_EN =
  'WARNING: this file contains the original personal data. Do not share it; delete it after use.';

/** `out/판결.txt` → `out/판결.report.json`, or `out/판결.mapping-SENSITIVE.json` with the mapping table. */
export function reportPathFor(outputPath: string, format: ReportFormat, includeMapping: boolean): string {
  const stem = basename(outputPath, extname(outputPath));
  return join(dirname(outputPath), `${stem}.${includeMapping ? 'mapping-SENSITIVE' : 'report'}.${format}`);
}

function isReplaced(e: Entity): boolean {
  return e.operator !== 'keep' && e.pseudonym !== e.canonical;
}

interface ReportRow {
  id: string;
  category: string;
  label: string;
  pseudonym: string;
  count: number;
  original?: string;
}

function rowsOf(input: ReportInput): ReportRow[] {
  return input.entities.filter(isReplaced).map((e) => ({
    id: e.id,
    category: e.category,
    label: e.label,
    pseudonym: e.pseudonym,
    count: e.mentions.length,
    ...(input.includeMapping ? { original: e.canonical } : {}),
  }));
}

export function buildJsonReport(input: ReportInput): string {
  const kept = input.entities.filter((e) => !isReplaced(e)).length;
  const report = {
    ...(input.includeMapping
      ? { sensitive: true, warning: `${SENSITIVE_WARNING_KO} / ${SENSITIVE_WARNING_EN}` }
      : { sensitive: false }),
    source: input.sourceName,
    ...(input.sourceSha256 ? { sourceSha256: input.sourceSha256 } : {}),
    ...(input.includeMapping && input.originalSourceName ? { originalSource: input.originalSourceName } : {}),
    output: input.outputName,
    modelVersion: input.modelVersion,
    keptEntities: kept,
    entities: rowsOf(input),
    ...(input.suspects ? { suspects: suspectRows(input) } : {}),
    ...(input.leakFixes?.length ? { leakFixes: input.leakFixes.map(({ start, end, category, label }) => ({ start, end, category, label })) } : {}),
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}

// A cell starting with = + - @ is a formula to spreadsheet programs: prefix it so it stays text.
function csvCell(value: string | number): string {
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

function labelCategory(input: ReportInput, i: number): string {
  return input.suspects?.[i]?.category ?? '';
}

export function buildCsvReport(input: ReportInput): string {
  const header = [
    'entity_id',
    'category',
    'label',
    'pseudonym',
    'count',
    ...(input.includeMapping ? ['original'] : []),
  ];
  const lines = rowsOf(input).map((r) =>
    [r.id, r.category, r.label, r.pseudonym, r.count, ...(input.includeMapping ? [r.original ?? ''] : [])]
      .map(csvCell)
      .join(','),
  );
  // Suspects follow as rows of their own: `suspect-N`, category, label, `kind start-end` (or `redacted`), 1.
  const suspects = suspectRows(input).map((r, i) =>
    [`suspect-${i + 1}`, labelCategory(input, i), r.label, r.redacted ? `redacted ${r.kind} ${r.start}-${r.end}` : `${r.kind} ${r.start}-${r.end}`, 1, ...(input.includeMapping ? [r.original ?? ''] : [])]
      .map(csvCell)
      .join(','),
  );
  lines.push(...suspects);
  // --fix-leaks additions likewise: `leak-fix-N`, category, label, `leak-fix start-end`, 1.
  lines.push(
    ...(input.leakFixes ?? []).map((f, i) =>
      [`leak-fix-${i + 1}`, f.category, f.label, `leak-fix ${f.start}-${f.end}`, 1, ...(input.includeMapping ? [''] : [])].map(csvCell).join(','),
    ),
  );
  const warning = input.includeMapping ? [`# ${SENSITIVE_WARNING_KO} / ${SENSITIVE_WARNING_EN}`] : [];
  // BOM so Excel on Korean Windows opens it as UTF-8 rather than CP949.
  return `\uFEFF${[...warning, header.join(','), ...lines].join('\r\n')}\r\n`;
}

export function buildReport(format: ReportFormat, input: ReportInput): string {
  return format === 'json' ? buildJsonReport(input) : buildCsvReport(input);
}
