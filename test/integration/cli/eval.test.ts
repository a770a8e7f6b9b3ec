import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../native/cli/main';
import { createEngine, type Engine } from '../../../native/engine';
import type { Span } from '../../../native/types';
import { tempDir } from '../../harness/temp-dir';
import { nameFinder, runCli } from './cli-harness';

/** An engine whose detect reads only the first occurrence of `surface`, as `span` (as a model might). */
function firstOccurrenceEngine(surface: string, span: Omit<Span, 'start' | 'end' | 'text'>): () => Promise<Engine> {
  return async () => {
    const engine = await createEngine({ runner: null });
    return {
      ...engine,
      async detect(text) {
        const start = text.indexOf(surface);
        return start < 0 ? [] : [{ ...span, start, end: start + surface.length, text: surface } as Span];
      },
    };
  };
}

function labelledFile(lines: object[]): string {
  const dir = tempDir('garim-eval-');
  const file = path.join(dir, 'labelled.jsonl');
  writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  return file;
}

describe('garim eval', () => {
  // 홍길동 found by the fake model and propagated; 이몽룡 missed; the phone found by the rules.
  const file = labelledFile([
    { id: 'a', text: '피고인 홍길동은 홍길동이다.', spans: [{ start: 4, end: 7, label: '내국인이름' }, { start: 9, end: 12, label: 'PERSON' }] },
    { id: 'b', text: '이몽룡 010-1234-5678', spans: [{ start: 0, end: 3, label: '내국인이름' }, { start: 4, end: 17, label: '휴대전화번호' }] },
  ]);

  it('prints one JSON object and writes it with --out', async () => {
    const out = path.join(path.dirname(file), 'metrics.json');
    const run = await runCli(['eval', file, '--json', '--out', out], nameFinder(['홍길동']));
    expect(run.code).toBe(0);
    const m = JSON.parse(run.out);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(m);
    expect(m.documents).toBe(2);
    // Gold tokens 3+3+3+13 = 22, predicted 19, all right: recall 19/22.
    expect(m.binary_token).toEqual({ precision: 1, recall: 19 / 22, f1: expect.closeTo(38 / 41, 12) });
    expect(m.entity).toEqual({ precision: 1, recall: 0.75, f1: expect.closeTo(6 / 7, 12) });
    expect(m.leak_rate).toBe(0.25);
    expect(m.by_category.PERSON).toEqual({ precision: 1, recall: 6 / 9, f1: expect.closeTo(0.8, 12), support: 9 });
    expect(m.by_category.CONTACT.support).toBe(13);
    expect(m.token_definition).toMatch(/^token = one non-whitespace character/);
    expect(m.model).toBe('fake-names 1.0.0');
  });

  it('prints a table by default and names a bad line', async () => {
    const run = await runCli(['eval', file], nameFinder(['홍길동']));
    expect(run.out).toContain('leak rate             0.2500  (1 of 4 gold mentions)');
    const bad = labelledFile([{ id: 'x', text: 'ab', spans: [{ start: 0, end: 9, label: 'PERSON' }] }]);
    const r = await runCli(['eval', bad], null);
    expect(r.code).toBe(1);
    expect(r.err).toContain('labelled.jsonl: 1번째 줄: 범위 [0, 9)가 text(길이 2) 밖이거나 비어 있습니다.');
    expect(r.err).toContain('labelled.jsonl: line 1: span [0, 9) is empty or outside text (length 2).');
    expect((await runCli(['eval'], null)).code).toBe(2);
  });

  it('adds slice figures and lists false spans for a slices file', async () => {
    // 홍길동 found (name:common), 이몽룡 missed (name:rare); 김철수 is found but labelled nowhere: a false span,
    // while the ignore range (a real company law.go.kr left in place) would hide it.
    const slices = labelledFile([
      {
        id: 's1',
        corpus: 'lawgo',
        case_type: '민사',
        text: '홍길동. 이몽룡 010-1234-5678. 김철수',
        spans: [
          { start: 0, end: 3, label: '내국인이름', slice: 'name:common' },
          { start: 5, end: 8, label: '내국인이름', slice: 'name:rare' },
          { start: 9, end: 22, label: '휴대전화번호', slice: 'CONTACT' },
        ],
        ignore: [],
      },
    ]);
    const list = path.join(path.dirname(slices), 'false.txt');
    const run = await runCli(['eval', slices, '--json', '--false-spans', list], nameFinder(['홍길동', '김철수']));
    expect(run.code).toBe(0);
    const m = JSON.parse(run.out);
    expect(m.slices.leak_by_slice['name:common'].leak_rate).toBe(0);
    expect(m.slices.leak_by_slice['name:rare'].leak_rate).toBe(1);
    expect(m.slices.leak_by_case_type['lawgo/민사'].mentions).toBe(3);
    expect(m.slices.false_spans_per_10k.lawgo.spans).toBe(1);
    expect(readFileSync(list, 'utf8')).toContain('[김철수]');
    expect(readFileSync(list, 'utf8')).toMatch(/1 false spans\n$/u);
    // --leaks: one mention a line, a mention broken over lines included.
    const wrapped = labelledFile([
      { id: 'w', corpus: 'thunder', text: '피해자 이몽\n룡과 이몽룡.', spans: [{ start: 4, end: 8, label: '내국인이름', slice: 'name:rare' }], ignore: [] },
    ]);
    const leaks = path.join(path.dirname(wrapped), 'leaks.txt');
    expect((await runCli(['eval', wrapped, '--json', '--leaks', leaks], nameFinder(['홍길동']))).code).toBe(0);
    expect(readFileSync(leaks, 'utf8').split('\n')).toEqual(['w\tname:rare\t이몽⏎룡\t피해자 [이몽 룡]과 이몽룡.\tunflagged', '1 leaked mentions', '']);
    const plain = await runCli(['eval', file, '--json'], nameFinder(['홍길동']));
    expect(JSON.parse(plain.out).slices).toBeUndefined();
  });

  it('counts no judge the export keeps visible as redacted: not a false span, and a leak when it was a party', async () => {
    // 윤은영 signs the judgment (kept by the court rule, unlabelled); 박철수 is a party the signature line would keep too.
    const slices = labelledFile([
      { id: 'j', corpus: 'assembled', case_type: 'civil', text: '피고 홍길동\n\n판사   박원혜   윤은영', spans: [{ start: 3, end: 6, label: '내국인이름', slice: 'name:common' }], ignore: [] },
      { id: 'k', corpus: 'assembled', case_type: 'civil', text: '판사 김영수 박철수', spans: [{ start: 7, end: 10, label: '내국인이름', slice: 'name:common' }], ignore: [] },
    ]);
    const run = await runCli(['eval', slices, '--json'], nameFinder(['홍길동', '윤은영', '박철수']));
    const m = JSON.parse(run.out);
    expect(m.slices.false_spans_per_10k.assembled.spans).toBe(0);
    expect(m.binary_token.precision).toBe(1);
    expect(m.slices.leak_by_slice['name:common']).toMatchObject({ leaked: 1, mentions: 2 });
  });

  it('counts a mention the export keeps visible as leaked, though a span found it (a public body kept by role)', async () => {
    // The engine reads 평택시청 as the city's hall and the court rule keeps public bodies named: the gold marks 평택.
    const keeps = firstOccurrenceEngine('평택시청', { label: '기관명', category: 'INSTITUTION', tier: 'quasi', score: 0.9, source: 'model', role: 'local_government' });
    const docs = labelledFile([
      { id: 'p', corpus: 'thunder', text: '피고인은 평택시청 소속 공무원', spans: [{ start: 5, end: 7, label: '기관명', slice: 'org:unseen' }], ignore: [] },
    ]);
    const leaks = path.join(path.dirname(docs), 'leaks.txt');
    let out = '';
    const io = { out: (t: string) => void (out += t), err: () => undefined, errIsTTY: false };
    expect(await main(['eval', docs, '--json', '--leaks', leaks], { io, createEngine: keeps })).toBe(0);
    const m = JSON.parse(out);
    expect(m.leak_rate).toBe(1);
    expect(m.binary_token.recall).toBe(1);
    expect(m.slices.leak_by_slice['org:unseen']).toMatchObject({ leaked: 1, kept: 1 });
    expect(readFileSync(leaks, 'utf8')).toContain('\tunflagged\tkept\n');
  });

  it('counts the documents whose TXT export the leak check would refuse, by id', async () => {
    // An engine that reads only the first 홍길동 (as a model might, propagation and consistency not reaching the
    // second): that document's export stops; a text with a byte-order mark cannot be exported as it is.
    const firstOnly = firstOccurrenceEngine('홍길동', { label: '내국인이름', category: 'PERSON', tier: 'direct', score: 0.9, source: 'model' });
    const docs = labelledFile([
      { id: 'left', text: '피고인 홍길동은 무죄. 증인은 홍길동을 보았다.', spans: [{ start: 4, end: 7, label: '내국인이름' }] },
      { id: 'whole', text: '피고인 홍길동은 무죄.', spans: [{ start: 4, end: 7, label: '내국인이름' }] },
      { id: 'bom', text: '\ufeff피고인 홍길동은 무죄.', spans: [{ start: 5, end: 8, label: '내국인이름' }] },
    ]);
    let out = '';
    const io = { out: (t: string) => void (out += t), err: () => undefined, errIsTTY: false };
    expect(await main(['eval', docs, '--json'], { io, createEngine: firstOnly })).toBe(0);
    expect(JSON.parse(out).exports).toEqual({ checked: 2, failed: 1, failed_ids: ['left'] });
    out = '';
    await main(['eval', docs], { io, createEngine: firstOnly });
    expect(out).toContain('exports refused            1  (of 2 TXT exports');
  });
});
