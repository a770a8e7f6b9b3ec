// The only door to the engine: window.garim (preload in Electron, a fetch shim in the E2E harness).
import type { GarimApi, IpcError, IpcResult, LeakOccurrence } from '../../electron/ipc-contract';

declare global {
  interface Window {
    garim: GarimApi;
  }
}

export function garim(): GarimApi {
  return window.garim;
}

/** A failed call as the UI shows it: Korean first, English when the UI is in English. */
export class CallError extends Error {
  readonly code: string;
  readonly messageKo: string;
  /** A failed leak check: where in the original the missed mentions stand. */
  readonly leaks?: readonly LeakOccurrence[];
  constructor(error: IpcError) {
    super(error.message);
    this.code = error.code;
    this.messageKo = error.messageKo;
    if (error.leaks) this.leaks = error.leaks;
  }
}

export function errorText(error: unknown, language: 'ko' | 'en'): string {
  if (error instanceof CallError)
    return language === 'ko' ? error.messageKo || error.message : error.message || error.messageKo;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Unwraps an IpcResult; a transport failure (rejected promise) becomes a CallError too. */
export async function call<T>(promise: Promise<IpcResult<T>>): Promise<T> {
  let result: IpcResult<T>;
  try {
    result = await promise;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    throw new CallError({
      code: 'IPC_FAILED',
      message: `Engine call failed: ${message}`,
      messageKo: `엔진 호출에 실패했습니다: ${message}`,
    });
  }
  if (!result || typeof result !== 'object') {
    throw new CallError({
      code: 'IPC_FAILED',
      message: 'Engine returned no result.',
      messageKo: '엔진이 결과를 돌려주지 않았습니다.',
    });
  }
  if (result.ok) return result.value;
  throw new CallError(result.error);
}
