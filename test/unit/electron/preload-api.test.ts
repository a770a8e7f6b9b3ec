import { describe, expect, it } from 'vitest';
import { channels } from '../../../electron/ipc-contract';
import { EVENT_CHANNEL } from '../../../electron/ipc-events';
import { CHANNEL_NAMES, createGarimApi } from '../../../electron/preload-api';

function fakeDeps() {
  const invoked: [string, unknown[]][] = [];
  let deliver: (m: unknown) => void = () => {};
  const api = createGarimApi({
    invoke: async (channel, args) => (invoked.push([channel, args]), { ok: true, value: channel }),
    onEventMessage: (l) => void (deliver = l),
    pathForFile: (f) => `/dropped/${(f as unknown as { name: string }).name}`,
  });
  return { api, invoked, deliver: (m: unknown) => deliver(m) };
}

describe('electron/preload-api', () => {
  it('exposes exactly the contract channels plus on and pathForFile', () => {
    const { api } = fakeDeps();
    expect(CHANNEL_NAMES).toEqual(Object.keys(channels));
    expect(Object.keys(api).sort()).toEqual([...Object.keys(channels), 'on', 'pathForFile'].sort());
    expect(Object.isFrozen(api)).toBe(true);
    expect(EVENT_CHANNEL).toBe('garim:event');
  });

  it('invokes the channel with the arguments as given', async () => {
    const { api, invoked } = fakeDeps();
    expect(await api['history:list']({ limit: 5, offset: 0 })).toEqual({ ok: true, value: 'history:list' });
    await api['engine:status']();
    expect(invoked).toEqual([
      ['history:list', [{ limit: 5, offset: 0 }]],
      ['engine:status', []],
    ]);
  });

  it('delivers events to their listeners until unsubscribed, and ignores unknown ones', () => {
    const { api, deliver } = fakeDeps();
    const got: unknown[] = [];
    const off = api.on('menu', (p) => got.push(p));
    api.on('progress', (p) => got.push(['progress', p.stage]));
    deliver({ event: 'menu', payload: { command: 'accept' } });
    deliver({ event: 'progress', payload: { docId: 'd', stage: 'detecting' } });
    deliver({ event: 'evil', payload: {} });
    deliver('garbage');
    off();
    deliver({ event: 'menu', payload: { command: 'reject' } });
    expect(got).toEqual([{ command: 'accept' }, ['progress', 'detecting']]);
  });

  it('gives the path of a dropped file', () => {
    const { api } = fakeDeps();
    expect(api.pathForFile({ name: '판결.hwpx' } as unknown as File)).toBe('/dropped/판결.hwpx');
  });
});
