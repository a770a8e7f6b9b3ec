import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { createEngine, type SpanDetector } from '../../../native/engine';
import type { AppEngine } from '../../../native/app-service/ports';
import type { DetectOptions, Span } from '../../../native/types';

/** A model that "finds" the given surfaces (first occurrence each), the way the ONNX runner reports spans. */
function fakeRunner(found: [string, string, Span['category']][]): SpanDetector & { calls: DetectOptions[] } {
  const calls: DetectOptions[] = [];
  return {
    calls,
    manifest: { name: 'fake', version: '9.9.9' },
    device: 'cpu',
    async detect(text, options = {}) {
      calls.push(options);
      return found.map(([surface, label, category]) => {
        const start = text.indexOf(surface);
        return { start, end: start + surface.length, text: surface, label, category, tier: 'direct', score: 0.8, source: 'model' } as Span;
      });
    },
  };
}

const TEXT = '재판장 판사 박정의\n피고인 홍길동만이 피해자 김철수에게 010-1234-5678로 전화하였다. 홍길동은 길동이라 불렸다.';

describe('createEngine', () => {
  it('detects model + rule spans, trims particles, keeps the judge, propagates, and de-identifies', async () => {
    const runner = fakeRunner([
      ['박정의', '내국인이름', 'PERSON'],
      ['홍길동만이', '내국인이름', 'PERSON'],
      ['김철수에게', '내국인이름', 'PERSON'],
    ]);
    const engine = await createEngine({ runner });
    expect(engine.info).toEqual({ modelName: 'fake', modelVersion: '9.9.9', device: 'cpu' });
    const r = await engine.deidentify(TEXT, { minScore: 0.3 });
    expect(runner.calls[0].minScore).toBe(0.3);
    expect(r.spans.map((s) => [s.text, s.source, s.role ?? ''])).toEqual([
      ['박정의', 'model', 'judge'],
      // The role-context rule reads both names too and wins the tie on score (fake model 0.8 < 0.85).
      ['홍길동', 'rule', ''],
      ['김철수', 'rule', ''],
      ['010-1234-5678', 'rule', ''],
      ['홍길동', 'propagated', ''],
      ['길동', 'propagated', ''],
    ]);
    expect(r.redactedText).toBe('재판장 판사 박정의\n피고인 A만이 피해자 B에게 휴대전화번호 1 생략으로 전화하였다. A는 A라 불렸다.');
    expect(r.modelVersion).toBe('9.9.9');
    expect(r.timings.detectMs).toBeGreaterThanOrEqual(0);
  });

  it('runs rules only with runner: null, and refuses a cancelled signal with CANCELLED', async () => {
    const engine = await createEngine({ runner: null });
    expect(engine.info.modelName).toBe('rules-only');
    const r = await engine.deidentify('연락처 010-1234-5678, 다시 010-1234-5678.');
    expect(r.redactedText).toBe('연락처 휴대전화번호 1 생략, 다시 휴대전화번호 1 생략.');
    const ac = new AbortController();
    ac.abort();
    await expect(engine.detect('홍길동', { signal: ac.signal })).rejects.toMatchObject({ code: 'CANCELLED' });
  });

  it('reads a wrapped text unwrapped, and finds a name again where a line break fell before it', async () => {
    // Lines of one length broken inside words, as a PDF gives them; the break before the second 근하 fell between words,
    // and the unwrapped reading glues it to 날.
    const paragraph =
      '피고인은 이와 같이 피해자를 기망하여 이에 속은 피해자로부터 2020. 3. 9. 근하 명의 수협은행 계좌로 280만 원을 송금받았다. 피고인은 위와 같이 피해자를 기망하여 이에 속은 피해자로부터 같은 날';
    const lines = paragraph.match(/.{1,38}/gu)!;
    const text = `${lines.join('\n')}\n근하는 35만 원을 더 보내 주었다.`;
    const engine = await createEngine({ runner: null });
    const spans = await engine.detect(text);
    expect(spans.filter((s) => s.text === '근하').map((s) => text.slice(s.start - 1, s.end))).toEqual([' 근하', '\n근하']);
  });

  it('redacts on the wrapped text every twin the leak check will read there, where the unwrapped reading glued it on', async () => {
    // The break after the second 중로 24 fell between words, and the unwrapped reading glues it to 사업 (`중로 24사업`,
    // no token); the export keeps the break, and there the check finds it.
    const text = [
      '원고의 토지는 이 사건 도로(도로: 중로 24)의 개설사업에 편입되',
      '었다. 피고는 위 도로개설사업을 위하여 실시계획을 고시하였고, 이',
      '어 원고에게 잔여지의 매수를 제안하였으며, 원고는 이를 받아들여 중로 24',
      '사업의 공사가 끝난 뒤 잔여지를 피고에게 팔았다. 원고는 그 뒤 중',
      '로24 사업의 잔여지 매매대금이 적다고 주장한다.',
    ].join('\n');
    const engine = await createEngine({ runner: fakeRunner([['중로 24', '회사', 'BUSINESS']]) });
    const r = await engine.deidentify(text);
    expect(r.redactedText).not.toMatch(/중\n?로 ?24/u);
  });

  it('offers other mentions of a manual selection, through the app service port', async () => {
    // Typed as the app service's port: the compiler checks the engine fits it.
    const engine: AppEngine = await createEngine({ runner: null });
    const text = '한빛상사가 샀고 한빛상사는 팔았다';
    const mine: Span = { start: 0, end: 4, text: '한빛상사', label: '회사', category: 'BUSINESS', tier: 'quasi', score: 1, source: 'user' };
    const more = engine.findMentions(text, '한빛상사', [mine]);
    expect(more.map((s) => [s.start, s.end, s.label])).toEqual([[9, 13, '회사']]);
    expect(engine.redact(text, [mine, ...more], {}).redactedText).toBe('A상사가 샀고 A상사는 팔았다');
  });

  it('loads the tiny test model from a folder', async () => {
    const dir = fileURLToPath(new URL('../../fixtures/model-tiny/', import.meta.url));
    const engine = await createEngine({ modelDir: dir });
    try {
      expect(engine.info.modelName).toBe('garim-tiny-test');
      const r = await engine.deidentify('피고인 홍길동이 송금하였다. 홍길동은 말했다.');
      expect(r.redactedText).toBe('피고인 A가 송금하였다. A는 말했다.');
    } finally {
      await engine.dispose();
    }
  });

  it('names the folder when the model is missing', async () => {
    await expect(createEngine({ modelDir: '/nonexistent/garim-model' })).rejects.toMatchObject({ code: 'MODEL_MISSING' });
  });
});
