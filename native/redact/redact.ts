// The pure step the UI runs after every accept, reject or add: spans in, redacted text and offset map out.
// Deterministic: the same spans and options always give the same letters and numbers.
import type { Entity, OffsetSegment, OperatorName, RedactOptions, Span } from '../types';
import { groupEntities, toEntity, entityId, type EntityGroup } from './entities';
import { mergeSpans } from './merge';
import { byPosition } from './span-list';
import { courtOperator } from './operators/court';
import { lettersInUse } from './operators/letters';
import { keepOperator } from './operators/keep';
import { maskOperator } from './operators/mask';
import { removeOperator } from './operators/remove';
import { tagOperator } from './operators/tag';
import { newOperatorState, type Edit, type Operator, type OperatorContext } from './operators/types';
import { agreeParticle } from './particle-agreement';

export interface Redaction {
  spans: Span[];
  entities: Entity[];
  redactedText: string;
  offsetMap: OffsetSegment[];
}

const OPERATORS: Record<OperatorName, Operator> = {
  court: courtOperator,
  tag: tagOperator,
  mask: maskOperator,
  remove: removeOperator,
  keep: keepOperator,
};

export function operatorFor(group: Pick<EntityGroup, 'category' | 'role'>, options: RedactOptions): Operator {
  const name = options.operators?.[group.category] ?? 'court';
  // 재일 2014-2 keeps judges, prosecutors, attorneys, law firms and public bodies named.
  if (name === 'court' && group.role && options.keepRoles?.[group.role] !== false) return keepOperator;
  return OPERATORS[name];
}

/** Sorted, in range, non-overlapping, with `text` matching the document (the UI may send anything). */
function cleanSpans(text: string, spans: readonly Span[]): Span[] {
  const sorted = spans
    .filter((s) => Number.isInteger(s.start) && Number.isInteger(s.end) && s.start >= 0 && s.end > s.start && s.end <= text.length)
    .map((s) => (text.slice(s.start, s.end) === s.text ? s : { ...s, text: text.slice(s.start, s.end) }))
    .sort(byPosition);
  const overlaps = sorted.some((s, i) => i > 0 && s.start < sorted[i - 1].end);
  return overlaps ? mergeSpans(text, sorted) : sorted;
}

/** Replaces every span by its entity's pseudonym under the chosen operators, fixing the particle after it. */
export function redact(text: string, spans: readonly Span[], options: RedactOptions = {}): Redaction {
  const clean = cleanSpans(text, spans);
  const groups = groupEntities(text, clean);
  const ctx: OperatorContext = { text, options, state: newOperatorState(lettersInUse(text)) };
  const entityOf = new Int32Array(clean.length);
  const operators: Operator[] = [];
  const entities = groups.map((g, i) => {
    for (const m of g.mentions) entityOf[m] = i;
    const op = operatorFor(g, options);
    operators.push(op);
    return toEntity(g, i, op.pseudonym(g, ctx), op.name);
  });
  const outSpans = clean.map((s, i) => {
    const e = entities[entityOf[i]];
    return { ...s, entityId: entityId(entityOf[i]), ...(e.role ? { role: e.role } : {}) };
  });

  const parts: string[] = [];
  const offsetMap: OffsetSegment[] = [];
  let cursor = 0;
  let outLength = 0;
  const emit = (s: string) => {
    parts.push(s);
    outLength += s.length;
  };
  for (let i = 0; i < outSpans.length; i++) {
    const span = outSpans[i];
    const e = entities[entityOf[i]];
    let edit: Edit | null = operators[entityOf[i]].edit(span, e.pseudonym, ctx);
    if (!edit) continue;
    edit = { ...edit, start: Math.max(edit.start, cursor) };
    const nextStart = i + 1 < outSpans.length ? outSpans[i + 1].start : text.length;
    // An edit never runs into the next span: a deletion stops at it, a replacement drops what it took past its own span
    // (the court operator's `생`, `호`).
    if (edit.end > nextStart) edit.end = edit.replacement === '' ? Math.max(edit.start, nextStart) : span.end;
    if (edit.end <= edit.start || edit.replacement === text.slice(edit.start, edit.end)) continue;
    let replacement = edit.replacement;
    let end = edit.end;
    // A replacement that reaches its span's end (or past it) takes the particle after it into agreement.
    if (replacement !== '' && end >= span.end) {
      const fix = agreeParticle(text, end, replacement);
      if (fix && end + fix.length <= nextStart) {
        replacement += fix.particle;
        end += fix.length;
      }
    }
    emit(text.slice(cursor, edit.start));
    const redactedStart = outLength;
    emit(replacement);
    offsetMap.push({ start: edit.start, end, redactedStart, redactedEnd: outLength, spanIndex: i });
    cursor = end;
  }
  emit(text.slice(cursor));
  return { spans: outSpans, entities, redactedText: parts.join(''), offsetMap };
}
