import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppService } from '../../../native/app-service';
import { EngineProcess, type ChildLike } from '../../../electron/engine-host/engine-process';
import { sanitizeEnv } from '../../../electron/engine-host/env';
import { RequestClient, serveHost, type HostInit, type MainToHost } from '../../../electron/engine-host/protocol';
import type { EventMessage } from '../../../electron/ipc-events';
import { fakeEngine, fakeFormats, fakeStore } from '../app-service/fakes';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'garim-host-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A host served over an in-memory channel, with structured cloning as postMessage does. */
function connect(engine = fakeEngine().engine) {
  let toHost: (m: unknown) => void = () => {};
  const inits: HostInit[] = [];
  const client = new RequestClient((m) => queueMicrotask(() => toHost(structuredClone(m))));
  serveHost(
    {
      postMessage: (m) => queueMicrotask(() => client.receive(structuredClone(m))),
      onMessage: (l) => void (toHost = l),
    },
    (init) => {
      inits.push(init);
      return createAppService({
        dataDir: init.dataDir,
        engine,
        formats: fakeFormats(),
        store: fakeStore(),
        key: init.key ? Buffer.from(init.key, 'base64') : null,
      });
    },
  );
  const init: HostInit = {
    type: 'init',
    dataDir: join(dir, 'data'),
    modelDir: join(dir, 'models'),
    key: Buffer.alloc(32, 1).toString('base64'),
  };
  return { client, inits, init, send: (m: MainToHost) => toHost(m) };
}

describe('engine host framing', () => {
  it('initialises the service once, then answers requests by id with their progress events', async () => {
    const { client, inits, init, send } = connect();
    send(init);
    send(init);
    await client.ready();
    expect(inits).toHaveLength(1);
    const path = join(dir, 'a.txt');
    await writeFile(path, '홍길동이 왔다.');
    const events: EventMessage[] = [];
    const [opened, status] = await Promise.all([
      client.request('document:open', [{ path }], (m) => events.push(m)),
      client.request('engine:status', []),
    ]);
    expect(opened.ok && (opened.value as { redactedText: string }).redactedText).toBe('A이 왔다.');
    expect(status).toEqual({
      ok: true,
      value: { ready: true, modelName: 'fake', modelVersion: 'fake-1', device: 'cpu' },
    });
    expect(events.map((e) => (e.payload as { stage: string }).stage)).toEqual([
      'reading',
      'reading',
      'detecting',
      'done',
    ]);
    expect(client.pendingCount).toBe(0);
  });

  it('cancels a running open through a second request', async () => {
    const control = fakeEngine({ waitForAbort: true });
    const { client, init, send } = connect(control.engine);
    send(init);
    await client.ready();
    const path = join(dir, 'b.txt');
    await writeFile(path, '김철수');
    let docId = '';
    const opening = client.request(
      'document:open',
      [{ path }],
      (m) => (docId = (m.payload as { docId: string }).docId),
    );
    await control.started;
    expect(await client.request('document:cancel', [{ docId }])).toEqual({ ok: true, value: undefined });
    const r = await opening;
    expect(!r.ok && r.error.code).toBe('CANCELLED');
  });

  it('answers a request that arrives before init with a clear error', async () => {
    const { client } = connect();
    expect(await client.request('settings:get', [])).toEqual({
      ok: false,
      error: {
        code: 'ENGINE_STARTING',
        messageKo: '분석 엔진을 준비하는 중입니다. 잠시 뒤 다시 시도해 주세요.',
        message: 'the engine is starting; try again shortly.',
      },
    });
  });
});

class FakeChild implements ChildLike {
  sent: MainToHost[] = [];
  private listeners: { message: ((m: unknown) => void)[]; exit: ((c: number) => void)[] } = { message: [], exit: [] };
  on(event: 'message' | 'exit', listener: never): this {
    this.listeners[event].push(listener);
    return this;
  }
  postMessage(m: MainToHost) {
    this.sent.push(m);
  }
  kill() {
    this.exit(0);
    return true;
  }
  reply(m: unknown) {
    for (const l of this.listeners.message) l(m);
  }
  exit(code: number) {
    for (const l of this.listeners.exit) l(code);
  }
}

describe('engine process lifecycle', () => {
  const init: HostInit = { type: 'init', dataDir: '/d', modelDir: '/m', key: null };

  it('fails waiting requests on a crash, restarts once, then stays stopped', async () => {
    const children: FakeChild[] = [];
    const crashes: [string, boolean][] = [];
    const proc = new EngineProcess({
      spawn: () => (children.push(new FakeChild()), children.at(-1)!),
      init,
      onCrash: (e, restarting) => crashes.push([e.code, restarting]),
    });
    proc.start();
    expect(children[0].sent).toEqual([init]);
    const waiting = proc.request('document:open', [{ path: '/x.txt' }]);
    children[0].exit(134);
    expect(await waiting).toEqual({
      ok: false,
      error: {
        code: 'ENGINE_CRASHED',
        messageKo: '분석 엔진이 예기치 않게 종료되어(코드 134) 다시 시작했습니다. 작업 중이던 문서를 다시 열어 주세요.',
        message: 'the analysis engine stopped unexpectedly (code 134) and was restarted. Open the document again.',
      },
    });
    expect(children).toHaveLength(2);
    expect(children[1].sent).toEqual([init]);

    const answered = proc.request('settings:get', []);
    const req = children[1].sent[1] as { id: number };
    children[1].reply({ type: 'response', id: req.id, result: { ok: true, value: 'fine' } });
    expect(await answered).toEqual({ ok: true, value: 'fine' });

    children[1].exit(1);
    expect(children).toHaveLength(2);
    const after = await proc.request('settings:get', []);
    expect(!after.ok && after.error.messageKo).toBe(
      '분석 엔진이 다시 종료되었습니다(코드 1). 가림을 다시 시작해 주세요. 계속되면 문서 크기와 함께 알려 주세요.',
    );
    expect(crashes).toEqual([
      ['ENGINE_CRASHED', true],
      ['ENGINE_CRASHED', false],
    ]);
  });

  it('does not restart after dispose', () => {
    const children: FakeChild[] = [];
    const proc = new EngineProcess({ spawn: () => (children.push(new FakeChild()), children.at(-1)!), init });
    proc.start();
    proc.dispose();
    expect(children).toHaveLength(1);
  });

  it('ignores malformed messages from the host', async () => {
    const children: FakeChild[] = [];
    const proc = new EngineProcess({ spawn: () => (children.push(new FakeChild()), children.at(-1)!), init });
    proc.start();
    const p = proc.request('settings:get', []);
    const id = (children[0].sent[1] as { id: number }).id;
    children[0].reply({ type: 'response', id, result: 'not a result' });
    children[0].reply({ type: 'event', id, message: { event: 'shell', payload: 1 } });
    children[0].reply({ type: 'response', id, result: { ok: true, value: 1 } });
    expect(await p).toEqual({ ok: true, value: 1 });
  });
});

describe('engine host environment', () => {
  it('strips variables that inject code or run Electron as Node', () => {
    expect(
      sanitizeEnv({
        PATH: '/usr/bin',
        HOME: '/home/clerk',
        NODE_OPTIONS: '--require /tmp/evil.js',
        node_path: '/tmp',
        NODE_EXTRA_CA_CERTS: '/tmp/ca.pem',
        NODE_ENV: 'production',
        ELECTRON_RUN_AS_NODE: '1',
        LANG: 'ko_KR.UTF-8',
        EMPTY: undefined,
      }),
    ).toEqual({ PATH: '/usr/bin', HOME: '/home/clerk', NODE_ENV: 'production', LANG: 'ko_KR.UTF-8' });
  });
});
