// Banks by name (`하나은행 직원을 사칭`, `농협 계좌`, `새마을금고에서 대출`). The release marks every bank a judgment
// names (label `은행`, its most frequent organisation), and the model marks most of them, but not all: it missed one
// mention in twenty on held-out excerpts, mostly where no account follows. Korea's banks are a closed list; the
// engine adds the mentions nothing covers (redact/bank-names.ts), leaving the model's reading where it has one (the
// release writes `[국민]은행` and `[국민은행]` both). The central bank (한국은행) and the post office (우체국) are public
// bodies the court rule keeps; generic words (`시중은행`, `저축은행`, `지역농협`) are no bank's name.
import type { Span } from '../types';
import { asRuleText, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const BANKS = [
  // commercial and special banks, with the forms judgments write
  'KB국민은행', '국민은행', '신한은행', '우리은행', 'KEB하나은행', '하나은행', 'SC제일은행', '제일은행', '한국씨티은행', '씨티은행',
  'IBK기업은행', '기업은행', 'NH농협은행', '농협은행', '농협', 'Sh수협은행', '수협은행', '수협', '신협', '새마을금고', 'KDB산업은행',
  '산업은행', '한국수출입은행', '수출입은행', '부산은행', '대구은행', 'iM뱅크', '경남은행', '광주은행', '전북은행', '제주은행',
  '카카오뱅크', '토스뱅크', '케이뱅크',
  // banks merged away since, named in older judgments
  '외환은행', '조흥은행', '한미은행', '서울은행', '상업은행', '한일은행', '주택은행', '평화은행', '충청은행', '경기은행', '동화은행',
  '대동은행', '동남은행', '보람은행', '장기신용은행',
];

const BANK_SET = new Set(BANKS);
const BANK_SCORE = 0.9;
// Not inside a longer word (`시중은행`, `지역농협`); anything may follow (`농협계좌`, `신협조합`, `새마을금고에서`). A wrapped
// line may break the name anywhere (`경남은⏎행`: text from a PDF).
// The names are letters only: nothing to escape.
const wrappable = (name: string) => [...name].join('(?:\\r?\\n)?');
const BANK = new RegExp(`(?<![가-힣A-Za-z0-9])(?:${[...BANKS].sort((a, b) => b.length - a.length).map(wrappable).join('|')})`, 'gu');

export function findBankNames(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  return [...rt.folded.matchAll(BANK)].map((m) => ruleSpan(rt, m.index, m.index + m[0].length, '은행', BANK_SCORE, 'bank name'));
}

/** True for a bank of the list, whole (`새마을금고`): never a word of a person's name. */
export function isBankName(word: string): boolean {
  return BANK_SET.has(word);
}
