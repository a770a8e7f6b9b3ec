// Every invoke from the renderer passes here: it must come from the app's own window and frame, its arguments
// must match the contract's schema, and only then is it answered (dialogs, in main) or forwarded (the engine host).
import { channels, type Channel, type IpcResult } from './ipc-contract';
import type { EventMessage } from './ipc-events';

export type DialogChannel = 'dialog:open' | 'dialog:save';

export interface SenderInfo {
  /** BrowserWindow.fromWebContents(event.sender) found one of the app's windows. */
  fromAppWindow: boolean;
  /** event.senderFrame?.url; the top frame of the app's renderer. */
  frameUrl: string | undefined;
}

export interface IpcRouterDeps {
  isAppUrl(url: string): boolean;
  dialog(channel: DialogChannel, args: unknown[]): Promise<IpcResult<unknown>>;
  forward(channel: Channel, args: unknown[], onEvent: (message: EventMessage) => void): Promise<IpcResult<unknown>>;
}

const DIALOG_CHANNELS = new Set<string>(['dialog:open', 'dialog:save']);

function refusal(code: string, messageKo: string, message: string): IpcResult<never> {
  return { ok: false, error: { code, message, messageKo } };
}

export function isChannel(name: string): name is Channel {
  return Object.hasOwn(channels, name);
}

export function createIpcRouter(deps: IpcRouterDeps) {
  return async function route(
    channel: string,
    sender: SenderInfo,
    args: unknown[],
    onEvent: (message: EventMessage) => void,
  ): Promise<IpcResult<unknown>> {
    if (!sender.fromAppWindow || !sender.frameUrl || !deps.isAppUrl(sender.frameUrl)) {
      return refusal(
        'FORBIDDEN',
        '허용되지 않은 창에서 온 요청을 거부했습니다.',
        'refused a request from a window that is not the app.',
      );
    }
    if (!isChannel(channel)) {
      return refusal(
        'INVALID_INPUT',
        `알 수 없는 요청입니다: ${channel.slice(0, 64)}`,
        `unknown channel: ${channel.slice(0, 64)}`,
      );
    }
    const parsed = channels[channel].safeParse(args);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? issue.path.join('.') : 'arguments';
      return refusal(
        'INVALID_INPUT',
        `${channel} 요청의 인자가 올바르지 않습니다 (${where}: ${issue?.message ?? '형식 오류'}).`,
        `invalid arguments for ${channel} (${where}: ${issue?.message ?? 'malformed'}).`,
      );
    }
    const valid = parsed.data as unknown[];
    try {
      return DIALOG_CHANNELS.has(channel)
        ? await deps.dialog(channel as DialogChannel, valid)
        : await deps.forward(channel, valid, onEvent);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      return refusal('INTERNAL', `예기치 않은 오류가 발생했습니다: ${message}`, `unexpected error: ${message}`);
    }
  };
}
