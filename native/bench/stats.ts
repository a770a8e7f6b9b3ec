// Latency summaries for the benchmark.

/** Nearest-rank percentile (q in 0..1) of unsorted samples; NaN for none. */
export function percentile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1];
}

export function round(x: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** Peak resident set of this process so far, in MB (maxRSS is reported in KiB). */
export function peakRssMb(): number {
  return process.resourceUsage().maxRSS / 1024;
}
