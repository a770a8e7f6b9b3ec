// Category names for the UI, read from the same models/taxonomy.json the engine uses (bundled by Vite).
import taxonomyJson from '../../models/taxonomy.json';
import type { Span } from '../../electron/ipc-contract';

export type CategoryId = Span['category'];
export type Tier = Span['tier'];

export interface CategoryView {
  id: CategoryId;
  tier: Tier;
  ko: string;
  en: string;
}

interface TaxonomyFile {
  categories: { id: string; tier: string; ko: string; en: string }[];
  labels: { id: string; category: string; ko: string; en: string }[];
}

const file = taxonomyJson as TaxonomyFile;

export const CATEGORY_LIST: readonly CategoryView[] = file.categories.map((c) => ({
  id: c.id as CategoryId,
  tier: c.tier as Tier,
  ko: c.ko,
  en: c.en,
}));

const byId = new Map(CATEGORY_LIST.map((c) => [c.id, c]));
const labelsById = new Map(file.labels.map((l) => [l.id, l]));

export function categoryView(id: CategoryId): CategoryView {
  return byId.get(id) ?? { id, tier: 'quasi', ko: id, en: id };
}

export function categoryName(id: CategoryId, language: 'ko' | 'en'): string {
  const c = categoryView(id);
  return language === 'ko' ? c.ko : c.en;
}

/** A fine label's display name; category ids used as labels show the category name. */
export function labelName(label: string, language: 'ko' | 'en'): string {
  const l = labelsById.get(label);
  if (l) return language === 'ko' ? l.ko : l.en;
  const c = byId.get(label as CategoryId);
  return c ? (language === 'ko' ? c.ko : c.en) : label;
}

export function tierOf(id: CategoryId): Tier {
  return categoryView(id).tier;
}
