// The real engine, formats and store, imported only when first needed so the service (and its tests with
// fakes) load without the model runtime or SQLite.
import type { Device } from '../types';
import type { AppEngine, AppFormats, EngineLoader, StoreOpener } from './ports';

export function defaultEngineLoader(): EngineLoader {
  return async ({ modelDir, device }: { modelDir?: string; device: Device }): Promise<AppEngine> => {
    const { createEngine } = await import('../engine/index');
    return createEngine({ ...(modelDir ? { modelDir } : {}), device });
  };
}

export function defaultFormats(): AppFormats {
  const load = () => import('../formats/index');
  return {
    readDocument: async (path, opts) => (await load()).readDocument(path, opts),
    readDocumentBytes: async (bytes, name) => (await load()).readDocumentBytes(bytes, name),
    exportRedacted: async (doc, replacements, outPath, mentions, options) =>
      (await load()).exportRedacted(doc, replacements, outPath, mentions, options),
  };
}

export function defaultStoreOpener(): StoreOpener {
  // better-sqlite3 opens synchronously; the module is loaded once, on the first history call.
  let storeModule: typeof import('../store/index') | undefined;
  return (file, opts) => {
    let store: ReturnType<(typeof import('../store/index'))['openStore']> | undefined;
    const get = async () => {
      storeModule ??= await import('../store/index');
      store ??= storeModule.openStore(file, opts);
      return store;
    };
    return {
      record: async (entry) => (await get()).record(entry),
      list: async (q) => (await get()).list(q),
      get: async (id) => (await get()).get(id),
      delete: async (id) => (await get()).delete(id),
      purge: async () => (await get()).purge(),
      close: async () => store?.close(),
    };
  };
}
