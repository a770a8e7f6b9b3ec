// Names in Chinese characters: a Chinese national's (`王偉는`), a Japanese national's in kanji (`피해자 田中 健太(남,
// 53세)`), a Korean name in Hanja as older judgments print it (`증인 朴英浩의 법정진술`). The model reads Hangul and
// missed a quarter of such names; a judgment written in Hangul writes few other words in Chinese characters, and
// those stand in parentheses after the Hangul word they gloss (`사자(使者)`, and a name's own gloss, which
// redact/name-glosses.ts marks). So a word of two to five Chinese characters standing as a word of a Hangul sentence —
// particles after it, no parenthesis before it — is a name. Judgments written in mixed script (국한문혼용, `被告人은
// 自己의`) use such words everywhere: there only a party role before the name or the sex and age after it say so.
import { endsWord } from '../redact/word-boundary';
import type { Span } from '../types';
import { alternation } from './alternation';
import { LEGAL_TERMS } from './legal-terms';
import { ROLE_SCORE, SEX_OR_AGE } from './role-context';
import { STRONG_ROLE_WORDS, WEAK_ROLE_WORDS } from './role-context-words';
import { asRuleText, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const HAN = '\\p{Script=Han}';
// Two to five characters, one space at most (`田中 健太`, `橋本 愛`, read whole first): a one-character word is a
// surname alone or a word (`等`).
const NAME = new RegExp(`(?<![${HAN}A-Za-z0-9])(?:${HAN}{1,3} ${HAN}{1,3}|${HAN}{2,5})(?![${HAN}A-Za-z0-9])`, 'gu');
const ROLE_BEFORE = new RegExp(`(?<![가-힣])(?:${alternation([...STRONG_ROLE_WORDS, ...WEAK_ROLE_WORDS])})인? {1,3}$`, 'u');
// An honorific, a title or the copula glued to the name (`吉田真理子대표가`, `于桂國입니다`, `王偉씨`): no particle, still
// the end of a name.
const TITLE_AFTER = /^(?:씨|님|군|양|대표|사장|회장|과장|부장|실장|팀장|대리|입니다|이다|이고|이며|이었|였)/u;
const PHRASE_AFTER = new RegExp(`^ ${HAN}`, 'u');
const PHRASE_BEFORE = new RegExp(`${HAN} $`, 'u');
const DEMOGRAPHIC_AFTER = new RegExp(`^ ?\\(\\s?${SEX_OR_AGE}\\)`, 'u');
// A person's word right before the parenthesis (`임대인(山田 恵美) 명의의`, `피해자(田中健太)`): the parentheses name
// who it is. The word's own gloss (`피고인(被告人)`, `증인(證人)`) spells it a character a syllable, with no space.
const PERSON_BEFORE_GLOSS = new RegExp(`(?<![가-힣])(${alternation([...STRONG_ROLE_WORDS, ...WEAK_ROLE_WORDS, ...LEGAL_TERMS])}) ?[(（] ?$`, 'u');

/** The name in parentheses after a person's word, not that word's gloss. */
function namedInParentheses(before: string, name: string): boolean {
  const word = PERSON_BEFORE_GLOSS.exec(before)?.[1];
  return word !== undefined && (name.includes(' ') || name.length !== word.length);
}

// The placeholders textbooks and older judgments use for parties (`甲`, `乙 회사`), and words a party role may be
// followed by in mixed script (`피고 會社는`).
const PLACEHOLDER = /^[甲乙丙丁戊己庚辛壬癸某 ]+$/u;
const NOT_NAMES: ReadonlySet<string> = new Set(['會社', '株式會社', '法人', '組合', '本人', '同人', '自身', '各自', '代理人', '兩人']);

/** A party's placeholder or a word in Chinese characters that is no name (`甲`, `乙丙`, `會社`). */
export function isNotHanName(word: string): boolean {
  return PLACEHOLDER.test(word) || NOT_NAMES.has(word);
}

// A judgment whose words outside parentheses are this share Chinese characters, in this many different words or
// more, is written in mixed script (where a third of the words or more are); a short excerpt naming three people ten
// times, or a judgment listing fifty Chinese nationals among thousands of words, is not.
const MIXED_SCRIPT_SHARE = 0.1;
const MIXED_SCRIPT_WORDS = 20;

// Korean surnames in Hanja: a name of three characters opening with one (or with a two-character surname) is
// labelled a Korean's.
const KOREAN_SURNAMES = new Set([...'金李朴崔鄭姜趙尹張林韓吳徐申權黃安宋柳洪全高文孫梁裵白許劉南沈盧丁河郭成車朱禹具任羅辛閔']);
const KOREAN_COMPOUND_SURNAMES = new Set(['皇甫', '南宮', '諸葛', '鮮于', '獨孤', '司空', '西門', '東方']);

function labelOf(name: string): string {
  const korean = !name.includes(' ') && ((name.length === 3 && KOREAN_SURNAMES.has(name[0])) || (name.length === 4 && KOREAN_COMPOUND_SURNAMES.has(name.slice(0, 2))));
  return korean ? '내국인이름' : '외국인이름';
}

/** True when the Chinese-character words outside parentheses are as many, and as varied, as in mixed script. */
function isMixedScript(folded: string): boolean {
  const words = folded.split(/\s+/u).length;
  const han = [...folded.matchAll(new RegExp(`(?<!\\()${HAN}+`, 'gu'))].map((m) => m[0]);
  return han.length >= MIXED_SCRIPT_SHARE * words && new Set(han).size >= MIXED_SCRIPT_WORDS;
}

export function findHanNames(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const { folded } = rt;
  if (!new RegExp(HAN, 'u').test(folded)) return [];
  const mixed = isMixedScript(folded);
  const spans: Span[] = [];
  for (const m of folded.matchAll(NAME)) {
    const name = m[0];
    const start = m.index;
    const end = start + name.length;
    const before = folded.slice(Math.max(0, start - 12), start);
    // Beside another word in Chinese characters (`大法院 判決 要旨`): a phrase quoted in mixed script. Two words alone
    // read as a spaced name (`田中 健太`; `本件 土地` looks the same).
    const ends = endsWord(folded, end) || TITLE_AFTER.test(folded.slice(end, end + 4));
    if (isNotHanName(name) || !ends || PHRASE_AFTER.test(folded.slice(end, end + 2)) || PHRASE_BEFORE.test(before)) continue;
    const role = ROLE_BEFORE.test(before) || namedInParentheses(before, name);
    const demographic = DEMOGRAPHIC_AFTER.test(folded.slice(end, end + 16));
    // In parentheses (`사자(使者)`, `황보민철(皇甫敏哲)`): a gloss, whose word decides (name-glosses.ts); after a person's
    // word, the person's name (PERSON_BEFORE_GLOSS).
    const glossed = /[(（] ?$/u.test(before);
    if (!role && !demographic && (mixed || glossed)) continue;
    const reason = role ? 'role: a name in Chinese characters' : demographic ? 'pattern: a name in Chinese characters before (남/여, N세)' : 'pattern: a name in Chinese characters in Hangul text';
    spans.push(ruleSpan(rt, start, end, labelOf(name), ROLE_SCORE, reason));
  }
  return spans;
}
