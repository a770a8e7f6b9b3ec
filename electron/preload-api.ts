// window.garim, built from the contract: one invoke per channel (derived from `channels`' keys, so a new
// channel needs no edit here), `on` with an unsubscribe, and the dropped-file path helper. No Electron import:
// preload.ts passes ipcRenderer and webUtils in, and tests pass fakes.
import { channels, type AppEvents, type Channel, type GarimApi } from './ipc-contract';
import { isEventMessage } from './ipc-events';

export interface PreloadDeps {
  invoke(channel: Channel, args: unknown[]): Promise<unknown>;
  /** Subscribes to the main → renderer event channel; every message arrives here. */
  onEventMessage(listener: (message: unknown) => void): void;
  pathForFile(file: File): string;
}

export const CHANNEL_NAMES = Object.freeze(Object.keys(channels) as Channel[]);

export function createGarimApi(deps: PreloadDeps): GarimApi {
  const listeners = new Map<keyof AppEvents, Set<(payload: never) => void>>();
  deps.onEventMessage((message) => {
    if (!isEventMessage(message)) return;
    for (const l of listeners.get(message.event) ?? []) {
      try {
        l(message.payload as never);
      } catch (e) {
        console.error(`garim: a ${message.event} listener threw`, e);
      }
    }
  });

  const api: Record<string, unknown> = {};
  for (const channel of CHANNEL_NAMES) {
    api[channel] = (...args: unknown[]) => deps.invoke(channel, args);
  }
  api.on = <E extends keyof AppEvents>(event: E, listener: (payload: AppEvents[E]) => void): (() => void) => {
    if (typeof listener !== 'function') throw new TypeError('garim.on: listener must be a function');
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    const l = listener as (payload: never) => void;
    set.add(l);
    return () => void set.delete(l);
  };
  api.pathForFile = (file: File) => deps.pathForFile(file);
  return Object.freeze(api) as GarimApi;
}
