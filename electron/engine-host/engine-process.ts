// The engine host's lifecycle, as VS Code's UtilityProcess wrapper: start it, send init, report a crash to every
// waiting request, and restart once; a second crash leaves it stopped with a message. `spawn` is injected, so
// this runs in plain Node tests; main.ts passes utilityProcess.fork.
import type { IpcError, IpcResult } from '../ipc-contract';
import type { EventMessage } from '../ipc-events';
import { RequestClient, type HostInit, type MainToHost } from './protocol';

export interface ChildLike {
  postMessage(message: MainToHost): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  kill(): boolean;
}

export interface EngineProcessOptions {
  spawn(): ChildLike;
  init: HostInit;
  maxRestarts?: number;
  log?: (message: string) => void;
  /** A crash the user should hear about (the renderer shows it). */
  onCrash?: (error: IpcError, restarting: boolean) => void;
}

export function crashError(code: number, restarting: boolean): IpcError {
  return restarting
    ? {
        code: 'ENGINE_CRASHED',
        messageKo: `분석 엔진이 예기치 않게 종료되어(코드 ${code}) 다시 시작했습니다. 작업 중이던 문서를 다시 열어 주세요.`,
        message: `the analysis engine stopped unexpectedly (code ${code}) and was restarted. Open the document again.`,
      }
    : {
        code: 'ENGINE_CRASHED',
        messageKo: `분석 엔진이 다시 종료되었습니다(코드 ${code}). 가림을 다시 시작해 주세요. 계속되면 문서 크기와 함께 알려 주세요.`,
        message: `the analysis engine stopped again (code ${code}). Restart Garim; if it keeps happening, report it with the document's size.`,
      };
}

export class EngineProcess {
  private child: ChildLike | undefined;
  private client: RequestClient | undefined;
  private restarts = 0;
  private stopped: IpcError | undefined;
  private disposed = false;

  constructor(private readonly options: EngineProcessOptions) {}

  start(): void {
    const child = this.options.spawn();
    const client = new RequestClient((m) => child.postMessage(m));
    this.child = child;
    this.client = client;
    child.on('message', (m) => client.receive(m));
    child.on('exit', (code) => this.onExit(child, client, code));
    child.postMessage(this.options.init);
  }

  ready(): Promise<void> {
    return this.client ? this.client.ready() : Promise.resolve();
  }

  request(channel: string, args: unknown[], onEvent?: (message: EventMessage) => void): Promise<IpcResult<unknown>> {
    if (this.stopped) return Promise.resolve({ ok: false, error: this.stopped });
    if (!this.client) this.start();
    return this.client!.request(channel, args, onEvent);
  }

  dispose(): void {
    this.disposed = true;
    this.child?.kill();
    this.child = undefined;
  }

  private onExit(child: ChildLike, client: RequestClient, code: number): void {
    if (child !== this.child) return;
    this.child = undefined;
    this.client = undefined;
    if (this.disposed) {
      client.failAll({
        code: 'ENGINE_STOPPED',
        messageKo: '가림을 종료하는 중입니다.',
        message: 'Garim is shutting down.',
      });
      return;
    }
    const restarting = this.restarts < (this.options.maxRestarts ?? 1);
    const error = crashError(code, restarting);
    this.options.log?.(`engine host exited with code ${code}; ${restarting ? 'restarting' : 'giving up'}`);
    client.failAll(error);
    this.options.onCrash?.(error, restarting);
    if (restarting) {
      this.restarts++;
      this.start();
    } else {
      this.stopped = error;
    }
  }
}
