// `--operator court`, `--operator PERSON=mask,ADDRESS=tag`, `--operator tag,PERSON=keep`: a bare name is the
// default for every category, `CAT=name` overrides one.
import { CATEGORIES, isCategoryId } from '../taxonomy';
import type { CategoryId, OperatorName } from '../types';
import { UsageError } from './io';

export const OPERATOR_NAMES: readonly OperatorName[] = ['court', 'tag', 'mask', 'remove', 'keep'];

function operatorName(s: string): OperatorName {
  if ((OPERATOR_NAMES as readonly string[]).includes(s)) return s as OperatorName;
  throw new UsageError(`알 수 없는 처리 방식입니다: ${s} (가능: ${OPERATOR_NAMES.join(', ')})`, `unknown operator: ${s} (one of ${OPERATOR_NAMES.join(', ')})`);
}

export function parseOperators(values: readonly string[]): Partial<Record<CategoryId, OperatorName>> {
  let fallback: OperatorName | undefined;
  const chosen: Partial<Record<CategoryId, OperatorName>> = {};
  for (const item of values.flatMap((v) => v.split(',')).map((s) => s.trim()).filter(Boolean)) {
    const eq = item.indexOf('=');
    if (eq < 0) {
      fallback = operatorName(item);
      continue;
    }
    const cat = item.slice(0, eq).trim().toUpperCase();
    if (!isCategoryId(cat)) {
      const all = CATEGORIES.map((c) => c.id).join(', ');
      throw new UsageError(`알 수 없는 범주입니다: ${cat} (가능: ${all})`, `unknown category: ${cat} (one of ${all})`);
    }
    chosen[cat] = operatorName(item.slice(eq + 1).trim());
  }
  if (!fallback) return chosen;
  return Object.fromEntries(CATEGORIES.map((c) => [c.id, chosen[c.id] ?? fallback])) as Record<CategoryId, OperatorName>;
}
