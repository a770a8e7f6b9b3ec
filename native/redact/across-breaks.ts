// A wrapped text is read with its breaks inside words taken out (tokenizer/unwrapped-lines.ts); a break that fell
// between two words then glues them (`같은 날⏎근하 명의의` → `날근하`), and a name found elsewhere is not searched
// inside the glued word. Mapped back onto the text as it is, the break separates them again: a person's other mention
// right at a line's start or end is propagated there, and kept where span hygiene keeps it.
import { isDictionaryNoun, isNounOrCompound } from '../lexicon/common-compound';
import { PARTY_WORDS } from '../rules/role-context-words';
import type { Span } from '../types';
import { splitTrailingParticle } from '../tokenizer/particles';
import { derivedSpan } from './derived-span';
import { cleanSpans, namesAKind } from './hygiene';
import { isKoreanShaped, SURNAMES } from './korean-names';
import { isProse } from './name-word';
import { givenNameSeedOf, propagate } from './propagate';
import { replaceableReadings, touches, withSpans } from './span-list';
import { endsWord, particleChainAt, startsWord } from './word-boundary';

/** Where the line break after a mention stands, its particles between (`도 반 롱의⏎퇴임`), or -1 where none does. */
function breakAfter(text: string, end: number): number {
  const at = end + Math.max(0, particleChainAt(text, end));
  return text[at] === '\n' || text[at] === '\r' ? at : -1;
}

// The model's guesses and the rule reading of its near misses (redact/doubt-names.ts).
const isGuess = (s: Span) => s.source === 'model' || s.source === 'propagated' || (s.source === 'rule' && (s.reason ?? '').startsWith('model doubt'));

// A verb's quotative or connective ending (`고맙다고`, `말하며`): no name's.
const VERB_ENDING = /(?:다고|다며|다는|라고|라며|하고|하며|하여|하였다?|했다|되어|되었다?)$/u;

/**
 * A person guess the view read over a mention and the next line's first word, glued at the break (`피고인 도 [반
 * 롱의⏎퇴임]`, `[도 반 롱은⏎고맙다고]`): it starts inside the mention and ends on that word (its particles may follow).
 * It gives way to the name found there; what it took beyond the break stays a span of its own unless it is prose.
 * Undefined where `o` is no such guess, else the span kept of the rest, or null.
 */
function gluedRest(text: string, o: Span, mention: Span, brk: number): Span | null | undefined {
  if (o.category !== 'PERSON' || !isGuess(o) || o.start < mention.start || o.start >= mention.end || o.end <= brk) return undefined;
  const m = /^(\r?\n)([가-힣]+)$/u.exec(text.slice(brk, o.end));
  if (!m || !endsWord(text, o.end)) return undefined;
  const beyond = m[2];
  const stem = splitTrailingParticle(beyond).stem || beyond;
  if (isProse(stem, beyond) || VERB_ENDING.test(beyond)) return null;
  const start = brk + m[1].length;
  return derivedSpan(text, o, start, start + stem.length, `the word after a line break that “${o.text}” had glued to a name`);
}

/**
 * `spans` (on the text as it is) plus the person mentions propagation finds against a line break, in place of a guess
 * that glued one to the next line's word.
 */
export function propagateAcrossBreaks(text: string, spans: readonly Span[]): Span[] {
  const persons = spans.filter((s) => s.category === 'PERSON');
  if (persons.length === 0) return [...spans];
  const before = new Set(persons);
  const atBreak = (s: Span) => text[s.start - 1] === '\n' || breakAfter(text, s.end) >= 0;
  // A guess across a break does not stand in propagation's way; whether it gives way is decided below.
  const seeds = persons.filter((s) => !(isGuess(s) && /\n/u.test(s.text)));
  const found = propagate(text, seeds).filter((s) => !before.has(s) && atBreak(s));
  const added: Span[] = [];
  const retired = new Set<Span>();
  for (const a of cleanSpans(text, found)) {
    const over = spans.filter((s) => s.start < a.end && a.start < s.end);
    const brk = breakAfter(text, a.end);
    const rests = brk >= 0 ? over.map((o) => gluedRest(text, o, a, brk)) : [undefined];
    if (over.length > 0 && rests.some((r) => r === undefined)) continue;
    for (const o of over) retired.add(o);
    added.push(a, ...rests.filter((r): r is Span => !!r));
  }
  return withSpans(spans, added, retired);
}

/** Letters a name must have before its spaces may differ at a break (`마리아빌라누에바`, `마리아 빌라누에⏎바`). */
const SPACING_FREE = 5;

/**
 * `나는 바트에⏎르데네라는 사람과`: a person's name found elsewhere, broken by a line break inside a word where the lines
 * are not read as wrapped (a PDF's or a pasted text's uneven lines), is the person there too; the break stays in the
 * span. Names of three Hangul characters or more (spaces between words kept; for a name of five letters or more, as
 * foreign names are, written with or without them: `공소외 마리아 빌라누에⏎바에` is `마리아빌라누에바`, where a reader
 * took `빌라누에` for a word and its particle), one break, whole words only; what a reader found of it there
 * (`르데네`, `마리아 빌라누`) gives way.
 */
export function addNamesAcrossBreaks(text: string, spans: readonly Span[]): Span[] {
  if (!text.includes('\n')) return [...spans];
  const seeds = new Map<string, Span>();
  for (const s of spans) if (s.category === 'PERSON' && s.source !== 'user' && /^[가-힣]+(?: [가-힣]+)*$/u.test(s.text) && s.text.replace(/ /gu, '').length >= 3) seeds.set(s.text, s);
  const added: Span[] = [];
  const retired = new Set<Span>();
  for (const [name, seed] of seeds) {
    // Hangul and spaces only: no character of the name needs escaping.
    const letters = name.replace(/ /gu, '');
    const re =
      letters.length >= SPACING_FREE ? new RegExp([...letters].join('(?: ?\\r?\\n ?| )?'), 'gu') : new RegExp([...name].join('(?:\\r?\\n)?'), 'gu');
    for (const m of text.matchAll(re)) {
      const [start, end] = [m.index, m.index + m[0].length];
      if (!m[0].includes('\n') || !startsWord(text, start) || !endsWord(text, end) || touches(added, start, end)) continue;
      // A reader's person on the name's last piece that took its particle along (`티무르 라시도⏎[프와]는`) gives way too.
      const over = spans.filter((s) => s.category === 'PERSON' && s.source !== 'user' && s.start >= start && s.start < end && s.end > end && particleChainAt(text, end) >= s.end - end);
      const inside = replaceableReadings(over.length > 0 ? spans.filter((s) => !over.includes(s)) : spans, start, end);
      if (!inside) continue;
      for (const s of [...inside, ...over]) retired.add(s);
      added.push(derivedSpan(text, seed, start, end, `propagated: “${name}” across a line break`));
    }
  }
  return withSpans(spans, added, retired);
}

// A name in Latin letters that a line break cut inside a word (`Reyes MA⏎RIA CLARA(여, 41세)`, `대표이사 KHAN AUN⏎G와`),
// in a text not read as wrapped (too few of its lines break inside a Hangul word): the reader found the part on one
// side. The part on the other side, and up to two capitalised words before it (`Reyes`), are the name's.
const LATIN_LETTERS_BEFORE = /(?:(?:^|[^A-Za-z0-9])((?:[A-Z][A-Za-z'-]* ){0,2}))([A-Za-z]{1,12})$/u;
const LATIN_LETTERS_AFTER = /^[A-Za-z]{1,12}(?![A-Za-z0-9])/u;

/** `spans` with each Latin person's name that a break cuts taken over the letters on the break's other side. */
export function joinLatinNamesAtBreaks(text: string, spans: readonly Span[]): Span[] {
  if (!text.includes('\n')) return [...spans];
  const added: Span[] = [];
  const retired = new Set<Span>();
  for (const s of spans) {
    if (s.category !== 'PERSON' || s.source === 'user' || !/[A-Za-z]/u.test(s.text)) continue;
    let [start, end] = [s.start, s.end];
    const breakBefore = text[start - 1] === '\n' ? (text[start - 2] === '\r' ? 2 : 1) : 0;
    if (breakBefore > 0 && /^[A-Za-z]/u.test(s.text)) {
      const m = LATIN_LETTERS_BEFORE.exec(text.slice(Math.max(0, start - breakBefore - 40), start - breakBefore));
      if (m) start -= breakBefore + m[1].length + m[2].length;
    }
    const breakAfter = text[end] === '\n' ? 1 : text[end] === '\r' && text[end + 1] === '\n' ? 2 : 0;
    if (breakAfter > 0 && /[A-Za-z]$/u.test(s.text)) {
      const m = LATIN_LETTERS_AFTER.exec(text.slice(end + breakAfter, end + breakAfter + 13));
      if (m) end += breakAfter + m[0].length;
    }
    if (start === s.start && end === s.end) continue;
    if (spans.some((o) => o !== s && o.start < end && start < o.end) || touches(added, start, end)) continue;
    retired.add(s);
    added.push(derivedSpan(text, s, start, end, `joined: the letters a line break cut from “${s.text}”`));
  }
  return withSpans(spans, added, retired);
}

// A verb's adnominal or connective form (`힘든`, `숨긴`, `증언한`, `속은`, `알아서`): not a particle, which a word the
// break cut inside a name may end like (`호세빌라누에⏎바`), nor the copula's 인, which ends names' words as often
// (`로열파인⏎코스`).
const VERB_FORM = /(?:던|된|한|할|은|는|든|긴|고|서)$/u;
// The one-syllable nouns a clause ends on (`마시던 중`, `숨긴 채`, `증언한 점`), which the noun list leaves out; not the
// syllables names end in as often (수, 전, 바, 데).
const DEPENDENT_NOUNS: ReadonlySet<string> = new Set([...'중채점등것때후뒤적줄'.split('')]);
// … nor one-syllable nouns of things (`계분을 [먹은⏎닭]의 경우`), which the noun list leaves out too.
const THINGS = new Set([...'술물밥빵옷책닭껌꽃빚짐약총칼흙땅쌀떡죽뱀곰쥐돌끈컵잔벽숲'.split('')]);
// Words that point at or count what follows them.
const DETERMINERS: ReadonlySet<string> = new Set(['위', '각', '각각', '여러', '모든', '해당', '이러한', '그러한', '어떠한', '어느']);

/**
 * `신장투석으로 [힘든⏎과정]에서`, `[증언한⏎점] 등에`, `[속은⏎피해]`: a wrapped text's break that fell between two words
 * glues them for the model (tokenizer/unwrapped-lines.ts), and it may read them as one name. Mapped back, a model's
 * span (or a copy propagation made of it) of two words the break parts is prose, and is dropped, where the first is a
 * verb's form (no noun) and the second a noun that names no kind of business (`행복한⏎식당` stays) or a thing; where the
 * first is a determiner and the second a noun; or where a dictionary word stands before a party's role. Never where the
 * pair may be a name the break cut (on the law.go.kr training refills, wrapped: false spans 176 → 156, no leak more).
 */
export function dropProseAcrossBreaks(text: string, spans: readonly Span[]): Span[] {
  return spans.filter((s) => {
    // The model's spans, propagation's copies of them, and the rule reading of a model's near miss (`사실을 [숨긴⏎채]`).
    const m = isGuess(s) ? /^([가-힣]+)\r?\n([가-힣]+)$/u.exec(s.text) : null;
    if (!m || !startsWord(text, s.start)) return true;
    const [, first, second] = m;
    const korean = isKoreanShaped(first + second);
    // A determiner before a noun (`2006. 5. 2.경 [위⏎골프장] 시설에`, `[여러⏎종류]의`): what was named before, or no one;
    // not where the pair reads as a Korean name (`위⏎지은`: 위 is a surname too).
    if (DETERMINERS.has(first) && isNounOrCompound(second) && !korean) return false;
    if (first.length < 2) return true;
    // A Korean name a break cut inside (`허은⏎채`, `독고⏎유인`, `송은⏎호상`) may end its first part as a verb's form
    // does: not where the whole reads as a name, nor a first part of three syllables or fewer a surname opens where
    // the pair is no longer than a Korean name (`인한⏎상공부장관`, `전달한⏎시점` are prose).
    const nameCut = korean || (first.length <= 3 && SURNAMES.has(first[0]) && first.length + second.length <= 4);
    const prose = VERB_FORM.test(first) && !isNounOrCompound(first) && !nameCut;
    const noun = (isNounOrCompound(second) && !namesAKind(second)) || DEPENDENT_NOUNS.has(second) || THINGS.has(second);
    // A word of the dictionary before a party's role (`수사기관에서 [애초⏎피고]로부터`): the role names no one.
    const beforeRole = isNounOrCompound(first) && !nameCut && PARTY_WORDS.includes(second);
    // … or before the 등 that closes a list of them (`임시후견인 [선임⏎등]의 사전처분`): whatever the pair's shape.
    const etc = second === '등' && isNounOrCompound(first);
    return !(prose && noun) && !beforeRole && !etc;
  });
}

// What copies a span's surface elsewhere: propagation and the consistency pass.
const COPIED = /^(?:propagated|consistency): /u;

/**
 * `가능하다고 보이고,이⏎경우 증가된`, `위 표⏎기재와`: the unwrapped view glued a break between two words into a Korean
 * name (`이경우`, `표기재`), and propagation searched its given name alone, a dictionary word, all over the judgment (17
 * false spans of `경우` in one law.go.kr judgment). Mapped back, where no mention of the seed name is on one line, the
 * copies of a given name the dictionary knows are dropped, with the consistency pass's copies of them; a name read whole
 * somewhere still spreads its given name, and a reader's own reading of the word stays.
 */
export function dropGivenNamesOfGluedSeeds(spans: readonly Span[]): Span[] {
  // A copy may itself stand across a break (`기⏎재`): surfaces are compared without their breaks.
  const unbroken = (s: Span) => s.text.replace(/\r?\n/gu, '');
  const whole = new Set(spans.filter((s) => s.category === 'PERSON' && !/\n/u.test(s.text)).map((s) => s.text));
  const glued = new Set<string>();
  for (const s of spans) {
    const seed = givenNameSeedOf(s.reason);
    if (seed !== undefined && !whole.has(seed) && isDictionaryNoun(unbroken(s))) glued.add(unbroken(s));
  }
  if (glued.size === 0) return [...spans];
  return spans.filter((s) => !(glued.has(unbroken(s)) && s.category === 'PERSON' && (s.source === 'propagated' || COPIED.test(s.reason ?? ''))));
}
