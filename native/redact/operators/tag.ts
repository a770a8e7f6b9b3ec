// `[성명]`, `[주소]`, `[계좌번호]`: the kind of information, never the information.
import { resolveLabel, categoryInfo } from '../../taxonomy';
import type { CategoryId } from '../../types';
import type { Operator } from './types';

// What a clerk calls these in a judgment, where the taxonomy's own name reads oddly in a tag.
const CATEGORY_TAGS: Partial<Record<CategoryId, string>> = { PERSON: '성명', ADDRESS: '주소' };

export function tagName(category: CategoryId, label: string): string {
  const named = CATEGORY_TAGS[category];
  if (named) return named;
  const info = resolveLabel(label);
  return info && info.category === category ? info.ko : categoryInfo(category).ko;
}

export const tagOperator: Operator = {
  name: 'tag',
  pseudonym: (entity) => `[${tagName(entity.category, entity.label)}]`,
  edit: (span, pseudonym) => ({ start: span.start, end: span.end, replacement: pseudonym }),
};
