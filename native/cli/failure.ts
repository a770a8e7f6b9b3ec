// One failed file, in both languages; anything that is not a GarimError is still explained, never a stack trace.
import { isGarimError } from '../errors';

export function failureText(name: string, e: unknown): string {
  if (isGarimError(e)) return e.file ? e.bilingual : `${name}: ${e.bilingual}`;
  const detail = e instanceof Error ? e.message : String(e);
  return `${name}: 처리 중 예상하지 못한 오류가 났습니다(${detail}). 문제를 알려 주세요.\n  ${name}: unexpected error while processing (${detail}). Please report it.`;
}
