// Every channel answers { ok, value } | { ok: false, error } (as Signal's sql_channel does): the renderer never
// sees a raw exception, and a GarimError keeps its Korean and English message.
import type { IpcError, IpcResult } from '../../electron/ipc-contract';
import { isGarimError } from '../errors';
import { LeakFixError } from './leak-fix';

export function ok<T>(value: T): IpcResult<T> {
  return { ok: true, value };
}

export function fail(code: string, messageKo: string, message: string): IpcResult<never> {
  return { ok: false, error: { code, message, messageKo } };
}

export function toIpcError(e: unknown): IpcError {
  // A failed leak check carries where the leaked mentions still stand, so the review can redact them all.
  if (e instanceof LeakFixError) return { code: e.code, message: e.message, messageKo: e.messageKo, leaks: e.occurrences.map((o) => ({ ...o })) };
  if (isGarimError(e)) return { code: e.code, message: e.message, messageKo: e.messageKo };
  const message = e instanceof Error ? e.message : String(e);
  return {
    code: 'INTERNAL',
    message: `Unexpected error: ${message}. Please report it with the steps that led to it.`,
    messageKo: `예기치 않은 오류가 발생했습니다: ${message}. 어떤 작업 중이었는지와 함께 알려 주세요.`,
  };
}
