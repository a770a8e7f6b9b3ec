// Everyday compounds (`증거인멸`, `명령복종관계`, `납세자권리헌장`): a word of four or more syllables that splits wholly
// into dictionary nouns of two or more syllables each, every one of which the judgment also uses elsewhere, is prose.
// The dictionary alone is not enough: it holds proper nouns (`마리아`, `마산`), and a four-syllable name can split
// by chance (`전원별도` = 전원 + 별도, 2.4 % of generated three-syllable given names); that the judgment uses each
// piece outside the word is what makes it vocabulary. A word two-syllable surnames open (`사공하늘`) is never prose.
// Organisations are made of nouns too (`삼성증권`, `봄꽃화원`): hygiene.ts asks more of them (no head or kind word).
import { COMPOUND_SURNAMES } from '../redact/korean-names';
import { KO_NOUNS } from './ko-nouns';

const MAX_PIECE = 8;

let nouns: ReadonlySet<string> | undefined;
function nounSet(): ReadonlySet<string> {
  nouns ??= new Set(KO_NOUNS.split('\n'));
  return nouns;
}

/** A common noun of the dictionary, two or more syllables (`표현`, `사실`); built once, on first use. */
export function isDictionaryNoun(word: string): boolean {
  return nounSet().has(word);
}

/** The fewest dictionary nouns (each ≥ 2 syllables) `word` splits into, or undefined when it does not split. */
export function nounPieces(word: string): string[] | undefined {
  const set = nounSet();
  const best: (string[] | undefined)[] = [[]];
  for (let i = 0; i < word.length; i++) {
    const prev = best[i];
    if (!prev) continue;
    for (let j = i + 2; j <= Math.min(word.length, i + MAX_PIECE); j++) {
      const piece = word.slice(i, j);
      if (set.has(piece) && (!best[j] || best[j]!.length > prev.length + 1)) best[j] = [...prev, piece];
    }
  }
  return best[word.length];
}

/** A dictionary noun, or a word made wholly of them (`주차장`, `횡단보도`, `혼자술집`): an everyday word, not a name. */
export function isNounOrCompound(word: string): boolean {
  return isDictionaryNoun(word) || nounPieces(word) !== undefined;
}

/** The nouns of a Hangul word of `min` syllables or more, unless a two-syllable surname opens it. */
function hangulPieces(word: string, min: number): string[] | undefined {
  // `사공`, `서문`, `동방` are nouns too: a name they open (`사공하늘`) stays a name.
  if (word.length < min || !/^[가-힣]+$/u.test(word) || COMPOUND_SURNAMES.has(word.slice(0, 2))) return undefined;
  return nounPieces(word);
}

/**
 * The dictionary nouns `word` (four or more Hangul syllables) splits into when `text`, the judgment, also uses each of
 * them outside `word` (`감정결과`: 감정 in 감정인, 결과 alone); undefined otherwise. A word the dictionary holds
 * whole (`증거인멸`) needs no more.
 */
export function proseCompound(word: string, text: string): string[] | undefined {
  const pieces = hangulPieces(word, 4);
  if (!pieces) return undefined;
  if (pieces.length === 1) return pieces;
  // The word itself, spaced or not (`제주온천 리조트` for `제주온천리조트`), is no evidence for its pieces (Hangul only).
  const rest = text.replace(new RegExp(pieces.join('\\s*'), 'gu'), ' ');
  return pieces.every((p) => rest.includes(p)) ? pieces : undefined;
}

/**
 * The nouns a word of six or more syllables splits into when there are three or more and the judgment uses all but
 * one of them outside the word (`납세자권리헌장`: 납세자 and 권리, not 헌장): prose, for a person. No Korean name is that
 * long; a foreign name glued into one word can split by chance (`파티마산토스` = 파티 + 마산 + 토스), which the
 * judgment's use of the pieces tells apart. Organisations split so too (`한국환경연구원`): hygiene.ts takes it for them
 * only where no head or kind word is among the pieces.
 */
export function longProseCompound(word: string, text: string): string[] | undefined {
  const pieces = hangulPieces(word, 6);
  if (!pieces || pieces.length < 3) return undefined;
  // The word itself, spaced anywhere (`파티마 산토스` for `파티마산토스`), is no evidence for its pieces.
  const rest = text.replace(new RegExp([...word].join('\\s*'), 'gu'), ' ');
  return pieces.filter((p) => rest.includes(p)).length >= pieces.length - 1 ? pieces : undefined;
}
