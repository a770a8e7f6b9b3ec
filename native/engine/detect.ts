// The detection pipeline: model spans (MODEL_STEPS: cut at an unclosed parenthesis, pieces of one word joined,
// particles given back, words completed, a glued role or account word cut off, a number's particle given back, cut at
// a table's cells) + rule spans → cleaned → role readings end where the model's names end → merged → MERGE_STEPS (minority guesses dropped, public bodies' addresses left, names listed after names, gap
// fillers, spaced names joined, glosses) → roles → propagated → lists beside propagated mentions read, propagated again
// → names a glued 도/만 split joined (`[아르만]도 [레예스]`, the second word found by propagation) → cleaned again → one
// decision per surface.
import { trimRange } from '../common/trim-range';
import { addNamesAcrossBreaks, joinLatinNamesAtBreaks } from '../redact/across-breaks';
import { decideConsistently } from '../redact/consistency';
import { namesFromDoubts } from '../redact/doubt-names';
import { cleanSpans } from '../redact/hygiene';
import { endBeforeSplitHead, isHeadWord, isPrefixHead, trailingHead } from '../redact/head-nouns';
import { detectRoles } from '../redact/roles';
import { mergeSpans } from '../redact/merge';
import { addAliases } from '../redact/aliases';
import { addBankNames } from '../redact/bank-names';
import { addBranchNames } from '../redact/branch-names';
import { addBusinessesAtAddresses } from '../redact/business-at-address';
import { addOwnersAtAddresses } from '../redact/owner-at-address';
import { addContextNames, quotingParticleLength } from '../redact/context-names';
import { addGluedBusinessNames } from '../redact/glued-business';
import { addQuotedBusinessNames } from '../redact/quoted-business';
import { cutAtCells, dropTableFrames } from '../redact/table-frames';
import { addListedNames, addNamesListedBefore } from '../redact/name-lists';
import { addNameGlosses } from '../redact/name-glosses';
import { addDottedNames, joinDottedNames } from '../redact/dotted-names';
import { addRecurringNameWords } from '../redact/recurring-name-words';
import { takeNameSuffixI } from '../redact/name-suffix-i';
import { joinWrappedNumbers } from '../redact/wrapped-numbers';
import { addLastSyllableWords } from '../redact/last-syllable-names';
import { addLatinNameRuns } from '../redact/latin-name-runs';
import { joinGluedParticleNames, joinMisreadNameWords, joinSpacedNames, widenForeignNames } from '../redact/spaced-names';
import { widenToPatternNames } from '../redact/name-patterns';
import { dropMinorityGuesses } from '../redact/minority';
import { propagate } from '../redact/propagate';
import { dropPublicAddresses } from '../redact/public-addresses';
import { yieldToModelStems } from '../redact/model-stems';
import { isWordChar, particleChainAt } from '../redact/word-boundary';
import { findRuleSpans } from '../rules/find-rule-spans';
import { gluedRoleLength } from '../rules/role-context';
import { NAME_FINAL_PARTICLES, splitTrailingParticle, trimSpanParticles } from '../tokenizer/particles';
import { labelInfo } from '../taxonomy';
import type { ModelDoubt, Span } from '../types';

// Only person names are trimmed, and only down to three syllables (`홍길동이` → `홍길동`, `박정의` stays): on the
// bundled model's test split every trimmed business name was a name that ends like a particle (엘리나, 시나브로,
// 팡새레스토랑), and each trim leaked a syllable.
const MIN_STEM: Partial<Record<Span['category'], number>> = { PERSON: 3 };

/** Particle chains like `이는` come off one particle at a time. */
const MAX_TRIMS = 3;

// The titles a quoted name goes by (`일명 '근한별이 팀장'`).
const TITLES = '대리|팀장|과장|실장|부장|차장|사장|이사|상무|전무|본부장|지점장';

/**
 * Where no 조사 can stand, the model's last syllable is the name's: before `명의` (`애초롱이 명의의 계좌`, `서슬기로
 * 명의`; only `의` is said there, `X의 명의`; `X가 명의를 빌려주다` has its 조사), before the 등 of a list that then takes
 * the dative or the source (`간슬기로 등으로부터`: no 조사 stands before that 등; `X의 등을` is a back), and before the
 * sex and age a court puts right after a name (`초롱이(여, 30세)`), or the name in another script it glosses it with
 * (`겐타로(林健太郎)`), and before a title a quote closes on (`일명 '근한별이 팀장'`: the name and title one goes by; in
 * the release 51 marked names stand there, none with a 조사 — unquoted, `X이 이사로 근무` has its subject's 이), and
 * before whose business or property it is (`피해자 박으뜸이 운영의 식당`, `X 소유인`: 81 marked names in the release, only
 * ever 의 between, `망 X의 소유인`, which stays out).
 */
const BARE_NAME_AFTER = new RegExp(
  `^(?: 명의(?:의|로)?(?![가-힣])| 등(?:에게서|에게|으로부터|한테서|한테)(?![가-힣])| (?:${TITLES})[’'”"]| (?:운영|소유)(?:의|인)(?![가-힣])|\\((?:남|여|\\d+세|\\p{Script=Han}|[A-Z][A-Za-z]))`,
  'u',
);

/** No 조사 stands at `end`, after a person's word (BARE_NAME_AFTER), unless that word ends in the 의 said there (`X의 명의`). */
function noParticleAt(text: string, end: number): boolean {
  return BARE_NAME_AFTER.test(text.slice(end, end + 6)) && text[end - 1] !== '의';
}

/**
 * … and a last syllable that reads as a one-syllable 조사 before the punctuation that closes a listed, quoted or
 * described name (`공소외 민슬기로, 공소외 …`, `"피고 개해솔이"는`, `라흐만(가명, 여)`): of 4,324 particles after a
 * marked name in the release, 23 stand before such punctuation (에게 18, 과 2, 은 2, 의 1), none of them 이, 가, 로, 도,
 * 만 or 께; on nine development draws trimming one syllable there cut the name's own 13 times in 13. Longer
 * chains still go (`[노숙인으로],`).
 */
const CLOSED_AFTER = /^[(,)"”'’」』·]/u;

// A name in Latin letters or digits and the Hangul glued after it (`[KHAN THI MAI가],`, `[Samsung이]`): the Hangul is a
// particle chain whatever the category, as no such name ends in a Hangul syllable that reads as one.
const LATIN_THEN_PARTICLE = /[A-Za-z0-9]([가-힣]{1,3})$/u;

/** Model spans that swallowed a 조사 (`홍길동이는`, `KHAN THI MAI가`) give it back. */
export function trimParticles(text: string, spans: readonly Span[]): Span[] {
  return spans.map((s) => {
    const min = MIN_STEM[s.category];
    if (s.source !== 'model') return s;
    if (min === undefined) return latinWithoutParticle(text, s);
    if (noParticleAt(text, s.end)) return s;
    // The first step decides (category, word end); later steps peel the rest of a chain off the stem.
    let end = trimSpanParticles(text, s.start, s.end, s.category).end;
    if (end === s.end - 1 && s.category === 'PERSON' && CLOSED_AFTER.test(text.slice(s.end, s.end + 1))) return s;
    // The quoting 라는 a person span swallowed goes back (`간 [후렐수흐라]는 사람`); otherwise 나, 랑 and 께 after a person
    // are the name's (`스베틀라나`, `쿠마오브나`, `몬럽옮께`: NAME_FINAL_PARTICLES), and the model's reading is kept.
    const quoted = s.category === 'PERSON' && end === s.end ? quotingParticleLength(text, s) : 0;
    if (quoted > 0) end -= quoted;
    else if (NAME_FINAL_PARTICLES.test(text.slice(end, s.end))) return s;
    if (end - s.start < min) return s;
    for (let k = 1; k < MAX_TRIMS && end !== s.end; k++) {
      const { particle } = splitTrailingParticle(text.slice(s.start, end), min);
      // … and stay the name's under a particle of their own (`[스베틀라나]는`, `[몬럽옮께]의`).
      if (!particle || NAME_FINAL_PARTICLES.test(particle)) break;
      end -= particle.length;
    }
    return end === s.end ? s : { ...s, end, text: text.slice(s.start, end) };
  });
}

/** `s` without the particle chain glued after its Latin or digit stem (`[LG Display가]` → `[LG Display]가`). */
function latinWithoutParticle(text: string, s: Span): Span {
  const glued = LATIN_THEN_PARTICLE.exec(s.text)?.[1];
  if (!glued || /[가-힣]/u.test(text[s.end] ?? '') || particleChainAt(`${glued} `, 0) !== glued.length) return s;
  const end = s.end - glued.length;
  return { ...s, end, text: text.slice(s.start, end) };
}

const DIGIT = /\p{N}/u;
const DOT = /[·・]/u;
const HANGUL = /\p{Script=Hangul}/u;

/**
 * A model person span that opens with a party role glued to the name (`[피해자동방진우]`, or completeWords' whole word)
 * starts after the role.
 */
export function dropGluedRoles(text: string, spans: readonly Span[]): Span[] {
  return spans.map((s) => {
    const role = s.source === 'model' && s.category === 'PERSON' ? gluedRoleLength(text.slice(s.start, s.end)) : 0;
    return role > 0 ? { ...s, start: s.start + role, text: text.slice(s.start + role, s.end) } : s;
  });
}

// Numbers the court numbers (`계좌번호 1 생략`): their model spans sometimes take the particle after the last digit.
const NUMBER_CATEGORIES: ReadonlySet<Span['category']> = new Set(['ID_NUMBER', 'CONTACT', 'FINANCIAL', 'ONLINE', 'OTHER_NUMBER']);

/**
 * A model number span that took the particle after its last digit (`[123-456-789012로] 다시`) gives it back: the export
 * lost the particle, and the same account read once with it and once without got two numbers (`계좌번호 2 생략`).
 */
export function dropNumberParticles(text: string, spans: readonly Span[]): Span[] {
  return spans.map((s) => {
    if (s.source !== 'model' || !NUMBER_CATEGORIES.has(s.category)) return s;
    const tail = /\d([가-힣]+)$/u.exec(s.text)?.[1];
    if (!tail || particleChainAt(text, s.end - tail.length) !== tail.length) return s;
    const end = s.end - tail.length;
    return { ...s, end, text: text.slice(s.start, end) };
  });
}

// What an account is held at is the bank, never the account: `[농협계좌]`, `[하나은행예금계좌]` (unspaced text) end before it.
const GLUED_ACCOUNT = /(?:예금)?(?:계좌|통장)$/u;
const ACCOUNT_HOLDERS: ReadonlySet<Span['category']> = new Set(['INSTITUTION', 'BUSINESS', 'ORGANIZATION']);

/** A model span for a bank or business that took the account word glued after it gives it back. */
export function dropGluedAccountWords(text: string, spans: readonly Span[]): Span[] {
  return spans.map((s) => {
    if (s.source !== 'model' || !ACCOUNT_HOLDERS.has(s.category)) return s;
    const word = GLUED_ACCOUNT.exec(text.slice(s.start, s.end));
    if (!word || s.end - word[0].length - s.start < 2) return s;
    const end = s.end - word[0].length;
    return { ...s, end, text: text.slice(s.start, end) };
  });
}

/**
 * A model span never runs across one side of a parenthesis (`[뚜안(Tuan], 베트남 국적)`): it ends before an opening
 * one it does not close, or starts after a closing one it did not open, where a name of two characters or more is
 * left (a balanced pair stays: `쿠클럭스클랜(KKK)`). The gloss inside is read by redact/name-glosses.ts. A span that
 * stops right before the parenthesis's close takes it (`[듀베티커피숍(duvetecoffeeshop]`, `[꾹듕끈(대표 꽃됨턴]`,
 * `‘[에브리타임(너랑나랑]'`): the model read the gloss as the name's, and cutting it off left it in the open.
 */
export function cutUnbalancedParens(text: string, spans: readonly Span[]): Span[] {
  return spans.map((s) => {
    if (s.source !== 'model') return s;
    const open = s.text.lastIndexOf('(');
    const close = s.text.indexOf(')');
    let { start, end } = s;
    const unclosed = open >= 0 && s.text.indexOf(')', open) < 0;
    if (unclosed && text[s.end] === ')' && open < s.text.length - 1) end = s.end + 1;
    else if (unclosed) end = s.start + open;
    else if (close >= 0 && s.text.lastIndexOf('(', close) < 0) start = s.start + close + 1;
    ({ start, end } = trimRange(text, start, end));
    if ((start === s.start && end === s.end) || end - start < 2) return s;
    return { ...s, start, end, text: text.slice(start, end) };
  });
}

/** Two neighbours belong to one name: word characters, not a digit next to Hangul (`2023|고단1234`, `1608|호`). */
function joined(a: string, b: string): boolean {
  if (!isWordChar(a) || !isWordChar(b)) return false;
  return !((DIGIT.test(a) && HANGUL.test(b)) || (HANGUL.test(a) && DIGIT.test(b)));
}

/**
 * Model spans that meet inside a word are one mention the model read in pieces (`[창동주공1][9단지아파트재건축정비사업]`,
 * `[광교더퍼스트지식산][업][센터]`): completing each on its own made them overlap, and the merge kept one and lost the
 * other's characters. Each piece's reading now covers the whole run, one span per category (the likeliest piece of
 * it), and hygiene and the merge choose among them as they would among any readings of one mention (`중로[8][1]`:
 * a two-digit account goes, the number stays). A number and a name meeting are two mentions and stay apart.
 */
export function joinWordPieces(text: string, spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || a.end - b.end);
  // A number glued to a name is two mentions (`WISCOM지점[310-27796]`: a branch, then its account).
  const kinds = (a: Span, b: Span) => NUMBER_CATEGORIES.has(a.category) === NUMBER_CATEGORIES.has(b.category);
  const piece = (a: Span, b: Span) => a.source === 'model' && b.source === 'model' && a.end === b.start && kinds(a, b) && joined(text[b.start - 1], text[b.start]);
  const out: Span[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && piece(sorted[j - 1], sorted[j])) j++;
    if (j === i + 1) {
      out.push(sorted[i++]);
      continue;
    }
    const run = sorted.slice(i, j);
    const start = run[0].start;
    const end = run[run.length - 1].end;
    const best = new Map<string, Span>();
    for (const s of run) if ((best.get(s.category)?.score ?? -1) < s.score) best.set(s.category, s);
    for (const s of best.values()) out.push({ ...s, start, end, text: text.slice(start, end) });
    i = j;
  }
  return out;
}

/** A model span is completed by at most this many characters on each side: longer runs are not one name. */
const MAX_COMPLETION = 6;
/** … not counting the particles after it (`[구찌골]프스튜디오에서`): the longest chain is five (`으로부터는`). */
const MAX_PARTICLES = 5;

/** A word's remainder once the head word it ends in comes off (`양시장` → `양`). */
function withoutTrailingHead(remainder: string, span: Span): string {
  const head = trailingHead(remainder, span.label, span.category);
  return head ? remainder.slice(0, remainder.length - head.length) : remainder;
}

/** Where the first head word inside `rest` starts (`프스튜디오` has none: its length). */
function headAt(rest: string): number {
  for (let at = 0; at < rest.length; at++) for (let k = 2; at + k <= rest.length; k++) if (isHeadWord(rest.slice(at, at + k))) return at;
  return rest.length;
}

/** A word's remainder after `name` once trailing particles (a chain) come off. */
function withoutParticles(name: string, rest: string, span: Span, bare: boolean): string {
  let word = name + rest;
  // Never into the name: `[쿠마라 페레라]는` gives back 는, not the longer 라는 that would cut the name; and no
  // particle at all where none can stand (`bare`: before `(남, 45세)` or a gloss).
  for (let k = 0; !bare && k < MAX_TRIMS && word.length > name.length; k++) {
    const { stem, particle } = splitTrailingParticle(word, name.length);
    // `[서리타 쿠마오브]나`: 나, 랑 and 께 after a person are the name's, as in trimParticles; under a particle already
    // taken off they are the word's whatever it names, as no particle follows them (`[백운보석]사우나에서`: 사우 + 나 left
    // `나` visible).
    if (!particle || ((span.category === 'PERSON' || k > 0) && NAME_FINAL_PARTICLES.test(particle))) break;
    word = stem;
  }
  return word.slice(name.length);
}

/**
 * A model span that starts or stops inside a word takes the rest of the name (`[세븐일레]븐` → `세븐일레븐`,
 * `한[도하]` → `한도하`, `[안양관]양시장` → `안양관양` + `시장`): a half-redacted name still identifies. It stops where
 * court placeholders stop, before particles and generic head words, and one that cuts a head word in two gives the
 * head back (`[우리은]행` → `우리` + `은행`), so the court operator writes `A은행`.
 */
export function completeWords(text: string, spans: readonly Span[]): Span[] {
  return spans.map((s) => {
    if (s.source !== 'model') return s;
    let start = s.start;
    while (start > 0 && s.start - start <= MAX_COMPLETION && joined(text[start - 1], text[start])) start--;
    if (s.start - start > MAX_COMPLETION || isPrefixHead(text.slice(start, s.start))) start = s.start;
    // A span that stops on or before the dot inside a dotted name (`[응우옌·반·]안`, `[응우옌·반]·안`) goes on into
    // the word after it; a span with no dot of its own stops there (`초·[중]·고등학교`).
    const from = s.category === 'PERSON' && DOT.test(text[s.end] ?? '') && DOT.test(s.text) ? s.end + 1 : s.end;
    const dotted = DOT.test(text[from - 1]) && isWordChar(text[from]);
    let wordEnd = from;
    const reach = MAX_COMPLETION + MAX_PARTICLES;
    while (wordEnd < text.length && wordEnd - from <= reach && ((dotted && wordEnd === from) || joined(text[wordEnd - 1], text[wordEnd]))) wordEnd++;
    if (wordEnd === from) wordEnd = s.end;
    let end = s.end;
    // … as trimParticles reads it, 의 aside (`망 X의 소유인`, `X의 명의`).
    const bare = s.category === 'PERSON' && noParticleAt(text, wordEnd);
    const name = text.slice(start, s.end);
    const rest = text.slice(s.end, wordEnd);
    // What is left of the word after the name once trailing particles (a chain) and a head word come off.
    const restStem = withoutParticles(name, rest, s, bare);
    const remainder = withoutTrailingHead(restStem, s);
    const split = endBeforeSplitHead(text, start, s.end, s.label);
    if (wordEnd - from <= MAX_COMPLETION) {
      end = split < s.end ? split : s.end + remainder.length;
    } else if (wordEnd - from <= reach && restStem.length <= MAX_COMPLETION && split === s.end) {
      // The longer rest stops at a head word inside it too (`[충북혁신도시센트레빌]아파트채권단을`: 아파트 and what follows stay).
      end = s.end + Math.min(headAt(restStem), remainder.length);
    }
    if (start === s.start && end === s.end) return s;
    return { ...s, start, end, text: text.slice(start, end) };
  });
}

/**
 * `[…우리메디컬센터빌][딩]건물`: a span completeWords gave a split head word back from (`…센터` + `빌딩`) leaves the
 * model's other piece of that head (`딩`) on its own; the head is the court's to keep (`A빌딩`), so the piece goes.
 */
export function dropHeadPieces(text: string, spans: readonly Span[]): Span[] {
  const ends = new Set(spans.filter((s) => s.category !== 'PERSON').map((s) => s.end));
  return spans.filter((s) => {
    if (s.source !== 'model' || s.category === 'PERSON' || ends.has(s.start)) return true;
    // A head word that starts where another span ends and ends with this one.
    for (let at = s.start - 1; at >= Math.max(0, s.start - 3); at--) if (ends.has(at) && isHeadWord(text.slice(at, s.end))) return false;
    return true;
  });
}

/** The fine label a category-only model span most likely has, from its shape and the words just before it. */
function fineLabelOf(text: string, s: Span): string | undefined {
  const before = text.slice(Math.max(0, s.start - 20), s.start);
  const digits = s.text.replace(/[^0-9]/gu, '');
  if (s.category === 'FINANCIAL' && digits.length >= 6) return /카드/u.test(before) ? '카드번호' : '계좌번호';
  if (s.category === 'CONTACT') {
    if (/@/u.test(s.text)) return '이메일주소';
    if (digits.length >= 7) return /^01[016789]/u.test(digits) ? '휴대전화번호' : '전화번호';
  }
  if (s.category === 'VEHICLE' && /[가-힣]/u.test(s.text) && digits.length >= 6) return '차량번호';
  return undefined;
}

/**
 * The bundled model emits categories only; a number it found gets the fine label a judgment would name it by
 * (`계좌번호 1 생략`, not `금융정보 1 생략`), since 761 of the training data's 798 financial mentions are accounts.
 */
export function refineLabels(text: string, spans: readonly Span[]): Span[] {
  return spans.map((s) => {
    if (s.source !== 'model' || s.label !== s.category) return s;
    const label = fineLabelOf(text, s);
    return label ? { ...s, label, tier: labelInfo(label).tier } : s;
  });
}

/**
 * What the engine adds to the model's spans before combining: the rule recognizers' spans and the model's near misses
 * on a person that read as names (redact/doubt-names.ts); `doubts` have passed doubt hygiene (cleanDoubts).
 */
export function ruleInput(text: string, doubts: readonly ModelDoubt[]): Span[] {
  return [...findRuleSpans(text), ...namesFromDoubts(text, doubts)];
}

/**
 * The model's spans, in order, before anything sees them: cut at a parenthesis they do not close, pieces the model read
 * of one word joined, particles given back, words completed (a piece of a head word given back dropped), a glued role
 * and a glued account word cut off, cut at a table's cells, a table's frame dropped.
 */
const MODEL_STEPS: readonly ((text: string, spans: readonly Span[]) => Span[])[] = [
  cutUnbalancedParens,
  joinWordPieces,
  trimParticles,
  completeWords,
  dropHeadPieces,
  dropGluedRoles,
  dropGluedAccountWords,
  dropNumberParticles,
  refineLabels,
  cutAtCells,
  dropTableFrames,
];

/** After the merge, in order: each takes the spans so far and returns them with its own decisions applied. */
const MERGE_STEPS: readonly ((text: string, spans: readonly Span[]) => Span[])[] = [
  // A table's header and row numbers hold labels, not values, whoever read them (redact/table-frames.ts).
  dropTableFrames,
  // An account or identity number a wrapped line broke is one number (`계좌(877⏎-03-859639)`).
  joinWrappedNumbers,
  // A word the model tagged at a few of its many occurrences, or an everyday word at half of them, seeds nothing
  // (`상관`, `단란주점`).
  dropMinorityGuesses,
  // The address of the prison or court named right after it is the public body's (`… 30에 있는 인천구치소`).
  dropPublicAddresses,
  // Names listed after a found name (`김민수, 붓으, 켰둔펄돛과`) are names too, and seed propagation like it.
  addListedNames,
  // … and before one (`피고인과 영앴천, [범퇴얀]은`), where the first item opens a list.
  addNamesListedBefore,
  // A spaced name before `명의` around the model's reading of its last words is taken whole (`당 [반 롱] 명의`).
  widenToPatternNames,
  // A business named after an address's `에 있는` that nothing marks is marked (`… 255에 있는 비어클럽에서`), and a
  // quoted one the sentence presents as a business (`‘24시스마트동물병원' 식당에서`).
  addBusinessesAtAddresses,
  addQuotedBusinessNames,
  // Whose office or home stands at an address just given is named before `의 사무실` (`… 7-33에 있는 라힘 칸의 사무실에서`).
  addOwnersAtAddresses,
  // A word no dictionary knows glued to the kind of a business (`남중약국`, `명지병원`) names it.
  addGluedBusinessNames,
  // A bank of the closed list that nothing marks is marked (`하나은행 직원을 사칭`).
  addBankNames,
  // The branch named after a business where the sentence goes on to it (`이야기모바일 김포공항점 앞에서`).
  addBranchNames,
  // The short name given a party just named (`주식회사 껑깝욤횔(이하 ‘병뇐’이라 한다)`) is the party's, and seeds propagation.
  addAliases,
  // A word no dictionary knows where only a person stands (`뇌퇴에게`, `X 팀장을 사칭`).
  addContextNames,
  // Latin words that end as a name ends and nothing else reads (`KHAN BINOD, Hassan [Jose] 등과`) are a person.
  addLatinNameRuns,
  // A foreign name written with middle dots is one person (`아누라·디사나야케`, `소외 모에·윈`), not `A·B` or `A·윈`.
  joinDottedNames,
  // … and one no span touches whose every part could only be a name's (`가져온 산다·예, 피고인`).
  addDottedNames,
  // A foreign name the model read in part as a business or place, the other word left (`디네시 [라나싱헤]와`), is a person.
  joinMisreadNameWords,
  // A foreign name found in halves is one person (`아이린 커밍스`), not `F G`; a first word the model left is taken.
  joinSpacedNames,
  widenForeignNames,
  // … and its last syllable before what only a person takes (`툰 [아웅에브나] 윈에게`).
  addLastSyllableWords,
  // A word beside every mention of a found name is the name's (`소피압 [속]` seven times).
  addRecurringNameWords,
  // The familiar suffix 이 before a particle, a parenthesis or the next name is the name's (`정초롱이⏎가`, `삼한별이, 장곡욱`).
  takeNameSuffixI,
  // The same name in Chinese characters or Latin letters right after it (`황보민철(皇甫敏哲)`), last so it glosses all.
  addNameGlosses,
];

/** Runs one named step of combineSpans; `npm run bench` passes one that times each step. */
export type StageTimer = <T>(stage: string, step: () => T) => T;
const untimed: StageTimer = (_stage, step) => step();

/** Sorted, non-overlapping spans with roles, every mention of every found entity included. */
export function combineSpans(text: string, modelSpans: readonly Span[], ruleSpans: readonly Span[], time: StageTimer = untimed): Span[] {
  // Hygiene before the merge, so a fragment (`87` of `2009가합1487`) neither wins a merge nor seeds propagation.
  // Rule spans go along so a number a rule already reads whole is not widened into a rival of it.
  const cleaned = time('clean', () => cleanSpans(text, [...MODEL_STEPS.reduce((spans, step) => step(text, spans), modelSpans), ...ruleSpans]));
  // A role reading one particle longer than the model's name (`[간뇻은]` vs `[간뇻]은`) ends where the model's does.
  const merged = time('merge', () => MERGE_STEPS.reduce((spans, step) => step(text, spans), mergeSpans(text, yieldToModelStems(text, cleaned))));
  // Roles first, so a propagated mention inherits its seed's role; then once more for any left without one.
  const once = time('propagate', () => propagate(text, time('roles', () => detectRoles(text, merged))));
  // A list after or before a mention only propagation found (`근재석, 어금으켬과 개었긔는`, where 근재석 was found later
  // in the text) is read once more, and what it adds is propagated in turn.
  const relisted = time('relist', () => addNamesListedBefore(text, addListedNames(text, once)));
  // A listed name may take the place of the model's part of it (`후인 [티 하]` → `후인 티 하`) and leave the count as
  // it was: anything not the same span at the same place is a change.
  const changed = relisted.length !== once.length || relisted.some((s, i) => s !== once[i]);
  const propagated = time('propagate', () => detectRoles(text, changed ? propagate(text, relisted) : once));
  // A foreign name split at a 도 or 만 taken for a particle is one once propagation has found its other word; a name
  // found elsewhere is found where a line break cuts it too (`바트에⏎르데네라는`), before the last roles.
  const joined = joinGluedParticleNames(text, propagated);
  return time('consistency', () => detectRoles(text, joinLatinNamesAtBreaks(text, addNamesAcrossBreaks(text, decideConsistently(text, cleanSpans(text, joined))))));
}
