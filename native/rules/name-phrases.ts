// Phrases that introduce a person whatever the name looks like: `산다 조라는 사람과`, `용팔이라는 남자` (what someone is
// called), `피고인과 쪼 압둘 조는 부부 관계` (the second of a pair a relation joins; role-context.ts reads the first,
// `X와 지인 관계`) and `피고인과 X이` (a party's pair). The name is read back from the phrase as role-context.ts reads it
// before `(남, 30세)`.
import { isDictionaryNoun, isNounOrCompound } from '../lexicon/common-compound';
import { isKoreanShaped } from '../redact/korean-names';
import type { Span } from '../types';
import { LATIN_WORD, personShaped } from './latin-person';
import {
  isNameWords,
  isNotName,
  isProseSyllableWord,
  labelFor,
  mayCarryParticle,
  nameEndingAt,
  NOT_HOLDER_SYLLABLES,
  ONE_SYLLABLE_WORDS,
  particleRest,
  PATTERN_SCORE,
  ROLE_SCORE,
  syllableAndParticles,
} from './role-context';
import { PEOPLE_RELATION } from './role-context-words';
import { asRuleText, type RuleText } from './rule-text';
import { ruleSpan } from './span';

// A person noun, then a particle or the end of the word (`자와`, never `자동차`).
const CALLED = /(?<=[가-힣])(이)?라는 (?:사람|남자|여자|남성|여성|분|자)(?=[은는이가을를과와의에도로들 ,.)]|$)/gu;
// The last syllables of the longer verb stems a command ends in before 라는 (`기다리라는`, `가져오라는`, `보내주라는`).
const VERB_STEM_END = /[하리치시내주오가보두키우추서켜써]$/u;
// `… 안과 찬니 속은 각 부부사이로서`: each pair of a list; a wrapped line may break after 각 or 서로, which the
// unwrapped view then glues to the relation (`각⏎부부사이로서` → `각부부사이로서`).
const RELATION = new RegExp(`(?<=[가-힣])[은는이가] (?:서로\\s?|각\\s?)?${PEOPLE_RELATION}`, 'gu');

// People counted, then named in parentheses (`피해자 5명(김갑동, 쫠졺켰, 소피압 속)`, `피해자들(어금새롬, 탁말순)은`).
const PEOPLE_NAMED = /(?<![가-힣])(?:피해자|피고인|공범|조직원|피의자|증인|참고인|투자자|자녀|직원|종업원|근로자|회원)(?:들| ?\d{1,3}명| 등 ?\d{1,3}명)\s?\(([^()\n]{2,200})\)/gu;
const ITEM_SEPARATOR = /,\s*|\s및\s/gu;
const HAN_NAME = /^\p{Script=Han}{2,5}(?: \p{Script=Han}{1,4})?$/u;
const LATIN_NAME = new RegExp(`^${LATIN_WORD}(?: ${LATIN_WORD}){0,4}$`, 'u');

// `피고인과 앴흖픈이 변호사 사건을`, `피해자와 X의`: a party and, joined to it, the word a particle closes. In the release the
// words that stand there and are no dictionary noun, role, plural or pronoun are marked names (120 marked; the plain
// words there are 피해자, 성명불상자, 함께, verbs and adverbs).
const PARTY_AND = /(?<![가-힣])(?:피고인|피해자|원고|피고|피의자|공범)(?:과|와) (?=[가-힣])/gu;
// Not 는: a verb's adnominal stands there as often (`피해자와 다투는 과정에서`, `피고인과 마주보는 자세로`).
const PAIR_PARTICLES = new Set(['은', '이', '가', '의', '에게']);
// A plural, a pronoun, or a second conjunction (`피해자들과의`); and a verb's connective -다가 (`피해자와 다투다가`).
const NOT_A_PAIR_NAME = /(?:들|그녀|당신|자신|본인|[과와])$/u;
const CONNECTIVE = /다가$/u;
// A noun and the suffix of a sum, a fee or a thing (`피해금`, `보증금`, `수리비`): not a name, though no dictionary has it.
const NOUN_SUFFIX = /^[금액비료품물권증]$/u;
const nounAndSuffix = (stem: string) => stem.length === 3 && NOUN_SUFFIX.test(stem[2]) && isDictionaryNoun(stem.slice(0, 2));

// Words that follow `피해자와` as prose and may look like a foreign name's first word (`함께`: 123 times in the release).
const PAIR_PROSE = new Set(['함께', '같이', '서로', '단둘이', '둘이', '나란히', '각각', '다시', '계속', '같은', '다른']);

// A verb's or adjective's form (`다투는`, `만나서`, `있던`, `같이`): no name's first word.
const VERB_FORM = /(?:[는은던된한할서고며면자지게니]|하여|해서|어서|아서)$/u;

/**
 * The name the word at `pos` holds before its particle (`앴흖픈이` → 3), or a foreign name of two words whose first
 * is bare (`피해자와 안디 산토소가`: neither word a dictionary's, a role or prose, the whole no Korean shape), or undefined.
 */
function pairedName(folded: string, pos: number): number | undefined {
  const wordAt = (at: number) => /^[가-힣]+/u.exec(folded.slice(at, at + 12))?.[0] ?? '';
  const word = wordAt(pos);
  // `피고인과 초는 그 당시`: a name of one syllable, read as after a role; not prose there (`피고인과 같은`, `같이`, `술을`,
  // `그의`, `눈이`), a kin word or a prenoun.
  if (word.length >= 2 && /^(?:[은는이가의]|에게)$/u.test(word.slice(1)) && syllableAndParticles(word, '') && !PAIR_PROSE.has(word)) {
    return isProseSyllableWord(word[0]) || NOT_HOLDER_SYLLABLES.has(word[0]) || isDictionaryNoun(word) ? undefined : 1;
  }
  const one = pairedWord(word);
  if (one !== undefined || folded[pos + word.length] !== ' ' || word.length > 5) return one;
  // Two words only where the first reads with no particle (`사이가 나빠`, `말다툼을 하다가` are prose).
  if (mayCarryParticle(word) || PAIR_PROSE.has(word) || isNotName(word) || isNounOrCompound(word) || VERB_FORM.test(word)) return undefined;
  const next = pos + word.length + 1;
  // `피해자와 초 조가`: two words of one syllable each (Burmese), neither a count, determiner or adverb.
  if (word.length === 1) {
    const last = wordAt(next);
    const oneSyllable = last.length === 2 && PAIR_PARTICLES.has(last[1]) && particleRest(last, 1) && ![word, last[0]].some((w) => ONE_SYLLABLE_WORDS.has(w) || isNotName(w));
    return oneSyllable ? 3 : undefined;
  }
  const second = pairedWord(wordAt(next));
  return second !== undefined && !isKoreanShaped(word + folded.slice(next, next + second)) ? word.length + 1 + second : undefined;
}

/** The length of the name `word` holds before a pair's particle (`앴흖픈이` → 3), or undefined. */
function pairedWord(word: string): number | undefined {
  if (CONNECTIVE.test(word)) return undefined;
  for (let l = 2; l <= Math.min(5, word.length - 1); l++) {
    const [stem, rest] = [word.slice(0, l), word.slice(l)];
    if (!PAIR_PARTICLES.has(rest) || !particleRest(word, l)) continue;
    if (isNotName(stem) || isNotName(word) || isNounOrCompound(stem) || nounAndSuffix(stem) || NOT_A_PAIR_NAME.test(stem)) return undefined;
    return l;
  }
  return undefined;
}

/** Each item of the list when every one is a name (Hangul words, Latin letters, Chinese characters), else none. */
function namedItems(list: string): { at: number; name: string }[] | undefined {
  const items: { at: number; name: string }[] = [];
  let at = 0;
  for (const part of list.split(ITEM_SEPARATOR)) {
    const lead = part.length - part.trimStart().length;
    const name = part.trim().replace(/ 등$/u, '');
    const start = list.indexOf(part, at) + lead;
    at = start + name.length;
    const hangul = /^[가-힣 ]+$/u.test(name) && isNameWords(name) && (name.includes(' ') || !isDictionaryNoun(name));
    if (!hangul && !HAN_NAME.test(name) && !(LATIN_NAME.test(name) && personShaped(name))) return undefined;
    items.push({ at: start, name });
  }
  return items.length > 0 ? items : undefined;
}

/**
 * A name read back from `end`: words that may be a name's, one word no dictionary holds (`선배`, `친구` are nouns);
 * `beforeQuote` where the quoting (이)라는 follows it.
 */
function nameBefore(folded: string, end: number, beforeQuote = false): { start: number; name: string } | undefined {
  const found = nameEndingAt(folded, end);
  if (!found) return undefined;
  const name = folded.slice(found.start, end);
  if (!isNameWords(name, beforeQuote) || (!name.includes(' ') && isDictionaryNoun(name))) return undefined;
  return { start: found.start, name };
}

export function findNamePhrases(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const { folded } = rt;
  const spans: Span[] = [];
  for (const m of folded.matchAll(CALLED)) {
    const found = nameBefore(folded, m.index, true);
    // Without 이, `만나라는 남자` is a verb's command: only a full name, one of several words, or one of three syllables
    // or more that no verb's stem ends like (`바트에르데네라는 사람과`; not `기다리라는`, `가져오라는`) says a name stands.
    if (!found || (!m[1] && !found.name.includes(' ') && !isKoreanShaped(found.name) && (found.name.length < 3 || VERB_STEM_END.test(found.name)))) continue;
    spans.push(ruleSpan(rt, found.start, m.index, labelFor(isKoreanShaped(found.name)), PATTERN_SCORE, 'pattern: X라는 사람'));
  }
  for (const m of folded.matchAll(RELATION)) {
    // The relation's 은/는/이/가 stands right after the last word, which carries no particle of its own (`디네시
    // 페레라는 부부 관계`: 라 is the name's), as before the quoting 라는.
    const found = nameBefore(folded, m.index, true);
    // The second of a pair: `피고인과 X는`, `김철수와 X는`.
    if (!found || !/[과와] $/u.test(folded.slice(Math.max(0, found.start - 2), found.start))) continue;
    spans.push(ruleSpan(rt, found.start, m.index, labelFor(isKoreanShaped(found.name)), ROLE_SCORE, 'pattern: Y과 X는 … 관계'));
  }
  for (const m of folded.matchAll(PARTY_AND)) {
    const at = m.index + m[0].length;
    const length = pairedName(folded, at);
    if (length !== undefined) spans.push(ruleSpan(rt, at, at + length, labelFor(isKoreanShaped(folded.slice(at, at + length))), PATTERN_SCORE, 'pattern: 피고인과 X'));
  }
  for (const m of folded.matchAll(PEOPLE_NAMED)) {
    const listStart = m.index + m[0].length - 1 - m[1].length;
    for (const item of namedItems(m[1]) ?? []) {
      const korean = isKoreanShaped(item.name);
      spans.push(ruleSpan(rt, listStart + item.at, listStart + item.at + item.name.length, labelFor(korean), ROLE_SCORE, 'pattern: 피해자 N명(X, Y)'));
    }
  }
  return spans;
}
