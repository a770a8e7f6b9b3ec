// How far a leak rate measured on a slice may be from the slice's true rate: a slice of 380 mentions holds its
// target of 1 % or not by a handful of mentions (2 of 380 is 0.5 %, 6 of 380 is 1.6 %), and another draw of the same
// documents moves it by as much. The Wilson score interval stays inside [0, 1] and is sound for the small counts
// leaks are (0 of 380 still allows up to 1.0 %).

/** z for a two-sided 95 % interval. */
const Z95 = 1.959964;

/** The Wilson score interval of `k` successes in `n` trials, [low, high], rounded to 4 decimals; [0, 1] when n is 0. */
export function wilsonInterval(k: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  return [round(Math.max(0, centre - half)), round(Math.min(1, centre + half))];
}
