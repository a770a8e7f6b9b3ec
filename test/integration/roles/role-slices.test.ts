// Role slices over real law.go.kr judgments (../shared/precedent-kr): generated names of every style planted where
// law.go.kr left a placeholder. Rules + header + propagation must find the mentions after a role word without the
// model, and put no person span on the unmarked judgments. A fixed seed and a small sample keep it quick.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../native/engine/engine';
import { readJudgments } from '../../../native/eval/role-slices/main';
import { listRulePersons, measurePlanted } from '../../../native/eval/role-slices/measure';
import { NAME_STYLES } from '../../../native/eval/role-slices/names';

const SHARED = resolve(import.meta.dirname, '../../../../shared');
const HAS_SHARED = existsSync(join(SHARED, 'precedent-kr', 'raw'));
if (!HAS_SHARED) console.log(`${SHARED}/precedent-kr not found: role slices skipped`);

describe.skipIf(!HAS_SHARED)('role slices on precedent-kr', { timeout: 120_000 }, () => {
  // One judgment of every case type, then the rest of the criminal and civil ones, up to twelve.
  const all = HAS_SHARED ? readJudgments(SHARED) : [];
  const firstOfType = [...new Map(all.map((j) => [j.caseType, j])).values()];
  const sample = [...firstOfType, ...all.filter((j) => !firstOfType.includes(j))].slice(0, 12);

  it('finds ≥ 95 % of the mentions after a role word, per name style, without the model', async () => {
    const engine = await createEngine({ runner: null });
    const table = await measurePlanted(engine, sample, 7);
    for (const style of NAME_STYLES) {
      const c = table.get(`${style}|role`);
      expect(c, style).toBeDefined();
      expect(c!.mentions, style).toBeGreaterThanOrEqual(10);
      expect(c!.found / c!.mentions, style).toBeGreaterThanOrEqual(0.95);
    }
    // Mentions with no role word are found by propagation alone; law.go.kr's lost spaces (`이영은1999. 9.`) cost a few.
    const bare = table.get('all|bare');
    expect(bare!.found / bare!.mentions).toBeGreaterThanOrEqual(0.9);
  });

  it('puts no person span on the unmarked judgments, and never flags a judge, prosecutor or attorney', async () => {
    const engine = await createEngine({ runner: null });
    const { spans, chars } = await listRulePersons(engine, all);
    expect(chars).toBeGreaterThan(100_000);
    expect(spans.map((s) => `${s.file}: ${s.span.text} (${s.span.reason})`)).toEqual([]);
  });
});
