// `뇌퇴에게 호감을`, `머뎁햄본과 함께 술을`, `애걔에게 협박을`: a word no dictionary knows, standing where only a
// person stands (before `에게`, `한테`, `께서`, `과 함께` / `와 공모하여`, `가 운영하는`), is a name whatever its shape. The model
// reads names by their shape and misses a string it never saw; the sentence says who stands there. In the release's
// excerpts 1,413 words before `에게` are marked names and about 40 unmarked words there are no dictionary word (most
// plural or kind-of-person nouns: `투자자들`, `송금책`, which the filters below keep out). Only a gap filler: where a
// span touches the word, that span stands.
import { isDictionaryNoun, nounPieces } from '../lexicon/common-compound';
import { ruleSpan } from '../rules/span';
import type { Span } from '../types';
import { finalIndex, isHangulSyllable } from './hangul';
import { isKoreanShaped } from './korean-names';
import { GLUED, isProse, onCourtLine, spacedNameStart } from './name-word';
import { touches, withSpans } from './span-list';

/** Between a model doubt's 0.6 and the pattern rules' 0.8: the slot alone, no model vote. */
const SCORE = 0.7;

// The stem, then what only follows a person: a dative or honorific subject marker, `과/와` + together / conspire, or
// the subject of running or working at a place (`X가 운영하는`: 152 of 153 such words in the release are names).
const PERSON_SLOT =
  /(?<![가-힣])([가-힣]{2,6}?)(에게서|에게|한테서|한테|께서|[과와](?= (?:함께|공모하|공모한|공모하여))|[이가](?= (?:운영|근무)하(?:는|던|고|며|였|여)))(?![가-힣])/gu;

// A noun and a suffix for a kind of person, a title or a sum (`송금책`, `번역사`, `집행관`, `포대장`, `점포주`, `환전상`, `투자금`): prose.
const KIND = /(?:책|원|자|인|팀|측|님|분|사|관|금|가|부|장|주|상|표)$/u;
// Pronouns and demonstratives the lexicon leaves out (`그쪽에게`, `저놈에게`, `너희에게`, `분들에게`).
const PRONOUNS = new Set(['그쪽', '저쪽', '이쪽', '그놈', '저놈', '이놈', '그년', '저년', '너희', '너네', '분들', '그분들', '당신들', '자네']);

/** A noun with a kind suffix: the rest is a noun (`번역사`), or the word is long as no name with that ending is (`징계권자`). */
function isKindNoun(stem: string): boolean {
  // No name ends in the plural 들 (`닭들`, `병들`, `다수인들`).
  if (stem.endsWith('들')) return true;
  if (!KIND.test(stem)) return false;
  const base = stem.slice(0, -1);
  return stem.length >= 4 || isDictionaryNoun(base) || nounPieces(base) !== undefined;
}

function agrees(stem: string, particle: string): boolean {
  if (!['과', '와', '이', '가'].includes(particle)) return true;
  const last = stem[stem.length - 1];
  const closed = isHangulSyllable(last) && finalIndex(last) !== 0;
  return closed === (particle === '과' || particle === '이');
}

/** `spans` plus the words in a person's slot that no span touches and no dictionary knows. */
export function addContextNames(text: string, spans: readonly Span[]): Span[] {
  const added: Span[] = [];
  for (const m of text.matchAll(PERSON_SLOT)) {
    const stem = m[1];
    const start = m.index;
    const end = start + stem.length;
    if (!agrees(stem, m[2]) || isProse(stem, stem + m[2]) || nounPieces(stem) || PRONOUNS.has(stem) || isKindNoun(stem)) continue;
    if (GLUED.test(text[start - 1] ?? ' ') || onCourtLine(text, start)) continue;
    const from = spacedNameStart(text, start);
    if (touches(spans, from, end) || touches(added, from, end)) continue;
    const label = isKoreanShaped(text.slice(from, end)) ? '내국인이름' : '외국인이름';
    added.push(ruleSpan(text, from, end, label, SCORE, `context: a word no dictionary knows before “${m[2]}”`));
  }
  return withSpans(spans, added);
}
