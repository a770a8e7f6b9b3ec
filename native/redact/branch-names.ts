// The branch a business is named with (`이야기모바일 김포공항점 앞에서`, `홍성축산업협동조합 천안서북점 부근에서`,
// `'긍께븀주점' 동대문점에 방문한`) tells where it stands as an address does; the release marks it apart (label 지점, 50
// values), and the model reads it after a bank (`신한은행 광혜원점`) but seldom after another business. Read only where
// the sentence goes on to the place (앞, 내, 부근, 에서…): a business's `개선점` or `차이점` is no branch. The release
// is not of one mind: after a marked business it marks 41 branches in such sentences and leaves 12 (`두암점`,
// `여의도지점`); a branch tells where the business stands, so all are read.
import { isNounOrCompound } from '../lexicon/common-compound';
import { ruleSpan } from '../rules/span';
import type { Span } from '../types';
import { touches, withSpans } from './span-list';

/** Between a model doubt's 0.6 and the pattern rules' 0.8, as a person's slot (context-names.ts): the sentence alone, no model vote. */
const SCORE = 0.7;

const BODIES: ReadonlySet<Span['category']> = new Set(['BUSINESS', 'INSTITUTION', 'ORGANIZATION']);

// After a body's span (and the rest of its word, a kind the span left: `[원예농협 농산물수출물류]센터`, or the quote
// around it), a word of a place's or name's letters ending in 점 or 지점, then where one is at that branch.
const BRANCH = /^[가-힣]{0,4}[’'"”]? ([가-힣A-Za-z0-9]{2,8}?(?:지점|점))(?=(?:에서|에|으로|로)(?![가-힣])| (?:앞|내|안|부근|인근|주변|옆|건너편|맞은편|입구|매장|주차장|사무실|직원|점장|계산대|카운터)(?:에서|에|길|으로|의)?(?![가-힣]))/u;

// Kinds of outlet or shop, not a branch's own name (`직영점`, `1호점`, `의류점`, `커피전문점`, `가요주점`): after a marked
// business in such sentences the release has them (음식점 44 times, 편의점 35, 커피전문점, 가요주점, 제과점 …), the
// dictionary's words among them.
const OUTLET_KINDS = /^(?:\d+호점|[가-힣]*(?:직영점|영업점|총판점|본사점|분점|주점|전문점|제과점|분식점|의류점|커피점|백화점|음식점|편의점|대리점|판매점|정육점|잡화점|소매점|도매점|할인점|면세점|양복점|안경점|문구점|철물점|식품점|특약점|가맹점|체인점))$/u;

/** `spans` plus the branch named right after a body's span where nothing marks it. */
export function addBranchNames(text: string, spans: readonly Span[]): Span[] {
  const added: Span[] = [];
  for (const s of spans) {
    if (!BODIES.has(s.category)) continue;
    const m = BRANCH.exec(text.slice(s.end, s.end + 24));
    if (!m) continue;
    const branch = m[1];
    if (OUTLET_KINDS.test(branch) || isNounOrCompound(branch)) continue;
    const start = s.end + m[0].length - branch.length;
    const end = start + branch.length;
    if (touches(spans, start, end) || touches(added, start, end)) continue;
    added.push(ruleSpan(text, start, end, '지점', SCORE, `branch: named after “${s.text}”`));
  }
  return withSpans(spans, added);
}
