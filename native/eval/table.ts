// The human-readable metrics table printed by `garim eval`.
import type { EvalMetrics, Prf } from './metrics';

const f4 = (x: number) => x.toFixed(4);

function row(name: string, m: Prf, support = ''): string {
  return `${name.padEnd(18)}${f4(m.precision).padStart(10)}${f4(m.recall).padStart(10)}${f4(m.f1).padStart(10)}${support.padStart(10)}`;
}

export function formatMetricsTable(m: EvalMetrics): string {
  const lines = [
    `${'documents'.padEnd(18)}${String(m.documents).padStart(10)}`,
    m.token_definition,
    '',
    `${''.padEnd(18)}${'precision'.padStart(10)}${'recall'.padStart(10)}${'f1'.padStart(10)}${'support'.padStart(10)}`,
    row('binary token', m.binary_token),
    row('token (micro)', m.token),
    row('entity', m.entity),
    `${'leak rate'.padEnd(18)}${f4(m.leak_rate).padStart(10)}  (${m.leaked_mentions} of ${m.gold_mentions} gold mentions)`,
    '',
    ...Object.entries(m.by_category).map(([cat, c]) => row(cat, c, String(c.support))),
  ];
  return `${lines.join('\n')}\n`;
}
