// A trademark judgment (출원상표, 등록상표, 인용상표, 서비스표, 표장) is about the marks it quotes: `'Ace Golf Service'가
// 상하로 결합된 문자상표`, `선등록상표 "마담포라"`. A mark is public (the register publishes it) and the judgment cannot be
// read without it; law.go.kr leaves every one visible, and the model, which never saw such a judgment, reads them as
// businesses and products. Where the judgment is about marks, its quotes are marks or what is said of them (`'최고의
// 골프서비스'라는 의미`), unless the sentence presents one as a place of business (`피고인 운영의 '명품마트'에서` in a
// 상표법 case; quoted-business.ts) and no twin of it stands right beside a word for a mark.
import type { CategoryId } from '../types';
import { QUOTE_CLOSE, QUOTE_OPEN } from './quotes';

/** A word that names a mark; a judgment about one uses such words on nearly every line. */
const MARK_WORDS = '상표|서비스표|표장';
const MARK_WORD = new RegExp(MARK_WORDS, 'gu');
// The marked release (criminal excerpts, 1.9 M characters) says 상표 once (`상표법위반죄`); the law.go.kr training
// judgments about marks say these words 19 to 76 times, the others never.
const MARK_JUDGMENT = 10;

// What a quote holds: a mark or a phrase about it, short (a sentence quoted is no mark); a line break inside, as a
// text printed with hard-wrapped lines breaks it anywhere, but no paragraph's end.
const QUOTED = new RegExp(`${QUOTE_OPEN}((?:[^'’"”‘“\\n]|\\n(?!\\n)){1,40})${QUOTE_CLOSE}`, 'gu');
// A word for a mark within a few characters of the quote, no other quote nor a sentence's end between (`'X'가 상하로
// 결합된 출원상표`, `'X' 상호를 사용하는 인용상표`, `출원상표의 하단에 위치한 'X'`, `등록상표 "X"`); not after a place's
// particle (`'명품마트'에서 위조 상표가 부착된`: where the marks were sold).
const NEAR = `[^'’"”‘“.\\n]{0,15}`;
const MARK_AFTER = new RegExp(`^(?!에)${NEAR}(?:${MARK_WORDS})`, 'u');
const MARK_BEFORE = new RegExp(`(?:${MARK_WORDS})${NEAR}$`, 'u');
const WINDOW = 24;

/** `text` without line breaks: a word a wrapped line cuts (`출원상\n표`) is whole again. */
const unwrapped = (text: string) => text.replace(/\n/gu, '');
/** A quote's inside as its twins are compared: spaces and line breaks aside (`Ace Golf\nService`). */
const twinKey = (inside: string) => inside.replace(/\s+/gu, '');

// What a mark is read as: the name of a thing, a trade or a body. A person, an address or a number quoted there keeps
// its span (a mark may hold a name; the register does not make the person's other mentions public).
const MARK_READINGS: ReadonlySet<CategoryId> = new Set(['BUSINESS', 'PRODUCT', 'SERVICE', 'ORGANIZATION', 'INSTITUTION', 'CULTURE']);

export interface Stretch {
  start: number;
  end: number;
}

/** Whether the judgment is about marks: the words for a mark stand in it ten times or more. */
export function isMarkJudgment(text: string): boolean {
  const flat = unwrapped(text);
  let n = 0;
  for (MARK_WORD.lastIndex = 0; MARK_WORD.exec(flat); ) if (++n >= MARK_JUDGMENT) return true;
  return false;
}

/**
 * The insides of the quotes of a trademark judgment, in order, but those `businesses` (the insides of quotes the
 * sentence presents as a place of business, asked only of a trademark judgment) hold, unless a twin of theirs is
 * called a mark; none in any other judgment.
 */
export function markQuotes(text: string, businesses: () => readonly Stretch[] = () => []): Stretch[] {
  if (!isMarkJudgment(text)) return [];
  const quotes = [...text.matchAll(QUOTED)].map((m) => ({ start: m.index + 1, end: m.index + 1 + m[1].length, inside: m[1] }));
  const called = new Set<string>();
  for (const q of quotes) {
    const after = unwrapped(text.slice(q.end + 1, q.end + 1 + WINDOW));
    const before = unwrapped(text.slice(Math.max(0, q.start - 1 - WINDOW), q.start - 1));
    if (MARK_AFTER.test(after) || MARK_BEFORE.test(before)) called.add(twinKey(q.inside));
  }
  const trade = new Set(businesses().map((b) => twinKey(text.slice(b.start, b.end))));
  return quotes.filter((q) => called.has(twinKey(q.inside)) || !trade.has(twinKey(q.inside))).map(({ start, end }) => ({ start, end }));
}

/** Whether a span of `category` at [start, end) lies inside one of `quotes`, read as a mark is. */
export function isQuotedMark(quotes: readonly Stretch[], category: CategoryId, start: number, end: number): boolean {
  return MARK_READINGS.has(category) && quotes.some((q) => q.start <= start && end <= q.end);
}
