// A Vietnamese name as courts write it in Hangul: surname, middle name, given name (`당 반 롱과`, `후인 티 하는`,
// `응우옌 반 안(남, 30세)`). Vietnamese surnames are a closed class (these cover nine in ten people) and the middle
// name is mostly 반 (men) or 티 (women), so three such words in a row are a name wherever they stand, with or without
// a role word before them. On the 1.9 M characters of marked excerpts and the 36 precedent-kr judgments the shape
// occurs nowhere outside a marked name.
import { isDictionaryNoun } from '../lexicon/common-compound';
import type { Span } from '../types';
import { particleRest } from './role-context';
import { asRuleText, type RuleText } from './rule-text';
import { ruleSpan } from './span';

const SURNAMES = ['응우옌', '응웬', '응우엔', '쩐', '레', '팜', '호앙', '후인', '휜', '판', '부', '부이', '보', '당', '도', '호', '응오', '즈엉', '르엉', '리', '마이', '찐', '딘', '하', '또', '람', '카오', '루', '랑', '꽉'];
const MIDDLE = ['반', '티', '득', '꽝', '딘', '홍', '민', '탄', '응옥', '응욕', '투', '후', '바', '흐우', '찌', '낌', '비엣', '쑤언', '타잉', '안'];
const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const NAME = new RegExp(`(?<![가-힣])(?:${byLength(SURNAMES)}) (?:${byLength(MIDDLE)}) ([가-힣]{1,6})`, 'gu');

const SCORE = 0.85;

export function findVietnameseNames(input: string | RuleText): Span[] {
  const rt = asRuleText(input);
  const spans: Span[] = [];
  for (const m of rt.folded.matchAll(NAME)) {
    const last = m[1];
    // The given name is one or two syllables; what follows it in its word is a particle (`롱과`, `하이가`), else the
    // word is no name of this shape (`투대표가`: a title glued on).
    let given = 0;
    for (let l = 1; l <= Math.min(2, last.length) && given === 0; l++) if (particleRest(last, l)) given = l;
    // `도 반 이상이`: a two-syllable dictionary word there is prose.
    if (given === 0 || (given === 2 && isDictionaryNoun(last.slice(0, 2)))) continue;
    const end = m.index + m[0].length - last.length + given;
    spans.push(ruleSpan(rt, m.index, end, '외국인이름', SCORE, 'Vietnamese name: surname, middle and given name'));
  }
  return spans;
}
