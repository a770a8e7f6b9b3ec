// `… 7-33에 있는 라힘 칸의 사무실에서`, `… 12 소재 김철수의 집`: the one whose office, home or shop stands at an
// address the sentence has just given is named by the words before `의`, whatever they look like. In the release 249
// such phrases follow an address (marked or not): 232 name a party or a relation (`피고인의 주거지`, `피해자 지인의
// 집`), an unknown (`상호불상의 가게`) or the speaker, and all 17 others are marked (14 persons, 3 businesses).
// precedent-kr has none (law.go.kr masks the address before it). It fills a gap, and completes a span the model
// read on part of the name (`[라힘] 칸의 사무실`), keeping that span's label.
import { isNounOrCompound } from '../lexicon/common-compound';
import { isNameWords, isNotName, labelFor } from '../rules/role-context';
import { ruleSpan } from '../rules/span';
import type { Span } from '../types';
import { isKoreanShaped } from './korean-names';
import { partInside, touches, withSpans } from './span-list';

// An address's number and the words that tie a place to it, then one to three words and `의 <a place someone has>`.
const OWNER = /(?<=\d(?:번지|호|층)?(?:에 (?:있는|위치한|소재한)| 소재) )([가-힣A-Za-z]{1,10}(?: [가-힣A-Za-z]{1,10}){0,2})(?=의 (?:사무실|집|주거지|주택|가게|매장|식당|공장|창고|농장|별장|숙소|원룸|점포|상가)(?:에서|에|으로|로|을|를|이|가|은|는|의|앞|안|내)?(?![가-힣]))/gu;
// Who the release names there in words: the parties and those known by their relation to one, or nobody known.
const NO_NAME = /불상|성명미상|알 수 없는/u;

/** `spans` plus the owners named before `의 사무실` (집, 주거지 …) right after an address; a span inside one widened. */
export function addOwnersAtAddresses(text: string, spans: readonly Span[]): Span[] {
  const added: Span[] = [];
  const widened = new Set<Span>();
  for (const m of text.matchAll(OWNER)) {
    const name = m[1];
    const start = m.index;
    const end = start + name.length;
    const words = name.split(' ');
    // Every word may be a name's (no role, relation, pronoun or particle: `위 피해자`, `피해자 지인`, `내 친구`), and
    // a single word is no everyday noun (`회사의 사무실`).
    if (NO_NAME.test(name) || !isNameWords(name) || words.some(isNotName) || (words.length === 1 && isNounOrCompound(name))) continue;
    if (touches(added, start, end)) continue;
    const part = partInside(spans, start, end);
    if (!touches(spans, start, end)) {
      added.push(ruleSpan(text, start, end, labelFor(isKoreanShaped(name.replace(/ /gu, ''))), 0.8, 'pattern: X의 사무실 at an address'));
    } else if (part && part.source !== 'user') {
      widened.add(part);
      added.push({ ...part, start, end, text: text.slice(start, end), reason: `${part.reason ?? part.source}; widened to the owner at an address` });
    }
  }
  return withSpans(spans, added, widened);
}
