// The role-slice measurement over a set of judgments: plant names, run an engine, count found and leaked
// mentions per name style, context and case type; and, on the unmarked judgments, list every person span.
import type { Engine } from '../../engine/engine';
import type { Span } from '../../types';
import { rng } from './names';
import { plantNames } from './plant';
import { scoreDocument, type SliceTable } from './score';

export interface Judgment {
  /** Folder name under raw/: 형사, 민사, 가사, 일반행정, 특허, 선거·특별, 기타. */
  caseType: string;
  file: string;
  text: string;
}

/** The judgment text of a law.go.kr Markdown file (front matter and title dropped). */
export function judgmentBody(markdown: string): string {
  const at = markdown.indexOf('## 판례내용');
  return at >= 0 ? markdown.slice(at + '## 판례내용'.length).replace(/^\s+/u, '') : markdown;
}

/** Found/leaked counts of planted names; each document gets its own seeded generator. */
export async function measurePlanted(engine: Engine, judgments: readonly Judgment[], seed: number): Promise<SliceTable> {
  const table: SliceTable = new Map();
  for (const [i, j] of judgments.entries()) {
    const planted = plantNames(j.text, rng(seed * 7919 + i), i);
    if (planted.mentions.length === 0) continue;
    const result = await engine.deidentify(planted.text);
    scoreDocument(table, result, planted.mentions, j.caseType);
  }
  return table;
}

export interface FalsePerson {
  caseType: string;
  file: string;
  span: Span;
  context: string;
}

/** Person spans the rules (and propagation from them) put on unmarked judgments, where no real name is planted. */
export async function listRulePersons(engine: Engine, judgments: readonly Judgment[]): Promise<{ spans: FalsePerson[]; chars: number }> {
  const spans: FalsePerson[] = [];
  let chars = 0;
  for (const j of judgments) {
    chars += j.text.length;
    for (const span of await engine.detect(j.text)) {
      if (span.category !== 'PERSON' || span.source === 'model') continue;
      const context = j.text.slice(Math.max(0, span.start - 20), span.end + 10).replace(/\s+/gu, ' ');
      spans.push({ caseType: j.caseType, file: j.file, span, context });
    }
  }
  return { spans, chars };
}
