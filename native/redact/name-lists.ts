// Names listed after a found name share its kind (`피고인은 김민수, 붓으, 켰둔펄돛과 공모하여`): the list reader of
// role context (rules/role-context.ts) runs after every person the model or a rule found. Neither the anchor nor an
// item may be a dictionary noun (a model's `표현` must not turn `사실, 의견은` into names).
import { isDictionaryNoun as isNoun, isNounOrCompound } from '../lexicon/common-compound';
import { isNotName, namesListedAfter, ONE_SYLLABLE_WORDS } from '../rules/role-context';
import { ruleSpan } from '../rules/span';
import type { Span } from '../types';
import { finalSound, hangulRunStart } from './hangul';
import { isKoreanShaped } from './korean-names';
import { PROSE_END } from './spaced-names';
import { touches, withSpans } from './span-list';

/**
 * A listed foreign name of several words (`후인 티 하`) may hold the part of it the model or another reader found (`티
 * 하`): the whole name replaces those parts, so coverage only grows. Any other overlap (a Korean-shaped item, a span of another
 * category, one reaching outside the item) leaves the item out.
 */
function supersedes(item: Span, overlapping: readonly Span[]): boolean {
  return (
    item.label === '외국인이름' &&
    item.text.includes(' ') &&
    overlapping.every((s) => s.category === 'PERSON' && s.source !== 'user' && s.start >= item.start && s.end <= item.end)
  );
}

// `나카무라아키라와 간 에르데네에게`: after a found name and the conjunction its last sound asks, up to three words that
// the dative closes, a particle only people take (in the release the words there are marked names or roles).
const CONJOINED = /^([와과]) ((?:[가-힣]{1,5} ){0,2}[가-힣]{1,5}?)(?:에게|한테)(?![가-힣])/u;

/** The name conjoined after the found name that ends at `end`, if any: no role, prose or dictionary word in it. */
function conjoinedName(text: string, end: number): Span | undefined {
  const m = CONJOINED.exec(text.slice(end, end + 30));
  if (!m || (m[1] === '와') !== (finalSound(text[end - 1]) === 'vowel')) return undefined;
  const words = m[2].split(' ');
  const prose = (w: string, i: number) => isNotName(w) || (w.length >= 2 && isNounOrCompound(w)) || (i < words.length - 1 && endsAsProse(w));
  if (m[2].replace(/ /gu, '').length < 2 || words.some(prose)) return undefined;
  const start = end + 2;
  return ruleSpan(text, start, start + m[2].length, words.length === 1 && isKoreanShaped(m[2]) ? '내국인이름' : '외국인이름', 0.8, 'listed after a name');
}

/** `spans` plus the names listed after its person names that no span covers yet (or covers only in part). */
export function addListedNames(text: string, spans: readonly Span[]): Span[] {
  // A name in Latin letters a reader took for a person's anchors a list too (`피고인과 TRAN THI MAI, 삼낭 응운은`).
  const anchors = spans
    .filter((s) => s.category === 'PERSON' && !isNoun(s.text) && (/[가-힣]$/u.test(s.text) || (s.label === '외국인이름' && /[A-Za-z]$/u.test(s.text))))
    .map((s) => s.end);
  if (anchors.length === 0) return [...spans];
  const replaced = new Set<Span>();
  const listed = [...namesListedAfter(text, anchors, 'listed after a name'), ...anchors.flatMap((end) => conjoinedName(text, end) ?? [])];
  const added = listed.filter((n) => {
    if (isNoun(n.text)) return false;
    const overlapping = spans.filter((s) => s.start < n.end && n.start < s.end);
    if (overlapping.length === 0) return true;
    if (!supersedes(n, overlapping)) return false;
    for (const s of overlapping) replaced.add(s);
    return true;
  });
  const unique = added.filter((n, i) => added.findIndex((m) => m.start === n.start && m.end === n.end) === i);
  return withSpans(spans, unique, replaced);
}

// `피고인과 영앴천, 범퇴얀은 공모하여`, `그러나 영앴천, 범퇴얀이`: a bare word before a list separator and a found person.
const SEPARATOR_BEFORE = /(?:, ?| 및 )$/u;
// … or the conjunction glued to it, as its last sound asks (`한 달 후에 쬘머짜와 [컬초]로부터`, `영상익과 [개여겊]은`).
const CONJUNCTION_BEFORE = /[가-힣][와과] $/u;

/**
 * The separator before `at`: `, `, ` 및 `, or a conjunction that agrees with the word it ends (`conjunction`), by its
 * length; or undefined.
 */
function separatorBefore(text: string, at: number): { length: number; conjunction: boolean } | undefined {
  const sep = SEPARATOR_BEFORE.exec(text.slice(Math.max(0, at - 3), at));
  if (sep) return { length: sep[0].length, conjunction: false };
  if (!CONJUNCTION_BEFORE.test(text.slice(Math.max(0, at - 3), at))) return undefined;
  const open = finalSound(text[at - 3]) === 'vowel';
  return (text[at - 2] === '와') === open ? { length: 2, conjunction: true } : undefined;
}
// What may stand before the first item of a list: the start of a line or clause, an opening bracket or quote, or a word
// that ends in a particle, a connective, a conjunction or the copula (`피고인과`, `그러나`, `이에`, `중간 사업자인`), or
// the determiner of people named before (`위 띈왁폐, 냄잉쉽의 지시`); never a bare noun the word after it could belong
// to (`서울 영등포구, 김철수는`).
const OPENS_A_LIST = /(?:^|[\n(（“"‘'.:;])\s*$|(?:과|와|및|고|며|서|나|는|은|이|가|을|를|에|에게|께|도|면|만|인) $|(?<![가-힣])위 $/u;
// A name in a list carries no particle, and no verb or connective ending (`빌려, 김철수는`, `필요해요, 마르치아노`).
const NOT_BARE = /(?:는|은|이|가|을|를|의|에|서|로|고|며|게|도|만|와|과|나|니|면|지|아|어|여|해|자|하|요|죠)$/u;
// 라 and 야 end verbs (`하여야`, `몰라`) and foreign names (`위자야`, `아누라`) alike: prose as spaced-names.ts reads them.
const RA_YA = /[라야]$/u;

/**
 * The word ends as a particle or an ending would, save 은 after an open syllable, where the topic particle is 는 and no
 * ending is 은: there it is the name's last syllable (`피고인은 어금다은, 애옮턴과`: 다은, 지은, 하은); and 라 or 야 only
 * after the syllables a verb puts before them (`갚아야,`; `부디 위자야, 응우옌 득 투 하 등과`: Wijaya).
 */
function endsAsProse(word: string): boolean {
  if (RA_YA.test(word)) return PROSE_END.test(word);
  return NOT_BARE.test(word) && !(word.length >= 2 && word.endsWith('은') && finalSound(word.slice(0, -1)) === 'vowel');
}

/** What stands before `start` may open a list, or a separator shows it goes on. */
function opensAList(text: string, start: number): boolean {
  return OPENS_A_LIST.test(text.slice(Math.max(0, start - 6), start)) || SEPARATOR_BEFORE.test(text.slice(Math.max(0, start - 3), start));
}

const AFTER_DETERMINER = /(?<![가-힣])위 $/u;
const ETC_AFTER = /^ 등(?:은|이|을|의|과|도|에게|으로|으로부터)?(?![가-힣])/u;

// Nor the plural 들, which no name ends in (`후원회원들, 박으뜸이`), nor the connective -(으)ㄴ바 / -는바 (`사실이
// 있는바, 초긍끙(원고)는`).
const NOT_A_NAME_END = /(?:데|려|러|든|튼|히|게|록|듯|대로|들|[는은인한된던]바)$/u;

// The nouns of one syllable a clause ends on before a comma (`술을 마신 후, 김B과`, `돌아온 뒤,`).
const AFTER_A_CLAUSE = new Set([...'후 뒤 전 때 중 간 경 쯤 바 수 것 데 줄 적 등 외 내 말 뿐 채 측 편 쪽 곳 날 해 달 번'.split(' ')]);

/**
 * A foreign name's last word of three syllables or more may end in 도 (`위 디네시 페르난도, 라힘 칸에게`: Fernando,
 * Ricardo, Eduardo) where what stands before 도 is no word and ends as no particle or ending would: in the release and
 * precedent-kr the words so placed are prose (`있음에도`, `받더라도`, `듣고도`) or nouns (`태도`, `행정지도`).
 */
function endsInDo(word: string): boolean {
  const stem = word.slice(0, -1);
  return word.length >= 3 && word.endsWith('도') && !isNounOrCompound(stem) && !isNotName(stem) && !endsAsProse(stem);
}

/**
 * Where the found name is a foreign one, a foreign name of two short words before it (`위 초 윈, 산다·윈을`, `GURUNG
 * OLGA, 쪼 조, 자수르 이스마일로프의`), which one bare word cannot be: each word of one to four syllables, no role or
 * prose, no dictionary word of two syllables or more, not two of one, after what opens a list. Its start, or undefined.
 */
function foreignWordsBefore(text: string, end: number, anchor: Span): number | undefined {
  if (isKoreanShaped(anchor.text.replace(/[ ·]/gu, ''))) return undefined;
  const three = threeWordsBefore(text, end);
  if (three !== undefined) return three;
  const m = /(?<![가-힣])([가-힣]{1,4}) ([가-힣]{1,4})$/u.exec(text.slice(Math.max(0, end - 9), end));
  if (!m) return undefined;
  const [, first, last] = m;
  const start = end - m[0].length;
  if ([first, last].some((w) => isNotName(w) || NOT_A_NAME_END.test(w)) || (endsAsProse(last) && !endsInDo(last)) || PROSE_END.test(first) || AFTER_A_CLAUSE.has(last)) return undefined;
  // A syllable is a word of prose and of a foreign name alike (`속`, `조`); a longer dictionary word is prose (`가나 출신`).
  if ([first, last].some((w) => w.length >= 2 && isNounOrCompound(w)) || (isNounOrCompound(first) && isNounOrCompound(last))) return undefined;
  return opensAList(text, start) ? start : undefined;
}

/**
 * … or of three words of up to six syllables (`피고인은 삼낭 비락 속, 보 득 탄 뚱과 함께`, `위 치나카 아누라 자야수리야, 부이
 * 반 반 꾸옥을`), the same tests on each: no determiner first (`위 초 윈,` is the two words after 위), no syllable prose
 * uses alone (`그`, `이`), no word prose ends.
 */
function threeWordsBefore(text: string, end: number): number | undefined {
  const m = /(?<![가-힣])([가-힣]{1,6}) ([가-힣]{1,6}) ([가-힣]{1,6})$/u.exec(text.slice(Math.max(0, end - 20), end));
  if (!m) return undefined;
  const words = [m[1], m[2], m[3]];
  const last = words[2];
  const start = end - m[0].length;
  if (words[0] === '위' || words.some((w) => isNotName(w) || NOT_A_NAME_END.test(w) || ONE_SYLLABLE_WORDS.has(w) || (w.length >= 2 && isNounOrCompound(w)))) return undefined;
  if (words.slice(0, 2).some((w) => endsAsProse(w) || PROSE_END.test(w)) || (endsAsProse(last) && !endsInDo(last)) || AFTER_A_CLAUSE.has(last)) return undefined;
  return opensAList(text, start) ? start : undefined;
}

/**
 * Names listed before a found name share its kind (`피고인과 영앴천, 범퇴얀은` where only 범퇴얀 was found): back from
 * each person over `, ` or ` 및 `, a bare word of two to five syllables that no dictionary knows, Korean-shaped or of
 * three syllables or more, after what may open a list.
 */
export function addNamesListedBefore(text: string, spans: readonly Span[]): Span[] {
  const added: Span[] = [];
  const replaced = new Set<Span>();
  // A name in Latin letters heads a list too (`산다 예, Tamang KUMARA와`); its words are no Hangul noun.
  const persons = spans.filter((s) => s.category === 'PERSON' && s.source !== 'user' && !isNoun(s.text) && /^[가-힣A-Za-z]/u.test(s.text));
  for (const y of persons) {
    // A list 등 closes after the found name (`피고인은 됨땅, 업쑈띈 등 임원들에게`): in the release no word of two syllables
    // stands before `, <a marked name> 등` unmarked but a verb's (`하고`), which PROSE_END keeps out.
    const closedByEtc = ETC_AFTER.test(text.slice(y.end, y.end + 8));
    let anchor = y;
    for (let k = 0; k < 4; k++) {
      const sep = separatorBefore(text, anchor.start);
      if (!sep) break;
      const end = anchor.start - sep.length;
      const words = foreignWordsBefore(text, end, y);
      if (words !== undefined) {
        const item = ruleSpan(text, words, end, '외국인이름', 0.8, `listed before a name (${y.text})`);
        // … in place of a part of it found as another's word (`산다 [아웅] 나잉` where `아웅 윈` is named elsewhere).
        const over = spans.filter((s) => s.start < end && words < s.end);
        if ((over.length > 0 && !supersedes(item, over)) || touches(added, words, end)) break;
        for (const s of over) replaced.add(s);
        added.push(item);
        anchor = item;
        continue;
      }
      const start = hangulRunStart(text, end);
      const word = text.slice(start, end);
      if (word.length < 2 || word.length > 5 || endsAsProse(word) || isNounOrCompound(word) || isNotName(word)) break;
      // A Korean full name, or a word of three syllables or more that no adverb or conjunction ends like (`특히`,
      // `그런데`, `오히려` are no names); after the determiner of people named before, two syllables too (`위 스리,
      // 디네시 라나싱헤를`: no adverb follows 위).
      // The conjunction glued to it says the same (`한 달 후에 X과 [뱄뎅켓겊]으로부터`): in the release every word before
      // `과/와 <a marked name>` is marked (29) but the roles 피고인 and 피해자 and two verbs of coming (`찾아와`, `들어와`).
      const twoSyllables = AFTER_DETERMINER.test(text.slice(Math.max(0, start - 3), start)) || ((closedByEtc || sep.conjunction) && !PROSE_END.test(word));
      if (NOT_A_NAME_END.test(word) || (!isKoreanShaped(word) && word.length < 3 && !twoSyllables)) break;
      if (touches(spans, start, end) || touches(added, start, end)) break;
      if (!opensAList(text, start)) break;
      const item = ruleSpan(text, start, end, isKoreanShaped(word) ? '내국인이름' : '외국인이름', 0.8, `listed before a name (${y.text})`);
      added.push(item);
      anchor = item;
    }
  }
  return withSpans(spans, added, replaced);
}
