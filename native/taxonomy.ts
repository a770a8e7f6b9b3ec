// The PII taxonomy (models/taxonomy.json): tier → category → fine label. Every label a model or rule emits
// resolves here; an unknown label is a bug in the emitter, not something to guess about.
import taxonomyJson from '../models/taxonomy.json';
import type { CategoryId, Tier } from './types';

export interface CategoryInfo {
  id: CategoryId;
  tier: Tier;
  ko: string;
  en: string;
}

export interface LabelInfo {
  id: string;
  category: CategoryId;
  tier: Tier;
  ko: string;
  en: string;
}

interface TaxonomyFile {
  version: string;
  categories: { id: string; tier: string; ko: string; en: string }[];
  labels: { id: string; category: string; ko: string; en: string }[];
}

const file = taxonomyJson as TaxonomyFile;

export const TAXONOMY_VERSION = file.version;

export const CATEGORIES: readonly CategoryInfo[] = file.categories.map((c) => ({
  id: c.id as CategoryId,
  tier: c.tier as Tier,
  ko: c.ko,
  en: c.en,
}));

const categoryById = new Map(CATEGORIES.map((c) => [c.id, c]));

export const LABELS: readonly LabelInfo[] = file.labels.map((l) => {
  const category = categoryById.get(l.category as CategoryId);
  if (!category) throw new Error(`taxonomy: label ${l.id} names unknown category ${l.category}`);
  return { id: l.id, category: category.id, tier: category.tier, ko: l.ko, en: l.en };
});

const labelById = new Map(LABELS.map((l) => [l.id, l]));

export function isCategoryId(id: string): id is CategoryId {
  return categoryById.has(id as CategoryId);
}

export function categoryInfo(id: CategoryId): CategoryInfo {
  const c = categoryById.get(id);
  if (!c) throw new Error(`taxonomy: unknown category ${id}`);
  return c;
}

/** Resolve a fine label, or a category id used as a label (models trained on categories emit those). */
export function resolveLabel(label: string): LabelInfo | undefined {
  const l = labelById.get(label);
  if (l) return l;
  const c = categoryById.get(label as CategoryId);
  return c ? { id: c.id, category: c.id, tier: c.tier, ko: c.ko, en: c.en } : undefined;
}

/** Like resolveLabel, but an unknown label throws: emitters must use taxonomy ids. */
export function labelInfo(label: string): LabelInfo {
  const l = resolveLabel(label);
  if (!l) throw new Error(`taxonomy: unknown label ${label}`);
  return l;
}
