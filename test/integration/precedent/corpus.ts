// The real judgments in ../shared/precedent-kr/raw/<사건종류>/*.md (law.go.kr text, already anonymised), read at
// run time and never copied into the repository: each becomes the judgment body a clerk would save as TXT.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PRECEDENT_DIR = fileURLToPath(new URL('../../../../shared/precedent-kr/raw/', import.meta.url));

export interface Judgment {
  /** `형사/고등군사법원_2003-06-24_2002노351` */
  id: string;
  caseType: string;
  /** The judgment text after `## 판례내용`. */
  text: string;
}

const BODY_HEADING = '## 판례내용';

/** The body of one law.go.kr Markdown file: what follows the `## 판례내용` heading (the whole file without one). */
export function judgmentBody(markdown: string): string {
  const at = markdown.indexOf(BODY_HEADING);
  const body = at >= 0 ? markdown.slice(at + BODY_HEADING.length) : markdown.replace(/^---\n[\s\S]*?\n---\n/u, '');
  return `${body.trim()}\n`;
}

export function precedentAvailable(dir = PRECEDENT_DIR): boolean {
  return existsSync(dir);
}

/** Every judgment, sorted by case type and file name. */
export function loadJudgments(dir = PRECEDENT_DIR): Judgment[] {
  const out: Judgment[] = [];
  for (const caseType of readdirSync(dir).sort()) {
    const sub = path.join(dir, caseType);
    for (const f of readdirSync(sub).filter((n) => n.endsWith('.md')).sort()) {
      out.push({ id: `${caseType}/${f.slice(0, -3)}`, caseType, text: judgmentBody(readFileSync(path.join(sub, f), 'utf8')) });
    }
  }
  return out;
}
