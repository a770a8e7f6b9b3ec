// `… 1093-25에 있는 비어클럽에서`, `… 46에 있는 피렌체 커피숍에서`: the word right after an address's `에 있는` (or `에
// 위치한`, `에 소재한`: the release marks 13 of the 20 words after `에 위치한`, the rest prose the checks here keep out), before
// where something happened there, names the place of business at that address, whatever it looks like, unless it
// is an everyday word or a compound of them (`노상`, `주차장`, `야외공연장`, `횡단보도`, `상호불상의`). On the validation
// slices all 39 such words are marked names; precedent-kr has none (law.go.kr masks the address before it). It only
// fills a gap: where the model or a rule has a span on the word, theirs stands (its label and boundaries are finer).
import { isNounOrCompound } from '../lexicon/common-compound';
import { alternation } from '../rules/alternation';
import { NOT_NAMES } from '../rules/role-context-words';
import { ruleSpan } from '../rules/span';
import { splitTrailingParticle } from '../tokenizer/particles';
import type { Span } from '../types';
import { namesAKind } from './hygiene';
import { isPronoun } from './name-word';
import { particleAgrees } from './particle-agreement';
import { BUSINESS_KINDS, KIND_PARTICLES } from './quoted-business';
import { isKindOfUnit } from './spaced-names';
import { touches, withSpans } from './span-list';

// A kind of business, and its particle, that a name written apart stands before (`쑈뎅 편의점에서`).
const KIND = `(?:${alternation([...BUSINESS_KINDS, '건물', '빌딩'])})(?:${KIND_PARTICLES})?(?![가-힣])`;
// … or before its branch (`… 25에 있는 샐띈 강남점 앞에서`). A line break may stand after the address's 에 (a text's hard
// line ends).
const BRANCH = `[가-힣]{1,6}점(?:${KIND_PARTICLES})?(?![가-힣])`;
const AT_ADDRESS = new RegExp(`(?<=\\d(?:번지|호|층)?에\\s(?:있는|위치한|소재한) )([가-힣A-Za-z0-9&]{2,20})(?=(?:에서|에|앞|안|내)(?![가-힣])| (?:${KIND}|${BRANCH}|앞|안|내|\\d+층))`, 'gu');
// `위 쑈뎅 편의점에서`, `… 소재 X 노래연습장`: the business named again, or at a place, before its kind (the release
// marks 21 words there; the three it leaves carry a particle, `경찰서에`, or are the determiner itself). Not a unit
// (`위 디자인팀 사무실에서`), a kind itself (`위 PC방 앞`) or a floor or room.
const BEFORE_ITS_KIND = new RegExp(`(?<=(?<![가-힣])(?:위|소재) )([가-힣A-Za-z0-9&]{2,20}) (?=${KIND})`, 'gu');
// A place named before what stands in it (`춘천시에 있는`).
const PLACE_OF = /^에 (?:있는|위치한|소재한)/u;
const LABEL = '기업명';
const SCORE = 0.8;

function everyday(word: string): boolean {
  return /^[\d]+$/u.test(word) || NOT_NAMES.has(word) || isNounOrCompound(word);
}

// What someone runs (`장웅이 운영하는 쇼헴쥠 사무실에서`, `원고가 운영하는 아울에서`), where the business stands:
// a word there is the business's name, unless it is an everyday word or a kind of shop (`옷가게`, `가요방`,
// `자동차공업사`). In the release 151 values stand right after `이/가 운영하는` marked; over its 1.9 M characters this
// reads 6 words, all marked values.
const RUN_BY =
  /(?<=(?:[가-힣]이|[가-힣]가|\)이|\)가|께서) 운영하(?:는|던|고 있는|고 있던) [‘'"“]?)([가-힣A-Za-z0-9&]{2,20}?)(?=[’'"”]?(?:에서|에|의)(?![가-힣])|[’'"”]?\s(?:식당|커피숍|카페|주점|노래방|노래주점|가게|매장|사무실|공장|(?:앞|안|내)(?:에서|에)?(?![가-힣]))|[’'"”]?\s[가-힣]{1,6}은행 계좌)/gu;
// A kind of shop or office: a word ending in a kind of business (`옷가게`, `함바식당`, `보이스피싱 콜센터`), or such a
// syllable after a noun or a long stem (`가요방`, `자동차공업사`). Not any noun at the end: a business's name ends in
// one as often (`삼성전기`, `그린나래`, `인카금융서비스`).
const SHOP_END = /[방사소점집관원장실업]$/u;
function kindOfShop(word: string): boolean {
  for (let i = 1; i <= word.length - 2; i++) {
    const tail = word.slice(i);
    if (BUSINESS_KINDS.includes(tail) || (namesAKind(tail) && isNounOrCompound(tail))) return true;
  }
  return SHOP_END.test(word) && (word.length >= 4 || isNounOrCompound(word.slice(0, -1)));
}

// What someone runs, as the object (`피고인은 뚜렷을 운영하였다`, `'스파이크'를 운영하는 사람`): of the words the release
// puts there, 75 are marked values; of the others no dictionary knows and no kind of shop ends (`애견샵`, `낙찰계`,
// `PC방`), nor a number with its counter (`3개`, `2호점`), nor a pronoun (`여기`), one is left unmarked (`팬션`). In
// quotes all 13 are marked, dictionary words too: the quotes say it is a name.
const RUN_OBJECT = /(?<![가-힣A-Za-z0-9&])([‘'"“]?)([가-힣A-Za-z][가-힣A-Za-z0-9&]{1,19})([’'"”]?)(을|를) (?:운영|경영)(?:하|중|해|했)/gu;
const SHORT_SHOP_END = /[방사소점집관원장실업샵계]$/u;

/** `spans` plus the business names after `N에 있는` that no span touches. */
export function addBusinessesAtAddresses(text: string, spans: readonly Span[]): Span[] {
  const added: Span[] = [];
  for (const m of text.matchAll(AT_ADDRESS)) {
    // The word itself too, before its particle is cut (`횡단보도` is no `횡단보` + 도).
    const name = splitTrailingParticle(m[1], 2).stem;
    const start = m.index;
    const end = start + name.length;
    if (name.length < 2 || everyday(name) || everyday(m[1]) || touches(spans, start, end)) continue;
    added.push(ruleSpan(text, start, end, LABEL, SCORE, 'organisation: at an address'));
  }
  for (const m of text.matchAll(BEFORE_ITS_KIND)) {
    const start = m.index;
    const end = start + m[1].length;
    // `위 경찰서에 …`, `위 주거지에서 …`: a noun and its particle, not a name.
    // `소재 25층 건물`, `소재 F호 사무실`: a floor or a room, not a name.
    const unit = isKindOfUnit(m[1]) || BUSINESS_KINDS.includes(m[1]) || /^[\dA-Za-z-]+(?:호|층|동|호실|번지)$/u.test(m[1]);
    if (unit || everyday(m[1]) || everyday(splitTrailingParticle(m[1], 2).stem) || kindOfShop(m[1]) || touches(spans, start, end) || touches(added, start, end)) continue;
    added.push(ruleSpan(text, start, end, LABEL, SCORE, 'organisation: before its kind'));
  }
  for (const m of text.matchAll(RUN_BY)) {
    const name = m[1];
    const start = m.index;
    const end = start + name.length;
    // `운영하고 있는 춘천시에 있는 …`: where the business stands, named after it.
    if (PLACE_OF.test(text.slice(end, end + 8))) continue;
    if (everyday(name) || kindOfShop(name) || touches(spans, start, end) || touches(added, start, end)) continue;
    added.push(ruleSpan(text, start, end, LABEL, SCORE, 'organisation: what someone runs'));
  }
  for (const m of text.matchAll(RUN_OBJECT)) {
    const [, open, name, close, particle] = m;
    const start = m.index + open.length;
    const end = start + name.length;
    // Judgments mix their quotes (`‘스파이크'`): any opening one with any closing one.
    const quoted = open !== '' && close !== '';
    if ((!quoted && (open !== '' || close !== '')) || /생략|불상/u.test(name)) continue;
    const shop = kindOfShop(name) || SHORT_SHOP_END.test(name) || isPronoun(name);
    // 을 after a closed syllable, 를 after an open one; a Latin name's reading is not guessed.
    const agrees = !/[가-힣]$/u.test(name) || particleAgrees(name, particle);
    if ((!quoted && (shop || everyday(name))) || !agrees || touches(spans, start, end) || touches(added, start, end)) continue;
    added.push(ruleSpan(text, start, end, LABEL, SCORE, 'organisation: what someone runs'));
  }
  return withSpans(spans, added);
}
