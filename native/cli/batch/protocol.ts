// Messages between `garim deid` and its batch workers: plain objects only (structured clone).
import type { DocumentJob, DocumentOutcome } from '../deid-document';
import type { Device } from '../../types';

/** What a worker loads: the engine options of the command line, plus its share of the cores. */
export interface WorkerSetup {
  device: Device;
  modelDir?: string;
  rulesOnly: boolean;
  /** ONNX Runtime intra-op threads for this worker's session. */
  threads: number;
}

/** A GarimError or UsageError flattened for the trip across threads. */
export interface WireError {
  code?: string;
  file?: string;
  ko: string;
  en: string;
}

export type ToWorker =
  | { type: 'doc'; job: DocumentJob }
  | { type: 'claimed'; index: number; target: string }
  | { type: 'claim-failed'; index: number; error: WireError }
  | { type: 'cancel' };

export type FromWorker =
  | { type: 'ready'; fallbackMessage?: string }
  | { type: 'load-failed'; error: WireError }
  | { type: 'claim'; index: number; extension: string; stem?: string }
  | { type: 'done'; outcome: DocumentOutcome };
