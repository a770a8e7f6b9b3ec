// The model's near misses (model/model-doubts.ts) pass the same hygiene as its spans before a reviewer sees them:
// a case number, an omission marker (`생략`), a legal term or a head word alone is no doubt. So is an everyday word
// the model hesitated on in an unfamiliar judgment: for a person, a dictionary noun or a compound of them
// (`보증금`, `세무조사사무처리규정`); for a business or body, such a compound with no head or kind word
// (`우정사업정보`, but not `농협계좌`). A field name before its colon (`판례일련번호:`) is a header.
import { isDictionaryNoun, nounPieces } from '../lexicon/common-compound';
import { labelInfo } from '../taxonomy';
import type { ModelDoubt, Span } from '../types';
import { cleanSpans, namesAKind } from './hygiene';
import { dropTableFrames } from './table-frames';

function everydayWord(word: string, category: Span['category']): boolean {
  if (!/^[가-힣]{2,}$/u.test(word)) return false;
  const pieces = isDictionaryNoun(word) ? [word] : nounPieces(word);
  if (!pieces) return false;
  return category === 'PERSON' || !pieces.some(namesAKind);
}

/** `판례일련번호: '188014'`: a word starting its line and ending at a colon. */
function fieldName(text: string, start: number, end: number): boolean {
  return (start === 0 || text[start - 1] === '\n') && /^\s*[:：]/u.test(text.slice(end, end + 3));
}

/** The doubts a reviewer should see: those hygiene keeps, as hygiene leaves them (a number widened to its run). */
export function cleanDoubts(text: string, doubts: readonly ModelDoubt[]): ModelDoubt[] {
  // Hygiene reads the whole text for its exclusions: not for a rules-only run or a judgment the model never doubted.
  if (doubts.length === 0) return [];
  const spans: Span[] = doubts.map((d) => ({
    start: d.start,
    end: d.end,
    text: text.slice(d.start, d.end),
    label: d.label,
    category: d.category,
    tier: labelInfo(d.label).tier,
    score: d.score,
    source: 'model',
  }));
  return dropTableFrames(text, cleanSpans(text, spans))
    .filter((s) => !everydayWord(s.text, s.category) && !fieldName(text, s.start, s.end))
    .map((s) => ({ start: s.start, end: s.end, label: s.label, category: s.category, score: s.score }));
}
