// Court pseudonyms: A, B, … Z, then AA, AB, … (as spreadsheet columns), in order of first appearance.

/** The letter name of the n-th entity (0-based): 0 → A, 25 → Z, 26 → AA, 27 → AB. */
export function letterName(n: number): string {
  let s = '';
  let k = n + 1;
  while (k > 0) {
    const r = (k - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    k = Math.floor((k - 1) / 26);
  }
  return s;
}
