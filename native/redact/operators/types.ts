// An operator turns one entity's mentions into replacement text. Operators are pure; the court operator's
// letter and number sequences live in the shared OperatorState so they run in order of first appearance.
import type { OperatorName, RedactOptions, Span } from '../../types';
import type { EntityGroup } from '../entities';

/** Replace original [start, end) with `replacement`; the edit may be narrower than the span (a kept head word). */
export interface Edit {
  start: number;
  end: number;
  replacement: string;
}

export interface OperatorState {
  /** Letters handed out so far (A, B, … Z, AA…), shared by every lettered category. */
  letters: number;
  /** Letter names the document already holds (`lettersInUse`), skipped. */
  taken: ReadonlySet<string>;
  /** Per kind (`계좌번호`, `전화번호`…), numbers handed out so far. */
  numbers: Map<string, number>;
}

export interface OperatorContext {
  text: string;
  options: RedactOptions;
  state: OperatorState;
}

export interface Operator {
  name: OperatorName;
  /** What the entity is called in the output (`A`, `[성명]`, `홍○○`); called once per entity, in order. */
  pseudonym(entity: EntityGroup, ctx: OperatorContext): string;
  /** The edit for one mention, or null to leave it as it is. */
  edit(span: Span, pseudonym: string, ctx: OperatorContext): Edit | null;
}

export function newOperatorState(taken: ReadonlySet<string>): OperatorState {
  return { letters: 0, taken, numbers: new Map() };
}
