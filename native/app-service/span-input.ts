// Spans coming back from the renderer are checked against the open document before the engine sees them:
// offsets inside the text, no overlaps, and the text taken from the document, not from the message.
import { GarimError } from '../errors';
import type { Span } from '../types';

export function spansForDocument(name: string, text: string, spans: readonly Span[]): Span[] {
  const sorted = spans
    .map((s) => ({ ...s, text: text.slice(s.start, s.end) }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  for (let i = 0; i < sorted.length; i++) {
    const s = sorted[i];
    if (s.end > text.length) {
      throw new GarimError(
        'INVALID_INPUT',
        `항목 위치(${s.start}–${s.end})가 문서 길이(${text.length}자)를 벗어납니다. 문서를 다시 열어 주세요.`,
        `span ${s.start}–${s.end} lies outside the document (${text.length} characters). Reopen the document.`,
        name,
      );
    }
    const prev = sorted[i - 1];
    if (prev && s.start < prev.end) {
      throw new GarimError(
        'INVALID_INPUT',
        `항목 ${prev.start}–${prev.end}와 ${s.start}–${s.end}가 겹칩니다. 둘 중 하나를 거부한 뒤 다시 시도해 주세요.`,
        `spans ${prev.start}–${prev.end} and ${s.start}–${s.end} overlap. Reject one of them and try again.`,
        name,
      );
    }
  }
  return sorted;
}
