// `npx tsx native/eval/role-slices/thunder-false-persons.ts [--shared ../shared]`: the person spans the rules and
// propagation (not the model) put outside marked names on the thunder-deid excerpts, with marked names filled by
// one fixed name and every other marked value by a mask, listed with context so a person can check the count.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createEngine } from '../../engine/engine';

const MARK = /<<<([^>]+)>>>(.*?)<<<\/\1>>>/gsu;

/** The excerpt's text with its markers filled, and where the filled names stand. */
export function fillExcerpt(markdown: string): { text: string; names: [number, number][] } {
  let text = '';
  let last = 0;
  const names: [number, number][] = [];
  for (const m of markdown.matchAll(MARK)) {
    text += markdown.slice(last, m.index);
    const value = m[1] === '내국인이름' ? '홍길동' : '○○';
    if (m[1].includes('이름')) names.push([text.length, text.length + value.length]);
    text += value;
    last = m.index + m[0].length;
  }
  return { text: text + markdown.slice(last), names };
}

async function main(): Promise<void> {
  const i = process.argv.indexOf('--shared');
  const root = join(resolve(i >= 0 ? process.argv[i + 1] : join(process.cwd(), '..', 'shared')), 'thunder-deid', 'judgments');
  const engine = await createEngine({ runner: null });
  let chars = 0;
  let docs = 0;
  let outside = 0;
  for (const type of readdirSync(root).sort()) {
    for (const file of readdirSync(join(root, type)).sort()) {
      const { text, names } = fillExcerpt(readFileSync(join(root, type, file), 'utf8'));
      docs++;
      chars += text.length;
      for (const s of await engine.detect(text)) {
        if (s.category !== 'PERSON' || s.source === 'model' || names.some(([a, b]) => s.start < b && a < s.end)) continue;
        outside++;
        console.log(`  ${type}/${file}: “${s.text}” (${s.reason}) … ${text.slice(Math.max(0, s.start - 20), s.end + 10).replace(/\s+/gu, ' ')}`);
      }
    }
  }
  console.log(`${docs} excerpts, ${chars} characters: ${outside} rule person spans outside marked names (${((outside / chars) * 1e4).toFixed(3)} per 10,000)`);
  await engine.dispose();
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
