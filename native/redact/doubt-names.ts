// A person the model nearly marked (model/model-doubts.ts) is a name when the word reads as one in its sentence:
// a stem that is no prose, no role, no dictionary word, followed by what follows names (`픈여슝이`, `벳긍에 대한`,
// `뇌년썹총, 근뚠휩뵈는`). The model's runner-up vote says a person stands there; the word's shape says it is not a
// word of the language. Either alone is weak (a near miss is as often `배웅하는` or `이미`); together they are taken
// as a span, and propagation carries it to the name's other mentions.
import { particleRest } from '../rules/role-context';
import { ruleSpan } from '../rules/span';
import { splitTrailingParticle } from '../tokenizer/particles';
import type { ModelDoubt, Span } from '../types';
import { hangulRunEnd } from './hangul';
import { GLUED, isProse, onCourtLine, spacedNameStart } from './name-word';

const HANGUL = /[가-힣]/u;
const STEM = /^[가-힣]{2,6}$/u;
// Items of a list stand bare (`뇌텝초께, 망절베냐는`).
const LISTED = /^[,，)）·]/u;
// A bare word (no particle) of two syllables is as often an adverb or a noun the lexicon lacks (`이미`, `위챗`):
// only one a list follows is read as a name.
const CLOSES_BARE = /^\s?[,，·]/u;
/** Below the pattern rules' 0.8: the model's own vote was against it. */
const DOUBT_NAME_SCORE = 0.6;

/** The name a person doubt stands on, as [start, end), or undefined where the word does not read as a name. */
function nameAt(text: string, d: ModelDoubt): [number, number] | undefined {
  if (d.category !== 'PERSON' || GLUED.test(text[d.start - 1] ?? ' ')) return undefined;
  const end = hangulRunEnd(text, d.end);
  const word = text.slice(d.start, end);
  const next = text[end] ?? ' ';
  // A syllable before a list comma is the name's, not a 조사; a doubt that kept a two-syllable particle
  // (`선주에게` of `선주에게만`) gives it back, as no name ends in one.
  const near = splitTrailingParticle(text.slice(d.start, d.end), 2);
  let stem = end - d.end === 1 && LISTED.test(next) ? word : near.particle.length >= 2 ? near.stem : near.stem + near.particle;
  // … and one the doubt cut in two (`[뚜에]게`): the word's own particle of two syllables stays outside the name.
  const whole = splitTrailingParticle(word);
  if (whole.particle.length >= 2 && whole.stem.length < stem.length) stem = whole.stem;
  if (!STEM.test(stem) || !particleRest(word, stem.length) || isProse(stem, word)) return undefined;
  if (GLUED.test(next) && !HANGUL.test(next)) return undefined;
  if (word === stem) {
    // Before a parenthesis a bare word is a term being explained (`해루질(물 빠진 …)`); a name there is followed by
    // sex and age, which role context reads.
    if (/[(（]/u.test(next)) return undefined;
    if (stem.length < 3 && !CLOSES_BARE.test(text.slice(end, end + 2))) return undefined;
  }
  return onCourtLine(text, d.start) ? undefined : [spacedNameStart(text, d.start), d.start + stem.length];
}

/** Spans for the person doubts that read as names, reason `model doubt`; `doubts` have passed doubt hygiene (cleanDoubts). */
export function namesFromDoubts(text: string, doubts: readonly ModelDoubt[]): Span[] {
  const spans: Span[] = [];
  for (const d of doubts) {
    const at = nameAt(text, d);
    if (!at) continue;
    spans.push(ruleSpan(text, at[0], at[1], d.label, DOUBT_NAME_SCORE, `model doubt: ${d.label} (${Math.round(d.score * 100)} %) on a word that reads as a name`));
  }
  return spans;
}
