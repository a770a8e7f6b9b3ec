// What the CLI needs from outside, injectable for tests (a fake model, captured output).
import { createEngine, type Engine, type EngineOptions } from '../engine';
import { processIo, type CliIo } from './io';

export interface CliDeps {
  io?: CliIo;
  createEngine?: (opts: EngineOptions) => Promise<Engine>;
}

export function resolveDeps(deps: CliDeps): Required<CliDeps> {
  return { io: deps.io ?? processIo, createEngine: deps.createEngine ?? createEngine };
}
