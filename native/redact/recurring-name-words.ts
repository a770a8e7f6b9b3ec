// A name written in words is often read in part (`소피압 [속]`, `[굴나라] 누르오비치 토시마토프`): its other word sounds
// like a noun (`속`, `조`), ends like prose (`굴나라`) or is one syllable, which the readers around a found name
// (spaced-names.ts) rightly refuse one occurrence at a time. A judgment writes a person's name the same way throughout,
// so where every occurrence (two or more) of a found name has the same word beside it, and that word is no role, prose,
// unit or dictionary noun, the word is the name's: `소피압 속` seven times is one person.
import { isNounOrCompound } from '../lexicon/common-compound';
import { isBankName } from '../rules/bank-name';
import { isNotName } from '../rules/role-context';
import { COPULA_ROLE_WORDS, WORKPLACE_TITLES } from '../rules/role-context-words';
import { labelInfo } from '../taxonomy';
import { splitTrailingParticle } from '../tokenizer/particles';
import type { Span } from '../types';
import { hangulRunStart } from './hangul';
import { isHonorific, protectedWordAround } from './hygiene';
import { isKoreanShaped } from './korean-names';
import { isBeforeNounSyllable } from './name-word';
import { isKindOfUnit } from './spaced-names';
import { replaceableReadings, withSpans } from './span-list';

const LETTER = /[\p{L}\p{N}]/u;
const HANGUL_NAME = /^[가-힣]+(?: [가-힣]+)*$/u;
// A particle or a verb's or connective's ending closes the word before a name (`피고인은 X`, `만난 X`): never the
// name's first word. A stem ending so after a name (`X 나`, `X 하`, `X 있다`) is left too. Not 만: a word of a foreign
// name ends so (`수만 구룽`: Suman), and the same word before every mention is no particle's.
const PROSE_END = /(?:는|던|된|한|할|을|를|의|에|서|로|고|며|게|와|과|은|께|도|이|가|나|니|면|지|야|하|다|요|죠|처럼|보다|부터|까지)$/u;

// Seen three times or more before every mention, a word that ends as prose does is the name's all the same (`찬니
// 다비울르 헹` three times, `모에 마웅` five): prose puts no word before each mention of a name, unless a noun and its
// particle (`회사에`), which stays out. After a name (`X 있다`) the ending keeps its reading however often.
const MANY = 3;

/** A name whose words together look Korean (`김 철수`): no foreign name's family name or given name stands apart there. */
const koreanName = (name: string) => isKoreanShaped(name.replace(/ /gu, ''));

/** A role, an honorific, a unit or a bank: a word that stands beside a name without being part of it. */
const notANameWord = (word: string) => isNotName(word) || isHonorific(word) || isKindOfUnit(word) || isBankName(word);

// One syllable before every one of three mentions or more of a foreign name is its family name written apart (`간
// 에르데네` eleven times, `쉬 밍`), though prose knows the syllable (`당사자 간`, `장`, `천`): prose puts no such word
// before each mention of a name. Never a determiner or prefix (`위 X`, `각 X`, `전 X`) nor a word of kinship or title.
const KIN_OR_TITLE = new Set([...'처 부 모 형 남 녀 딸 씨 군 양 옹 님 망 故'.split(' ')]);
function familyNameApart(word: string, mentions: number, name: string): boolean {
  return word.length === 1 && mentions >= MANY && !isBeforeNounSyllable(word) && !KIN_OR_TITLE.has(word) && !koreanName(name);
}

// A foreign given name is often a word of the dictionary too, a loanword (`메리`, `마크`, `마리아`) or a syllable pair
// (`부이`, `상가`): before every one of three mentions or more of a foreign name, and nowhere else in the judgment, it
// is the name's. Never a title, role or unit, which stand before each mention of a name as well (`회장 X`).
const TITLES: ReadonlySet<string> = new Set([...WORKPLACE_TITLES, ...COPULA_ROLE_WORDS]);
function loanwordApart(text: string, word: string, mentions: number, name: string): boolean {
  if (mentions < MANY || word.length < 2 || !isNounOrCompound(word) || koreanName(name)) return false;
  if (notANameWord(word) || TITLES.has(word)) return false;
  return occurrences(text, word).every((i) => text.startsWith(` ${name}`, i + word.length));
}

// A case particle's syllable that, not agreeing with the syllable before it, is no particle there (`라이`: 이 follows a
// closed syllable): the word's own last syllable.
const CASE_SYLLABLE = /[이가은는을를과와]$/u;

/** A word that may belong to the name beside it (before `mentions` of them; 0 after): no word prose puts there. */
function mayJoin(word: string, mentions: number): boolean {
  if (notANameWord(word) || isNounOrCompound(word)) return false;
  if (!PROSE_END.test(word)) return true;
  const { stem, particle } = splitTrailingParticle(word);
  if (particle === '' && word.length >= 2 && CASE_SYLLABLE.test(word)) return true;
  return mentions >= MANY && !(particle !== '' && stem.length >= 2 && isNounOrCompound(stem));
}

/** Whole-word occurrences of `name` in `text`: no letter or digit before it. */
function occurrences(text: string, name: string): number[] {
  const out: number[] = [];
  for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) if (!LETTER.test(text[i - 1] ?? '')) out.push(i);
  return out;
}

/** The same word at every occurrence, or undefined. */
function same(words: readonly (string | undefined)[]): string | undefined {
  return words.length >= 2 && words[0] !== undefined && words.every((w) => w === words[0]) ? words[0] : undefined;
}

/** The stem of the word one space after [.., end), particle left off (`속이` → `속`), when it is a Hangul word. */
function wordAfter(text: string, end: number): string | undefined {
  const word = text[end] === ' ' ? /^[가-힣]{1,4}(?![\p{L}\p{N}])/u.exec(text.slice(end + 1, end + 10))?.[0] : undefined;
  if (!word || isNotName(word)) return undefined;
  const { stem } = splitTrailingParticle(word);
  return stem.length >= 1 && stem.length <= 3 ? stem : undefined;
}

/** The Hangul word one space before `start`, of one to five syllables, standing alone (`피고인은 굴나라 X` → `굴나라`). */
function wordBefore(text: string, start: number): string | undefined {
  if (text[start - 1] !== ' ') return undefined;
  const from = hangulRunStart(text, start - 1);
  const word = text.slice(from, start - 1);
  return word.length >= 1 && word.length <= 5 && !LETTER.test(text[from - 1] ?? '') ? word : undefined;
}

// Words a found name may gain: a name of four words at most (`응우옌 티 투 항` from `[투]`).
const MAX_WORDS = 3;

/**
 * `spans` with every occurrence of a found name widened over the word that stands beside it every time, a word at a
 * time (`[토시마토프]` → `누르오비치 토시마토프` → `굴나라 누르오비치 토시마토프`).
 */
export function addRecurringNameWords(text: string, spans: readonly Span[]): Span[] {
  let out = [...spans];
  for (let round = 0; round < MAX_WORDS; round++) {
    const next = widenOnce(text, out);
    if (next === undefined) break;
    out = next;
  }
  return out;
}

// What only a name stands before, after its 만 (`… 라흐만 계좌로`, `… 라흐만 교수는`, `… 라흐만,`).
const NOUN_AFTER_A_NAME = /^(?:[,)]| (?:명의|계좌|교수|사장|대표|팀장|과장|실장|기자|씨|등)(?:[을를이가은는의로에과와도]|으로|에서|에게)?(?![가-힣]))/u;

/**
 * `[라힘 라흐]만 팀장` at each of three mentions: a foreign name the model cut before 만 every time (Rahman, Osman,
 * Suleiman); a particle would not follow each mention of a name alike. Not a Korean-shaped name (`김철수만`).
 */
function gluedMan(text: string, name: string, at: readonly number[]): boolean {
  if (at.length === 0 || koreanName(name)) return false;
  const glued = at.every((i) => text[i + name.length] === '만' && !LETTER.test(text[i + name.length + 1] ?? ''));
  // Once is enough for a name of several words before what only a name stands before (`피고인 명의 [무함마드 라흐]만
  // 계좌로`, `… 라흐만 교수는`): the particle 만 stands before no such noun.
  return glued && (at.length >= 2 || (name.includes(' ') && at.every((i) => NOUN_AFTER_A_NAME.test(text.slice(i + name.length + 1, i + name.length + 12)))));
}

/** One word more on each found name that has one beside it every time; undefined when none has. */
function widenOnce(text: string, spans: readonly Span[]): Span[] | undefined {
  const names = new Set(
    spans.filter((s) => s.category === 'PERSON' && s.source !== 'user' && HANGUL_NAME.test(s.text) && s.text.length >= 2).map((s) => s.text),
  );
  // A person found elsewhere is a name of its own beside this one (`소외 야혜정 [마누라]`: the model's misreading).
  const persons = new Set(spans.filter((s) => s.category === 'PERSON').map((s) => s.text));
  const joins = (word: string | undefined, mentions: number): word is string => word !== undefined && mayJoin(word, mentions) && !persons.has(word);
  const added: Span[] = [];
  const retired = new Set<Span>();
  for (const name of names) {
    const at = occurrences(text, name);
    const after = same(at.map((i) => wordAfter(text, i + name.length)));
    const before = same(at.map((i) => wordBefore(text, i)));
    // The word after every mention, or else 만 glued to each.
    const tail = joins(after, 0) ? after : gluedMan(text, name, at) ? '만' : undefined;
    const right = tail === undefined ? 0 : tail === after ? tail.length + 1 : tail.length;
    const opens =
      before !== undefined &&
      !persons.has(before) &&
      (before.length === 1 ? familyNameApart(before, at.length, name) : joins(before, at.length) || loanwordApart(text, before, at.length, name));
    const left = opens && !protectedWordAround(text, at[0] - before.length - 1, at[0] - 1) ? before.length + 1 : 0;
    if (right === 0 && left === 0) continue;
    const seed = spans.find((s) => s.text === name && s.category === 'PERSON')!;
    for (const i of at) {
      const start = i - left;
      const end = i + name.length + right;
      const replaced = replaceableReadings(spans, start, end);
      if (!replaced || replaced.some((s) => retired.has(s))) continue;
      for (const s of replaced) retired.add(s);
      const words = [left ? before : undefined, tail].filter(Boolean).join('”, “');
      const reason = `name: “${words}” beside “${name}” at each of its ${at.length} mentions`;
      added.push({ ...seed, start, end, text: text.slice(start, end), label: '외국인이름', tier: labelInfo('외국인이름').tier, reason });
    }
  }
  return added.length > 0 ? withSpans(spans, added, retired) : undefined;
}
