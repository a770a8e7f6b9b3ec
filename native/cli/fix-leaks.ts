// The CLI's export step: leak-checked, and with `--fix-leaks` every remaining occurrence of a hit is redacted like
// its first one, the document redacted again and the export re-verified (at most a few rounds). Without the option
// a failed check says exactly which option fixes it.
import { describeFixes, leakFixSpans, type LeakFix } from '../app-service/leak-fix';
import { leakMentions, replacementsOf } from '../app-service/replacements';
import { isLeakError, LeakError } from '../formats/leak-error';
import type { ExportOptions, ExportResult } from '../formats/export';
import type { SourceDocument } from '../formats/types';
import { redact } from '../redact/redact';
import type { DeidResult, RedactOptions } from '../types';
import type { CliFormats } from './deps';

/** Each round can only add spans; three rounds cover a fix that uncovers a fix (a number inside a name). */
const MAX_ROUNDS = 3;

export const FIX_LEAKS_HINT = {
  ko: '남은 곳을 모두 가리고 다시 검사하려면 --fix-leaks를 붙여 다시 실행하세요.',
  en: 'Run again with --fix-leaks to redact every remaining occurrence and re-check.',
};

export interface CheckedExport {
  exported: ExportResult;
  /** The redaction actually written (with the fixes, if any). */
  result: Pick<DeidResult, 'spans' | 'entities' | 'redactedText' | 'offsetMap'>;
  /** Occurrences --fix-leaks redacted, in original offsets. */
  added: LeakFix[];
}

export async function exportChecked(
  doc: SourceDocument,
  result: Pick<DeidResult, 'spans' | 'entities' | 'redactedText' | 'offsetMap'>,
  target: string,
  env: { formats: Pick<CliFormats, 'exportRedacted'>; fixLeaks: boolean; options: RedactOptions; exportOptions?: ExportOptions },
): Promise<CheckedExport> {
  let current = result;
  const added: LeakFix[] = [];
  for (let round = 0; ; round++) {
    const mentions = leakMentions(doc.text, current, []);
    try {
      const exported = await env.formats.exportRedacted(doc, replacementsOf(current), target, mentions, env.exportOptions ?? {});
      return { exported, result: current, added };
    } catch (e) {
      if (!isLeakError(e)) throw e;
      if (!env.fixLeaks) throw new LeakError(e.file ?? target, e.hits, FIX_LEAKS_HINT);
      const fix = leakFixSpans(doc.text, current.spans, e.hits);
      // Nothing left to redact in the text (the writer left it in a part it did not clean) or out of rounds.
      if (fix.added.length === 0 || round + 1 >= MAX_ROUNDS) throw e;
      added.push(...fix.added);
      current = redact(doc.text, fix.spans, env.options);
    }
  }
}

/** The per-document line listing what --fix-leaks added (category, label, original offsets; never the text). */
export function fixedLine(added: readonly LeakFix[]): string {
  return `--fix-leaks: 놓친 곳 ${added.length}군데를 더 가렸습니다 / redacted ${added.length} more occurrence(s): ${describeFixes(added)}`;
}
