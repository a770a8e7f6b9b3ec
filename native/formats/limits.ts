// Limits for untrusted input: a judgment is rarely over a few MB, so these only stop abuse (zip bombs, huge files).
import type { ReadOptions } from './types';

export const DEFAULT_MAX_BYTES = 100 * 1024 * 1024;
export const DEFAULT_MAX_UNCOMPRESSED_BYTES = 512 * 1024 * 1024;
export const DEFAULT_MAX_RATIO = 200;

export interface Limits {
  maxBytes: number;
  maxUncompressedBytes: number;
  maxRatio: number;
}

export function resolveLimits(opts: ReadOptions = {}): Limits {
  return {
    maxBytes: opts.maxBytes ?? DEFAULT_MAX_BYTES,
    maxUncompressedBytes: opts.maxUncompressedBytes ?? DEFAULT_MAX_UNCOMPRESSED_BYTES,
    maxRatio: opts.maxRatio ?? DEFAULT_MAX_RATIO,
  };
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
