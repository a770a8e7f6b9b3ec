// HWP in-place export on a large generated judgment (run: node --import tsx test/harness/hwp-write-bench.ts [paragraphs]).
// Prints read, write and leak-check times and the sizes; the output is also read back by @ohah/hwpjs as a check.
// A measurement, not a test: nothing here asserts a time.
import { performance } from 'node:perf_hooks';
import { readDocumentBytes, verifyNoLeak, writeDocument } from '../../native/formats';
import { controls, hwpJudgment, type Paragraph } from '../fixtures/formats/generator/hwp-judgment';
import { JUDGMENT_LINES, MENTIONS } from '../fixtures/formats/generator/judgment';
import { replacementsFor } from '../integration/formats/helpers';
import { hwpjsParagraphs } from '../integration/formats/hwpjs-reader';

const count = Number(process.argv[2] ?? 20000);
const { extended, table } = controls;
const paragraphs: Paragraph[] = [];
for (let i = 0; paragraphs.length < count; i++) {
  const line = JUDGMENT_LINES[i % JUDGMENT_LINES.length];
  paragraphs.push({ content: [line], shapes: [[0, 0], [Math.min(4, line.length - 1), 1]] });
  if (i % 50 === 49) paragraphs.push({ content: [extended(11, 'tbl ')], controls: (level) => table(level, [['성명', '홍길동'], ['주소', '서울특별시 종로구 세종대로 175']]) });
}
const source = hwpJudgment({ paragraphs, title: '홍길동', author: '김똠똑', previewText: JUDGMENT_LINES.join('\r\n') });

const ms = (t: number) => `${Math.round(performance.now() - t)} ms`;
let t = performance.now();
const doc = await readDocumentBytes(source, 'large.hwp');
const read = ms(t);
const replacements = replacementsFor(doc.text);
t = performance.now();
const written = await writeDocument(doc, replacements);
const write = ms(t);
t = performance.now();
const leak = await verifyNoLeak(written, MENTIONS);
const check = ms(t);
const independent = hwpjsParagraphs(written.bytes).length;
console.log(
  JSON.stringify({
    paragraphs: paragraphs.length,
    characters: doc.text.length,
    replacements: replacements.length,
    inputKb: Math.round(source.length / 1024),
    outputKb: Math.round(written.bytes.length / 1024),
    read,
    write,
    leakCheck: check,
    leakOk: leak.ok,
    hwpjsParagraphs: independent,
    peakRssMb: Math.round(process.memoryUsage().rss / 1048576),
  }),
);
