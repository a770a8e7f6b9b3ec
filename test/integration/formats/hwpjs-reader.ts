// The independent HWP parser for round trips: @ohah/hwpjs (Rust, MIT; dev dependency only), which shares no code
// with native/formats/hwp. Its JSON repeats nested lists (a table's cells appear under the table and again under its
// control), so paragraphs are taken once each, by instance id, in document order.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const hwpjs = require('@ohah/hwpjs') as { toJson(data: Buffer): string };

export interface IndependentParagraph {
  instanceId: number;
  text: string;
  charCount: number;
  shapes: { position: number; shape_id: number }[];
  rangeTags: { start: number; end: number }[];
  lineSegCount: number;
}

interface Json {
  [key: string]: unknown;
}

export function hwpjsDocument(bytes: Uint8Array): Json {
  return JSON.parse(hwpjs.toJson(Buffer.from(bytes))) as Json;
}

export function hwpjsParagraphs(bytes: Uint8Array): IndependentParagraph[] {
  const doc = hwpjsDocument(bytes);
  const out = new Map<number, IndependentParagraph>();
  const walk = (o: unknown): void => {
    if (Array.isArray(o)) return o.forEach(walk);
    if (!o || typeof o !== 'object') return;
    const node = o as Json;
    const header = node.para_header as Json | undefined;
    if (header && !out.has(header.instance_id as number)) {
      const records = (node.records as Json[] | undefined) ?? [];
      const find = (type: string) => records.find((r) => r.type === type);
      out.set(header.instance_id as number, {
        instanceId: header.instance_id as number,
        text: (find('para_text')?.text as string | undefined) ?? '',
        charCount: header.text_char_count as number,
        shapes: (find('para_char_shape')?.shapes as IndependentParagraph['shapes'] | undefined) ?? [],
        rangeTags: ((find('para_range_tag')?.tags as Json[] | undefined) ?? []).map((t) => ({ start: t.start as number, end: t.end as number })),
        lineSegCount: header.line_align_count as number,
      });
    }
    for (const value of Object.values(node)) walk(value);
  };
  walk((doc.body_text as Json).sections);
  return [...out.values()];
}
