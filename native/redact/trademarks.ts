// A trademark judgment (출원상표, 등록상표, 인용상표, 서비스표, 표장) is about the marks it quotes: `'Ace Golf Service'가
// 상하로 결합된 문자상표`, `모두 "마담포라"로 동일하게 호칭되고`, `'최고의 골프서비스'라는 의미`. A mark is public (the
// register publishes it) and the judgment cannot be read without it; law.go.kr leaves every one visible, and the model,
// which never saw such a judgment, reads them as businesses and products. Only the judgment as a whole says which
// quotes are marks: a quoted name in any other judgment (`'빅토리노래방' 출입문`) is a business, and stays one.
import type { CategoryId } from '../types';
import { QUOTE_CLOSE, QUOTE_OPEN } from './quotes';

/** A word that names a mark; a judgment about one uses such words on nearly every line. */
const MARK_WORD = /상표|서비스표|표장/gu;
// The marked release (criminal excerpts, 1.9 M characters) says 상표 once (`상표법위반죄`); the law.go.kr judgments about
// marks say these words 19 to 111 times, those that touch one in passing 4 times or fewer.
const MARK_JUDGMENT = 10;

// What a quote holds: a mark or a phrase about it, on one line, short (a sentence quoted is no mark).
const QUOTED = new RegExp(`${QUOTE_OPEN}([^'’"”‘“\\n]{1,40})${QUOTE_CLOSE}`, 'gu');

// What a mark is read as: the name of a thing, a trade or a body. A person, an address or a number quoted there keeps
// its span (a mark may hold a name; the register does not make the person's other mentions public).
const MARK_READINGS: ReadonlySet<CategoryId> = new Set(['BUSINESS', 'PRODUCT', 'SERVICE', 'ORGANIZATION', 'INSTITUTION', 'CULTURE']);

export interface Stretch {
  start: number;
  end: number;
}

/** Whether the judgment is about marks: the words for a mark stand in it ten times or more. */
export function isMarkJudgment(text: string): boolean {
  let n = 0;
  for (MARK_WORD.lastIndex = 0; MARK_WORD.exec(text); ) if (++n >= MARK_JUDGMENT) return true;
  return false;
}

/** The insides of the quotes of a trademark judgment, in order; none in any other judgment. */
export function markQuotes(text: string): Stretch[] {
  if (!isMarkJudgment(text)) return [];
  const out: Stretch[] = [];
  for (const m of text.matchAll(QUOTED)) out.push({ start: m.index + 1, end: m.index + 1 + m[1].length });
  return out;
}

/** Whether a span of `category` at [start, end) lies inside one of `quotes`, read as a mark is. */
export function isQuotedMark(quotes: readonly Stretch[], category: CategoryId, start: number, end: number): boolean {
  return MARK_READINGS.has(category) && quotes.some((q) => q.start <= start && end <= q.end);
}
