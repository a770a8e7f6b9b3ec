// Every real judgment in ../shared/precedent-kr/raw/ (law.go.kr text, every case type) de-identifies and exports
// on the bundled model: no failed export, no span splitting a digit run, no span on a legal term or kept role.
// One engine for all of them (about 20 s on 2 cores); skipped, saying why, where ../shared or the model is absent.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, DEFAULT_MODEL_DIR, type Engine } from '../../../native/engine';
import { loadJudgments, PRECEDENT_DIR, precedentAvailable } from './corpus';
import { runPrecedent, type PrecedentRun } from './measure';
import { protectedWordUnder, splitsDigitRun } from './span-checks';

const haveModel = existsSync(path.join(DEFAULT_MODEL_DIR, 'manifest.json'));
const haveCorpus = precedentAvailable();
if (!haveCorpus) console.warn(`precedent-kr: ${PRECEDENT_DIR} is absent, so the real-judgment test is skipped.`);
else if (!haveModel) console.warn('precedent-kr: the bundled model (models/manifest.json) is absent, so the real-judgment test is skipped.');

describe.skipIf(!haveCorpus || !haveModel)('garim deid over every precedent-kr judgment (bundled model)', () => {
  let engine: Engine;
  let run: PrecedentRun;

  beforeAll(async () => {
    engine = await createEngine();
    run = await runPrecedent(engine, loadJudgments());
  }, 600_000);

  afterAll(async () => {
    await engine?.dispose();
  });

  it('covers every case type', () => {
    const types = new Set([...run.results.keys()].map((id) => id.split('/')[0]));
    expect(run.documents).toBe(run.results.size);
    expect(types.size).toBeGreaterThanOrEqual(7);
  });

  it('exports every judgment: the engine never trips its own leak check', () => {
    expect(run.failed).toEqual([]);
  });

  it('never splits a run of digits (`2009가합14|87`, `2/|28`)', () => {
    const cuts = [...run.results].flatMap(([id, r]) => r.spans.filter((s) => splitsDigitRun(r.text, s)).map((s) => `${id} ${s.source} ${s.category} ${s.start}–${s.end}`));
    expect(cuts).toEqual([]);
  });

  it('puts no span on a legal term or kept role word (참칭상속인, 소송대리인, 판사 …)', () => {
    const on = [...run.results].flatMap(([id, r]) =>
      r.spans.flatMap((s) => {
        const w = protectedWordUnder(r.text, s);
        return w ? [`${id} ${s.source} ${s.category} on ${w}`] : [];
      }),
    );
    expect(on).toEqual([]);
  });
});
