// The labelled evaluation file: one JSON object per line, `{"id", "text", "spans": [{"start", "end", "label"}]}`.
// Optional (models/eval/slices.jsonl): a span's `slice`, a document's `corpus`, `case_type` and `ignore` ranges.
import { z } from 'zod';
import { GarimError } from '../errors';
import type { GoldSpan } from './metrics';

export interface LabelledDocument {
  id: string;
  text: string;
  spans: (GoldSpan & { slice?: string })[];
  corpus?: string;
  case_type?: string;
  ignore?: { start: number; end: number }[];
}

const lineSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  text: z.string(),
  spans: z.array(z.object({ start: z.number().int().nonnegative(), end: z.number().int().positive(), label: z.string().min(1), slice: z.string().optional() })),
  corpus: z.string().optional(),
  case_type: z.string().optional(),
  ignore: z.array(z.object({ start: z.number().int().nonnegative(), end: z.number().int().nonnegative() })).optional(),
});

function invalid(file: string, line: number, ko: string, en: string): GarimError {
  return new GarimError('INVALID_INPUT', `${line}번째 줄: ${ko}`, `line ${line}: ${en}`, file);
}

/** Parses the JSONL text; a bad line is an error naming the file, the line and what is wrong. */
export function parseLabelled(content: string, file: string): LabelledDocument[] {
  const docs: LabelledDocument[] = [];
  const lines = content.replace(/^\uFEFF/u, '').split(/\r?\n/u);
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalid(file, line, 'JSON 형식이 아닙니다. 한 줄에 JSON 객체 하나씩 적어 주세요.', 'not JSON. Write one JSON object per line.');
    }
    const parsed = lineSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue.path.join('.') || '(root)';
      throw invalid(file, line, `${where} 항목이 잘못되었습니다(${issue.message}). {"id","text","spans":[{"start","end","label"}]} 형식이어야 합니다.`, `${where} is invalid (${issue.message}). Expected {"id","text","spans":[{"start","end","label"}]}.`);
    }
    const doc = parsed.data;
    const bad = doc.spans.find((s) => s.end <= s.start || s.end > doc.text.length);
    if (bad) {
      throw invalid(file, line, `범위 [${bad.start}, ${bad.end})가 text(길이 ${doc.text.length}) 밖이거나 비어 있습니다.`, `span [${bad.start}, ${bad.end}) is empty or outside text (length ${doc.text.length}).`);
    }
    docs.push(doc);
  });
  if (docs.length === 0) {
    throw new GarimError('FILE_EMPTY', '평가할 문서가 없습니다. 한 줄에 문서 하나씩 적어 주세요.', 'no documents to evaluate. Write one document per line.', file);
  }
  return docs;
}
