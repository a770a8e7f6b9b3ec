import { describe, expect, it } from 'vitest';
import { createIpcRouter } from '../../../electron/ipc-router';

const APP = 'file:///opt/garim/dist/renderer/index.html';

function router() {
  const calls: { kind: string; channel: string; args: unknown[] }[] = [];
  const route = createIpcRouter({
    isAppUrl: (url) => url === APP,
    dialog: async (channel, args) => (
      calls.push({ kind: 'dialog', channel, args }),
      { ok: true, value: '/docs/a.txt' }
    ),
    forward: async (channel, args, onEvent) => {
      calls.push({ kind: 'forward', channel, args });
      onEvent({ event: 'progress', payload: { docId: 'd1', stage: 'reading' } });
      return { ok: true, value: 'forwarded' };
    },
  });
  return { calls, route };
}

const trusted = { fromAppWindow: true, frameUrl: APP };
const noEvents = () => {};

describe('electron/ipc-router', () => {
  it("refuses senders that are not the app's window or frame, before looking at anything", async () => {
    const { calls, route } = router();
    const refused = {
      ok: false,
      error: {
        code: 'FORBIDDEN',
        messageKo: '허용되지 않은 창에서 온 요청을 거부했습니다.',
        message: 'refused a request from a window that is not the app.',
      },
    };
    expect(await route('history:purge', { fromAppWindow: false, frameUrl: APP }, [], noEvents)).toEqual(refused);
    expect(
      await route('history:purge', { fromAppWindow: true, frameUrl: 'https://evil.example/' }, [], noEvents),
    ).toEqual(refused);
    expect(await route('history:purge', { fromAppWindow: true, frameUrl: undefined }, [], noEvents)).toEqual(refused);
    expect(calls).toEqual([]);
  });

  it('validates arguments with the contract schema', async () => {
    const { calls, route } = router();
    expect(await route('document:open', trusted, [{ path: 42 }], noEvents)).toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        messageKo:
          'document:open 요청의 인자가 올바르지 않습니다 (0.path: Invalid input: expected string, received number).',
        message: 'invalid arguments for document:open (0.path: Invalid input: expected string, received number).',
      },
    });
    expect((await route('nope:channel', trusted, [], noEvents)).ok).toBe(false);
    expect(calls).toEqual([]);
  });

  it('answers dialogs in main and forwards the rest with parsed arguments and events', async () => {
    const { calls, route } = router();
    const events: unknown[] = [];
    expect(await route('dialog:open', trusted, [], noEvents)).toEqual({ ok: true, value: '/docs/a.txt' });
    expect(await route('history:get', trusted, [{ id: 3 }], (m) => events.push(m))).toEqual({
      ok: true,
      value: 'forwarded',
    });
    expect(calls).toEqual([
      { kind: 'dialog', channel: 'dialog:open', args: [] },
      { kind: 'forward', channel: 'history:get', args: [{ id: 3 }] },
    ]);
    expect(events).toEqual([{ event: 'progress', payload: { docId: 'd1', stage: 'reading' } }]);
  });

  it('fills schema defaults before forwarding (export note)', async () => {
    const { calls, route } = router();
    const exportArgs = {
      docId: 'd1',
      spans: [],
      decisions: [],
      options: {},
      outputPath: '/out/a.txt',
      report: 'none',
      includeMapping: false,
    };
    await route('document:export', trusted, [exportArgs], noEvents);
    expect(calls[0].args).toEqual([{ ...exportArgs, note: '' }]);
  });
});
