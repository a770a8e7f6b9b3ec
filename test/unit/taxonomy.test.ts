import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const taxonomy = JSON.parse(readFileSync(new URL('../../models/taxonomy.json', import.meta.url), 'utf8'));

describe('models/taxonomy.json', () => {
  it('has 16 categories, each in one tier', () => {
    expect(taxonomy.categories).toHaveLength(16);
    for (const c of taxonomy.categories) expect(['direct', 'quasi']).toContain(c.tier);
  });

  it('puts every fine label under a known category, once', () => {
    const ids = new Set(taxonomy.categories.map((c: { id: string }) => c.id));
    const seen = new Set<string>();
    for (const l of taxonomy.labels) {
      expect(ids.has(l.category), `${l.id} → ${l.category}`).toBe(true);
      expect(seen.has(l.id), `duplicate label ${l.id}`).toBe(false);
      seen.add(l.id);
    }
  });
});
