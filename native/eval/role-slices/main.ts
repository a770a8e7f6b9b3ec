// `npx tsx native/eval/role-slices/main.ts [--shared ../shared] [--seed 1] [--limit N] [--model]`: plants generated
// names of every style into the precedent-kr judgments and prints recall without the model (rules + header +
// propagation), the leak rate with the bundled model, and the person spans the rules put on the unmarked texts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createEngine } from '../../engine/engine';
import { NAME_STYLES } from './names';
import { judgmentBody, listRulePersons, measurePlanted, type Judgment } from './measure';
import { CONTEXTS, rate, type SliceTable } from './score';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export function readJudgments(shared: string): Judgment[] {
  const raw = join(shared, 'precedent-kr', 'raw');
  return readdirSync(raw)
    .sort()
    .flatMap((caseType) =>
      readdirSync(join(raw, caseType))
        .sort()
        .map((file) => ({ caseType, file, text: judgmentBody(readFileSync(join(raw, caseType, file), 'utf8')) })),
    );
}

function printTable(title: string, table: SliceTable, keys: readonly string[], field: 'found' | 'leaked' | 'unshown'): void {
  console.log(`\n${title}`);
  console.log(['slice', ...CONTEXTS.map((c) => `${c} (n)`)].join('\t'));
  for (const k of keys) {
    const cells = CONTEXTS.map((c) => {
      const x = table.get(`${k}|${c}`);
      return x ? `${rate(x[field], x.mentions)} (${x.mentions})` : '–';
    });
    console.log([k, ...cells].join('\t'));
  }
}

async function main(): Promise<void> {
  const shared = resolve(arg('--shared') ?? join(process.cwd(), '..', 'shared'));
  const seed = Number(arg('--seed') ?? 1);
  const limit = Number(arg('--limit') ?? Infinity);
  const judgments = readJudgments(shared).slice(0, limit);
  const types = [...new Set(judgments.map((j) => j.caseType))].map((t) => `type:${t}`);
  const keys = [...NAME_STYLES, ...types, 'all'];

  const rules = await createEngine({ runner: null });
  const noModel = await measurePlanted(rules, judgments, seed);
  printTable('Recall without the model (rules + header + propagation): mentions fully inside a PERSON span', noModel, keys, 'found');
  printTable('Left without the model and not shown as a suspect either: mentions a reviewer is not pointed to', noModel, keys, 'unshown');

  const { spans, chars } = await listRulePersons(rules, judgments);
  const court = spans.filter((s) => s.span.role === 'judge' || s.span.role === 'prosecutor' || s.span.role === 'attorney');
  console.log(`\nPerson spans from rules/propagation on the ${judgments.length} unmarked judgments (${chars} chars): ${spans.length}` +
    ` = ${((spans.length / chars) * 1e4).toFixed(2)} per 10,000 chars; judges/prosecutors/attorneys among them: ${court.length}`);
  for (const s of spans) console.log(`  ${s.caseType}/${s.file}: “${s.span.text}” (${s.span.source}, ${s.span.reason}) … ${s.context}`);

  if (process.argv.includes('--model')) {
    const engine = await createEngine();
    const withModel = await measurePlanted(engine, judgments, seed);
    printTable(`Leak rate with the bundled model (${engine.info.modelVersion}): mentions with any character left`, withModel, keys, 'leaked');
    printTable('Leaked with the model and not shown as a suspect either', withModel, keys, 'unshown');
    await engine.dispose();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
