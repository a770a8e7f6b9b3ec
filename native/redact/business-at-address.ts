// `… 1093-25에 있는 비어클럽에서`, `… 46에 있는 피렌체 커피숍에서`: the word right after an address's `에 있는`, before
// where something happened there, names the place of business at that address, whatever it looks like, unless it
// is an everyday word or a compound of them (`노상`, `주차장`, `야외공연장`, `횡단보도`, `상호불상의`). On the validation
// slices all 39 such words are marked names; precedent-kr has none (law.go.kr masks the address before it). It only
// fills a gap: where the model or a rule has a span on the word, theirs stands (its label and boundaries are finer).
import { isNounOrCompound } from '../lexicon/common-compound';
import { NOT_NAMES } from '../rules/role-context-words';
import { ruleSpan } from '../rules/span';
import { splitTrailingParticle } from '../tokenizer/particles';
import type { Span } from '../types';
import { touches, withSpans } from './span-list';

const AT_ADDRESS =
  /(?<=\d(?:번지|호|층)?에 있는 )([가-힣A-Za-z0-9&]{2,20})(?=(?:에서|에|앞|안|내)(?![가-힣])| (?:식당|커피숍|카페|주점|노래방|노래주점|가게|매장|건물|빌딩|사무실|앞|안|내|\d+층))/gu;
const LABEL = '기업명';
const SCORE = 0.8;

function everyday(word: string): boolean {
  return /^[\d]+$/u.test(word) || NOT_NAMES.has(word) || isNounOrCompound(word);
}

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
  return withSpans(spans, added);
}
