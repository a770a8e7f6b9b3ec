// `npx tsx native/eval/role-slices/timing.ts [--shared ../shared] [--model]`: what the role-context and header
// recognizers and the suspect pass cost, as a share of each judgment's de-identification time.
import { join, resolve } from 'node:path';
import { createEngine } from '../../engine/engine';
import { findHeaderParties } from '../../rules/header';
import { findRoleContextNames } from '../../rules/role-context';
import { prepareRuleText } from '../../rules/rule-text';
import { suspectsOf } from '../../redact/suspects';
import { readJudgments } from './main';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const judgments = readJudgments(resolve(arg('--shared') ?? join(process.cwd(), '..', 'shared')));
  const engine = await createEngine(process.argv.includes('--model') ? {} : { runner: null });
  const rounds = 3;
  let total = 0;
  let recognizers = 0;
  let suspects = 0;
  for (let k = 0; k < rounds; k++) {
    for (const j of judgments) {
      const t0 = performance.now();
      const r = await engine.deidentify(j.text);
      const t1 = performance.now();
      const rt = prepareRuleText(j.text);
      findRoleContextNames(rt);
      findHeaderParties(rt);
      const t2 = performance.now();
      suspectsOf(j.text, r);
      const t3 = performance.now();
      total += t1 - t0;
      recognizers += t2 - t1;
      suspects += t3 - t2;
    }
  }
  const chars = judgments.reduce((n, j) => n + j.text.length, 0) * rounds;
  console.log(`engine ${engine.info.modelVersion}: ${judgments.length} judgments × ${rounds}, ${chars} chars, ${(total / 1000).toFixed(2)} s`);
  console.log(`role-context + header recognizers: ${(recognizers / 1000).toFixed(3)} s = ${((100 * recognizers) / total).toFixed(1)} % of de-identification time`);
  console.log(`suspect pass: ${(suspects / 1000).toFixed(3)} s = ${((100 * suspects) / total).toFixed(1)} %`);
  await engine.dispose();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
