// East Slavic and Central Asian family names as Hangul writes them: -ov/-ova (`이바노프`, `페트로바`, `유수포바`),
// -ev/-eva after a vowel (`세르게예프`, `알리예바`, `나자르바예프`) and the Ukrainian -enko (`셰브첸코`). The model, trained
// on no such name, reads the family name alone (`이리나 [페트로바]와`) or nothing (`아이굴 유수포바,`), and the given name
// before it leaks: `이리나` ends as a particle (나, "or") does, `아이굴` looks like no name it knows. The release and
// precedent-kr hold no word of three syllables or more so ending that no dictionary knows, but for letters spelled out
// (`피에프`), compounds (`메이슨에프`, `오토바이`) and a word a space cut (`오토바 이를`), which the shapes below leave out.
import { isNounOrCompound } from '../lexicon/common-compound';
import { finalIndex, initialIndex, isHangulSyllable, medialIndex } from '../redact/hangul';
import type { Span } from '../types';
import { OPENS_WORD, WORD_GAP } from './patronymic-names';
import { foreignNameWord, particleRest } from './role-context';
import { asRuleText, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const SCORE = 0.8;
const WORD = /[가-힣]+/gu;

// Syllable parts, by their index in the Hangul block: the silent initial ㅇ, the vowels ㅗ and ㅔ, the final ㄴ.
const [IEUNG, O, E, N] = [11, 8, 5, 4];

// Loanwords ending as the family names do: the beer hall (`○○호프`), rope (`와이어로프`), buckwheat noodles (`메밀소바`).
const LOANWORD_ENDS = /(?:호프|로프|소바)$/u;

/** True for a family name's shape: -ov/-ova after a consonant (`노프`, `포바`; not `오프` of `킥오프`), -yev/-yeva, -enko. */
function surnameShape(stem: string): boolean {
  if (stem.length < 3 || LOANWORD_ENDS.test(stem)) return false;
  const [before, last] = [stem[stem.length - 2], stem[stem.length - 1]];
  if (!isHangulSyllable(before)) return false;
  if (last === '프' || last === '바') return before === '예' || (medialIndex(before) === O && finalIndex(before) === 0 && initialIndex(before) !== IEUNG);
  return last === '코' && medialIndex(before) === E && finalIndex(before) === N;
}

/** Length of the family name inside `word` (its particle left outside), or 0: no stem as long may be a dictionary word. */
export function slavicSurnameLength(word: string): number {
  // The shape first: the dictionary is asked only about the few words that have it (every Hangul word comes here).
  let l = word.length;
  while (l >= 3 && !(surnameShape(word.slice(0, l)) && particleRest(word, l))) l--;
  if (l < 3) return 0;
  for (let k = word.length; k >= l; k--) if (isNounOrCompound(word.slice(0, k))) return 0;
  return l;
}

// Before the family name a middle dot may stand too (`아이굴·토시마토프`), besides what opens any name's word.
const OPENS_FAMILY_NAME = /^(?:\s|["'‘“(·]|)$/u;
// The given name before it, over what stands between a name's words.
const GIVEN_BEFORE = new RegExp(`([가-힣]{2,6})${WORD_GAP}$`, 'u');
// A given name's end no verb or particle has: `이리나`, `마리나`, `스베틀라나` end as 나 ("or") does; `그러나`, `하였으나`,
// `무엇이나`, `누구나` are prose. Any other word as role-context reads a foreign name's (no role, dictionary noun).
const PROSE_NA = /(?:[으러하되였았었겠이]나|누구나|언제나|어디나)$/u;

function givenName(word: string): boolean {
  return foreignNameWord(word) && !PROSE_NA.test(word) && !/(?:[는은던된한할을를의에서고며면와과로]|에게|에서)$/u.test(word);
}

/** `오토바 이를`, `오토바⏎이를`: a word a space or line break cut, the rest of a dictionary word after it. */
function cutWord(text: string, start: number, end: number): boolean {
  const next = /^\s([가-힣]{1,2})/u.exec(text.slice(end, end + 3))?.[1] ?? '';
  for (let k = 1; k <= next.length; k++) if (isNounOrCompound(text.slice(start, end) + next.slice(0, k))) return true;
  return false;
}

export function findSlavicSurnames(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const text = rt.folded;
  const spans: Span[] = [];
  for (const m of text.matchAll(WORD)) {
    if (!OPENS_FAMILY_NAME.test(text[m.index - 1] ?? '')) continue;
    const length = slavicSurnameLength(m[0]);
    if (length === 0 || cutWord(text, m.index, m.index + m[0].length)) continue;
    let start = m.index;
    // The given name before (`이리나 페트로바`, `아이굴 유수포바`), of two syllables or more, over a space or a middle dot
    // a line break may stand beside.
    const before = GIVEN_BEFORE.exec(text.slice(Math.max(0, start - 10), start));
    if (before && OPENS_WORD.test(text[start - before[0].length - 1] ?? '') && givenName(before[1])) start -= before[0].length;
    spans.push(ruleSpan(rt, start, m.index + length, '외국인이름', SCORE, 'surname: an East Slavic or Central Asian family name'));
  }
  return spans;
}
