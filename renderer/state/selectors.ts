// Derived views of the review: entity groups for the side panel, the filter, and keyboard navigation order.
import type { Entity, Redaction } from '../../electron/ipc-contract';
import { CATEGORY_LIST, type CategoryId, type Tier } from '../taxonomy/categories';
import { isRedacted, type ReviewSpan } from './review-reducer';

export interface ReviewFilter {
  /** Categories hidden from navigation and the panel. */
  hidden: ReadonlySet<CategoryId>;
  /** `suspect`: only the suspects (their own tier); a direct/quasi filter leaves them out. */
  tier: 'all' | Tier | 'suspect';
}

export const NO_FILTER: ReviewFilter = { hidden: new Set(), tier: 'all' };

export function passesFilter(span: Pick<ReviewSpan, 'category' | 'tier' | 'suspect'>, filter: ReviewFilter): boolean {
  if (filter.hidden.has(span.category)) return false;
  if (filter.tier === 'all') return true;
  return filter.tier === 'suspect' ? span.suspect !== undefined : span.suspect === undefined && span.tier === filter.tier;
}

export interface EntityGroup {
  key: string;
  category: CategoryId;
  /** Longest surface form among the mentions. */
  canonical: string;
  /** What the latest redaction put in its place, when it is redacted. */
  pseudonym?: string;
  spanIds: number[];
  rejected: number;
}

export interface CategoryGroup {
  category: CategoryId;
  count: number;
  entities: EntityGroup[];
}

/** The redaction's entity for a span, matched by position (the engine may re-index its spans). */
export function redactionEntityIndex(redaction: Pick<Redaction, 'spans' | 'entities'> | null): Map<string, Entity> {
  const index = new Map<string, Entity>();
  if (!redaction) return index;
  const entityById = new Map(redaction.entities.map((e) => [e.id, e]));
  redaction.entities.forEach((e) => {
    for (const m of e.mentions) {
      const s = redaction.spans[m];
      if (s) index.set(`${s.start}:${s.end}`, e);
    }
  });
  for (const s of redaction.spans) {
    const e = s.entityId !== undefined ? entityById.get(s.entityId) : undefined;
    if (e && !index.has(`${s.start}:${s.end}`)) index.set(`${s.start}:${s.end}`, e);
  }
  return index;
}

export function groupEntities(
  spans: readonly ReviewSpan[],
  redaction: Pick<Redaction, 'spans' | 'entities'> | null,
  filter: ReviewFilter,
): CategoryGroup[] {
  const entities = redactionEntityIndex(redaction);
  const byCategory = new Map<CategoryId, Map<string, EntityGroup>>();
  for (const s of spans) {
    // A suspect joins the entities only once accepted: until then it is listed by its own tier, where the same word
    // found at several places (a near miss the model made at each mention) is one line, accepted or kept at once.
    if (!passesFilter(s, filter) || (s.suspect && !isRedacted(s) && filter.tier !== 'suspect')) continue;
    const entity = entities.get(`${s.start}:${s.end}`);
    const key =
      entity && entity.category === s.category
        ? `e:${entity.id}`
        : s.entityId !== undefined && !s.detectedCategory
          ? `d:${s.entityId}`
          : `t:${s.category}:${s.text}`;
    let groups = byCategory.get(s.category);
    if (!groups) byCategory.set(s.category, (groups = new Map()));
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, category: s.category, canonical: s.text, spanIds: [], rejected: 0 }));
    g.spanIds.push(s.id);
    if (s.text.length > g.canonical.length) g.canonical = s.text;
    if (s.status === 'rejected') g.rejected++;
    if (entity && s.status !== 'rejected' && entity.category === s.category) g.pseudonym = entity.pseudonym;
  }
  const out: CategoryGroup[] = [];
  for (const c of CATEGORY_LIST) {
    const groups = byCategory.get(c.id);
    if (!groups) continue;
    const list = [...groups.values()];
    out.push({ category: c.id, count: list.reduce((n, g) => n + g.spanIds.length, 0), entities: list });
  }
  return out;
}

/** The next (dir 1) or previous (dir -1) span after the cursor that passes the filter, wrapping around. */
export function stepCursor(
  spans: readonly ReviewSpan[],
  cursorId: number | null,
  dir: 1 | -1,
  filter: ReviewFilter,
): number | null {
  const n = spans.length;
  if (!n) return null;
  let at = cursorId === null ? -1 : spans.findIndex((s) => s.id === cursorId);
  if (at < 0) at = dir === 1 ? -1 : n;
  for (let k = 1; k <= n; k++) {
    const i = (((at + dir * k) % n) + n) % n;
    if (passesFilter(spans[i], filter)) return spans[i].id;
  }
  return null;
}

/** Cycles through an entity's mentions: the one after the cursor, else the first. */
export function nextMention(spanIds: readonly number[], cursorId: number | null): number | null {
  if (!spanIds.length) return null;
  const at = cursorId === null ? -1 : spanIds.indexOf(cursorId);
  return spanIds[(at + 1) % spanIds.length];
}
