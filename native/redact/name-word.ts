// Whether a word of a judgment reads as a name: no prose (a role or other non-name word, a dictionary noun, a pronoun,
// a verb form, a noun with a time suffix), not glued to a mask or a number, not on a judge's or counsel's line; and
// where a spaced foreign name starts. Shared by the names read from the model's near misses (doubt-names.ts) and
// from the slot a word stands in (context-names.ts).
import { isDictionaryNoun } from '../lexicon/common-compound';
import { alternation } from '../rules/alternation';
import { isNotName } from '../rules/role-context';
import { MASK_CLASS } from '../rules/masks';
import { COURT_ROLE_WORDS } from '../rules/role-context-words';
import { closedBySsangsiot } from './hangul';

// A word glued to a mask or a number is the rest of a masked or numbered word (`○○호에서`, `부산진구○○`).
export const GLUED = new RegExp(`[\\p{L}\\p{N}${MASK_CLASS}]`, 'u');
// A noun and the suffix of an approximate time or amount (`오후경`, `하루쯤`, `건별`).
const SUFFIXED = /^(.{2,})(?:경|쯤|씩|별|측)$/u;
const PRONOUNS = new Set(['이것', '그것', '저것', '이곳', '그곳', '저곳', '여기', '거기', '저기', '이분', '그분', '저분', '이들', '그들']);
const COURT_ROLE = new RegExp(alternation(COURT_ROLE_WORDS), 'u');

// What follows a tense's ㅆ in a verb: an ending (`했을`, `했음`, `했으니`, `했는`, `했던`, `했다`, `했고`, `했지`, `했어`,
// `했습니다`); not the particle (으)로 (`뽑팠으로부터`), which no verb takes.
const AFTER_TENSE = /^(?:[음을는던다고지어습]|으(?!로))/u;

/**
 * Tense and verb endings: a syllable closed by ㅆ before an ending, inside the stem or after it (`대쉬했을`,
 * `마셨으리라고`, `마쳤음은`, `언짢아있는`), and 하/되 before the adnominal 는 (`배웅하는`). A word that ends on the ㅆ
 * syllable, or goes on with a case particle, is no verb (`가명은 뽑팠으로 하고`, `쌨팠 직원을 사칭`, `켰팠에게`): no
 * verb stops at its tense, and a random name's syllables may close so.
 */
function isVerbForm(stem: string, word: string): boolean {
  const after = word.startsWith(stem) ? word.slice(stem.length) : '';
  for (let i = 0; i < stem.length; i++) {
    if (closedBySsangsiot(stem[i]) && AFTER_TENSE.test(i === stem.length - 1 ? after : stem.slice(i + 1))) return true;
  }
  return /[하되]$/u.test(stem) && /^[는은]/u.test(word.slice(stem.length));
}

/** `여기`, `그곳`, `이분`, `그들`: a pronoun of place, thing or person. */
export function isPronoun(word: string): boolean {
  return PRONOUNS.has(word);
}

/** Prose, whatever follows it: a role or other non-name word, a dictionary noun, a pronoun, a verb form, `오후경`. */
export function isProse(stem: string, word: string): boolean {
  if (isNotName(stem) || isNotName(word) || isDictionaryNoun(stem) || PRONOUNS.has(stem) || isVerbForm(stem, word)) return true;
  const suffixed = SUFFIXED.exec(stem);
  return suffixed !== null && isDictionaryNoun(suffixed[1]);
}

/** The signature block and counsel lines name judges and lawyers, whom the court rule keeps visible. */
export function onCourtLine(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  return COURT_ROLE.test(text.slice(Math.max(lineStart, start - 60), start).replace(/\s+/gu, ''));
}

// One-syllable words of prose, not a surname: those before a noun (determiners, numerals, prefixes, adverbs) and the
// bound nouns after a verb (`하였을 뿐 옮헴땅에게`, `할 수`, `한 것`).
const BEFORE_NOUN = new Set('전 현 구 신 고 약 총 각 본 당 동 제 매 첫 새 헌 옛 온 한 두 세 네 몇 및 그 이 저 위 뭇 순 갓 맨 단 왜 또 더 덜 잘 못 안 꼭 곧 늘 좀 다 참 쭉 딱 막'.split(' '));
const PRENOUN = new Set([
  ...BEFORE_NOUN,
  ...'뿐 수 것 줄 데 바 적 채 듯 등 중 때 후 간 측 외 시 경 씩 쯤 분 명 개 번 원 년 월 일 날 곳 점 양 식 차 겸 대 내 상 하'.split(' '),
  // a verb's adnominal form before a noun (`알게 된 휩퇴를`, `빌려 준 돈`)
  ...'된 난 든 준 낸 할 될 볼 올 갈'.split(' '),
]);

/** A one-syllable determiner, numeral, prefix or adverb: a word prose puts before a noun or a name (`위`, `각`, `전`). */
export function isBeforeNounSyllable(word: string): boolean {
  return BEFORE_NOUN.has(word);
}

/** A one-syllable word of prose (a determiner, numeral, adverb, bound noun), or one no name is. */
export function isProseSyllable(word: string): boolean {
  return PRENOUN.has(word) || isNotName(word);
}

/**
 * A one-syllable word just before the name is the surname of a spaced foreign name (`마 신위에 대한`): left out, it
 * would stay visible next to a redacted given name, and no suspect would point at it any more.
 */
export function spacedNameStart(text: string, start: number): number {
  const prev = text.slice(Math.max(0, start - 4), start);
  // A word of its own: after a space, or after a quotation opening (`"마 샤오밍, 이리 와봐라`), not a 조사 after a
  // closing one (`'의 벳긍`), which a letter stands before.
  const m = /(?:^|\s|(?:^|[\s(])["“‘'])([가-힣]) $/u.exec(prev);
  return m && !isProseSyllable(m[1]) ? start - 2 : start;
}
