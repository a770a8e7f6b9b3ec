// 조사 boundaries, as a safety net behind the model: Thunder-DeID keeps particles outside spans
// (`홍길동이` → redact `홍길동`, keep `이`). A particle is only split off when it agrees with the stem's last
// syllable (이/가, 은/는, 을/를, 과/와, 으로/로…), which keeps names such as `김영희` or `이가` whole.
import type { CategoryId } from '../types';

/** Which final consonant (받침) the preceding syllable must have for the particle to be grammatical. */
type Agreement = 'any' | 'batchim' | 'no-batchim' | 'no-batchim-or-rieul';

const PARTICLES: readonly (readonly [string, Agreement])[] = [
  ['이', 'batchim'],
  ['가', 'no-batchim'],
  ['은', 'batchim'],
  ['는', 'no-batchim'],
  ['을', 'batchim'],
  ['를', 'no-batchim'],
  ['과', 'batchim'],
  ['와', 'no-batchim'],
  ['으로', 'batchim'],
  ['로', 'no-batchim-or-rieul'],
  ['이나', 'batchim'],
  ['나', 'no-batchim'],
  ['이랑', 'batchim'],
  ['랑', 'no-batchim'],
  ['으로부터', 'batchim'],
  ['로부터', 'no-batchim-or-rieul'],
  ['으로서', 'batchim'],
  ['로서', 'no-batchim-or-rieul'],
  ['에게', 'any'],
  ['에게서', 'any'],
  ['에게로', 'any'],
  ['에게는', 'any'],
  ['에게도', 'any'],
  ['한테', 'any'],
  ['한테서', 'any'],
  ['께', 'any'],
  ['께서', 'any'],
  ['에서', 'any'],
  ['에서는', 'any'],
  ['에', 'any'],
  ['의', 'any'],
  ['과의', 'batchim'],
  ['와의', 'no-batchim'],
  ['도', 'any'],
  ['만', 'any'],
  ['까지', 'any'],
  ['부터', 'any'],
  ['처럼', 'any'],
  ['보다', 'any'],
  // Copula endings: `피고인은 홍길동이다`, `회사원이고`, `김영희였다`; judgments write 이다, 이고 and 이며 in full after a
  // vowel too (`대표이사이다`, `대출담당 김민수이다`).
  ['이다', 'any'],
  ['이고', 'any'],
  ['이며', 'any'],
  ['이었다', 'batchim'],
  ['이었고', 'batchim'],
  ['였다', 'no-batchim'],
  ['였고', 'no-batchim'],
  ['이라는', 'batchim'],
  ['라는', 'no-batchim'],
  ['이라고', 'batchim'],
  ['라고', 'no-batchim'],
];

/** Longest first, so `에게서` wins over `서`-less `에게` and `으로부터` over `로`. */
const BY_LENGTH = [...PARTICLES].sort((a, b) => b[0].length - a[0].length);

export const PARTICLE_LIST: readonly string[] = PARTICLES.map(([p]) => p);

/**
 * 나/이나 ("or") and 랑/이랑 ("with"): names end in these syllables far more often than a judgment joins names with them
 * (`안나`, `스베틀라나`, `쿠마오브나`), so after a person they are read as the name's own. So is the honorific 께 ("to"),
 * which judgments never put after a party (none after a marked name in the release; `부모님께`, `고객님께` only):
 * `지인인 몬럽옮께의 거주지` is 몬럽옮께 and 의.
 */
export const NAME_FINAL_PARTICLES = /^(?:이?나|이?랑|께)$/u;

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const RIEUL_FINAL = 8;

/** Index of the final consonant of a precomposed syllable (0 = none), or undefined for anything else. */
function finalConsonant(ch: string): number | undefined {
  const c = ch.charCodeAt(0);
  if (c < HANGUL_FIRST || c > HANGUL_LAST) return undefined;
  return (c - HANGUL_FIRST) % 28;
}

function agrees(stemLast: string, agreement: Agreement): boolean {
  const final = finalConsonant(stemLast);
  // Latin letters or digits before a particle: pronunciation unknown, accept either form.
  if (final === undefined || agreement === 'any') return true;
  if (agreement === 'batchim') return final !== 0;
  if (agreement === 'no-batchim') return final === 0;
  return final === 0 || final === RIEUL_FINAL;
}

export interface ParticleSplit {
  stem: string;
  /** '' when the word carries no particle. */
  particle: string;
}

// A clinic's department ends in 과, which is no particle there (`월곡연세가정의학과 의원`, `서울정형외과의`); not the short
// ones a name or noun can end before the particle (`박지안과`, `집안과`: 안과; 내과, 치과, 정신과).
const DEPARTMENT = /(?:의학|피부|비뇨기|부인|소아|인후|정형외|성형외|흉부외|신경외)과$/u;

/** Splits the longest agreeing particle off `word`, leaving at least `minStem` characters of stem. */
export function splitTrailingParticle(word: string, minStem = 1): ParticleSplit {
  minStem = Math.max(minStem, 1);
  for (const [particle, agreement] of BY_LENGTH) {
    if (word.length - particle.length < minStem || !word.endsWith(particle)) continue;
    if (particle.startsWith('과') && DEPARTMENT.test(word.slice(0, word.length - particle.length + 1))) continue;
    const stem = word.slice(0, word.length - particle.length);
    if (agrees(stem[stem.length - 1], agreement)) return { stem, particle };
  }
  return { stem: word, particle: '' };
}

/** Categories whose names are followed directly by particles in running text. */
const TRIMMED_CATEGORIES: ReadonlySet<CategoryId> = new Set(['PERSON', 'ORGANIZATION', 'BUSINESS', 'INSTITUTION']);

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Moves `end` back over a trailing particle when the span ends exactly where its last word ends (so the model
 * took the whole 어절, particle included). Other categories, and spans ending inside a word, are returned as is.
 */
export function trimSpanParticles(
  text: string,
  start: number,
  end: number,
  category: CategoryId,
): { start: number; end: number } {
  if (!TRIMMED_CATEGORIES.has(category) || end <= start) return { start, end };
  if (end < text.length && WORD_CHAR.test(text[end])) return { start, end };
  const span = text.slice(start, end);
  const wordStart = Math.max(span.search(/\S+$/u), 0);
  const lastWord = span.slice(wordStart);
  const { particle } = splitTrailingParticle(lastWord);
  return { start, end: end - particle.length };
}
