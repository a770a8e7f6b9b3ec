// A word the model tags at one or two of its many occurrences is a word, not a name: the model read the others in
// the same document and left them. Propagation and "one surface, one decision" would spread that minority guess to
// every occurrence (`상관` 42 times in a military judgment, `호칭`, `등록서비스표`); the decision for such a surface
// is "no" instead. Spans from rules, the header or the user decide for themselves; numbers are left to hygiene.
import { isDictionaryNoun } from '../lexicon/common-compound';
import { alternation } from '../rules/alternation';
import { NAME_ROLE_WORDS } from '../rules/role-context-words';
import { splitTrailingParticle } from '../tokenizer/particles';
import type { Span } from '../types';
import { isKoreanShaped } from './korean-names';
import { compactOf, tokenOccurrences, type Compact } from './token-match';

/**
 * A surface must stand this often, and the model tag no more than this share of it, before its silence outweighs
 * its guesses. Measured: at 6 and 0.2 a weaker model (0.1) lost rare names it had tagged once in six or seven
 * mentions (`삼욤죈` 1/7), which consistency used to spread; at 10 and 0.1 the words stay dropped (`상관` 2/44, `호칭`
 * 1/24, `등록서비스표` 1/31, `기준` 1/12) and no name of the held-out slices is, with either model.
 */
const MIN_OCCURRENCES = 10;
const MAX_SHARE = 0.1;
// An everyday word of the dictionary (`단란주점`, `표현`, `금괴`) needs the model's reading at most of its occurrences:
// tagged at half of them or fewer (three or more), the rest of the judgment says it is the word. Not a word of a longer
// name (a span beside it), nor one that stands where a name stands anywhere in the judgment (`이동이라는 사람`,
// `붕괴(게임)`).
const WORD_MIN_OCCURRENCES = 3;
const WORD_MAX_SHARE = 0.5;

// Where a word is a name whatever the dictionary says: a person's (`이동이라는 사람`, `피해자 이동`, `이동에게`), one
// the judgment presents as the name of a game, shop or product (`붕괴(게임)`, `인터넷 게임인 붕괴`, `보물이라는 상호`)…
const KINDS = '게임|상호|업체|회사|가게|식당|주점|매장|브랜드|제품|상품|앱|어플|애플리케이션|사이트|카페';
const NAME_AFTER = new RegExp(`^(?:(?:이)?(?:라는 (?:사람|자|남자|여자|분|${KINDS})|에게|한테|께서)| ?씨(?![가-힣])|\\((?:${KINDS})\\))`, 'u');
// … or the place an address introduces (`용촌동 1172에 있는, 강남 안에서`, `… 12 소재 보물`).
const NAME_BEFORE = new RegExp(`(?:(?:^|[^가-힣])(?:${alternation(NAME_ROLE_WORDS)})|(?:${KINDS})인|\\d(?:번지|호|층)?에 있는,?|\\d 소재) $`, 'u');

function inNameSlot(text: string, start: number, end: number): boolean {
  return NAME_AFTER.test(text.slice(end, end + 12)) || NAME_BEFORE.test(text.slice(Math.max(0, start - 12), start));
}

/** True when another span stands right before or after `s`, glued or across one space. */
function besideSpan(text: string, spans: readonly Span[], s: Span): boolean {
  const before = text[s.start - 1] === ' ' ? s.start - 1 : s.start;
  const after = text[s.end] === ' ' ? s.end + 1 : s.end;
  return spans.some((o) => o !== s && (o.end === before || o.end === s.start || o.start === after || o.start === s.end));
}

export function dropMinorityGuesses(text: string, spans: readonly Span[]): Span[] {
  const guesses = new Map<string, Span[]>();
  const decided = new Set<string>();
  for (const s of spans) {
    const surface = text.slice(s.start, s.end).trim();
    if (s.source !== 'model') decided.add(surface);
    else if (surface.length >= 2 && !/\p{N}/u.test(surface)) guesses.set(surface, [...(guesses.get(surface) ?? []), s]);
  }
  let compact: Compact | undefined;
  const lazyCompact = () => (compact ??= compactOf(text));
  const drop = new Set<Span>();
  for (const [surface, tagged] of guesses) {
    if (decided.has(surface)) continue;
    const hits = tokenOccurrences(text, surface, lazyCompact);
    const n = hits.length;
    // A word beside another span is a word of a longer name (`메리 그레이스`, `현대 엑시언트`, `서울대학교 중앙도서관`).
    // Places inside a building are everyday words (`중환자실`, `경비실`) and identify where they stand: the model decides.
    // A dictionary word with its particle (`대여금의 [담보로] 다조다방`) is that word, beside a span or not: no name's word
    // carries a particle into the next. Not where the whole reads as a Korean name (`정유나`: 정유 and 나).
    const stem = splitTrailingParticle(surface, 2).stem;
    const particled = stem !== surface && isDictionaryNoun(stem) && !isDictionaryNoun(surface) && !isKoreanShaped(surface);
    const word =
      ((isDictionaryNoun(surface) && !tagged.some((t) => besideSpan(text, spans, t))) || particled) &&
      !tagged.some((t) => t.category === 'PLACE') &&
      !hits.some((h) => inNameSlot(text, h.start, h.end));
    if ((n >= MIN_OCCURRENCES && tagged.length <= n * MAX_SHARE) || (word && n >= WORD_MIN_OCCURRENCES && tagged.length <= n * WORD_MAX_SHARE)) {
      for (const s of tagged) drop.add(s);
    }
  }
  return drop.size === 0 ? [...spans] : spans.filter((s) => !drop.has(s));
}
