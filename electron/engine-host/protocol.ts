// The framing between the main process and the engine host (utility process): requests with ids, responses,
// progress events tagged with their request's id, and an init message carrying the data folder and the key.
// Pure: the same code runs over Electron's parentPort/UtilityProcess and over a fake port in tests.
import type { EmitFn } from '../../native/app-service/ports';
import type { Device } from '../../native/types';
import type { IpcError, IpcResult } from '../ipc-contract';
import { isEventMessage, type EventMessage } from '../ipc-events';

export interface HostInit {
  type: 'init';
  dataDir: string;
  modelDir: string;
  device?: Device;
  /** Base64 of the 32-byte key for kept originals; null when the OS offers no safe storage. */
  key: string | null;
}

export interface HostRequest {
  type: 'request';
  id: number;
  channel: string;
  args: unknown[];
}

export type MainToHost = HostInit | HostRequest;

export type HostToMain =
  | { type: 'ready' }
  | { type: 'response'; id: number; result: IpcResult<unknown> }
  | { type: 'event'; id: number; message: EventMessage };

export function isHostToMain(m: unknown): m is HostToMain {
  if (typeof m !== 'object' || m === null) return false;
  const t = (m as { type?: unknown }).type;
  if (t === 'ready') return true;
  const id = (m as { id?: unknown }).id;
  if (typeof id !== 'number') return false;
  if (t === 'response') return typeof (m as { result?: { ok?: unknown } }).result?.ok === 'boolean';
  if (t === 'event') return isEventMessage((m as { message?: unknown }).message);
  return false;
}

export function isMainToHost(m: unknown): m is MainToHost {
  if (typeof m !== 'object' || m === null) return false;
  const o = m as Record<string, unknown>;
  if (o.type === 'init')
    return (
      typeof o.dataDir === 'string' && typeof o.modelDir === 'string' && (o.key === null || typeof o.key === 'string')
    );
  return o.type === 'request' && typeof o.id === 'number' && typeof o.channel === 'string' && Array.isArray(o.args);
}

interface Pending {
  resolve(result: IpcResult<unknown>): void;
  onEvent(message: EventMessage): void;
}

/** Main side: sends requests, matches responses by id, routes progress events to the request that caused them. */
export class RequestClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readyWaiters: (() => void)[] = [];
  private isReady = false;

  constructor(private readonly send: (message: MainToHost) => void) {}

  get pendingCount(): number {
    return this.pending.size;
  }

  request(
    channel: string,
    args: unknown[],
    onEvent: (message: EventMessage) => void = () => {},
  ): Promise<IpcResult<unknown>> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, { resolve, onEvent });
      this.send({ type: 'request', id, channel, args });
    });
  }

  /** Resolves once the host said it is ready (after init). */
  ready(): Promise<void> {
    return this.isReady ? Promise.resolve() : new Promise((r) => this.readyWaiters.push(r));
  }

  receive(message: unknown): void {
    if (!isHostToMain(message)) return;
    if (message.type === 'ready') {
      this.isReady = true;
      for (const w of this.readyWaiters.splice(0)) w();
      return;
    }
    const p = this.pending.get(message.id);
    if (!p) return;
    if (message.type === 'event') {
      p.onEvent(message.message);
    } else {
      this.pending.delete(message.id);
      p.resolve(message.result);
    }
  }

  /** The host died: every open request gets the error instead of hanging. */
  failAll(error: IpcError): void {
    this.isReady = false;
    const all = [...this.pending.values()];
    this.pending.clear();
    for (const p of all) p.resolve({ ok: false, error });
  }
}

export interface ServiceLike {
  handle(channel: string, args: unknown, emit: EmitFn): Promise<IpcResult<unknown>>;
}

export interface HostPort {
  postMessage(message: HostToMain): void;
  onMessage(listener: (message: unknown) => void): void;
}

/** Host side: waits for init, creates the service once (the model loads once), answers requests concurrently. */
export function serveHost(port: HostPort, createService: (init: HostInit) => ServiceLike): void {
  let service: ServiceLike | undefined;
  port.onMessage((message) => {
    if (!isMainToHost(message)) return;
    if (message.type === 'init') {
      service ??= createService(message);
      port.postMessage({ type: 'ready' });
      return;
    }
    const { id, channel, args } = message;
    if (!service) {
      port.postMessage({
        type: 'response',
        id,
        result: {
          ok: false,
          error: {
            code: 'ENGINE_STARTING',
            messageKo: '분석 엔진을 준비하는 중입니다. 잠시 뒤 다시 시도해 주세요.',
            message: 'the engine is starting; try again shortly.',
          },
        },
      });
      return;
    }
    const emit: EmitFn = (event, payload) =>
      port.postMessage({ type: 'event', id, message: { event, payload } as EventMessage });
    void service.handle(channel, args, emit).then(
      (result) => port.postMessage({ type: 'response', id, result }),
      (e: unknown) =>
        port.postMessage({
          type: 'response',
          id,
          result: {
            ok: false,
            error: {
              code: 'INTERNAL',
              messageKo: `예기치 않은 오류가 발생했습니다: ${String(e)}`,
              message: `unexpected error: ${String(e)}`,
            },
          },
        }),
    );
  });
}
