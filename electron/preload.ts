// The sandboxed preload (bundled as CommonJS: a sandboxed preload can require only `electron`): exposes exactly
// the contract as window.garim. The renderer never sees ipcRenderer or an IPC event object.
import { contextBridge, ipcRenderer, webUtils } from 'electron';
import { EVENT_CHANNEL } from './ipc-events';
import { createGarimApi } from './preload-api';

const api = createGarimApi({
  invoke: (channel, args) => ipcRenderer.invoke(channel, ...args),
  onEventMessage: (listener) => {
    ipcRenderer.on(EVENT_CHANNEL, (_event, message: unknown) => listener(message));
  },
  pathForFile: (file) => webUtils.getPathForFile(file),
});

contextBridge.exposeInMainWorld('garim', api);
