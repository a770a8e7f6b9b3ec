// Generic words that say what a named thing is (`나리 식당`, `주식회사 한빛`): courts letter the name and keep
// the word (`A 식당`, `주식회사 B`), which is what the reader needs and identifies no one.
import { trimRange } from '../common/trim-range';
import { endsWord } from './word-boundary';

const SUFFIX_HEADS = [
  '주식회사', '유한회사', '합자회사', '합명회사', '회사', '상사', '산업', '건설', '식당', '음식점', '주점', '호프', '노래방',
  '노래연습장', '카페', '다방', '편의점', '마트', '슈퍼', '상가', '시장', '공장', '농장', '아파트', '빌라', '빌딩', '오피스텔',
  '맨션', '주택', '호텔', '모텔', '여관', '펜션', '은행', '병원', '의원', '한의원', '치과', '약국', '학교', '초등학교', '중학교',
  '고등학교', '대학교', '대학', '학원', '어린이집', '유치원', '교회', '성당', '사찰', '센터', '협회', '조합', '재단', '지점',
  '지사', '본점', '사무소', '미용실', '주유소', '체육관', '클럽', '피시방', 'PC방',
  '지구대', '파출소', '치안센터',
];

const PREFIX_HEADS = ['주식회사', '유한회사', '합자회사', '합명회사', '사단법인', '재단법인', '의료법인', '학교법인', '사회복지법인', '(주)', '㈜'];

/** 아파트 동·호 and rooms (`101동`, `1203호`, `3층`): the unit word stays after the letter. */
const UNIT_LABELS = new Set(['동', '호', '호실', '층', '실', '수용동', '수용실']);
const UNIT_SUFFIXES = ['호실', '동', '호', '층', '실'];

const BY_LENGTH = (a: string, b: string) => b.length - a.length;
const SUFFIXES = [...SUFFIX_HEADS].sort(BY_LENGTH);
const PREFIXES = [...PREFIX_HEADS].sort(BY_LENGTH);

/** [nameStart, nameEnd) inside `surface` once generic head words are set aside; the whole surface when none. */
export function nameRange(surface: string, label: string): { start: number; end: number } {
  let start = 0;
  let end = surface.length;
  const unit = UNIT_LABELS.has(label) ? UNIT_SUFFIXES.find((u) => surface.endsWith(u) && surface.length > u.length) : undefined;
  if (unit) {
    end -= unit.length;
  } else {
    // The fine label often names the kind itself (`모텔`, `골프장`, `노래주점`).
    const heads = label.length >= 2 && /^[가-힣]+$/u.test(label) ? [label, ...SUFFIXES] : SUFFIXES;
    const suffix = heads.find((h) => surface.endsWith(h) && surface.slice(0, -h.length).trim().length > 0);
    if (suffix) end -= suffix.length;
  }
  const prefix = PREFIXES.find((h) => surface.startsWith(h) && surface.slice(h.length, end).trim().length > 0);
  if (prefix) start += prefix.length;
  return trimRange(surface, start, end);
}

/** The name part alone, for grouping `나리 식당` and `나리식당` as one business. */
export function nameCore(surface: string, label: string): string {
  const r = nameRange(surface, label);
  return surface.slice(r.start, r.end);
}


function headsFor(label: string): string[] {
  return label.length >= 2 && /^[가-힣]+$/u.test(label) ? [label, ...SUFFIXES] : SUFFIXES;
}

// Words a court placeholder stops before that are not head nouns of a name: units (`1608호`), buildings, exits.
const PLACEHOLDER_STOPS = [...UNIT_SUFFIXES, '건물', '역', '출구', '번', '점', '사'];

/**
 * The longest generic word that `word` ends with (`양시장` → `시장`, `호` → `호`), or ''. Never for person names:
 * 김영호 and 홍길동 end in unit syllables.
 */
export function trailingHead(word: string, label: string, category: string): string {
  if (category === 'PERSON') return '';
  return [...headsFor(label), ...PLACEHOLDER_STOPS].sort(BY_LENGTH).find((h) => word.endsWith(h)) ?? '';
}

/** `head` starts at `pos` and a particle or the word's end closes it (`시장` of `망원시장을`). */
export function headClosesAt(text: string, pos: number, head: string): boolean {
  return text.startsWith(head, pos) && endsWord(text, pos + head.length);
}

/** The generic word that starts at `pos` and that a particle or the word's end closes (headClosesAt), or ''. */
export function gluedHeadAt(text: string, pos: number, label: string): string {
  return [...headsFor(label)].sort(BY_LENGTH).find((h) => headClosesAt(text, pos, h)) ?? '';
}

/** True for a generic word that says what a named thing is (`은행`, `사무소`, `주식회사`). */
export function isHeadWord(word: string): boolean {
  return SUFFIX_HEADS.includes(word) || PREFIXES.includes(word);
}

/** The company form a name opens with (`유한회사` of `유한회사 스톤아트`), or ''. */
export function leadingHead(word: string): string {
  return PREFIXES.find((h) => word.startsWith(h)) ?? '';
}

/** True for a generic word that stands before a name (`주식회사`, `(주)`). */
export function isPrefixHead(word: string): boolean {
  return PREFIXES.includes(word);
}

/**
 * Where a span's end cuts a head word in two (`우리은|행`), the start of that head word, so the name stops before
 * it as court placeholders do (`<우리>은행` → `A은행`); else `end` unchanged.
 */
export function endBeforeSplitHead(text: string, start: number, end: number, label: string): number {
  for (const head of headsFor(label)) {
    for (let k = head.length - 1; k >= 1; k--) {
      if (end - k > start && text.startsWith(head.slice(0, k), end - k) && text.startsWith(head.slice(k), end)) return end - k;
    }
  }
  return end;
}
