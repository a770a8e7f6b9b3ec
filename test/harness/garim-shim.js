// window.garim for the E2E harness: the same GarimApi shape as the Electron preload, over fetch (channels)
// and EventSource (events). Injected with page.addInitScript, so the renderer bundle is unchanged.
(() => {
  const channels = [
    'engine:status',
    'dialog:open',
    'dialog:save',
    'document:open',
    'document:redact',
    'document:findMentions',
    'document:export',
    'document:cancel',
    'document:close',
    'history:list',
    'history:get',
    'history:reopen',
    'history:delete',
    'history:purge',
    'settings:get',
    'settings:set',
    'recent:list',
  ];
  const events = ['progress', 'menu', 'open-path'];
  const listeners = new Map(events.map((e) => [e, new Set()]));
  const source = new EventSource('/events');
  for (const name of events) {
    source.addEventListener(name, (e) => {
      const payload = JSON.parse(e.data);
      for (const fn of listeners.get(name)) fn(payload);
    });
  }
  const api = {};
  for (const channel of channels) {
    api[channel] = async (...args) => {
      const res = await fetch('/ipc/' + encodeURIComponent(channel), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(args),
      });
      return res.json();
    };
  }
  api.on = (event, fn) => {
    const set = listeners.get(event);
    if (!set) throw new Error('unknown event ' + event);
    set.add(fn);
    return () => set.delete(fn);
  };
  // A browser File has no path; tests register the path for a dropped file's name.
  api.pathForFile = (file) => (window.__garimDropPaths && window.__garimDropPaths[file.name]) || '';
  Object.defineProperty(window, 'garim', { value: Object.freeze(api), configurable: false, writable: false });
})();
