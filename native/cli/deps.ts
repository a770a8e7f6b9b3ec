// What the CLI needs from outside, injectable for tests (a fake model, captured output).
import { createEngine, type Engine, type EngineOptions } from '../engine';
import { exportRedacted, outputExtension, readDocument } from '../formats';
import { processIo, type CliIo } from './io';

export interface CliDeps {
  io?: CliIo;
  createEngine?: (opts: EngineOptions) => Promise<Engine>;
  formats?: CliFormats;
}

export interface CliFormats {
  readDocument: typeof readDocument;
  exportRedacted: typeof exportRedacted;
  outputExtension: typeof outputExtension;
}

export function resolveDeps(deps: CliDeps): Required<CliDeps> {
  return {
    io: deps.io ?? processIo,
    createEngine: deps.createEngine ?? createEngine,
    formats: deps.formats ?? { readDocument, exportRedacted, outputExtension },
  };
}
