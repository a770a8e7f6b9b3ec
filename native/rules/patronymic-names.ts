// A name with a patronymic, wherever it stands: East Slavic and Central Asian ones as Hangul writes them (-ovich
// `알렉산드로비치`, `세르게예비치`; -ovna/-evna `알렉산드로브나`, `세르게예브나`) and the Kyrgyz and Turkic `울루`/`울르`
// ("son of", `툰울르`). No Korean word ends so (the release's 1.9 M characters and precedent-kr hold 비치 only as the verb
// 비치된, 비치되어), and the model, trained on no such name, reads a word of it as a service or nothing. The words
// around it that may be a name's are the name's too: the given name before (`마라 찬디에브나 페르난도`), the family
// name after, whose particle is left outside.
import { isNounOrCompound } from '../lexicon/common-compound';
import { isHangulSyllable, medialIndex } from '../redact/hangul';
import type { Span } from '../types';
import { foreignNameWord, particleRest } from './role-context';
import { asRuleText, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const SCORE = 0.85;
const WORD = /[가-힣]+/gu;
// A verb's or adjective's form (`만난`, `하는`, `있던`): no name's word.
const VERB_FORM = /(?:[는은던된한할서고며면]|하여|해서|어서|아서)$/u;
// Case particles no name's last syllables are (`에게`, `을`), unlike 이, 가, 도, 라, 만, 인 (`세르게이`, `페르난도`).
const LIST_CASE_PARTICLE = /^(?:에게|에게서|한테|께서|에서|으로|으로부터|로부터|은|는|을|를|의|에|와|과)$/u;
// A word with its particle (`라히모프와 안디 …`): another name, or prose, before this one.
const PARTICLE_END = /(?:[와과을를의에로]|에게|에서)$/u;

// The vowel of the syllable before -비치/-브나: ㅗ (`로비치`, `오브나`), ㅔ or ㅖ (`예비치`, `에브나`).
const PATRONYMIC_VOWELS = new Set([5, 7, 8]);

/** Length of the patronymic inside `word` (its particle left outside), or 0. */
export function patronymicLength(word: string): number {
  for (let l = word.length; l >= 3; l--) {
    const stem = word.slice(0, l);
    if (!particleRest(word, l)) continue;
    const slavic = /(?:비치|브나)$/u.test(stem) && isHangulSyllable(stem[l - 3]) && PATRONYMIC_VOWELS.has(medialIndex(stem[l - 3]));
    if ((slavic || /(?:울루|울르)$/u.test(stem)) && !isNounOrCompound(stem)) return l;
  }
  return 0;
}


/** The longest stem of `word` that a particle follows and a name may be (the particle at most six syllables), if any. */
function stemBeforeParticle(word: string): number | undefined {
  for (let l = word.length - 1; l >= Math.max(1, word.length - 6); l--) if (particleRest(word, l) && foreignNameWord(word.slice(0, l))) return l;
  return undefined;
}

// What stands before a name's first word: a space or a line's start, an opening quote or parenthesis.
export const OPENS_WORD = /^(?:\s|["'‘“(]|)$/u;
// What stands between a name's words: a space, or a middle dot a line break may stand beside (`나심·⏎파루에브나`,
// `소카⏎·다비오비치`).
export const WORD_GAP = '(?: |(?:\\r?\\n)?·(?:\\r?\\n)?)';
const WORD_BEFORE = new RegExp(`([가-힣]{1,6})${WORD_GAP}$`, 'u');
const GAP_AFTER = new RegExp(`^${WORD_GAP}`, 'u');

export function findPatronymicNames(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const text = rt.folded;
  const spans: Span[] = [];
  for (const m of text.matchAll(WORD)) {
    const length = patronymicLength(m[0]);
    if (length === 0) continue;
    let start = m.index;
    let end = m.index + length;
    // The given name before, and the family name before it as Russian writes it (`이바노프 세르게이 알렉산드로비치`):
    // up to two words, the second back no verb's form; over a middle dot too, a line break beside it
    // (`나심·⏎파루에브나·호세인`, `소카⏎·다비오비치`).
    for (let k = 0; k < 2; k++) {
      const before = WORD_BEFORE.exec(text.slice(Math.max(0, start - 12), start));
      if (!before || !OPENS_WORD.test(text[start - before[0].length - 1] ?? '') || !foreignNameWord(before[1])) break;
      if (k === 1 && (VERB_FORM.test(before[1]) || PARTICLE_END.test(before[1]))) break;
      start -= before[0].length;
    }
    // The family name after a bare patronymic, over a space or a middle dot a line break may stand beside
    // (`소카·다비오비치⏎·림의`): before its particle (`하르요노에게`), or bare before a space (`속 예술감독`).
    const gap = GAP_AFTER.exec(text.slice(end, end + 5))?.[0].length ?? 0;
    if (length === m[0].length && gap > 0) {
      const next = /^[가-힣]+/u.exec(text.slice(end + gap, end + gap + 12))?.[0] ?? '';
      const after = text[end + gap + next.length] ?? '';
      const particled = stemBeforeParticle(next);
      const whole = foreignNameWord(next) && (/^[,.)'’"”·]?$/u.test(after) || (after === ' ' && particled === undefined)) ? next.length : undefined;
      // Before a list's mark the word is whole (`페르난도,`, `호세인,`: 도, 인 are the name's there) unless a case particle
      // ends it that no name ends in (`호세인에게,`).
      const caseParticle = particled !== undefined && LIST_CASE_PARTICLE.test(next.slice(particled));
      const family = /^[,.)'’"”·]$/u.test(after) && !caseParticle ? (whole ?? particled) : (particled ?? whole);
      if (family !== undefined) end += gap + family;
    }
    spans.push(ruleSpan(rt, start, end, '외국인이름', SCORE, 'patronymic: a name with a patronymic'));
  }
  return spans;
}
