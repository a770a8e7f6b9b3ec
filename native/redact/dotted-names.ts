// A foreign name written with middle dots between its words (`아누라·디사나야케`, `모에·윈`, `샤히드·이므울르·초드리`), as
// some courts and registration documents write them. The model and the role reader each find a part (`[아누라]·[디사나
// 야케]` as two people, `소외 [모에]·윈` leaving 윈); the whole run is one person. A run is joined only where a person
// span covers a part, and never where every part is a Korean full name (`김철수·이영희`: two people) or a part is a
// dictionary word (`초·중·고등학교`, `한국·미국`).
import { isNounOrCompound } from '../lexicon/common-compound';
import { areDottedNameParts, isFrequentFullName, isNotName, MIDDLE_DOT as DOT } from '../rules/role-context';
import { ruleSpan } from '../rules/span';
import { labelInfo } from '../taxonomy';
import { splitTrailingParticle } from '../tokenizer/particles';
import type { Span } from '../types';
import { PROSE_END } from './spaced-names';
import { replaceableReadings, reshaped, withSpans } from './span-list';

const HANGUL = /[가-힣]/u;
const MAX_PARTS = 4;

interface Run {
  start: number;
  end: number;
  parts: string[];
}

/**
 * The dotted run of Hangul words around `at`, its last word's particle left outside, or undefined. A reader's span that
 * ends past that particle (`니말·[페르난도]`: 도) but inside the word took it as the name's: the run ends with the span.
 */
function runAround(text: string, at: number, spanEnd = 0): Run | undefined {
  let start = at;
  while (start > 0 && (HANGUL.test(text[start - 1]) || (DOT.test(text[start - 1]) && HANGUL.test(text[start - 2] ?? '')))) start--;
  let end = at;
  while (end < text.length && (HANGUL.test(text[end]) || (DOT.test(text[end]) && HANGUL.test(text[end + 1] ?? '')))) end++;
  const words = text.slice(start, end).split(DOT);
  if (words.length < 2 || words.length > MAX_PARTS) return undefined;
  const last = words[words.length - 1];
  const split = splitTrailingParticle(last, 1).particle.length;
  const particle = spanEnd > end - split && spanEnd <= end ? end - spanEnd : split;
  const parts = [...words.slice(0, -1), last.slice(0, last.length - particle)];
  return { start, end: end - particle, parts };
}

/** Person spans on a part of a dotted name become one span over the whole name. */
export function joinDottedNames(text: string, spans: readonly Span[]): Span[] {
  const retired = new Set<Span>();
  const added: Span[] = [];
  for (const s of spans) {
    if (s.category !== 'PERSON' || s.source === 'user' || retired.has(s) || s.text.includes(' ')) continue;
    if (!DOT.test(text[s.end] ?? '') && !DOT.test(text[s.start - 1] ?? '') && !DOT.test(s.text)) continue;
    const run = runAround(text, s.start, s.end);
    if (!run || run.end < s.end || (run.start === s.start && run.end === s.end)) continue;
    // A person span across a dot inside the run is a reader's word that the dotted parts are one name.
    const acrossDot = spans.some((o) => o.category === 'PERSON' && o.start >= run.start && o.end <= run.end && DOT.test(o.text));
    // Two people side by side are Korean full names with a frequent surname (`김철수·이영희`); a part no such name reads
    // as makes the run one name (`[이므란]·[라흐만]`: 라 is a rare surname, 흐만 no given name's).
    if (!areDottedNameParts(run.parts, acrossDot || !run.parts.every(isFrequentFullName))) continue;
    // Another category over a part (`[서울]·부산`) or a user's decision: the run is not read as one name.
    const inside = replaceableReadings(spans, run.start, run.end);
    if (!inside) continue;
    for (const o of inside) retired.add(o);
    added.push({ ...reshaped(text, s, run.start, run.end, `dotted: one name in ${run.parts.length} parts`), label: '외국인이름', tier: labelInfo('외국인이름').tier });
  }
  return withSpans(spans, added, retired);
}

// Words prose puts on either side of a middle dot (`교육·지시하는`, `토석채취·운송권을`, `라목·바목`): a verb's or
// particle's ending (spaced-names' PROSE_END), a suffix or a legal enumeration's unit.
const PART_SUFFIX = /(?:적|상|별|간|등|권|목|항|호|조)$/u;
// Only the last part ends as a verb or particle does in prose (`교육·지시하는`); a name's other parts may end so (`모에·쪼·예`).
// `최초발주일·월`: a unit of time or count written alone is no name's syllable.
const UNIT_SYLLABLE = /^[년월일분초회번개]$/u;
const isProsePart = (p: string, last: boolean) => UNIT_SYLLABLE.test(p) || (p.length >= 2 && ((last && PROSE_END.test(p)) || PART_SUFFIX.test(p)));
const COPULA = /(?:입니다|이다|이고|이며|이라고|라고)$/u;

/** The run without the copula after its last part (`찬타·찬입니다` → `찬타·찬`): no part of the name. */
function withoutCopula(run: Run): Run {
  const last = run.parts[run.parts.length - 1];
  const copula = COPULA.exec(last)?.[0].length ?? 0;
  return copula === 0 ? run : { start: run.start, end: run.end - copula, parts: [...run.parts.slice(0, -1), last.slice(0, -copula)] };
}
// `찬니·다비오비치·헹`: a patronymic runs to five syllables.
const MAX_PART = 5;
const DOTTED_RUN = /(?<![가-힣·・])[가-힣]+(?:[·・][가-힣]+){1,3}(?![·・])/gu;

/**
 * A dotted run no span touches, or only the model's reading of parts as another category, is a foreign name where
 * every part could only be a name's (`가져온 산다·예, 피고인`, `소개로 온 찬타·찬입니다`): of five syllables or fewer, no
 * dictionary word or compound, no word judgments put after a role, none ending as prose ends (the last part with a
 * particle's or a verb's ending, any part with a unit's). In the release and precedent-kr (3.4 M characters) two dotted
 * runs pass `areDottedNameParts` and these checks and are no name (`토석채취·운송권을`, `라목·바목`, both kept out by
 * the unit endings); on development draws 49 of 109 dotted names passed the stricter checks of four syllables and no
 * part ending as prose (the rest are found by the model or a role).
 */
export function addDottedNames(text: string, spans: readonly Span[]): Span[] {
  const added: Span[] = [];
  const retired = new Set<Span>();
  for (const m of text.matchAll(DOTTED_RUN)) {
    const found = runAround(text, m.index);
    const run = found && withoutCopula(found);
    if (!run || run.parts.some((p) => p.length === 0)) continue;
    // The model's reading of parts as something else (`카림·[샤히울르·초드리]`, a CULTURE) gives way; any other stands.
    const inside = replaceableReadings(spans, run.start, run.end);
    if (!inside || inside.some((s) => s.category === 'PERSON')) continue;
    const strict = run.parts.every((p, i) => p.length <= MAX_PART && !isNounOrCompound(p) && !isNotName(p) && !isProsePart(p, i === run.parts.length - 1));
    if (!strict || !areDottedNameParts(run.parts)) continue;
    for (const s of inside) retired.add(s);
    added.push(ruleSpan(text, run.start, run.end, '외국인이름', 0.7, `dotted: one name in ${run.parts.length} parts, none a word of prose`));
  }
  return withSpans(spans, added, retired);
}
