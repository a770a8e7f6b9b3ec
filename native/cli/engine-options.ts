// Options shared by `deid` and `eval` for loading the engine.
import type { Device } from '../types';
import type { EngineOptions } from '../engine';
import { UsageError } from './io';

export const ENGINE_ARGS = {
  device: { type: 'string' },
  model: { type: 'string' },
  'rules-only': { type: 'boolean' },
  'min-score': { type: 'string' },
} as const;

const DEVICES: readonly Device[] = ['cpu', 'cuda', 'dml'];

export function engineOptions(values: { device?: string; model?: string; 'rules-only'?: boolean }): EngineOptions {
  const device = (values.device ?? 'cpu') as Device;
  if (!DEVICES.includes(device)) throw new UsageError(`알 수 없는 장치입니다: ${values.device} (cpu, cuda, dml)`, `unknown device: ${values.device} (cpu, cuda, dml)`);
  return { device, ...(values.model ? { modelDir: values.model } : {}), ...(values['rules-only'] ? { runner: null } : {}) };
}

export function minScore(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new UsageError(`--min-score는 0과 1 사이여야 합니다: ${value}`, `--min-score must be between 0 and 1: ${value}`);
  return n;
}
