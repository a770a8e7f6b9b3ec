// Generated names of every style (native/eval/role-slices/names.ts), for tests that count how many a rule would take.
import { makeName, NAME_STYLES, rng, type NameStyle } from '../../native/eval/role-slices/names';

/** Per style, the names among `count` generated (seeded) for which `takes` is true. */
export function namesTaken(count: number, seed: number, takes: (name: string) => boolean): Map<NameStyle, string[]> {
  const out = new Map<NameStyle, string[]>();
  for (const style of NAME_STYLES) {
    const r = rng(seed);
    const taken: string[] = [];
    for (let i = 0; i < count; i++) {
      const name = makeName(style, r);
      if (takes(name)) taken.push(name);
    }
    out.set(style, taken);
  }
  return out;
}
