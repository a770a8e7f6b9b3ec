// Words that make a bare number an account number. Names that are also ordinary words (국민, 우리, 하나,
// 기업, 부산…) count only right before the number or with 은행.

export const BANK_NAMES = [
  'KB국민', '국민은행', 'KB', '신한', '우리은행', '하나은행', 'KEB하나', '농협', 'NH', '기업은행', 'IBK', 'SC제일', '제일은행', '씨티',
  '카카오뱅크', '토스뱅크', '케이뱅크', '새마을금고', '신협', '우체국', '수협', '부산은행', '대구은행', 'iM뱅크', '경남은행', '광주은행',
  '전북은행', '제주은행', '산업은행', 'KDB', '수출입은행', '저축은행', '증권',
];

const STRONG = [...BANK_NAMES, '계좌', '예금', '통장', '은행', '입금', '송금', '이체'].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

export const BANK_CONTEXT = new RegExp(STRONG.join('|'));

/** Ambiguous bank names: only as the word just before the number (`국민 123-45-678901`). */
export const BANK_NAME_RIGHT_BEFORE = /(?:^|[\s(])(?:국민|우리|하나|기업|농협|부산|대구|경남|광주|전북|제주|산업|수협)\s?$/;

/** A bank word within `window` characters before `start`, or an ambiguous bank name right before it. */
export function hasBankContext(folded: string, start: number, window = 25): boolean {
  const before = folded.slice(Math.max(0, start - window), start);
  return BANK_CONTEXT.test(before) || BANK_NAME_RIGHT_BEFORE.test(before.slice(-6));
}
