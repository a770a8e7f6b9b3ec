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

// A capital or two standing alone (`A클럽`, `위 N호`, `피고인 B`): a letter the document already uses, as a pseudonym
// of its own (a judgment lettered in part by hand, an excerpt already anonymised) or as any other mark. Another
// entity lettered the same would be read as that one, and the export's leak check finds a redacted `N호` again
// where `N` was handed out before `호`.
const STANDING_LETTERS = /(?<![A-Za-z0-9])[A-Z]{1,2}(?![A-Za-z0-9])/gu;

/** The letter names `text` already holds, which the court operator hands out to no entity. */
export function lettersInUse(text: string): Set<string> {
  return new Set(text.match(STANDING_LETTERS) ?? []);
}
