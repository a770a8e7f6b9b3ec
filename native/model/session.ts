// The ONNX Runtime session and its execution provider. GPU providers are optional on users' machines (the CUDA
// libraries are a separate install, DirectML exists only on Windows), so an unavailable one falls back to CPU
// with a message rather than failing.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import ort from 'onnxruntime-node';
import { GarimError } from '../errors';
import type { Device } from '../types';

const PROVIDER_NAME: Record<Device, string> = { cpu: 'CPU', cuda: 'CUDA', dml: 'DirectML' };

export function fallbackMessage(device: Device): string {
  const name = PROVIDER_NAME[device];
  return `${name}를 사용할 수 없어 CPU로 실행합니다 / ${name} unavailable, running on CPU`;
}

/** Where onnxruntime-node keeps its native libraries for this platform. */
function bindingDirs(): string[] {
  try {
    const root = join(dirname(createRequire(import.meta.url).resolve('onnxruntime-node')), '..', 'bin');
    return readdirSync(root).map((napi) => join(root, napi, process.platform, process.arch));
  } catch {
    return [];
  }
}

/** Asking ORT for a provider whose library is absent prints errors and throws; look before asking. */
export function providerAvailable(device: Device): boolean {
  if (device === 'cpu') return true;
  const backend = ort.listSupportedBackends().find((b) => b.name === device);
  if (!backend) return false;
  if (backend.bundled) return true;
  const lib = process.platform === 'win32' ? `onnxruntime_providers_${device}.dll` : `libonnxruntime_providers_${device}.so`;
  return bindingDirs().some((dir) => existsSync(join(dir, lib)));
}

export interface SessionChoice {
  session: ort.InferenceSession;
  device: Device;
  fallbackMessage?: string;
}

export interface SessionOptions {
  device?: Device;
  /** Intra-op threads; every core the OS reports (os.availableParallelism) when omitted. */
  threads?: number;
  log?: (msg: string) => void;
}

async function create(bytes: Uint8Array, device: Device, threads = availableParallelism()): Promise<ort.InferenceSession> {
  return ort.InferenceSession.create(bytes, {
    executionProviders: device === 'cpu' ? ['cpu'] : [device, 'cpu'],
    graphOptimizationLevel: 'all',
    logSeverityLevel: 3,
    // ONNX Runtime's own default counts physical cores and took one thread on a 2-vCPU machine (603 ms for a
    // 20,000-character judgment against 402 ms with both): ask for every core the OS gives this process.
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    // Idle pool threads sleep instead of spinning: the rest of a document's path (and the app) gets the cores back
    // (≈ 50 CPU-ms less per 20,000-character judgment, same wall time).
    extra: { session: { intra_op: { allow_spinning: '0' } } },
  });
}

export async function createSession(bytes: Uint8Array, file: string, opts: SessionOptions = {}): Promise<SessionChoice> {
  const wanted = opts.device ?? 'cpu';
  if (wanted !== 'cpu') {
    if (providerAvailable(wanted)) {
      try {
        return { session: await create(bytes, wanted, opts.threads), device: wanted };
      } catch (e) {
        opts.log?.(`${PROVIDER_NAME[wanted]} session failed: ${(e as Error).message}`);
      }
    }
    const message = fallbackMessage(wanted);
    opts.log?.(message);
    return { session: await createCpu(bytes, file, opts.threads), device: 'cpu', fallbackMessage: message };
  }
  return { session: await createCpu(bytes, file, opts.threads), device: 'cpu' };
}

async function createCpu(bytes: Uint8Array, file: string, threads?: number): Promise<ort.InferenceSession> {
  try {
    return await create(bytes, 'cpu', threads);
  } catch (e) {
    const reason = (e as Error).message.split('\n')[0];
    throw new GarimError(
      'MODEL_INVALID',
      `ONNX 모델을 불러올 수 없습니다 (${reason}). 모델을 다시 설치해 주세요.`,
      `the ONNX model cannot be loaded (${reason}). Reinstall the model.`,
      file,
      { cause: e },
    );
  }
}
