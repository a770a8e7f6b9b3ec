// Main → renderer events travel on one channel as { event, payload }; the preload hands each to its listeners.
import type { AppEvents } from './ipc-contract';

export const EVENT_CHANNEL = 'garim:event';

export const EVENT_NAMES = ['progress', 'menu', 'open-path'] as const satisfies readonly (keyof AppEvents)[];

export interface EventMessage<E extends keyof AppEvents = keyof AppEvents> {
  event: E;
  payload: AppEvents[E];
}

export function isEventMessage(value: unknown): value is EventMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { event?: unknown }).event === 'string' &&
    (EVENT_NAMES as readonly string[]).includes((value as { event: string }).event)
  );
}
