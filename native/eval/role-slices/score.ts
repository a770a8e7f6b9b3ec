// Recall and leak over planted mentions: a mention is found when every one of its characters lies in a PERSON
// span (recall of the detectors), and leaked when any character survives redaction (what a reader would see).
import type { DeidResult } from '../../types';
import type { MentionContext, PlantedMention } from './plant';

export interface SliceCount {
  mentions: number;
  found: number;
  leaked: number;
  /** Leaked and not pointed out either: no suspect covers it, so a reviewer is not shown it. */
  unshown: number;
}

export type SliceTable = Map<string, SliceCount>;

function covered(mask: Uint8Array, m: PlantedMention): boolean {
  for (let i = m.start; i < m.end; i++) if (!mask[i] && m.name[i - m.start] !== ' ') return false;
  return true;
}

function add(table: SliceTable, key: string, found: boolean, leaked: boolean, unshown: boolean): void {
  const c = table.get(key) ?? { mentions: 0, found: 0, leaked: 0, unshown: 0 };
  c.mentions++;
  if (found) c.found++;
  if (leaked) c.leaked++;
  if (unshown) c.unshown++;
  table.set(key, c);
}

/** Adds one document's mentions to `table` under `style|context`, `type:<case type>|context` and `all|context`. */
export function scoreDocument(table: SliceTable, result: DeidResult, mentions: readonly PlantedMention[], caseType: string): void {
  const person = new Uint8Array(result.text.length);
  for (const s of result.spans) if (s.category === 'PERSON' && !s.role) person.fill(1, s.start, s.end);
  const redacted = new Uint8Array(result.text.length);
  for (const seg of result.offsetMap) redacted.fill(1, seg.start, seg.end);
  const shown = redacted.slice();
  for (const s of result.suspects ?? []) shown.fill(1, s.start, s.end);
  for (const m of mentions) {
    const found = covered(person, m);
    const leaked = !covered(redacted, m);
    const unshown = !covered(shown, m);
    for (const key of [`${m.style}|${m.context}`, `type:${caseType}|${m.context}`, `all|${m.context}`]) add(table, key, found, leaked, unshown);
  }
}

export const CONTEXTS: readonly MentionContext[] = ['role', 'header', 'bare', 'weak-role', 'pattern'];

export function rate(n: number, d: number): string {
  return d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`;
}
