import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leakFixSpans, withLeakOccurrences } from '../../../native/app-service/leak-fix';
import { toIpcError } from '../../../native/app-service/ipc-result';
import { leakMentions, replacementsOf } from '../../../native/app-service/replacements';
import { exportRedacted, readDocumentBytes } from '../../../native/formats';
import { redact } from '../../../native/redact/redact';
import type { Span } from '../../../native/types';
import { tempDir } from '../../harness/temp-dir';

const TEXT = '피고인 홍길동은 무죄.\n증인은 홍길동을 보았고, 홍길동전을 읽었다.\n';
const first: Span = { start: 4, end: 7, text: '홍길동', label: '내국인이름', category: 'PERSON', tier: 'direct', score: 0.9, source: 'model' };

describe('leak fix (app export flow)', () => {
  it('a failed export comes back over IPC with the places to redact, never the text', async () => {
    const doc = await readDocumentBytes(new TextEncoder().encode(TEXT), '판결.txt');
    const redaction = redact(TEXT, [first], {});
    const out = path.join(tempDir('garim-leakfix-'), 'out.txt');
    const failed = await withLeakOccurrences(TEXT, redaction.spans, exportRedacted(doc, replacementsOf(redaction), out, leakMentions(TEXT, redaction, []))).catch((e: unknown) => e);
    const ipc = toIpcError(failed);
    // `홍길동전` is another word: only the second mention is a leak.
    expect(ipc).toMatchObject({ code: 'LEAK_DETECTED', leaks: [{ start: 17, end: 20, category: 'PERSON', label: '내국인이름' }] });
    expect(JSON.stringify(ipc.leaks)).not.toContain('홍길동');

    const fixed = leakFixSpans(TEXT, redaction.spans, (failed as { hits: never[] }).hits);
    const again = redact(TEXT, fixed.spans, {});
    expect(again.redactedText).toBe('피고인 A는 무죄.\n증인은 A를 보았고, 홍길동전을 읽었다.\n');
    const ok = await exportRedacted(doc, replacementsOf(again), out, leakMentions(TEXT, again, []));
    expect(ok.leak.ok).toBe(true);
  });

  it('finds, to redact, the twin the check found without the mention\'s space or line break', async () => {
    const text = '(도로: 중로 24) 개설사업과 (중로24)도로, 강동\n동시 소재 골프장과 강동동시의 땅';
    const at = (w: string): Span => {
      const start = text.indexOf(w);
      return { start, end: start + w.length, text: w, label: '회사', category: 'BUSINESS', tier: 'quasi', score: 0.9, source: 'model' };
    };
    const doc = await readDocumentBytes(new TextEncoder().encode(text), '판결.txt');
    const redaction = redact(text, [at('중로 24'), at('강동\n동시')], {});
    const out = path.join(tempDir('garim-leakfix-'), 'out.txt');
    const failed = await exportRedacted(doc, replacementsOf(redaction), out, leakMentions(text, redaction, [])).catch((e: unknown) => e);
    const fixed = leakFixSpans(text, redaction.spans, (failed as { hits: never[] }).hits);
    expect(fixed.added.map((f) => text.slice(f.start, f.end))).toEqual(['중로24', '강동동시']);
    const again = redact(text, fixed.spans, {});
    const ok = await exportRedacted(doc, replacementsOf(again), out, leakMentions(text, again, []));
    expect(ok.leak.ok).toBe(true);
  });

  it('searches the export for no number of three digits or fewer: its twins are days, months and sums', () => {
    const text = '구상로 11동60903소재 건물, 2006. 11. 17. 심판청구, 전화 010-1234-5678';
    const unit: Span = { start: 4, end: 6, text: '11', label: '동', category: 'ADDRESS', tier: 'quasi', score: 0.7, source: 'model' };
    const at = text.indexOf('010-');
    const phone: Span = { start: at, end: at + 13, text: '010-1234-5678', label: '전화번호', category: 'CONTACT', tier: 'direct', score: 1, source: 'rule' };
    expect(leakMentions(text, redact(text, [unit, phone], {}), []).map((m) => m.text)).toEqual(['010-1234-5678']);
  });
});
