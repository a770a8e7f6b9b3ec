import { describe, expect, it } from 'vitest';
import { redact } from '../../../native/redact/redact';
import { originalToRedacted, redactedToOriginal } from '../../../native/redact/offset-map';
import { spanOf } from './make-span';

const text = '피고인 홍길동이 청주시 용암로 45에서 010-1234-5678로 전화했다.';
const spans = () => [
  spanOf(text, '홍길동', '내국인이름'),
  spanOf(text, '용암로 45', '도로명주소'),
  spanOf(text, '010-1234-5678', '휴대전화번호', { source: 'rule', score: 1 }),
];

describe('redact with other operators', () => {
  it('tag: the kind of information in brackets, particles agreeing with the word inside', () => {
    const r = redact(text, spans(), { operators: { PERSON: 'tag', ADDRESS: 'tag', CONTACT: 'tag' } });
    expect(r.redactedText).toBe('피고인 [성명]이 청주시 [주소]에서 [휴대전화번호]로 전화했다.');
  });

  it('mask: first syllable kept, ○ for the rest; numbers keep separators and a shared first group', () => {
    const r = redact(text, spans(), { operators: { PERSON: 'mask', ADDRESS: 'mask', CONTACT: 'mask' } });
    expect(r.redactedText).toBe('피고인 홍○○이 청주시 용○○ ○○에서 010-○○○○-○○○○으로 전화했다.');
    const rrn = '번호 900101-1234567 끝';
    expect(redact(rrn, [spanOf(rrn, '900101-1234567', '주민등록번호')], { operators: { ID_NUMBER: 'mask' } }).redactedText).toBe(
      '번호 ○○○○○○-○○○○○○○ 끝',
    );
  });

  it('remove: deleted (one space left) or blocks of the same length', () => {
    expect(redact(text, spans(), { operators: { PERSON: 'remove', ADDRESS: 'remove', CONTACT: 'remove' } }).redactedText).toBe(
      '피고인 이 청주시 에서 로 전화했다.',
    );
    const r = redact(text, spans(), { operators: { PERSON: 'remove' }, removeStyle: 'blocks' });
    expect(r.redactedText).toBe('피고인 ███이 청주시 A에서 휴대전화번호 1 생략으로 전화했다.');
  });

  it('keep: the text stays and no segment is emitted', () => {
    const r = redact(text, spans(), { operators: { PERSON: 'keep', ADDRESS: 'keep', CONTACT: 'keep' } });
    expect(r.redactedText).toBe(text);
    expect(r.offsetMap).toEqual([]);
    expect(r.entities.map((e) => e.pseudonym)).toEqual(['홍길동', '용암로 45', '010-1234-5678']);
  });

  it('maps offsets both ways through the segments, particle included', () => {
    const r = redact(text, spans());
    expect(r.redactedText).toBe('피고인 A가 청주시 B에서 휴대전화번호 1 생략으로 전화했다.');
    expect(r.offsetMap).toEqual([
      { start: 4, end: 8, redactedStart: 4, redactedEnd: 6, spanIndex: 0 },
      { start: 13, end: 19, redactedStart: 11, redactedEnd: 12, spanIndex: 1 },
      { start: 22, end: 36, redactedStart: 15, redactedEnd: 28, spanIndex: 2 },
    ]);
    expect([0, 4, 6, 8, 9, 13, 19, 22, 36, 40].map((o) => originalToRedacted(r.offsetMap, o))).toEqual([0, 4, 4, 6, 7, 11, 12, 15, 28, 32]);
    expect([0, 4, 5, 6, 11, 12, 15, 20, 28, 32].map((o) => redactedToOriginal(r.offsetMap, o))).toEqual([0, 4, 4, 8, 13, 19, 22, 22, 36, 40]);
  });

  it('maps offsets around a deletion to the text that follows it', () => {
    const t = '번호 900101-1234567 끝';
    const r = redact(t, [spanOf(t, '900101-1234567', '주민등록번호', { source: 'rule', score: 1 })]);
    expect(r.redactedText).toBe('번호 끝');
    expect(r.offsetMap).toEqual([{ start: 3, end: 18, redactedStart: 3, redactedEnd: 3, spanIndex: 0 }]);
    expect([2, 3, 4].map((o) => redactedToOriginal(r.offsetMap, o))).toEqual([2, 18, 19]);
    expect([3, 10, 18, 19].map((o) => originalToRedacted(r.offsetMap, o))).toEqual([3, 3, 3, 4]);
  });

  it('is deterministic and accepts unsorted, overlapping, stale input', () => {
    const [a, b, c] = spans();
    const messy = [c, { ...a, text: 'stale' }, b, { ...b, start: b.start + 1, score: 0.1 }];
    const got = redact(text, messy);
    const want = redact(text, spans());
    expect([got.redactedText, got.offsetMap, got.entities]).toEqual([want.redactedText, want.offsetMap, want.entities]);
    expect(got.spans[1].reason).toBe('merge: kept over model 도로명주소 [14,19) (longer)');
  });
});
