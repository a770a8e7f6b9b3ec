// A second look after redaction: what still looks like an identifier but no span covers. Nothing here is
// redacted unless the reviewer accepts it (or the CLI runs with --strict); the list only points.
import { isDictionaryNoun } from '../lexicon/common-compound';
import { isKoreanShaped } from './korean-names';
import { COMPANY_WORDS, COURT_ROLE_WORDS, NAME_ROLE_WORDS, NOT_NAMES, WEAK_ROLE_WORDS } from '../rules/role-context-words';
import { alternation } from '../rules/alternation';
import { isNotName, wordsBeforeNamePatterns } from '../rules/role-context';
import { isExcluded, prepareRuleText, type RuleText } from '../rules/rule-text';
import { labelInfo } from '../taxonomy';
import type { ModelDoubt, Span, Suspect, SuspectKind, UncertainWord } from '../types';
import { cleanDoubts } from './doubt-hygiene';
import { byPosition } from './span-list';
import { endsWord, particleChainAt } from './word-boundary';

// Words the role rule skips as ordinary words that are also given names: worth a reviewer's look after a role word.
const AMBIGUOUS = new Set(['하나', '하늘', '사랑', '소망', '은혜', '미래', '진실', '정의', '자유', '평화', '희망', '한결', '나라', '보람', '슬기', '이슬', '누리', '한울', '가람', '다솜']);

// Words after a role word that are grammar, not a possible name: never worth a reviewer's look.
const GRAMMAR = new Set([
  '본인', '자신', '자기', '각자', '일행', '모두', '전원', '일부', '측', '등', '및', '외', '겸', '또는', '내지', '혹은', '역시', '또한',
  '스스로', '혼자', '대신', '함께', '같이', '이', '그', '저', '위', '각', '당시', '이후', '이전', '사이', '간', '중', '명의', '소유',
  '주장', '진술', '운영', '사건', '범행', '회사', '측의', '들', '상대방', '쌍방', '당사자', '모르게', '몰래', '이것', '그것', '저것',
]);

const ROLE_WORDS = new Set(NAME_ROLE_WORDS);
const ROLE = new RegExp(`(?<![가-힣A-Za-z0-9])(${alternation(NAME_ROLE_WORDS)})(?: ?\\d{1,2})? (?=[가-힣])`, 'gu');
// Not a decimal or a thousands group (`24.2`, `,768`): tables that lost their separators are not identifiers.
const DIGITS = /(?<![\dA-Za-z]|\d[.,-])\d(?:[\d-]{4,}\d)(?![\dA-Za-z]|[.,-]\d)/gu;
const HANDLE = /(?<![A-Za-z0-9_.@])@?[A-Za-z][A-Za-z0-9_.]{3,}(?![A-Za-z0-9_@])/gu;
const EMAIL_LIKE = /[A-Za-z0-9._-]+\s?(?:@|＠|\(at\)|\[at\])\s?[A-Za-z0-9-]+(?:\s?(?:\.|\(dot\)|\[dot\])\s?[A-Za-z]{2,})+/gu;

function suspect(text: string, start: number, end: number, kind: SuspectKind, detail: string, label: string): Suspect {
  const info = labelInfo(label);
  return { start, end, text: text.slice(start, end), kind, detail, label: info.id, category: info.category };
}

/** True when a span already covers some character of [start, end). */
function isCovered(covered: Uint8Array, start: number, end: number): boolean {
  return covered.subarray(start, end).some((x) => x !== 0);
}

/** A range handed in from outside (an OCR word, a model doubt) that lies within the text. */
function inText(text: string, r: { start: number; end: number }): boolean {
  return r.start >= 0 && r.end <= text.length && r.start < r.end;
}

/** The stem of a Hangul word without its last particle (`하나는` → `하나`, `변호인의` → `변호인`). */
function stemOf(word: string): string {
  for (let l = word.length - 1; l >= 1; l--) if (particleChainAt(`${word} `, l) === word.length - l) return word.slice(0, l);
  return word;
}

function roleWordSuspects(text: string, covered: Uint8Array): Suspect[] {
  const out: Suspect[] = [];
  for (const m of text.matchAll(ROLE)) {
    const start = m.index + m[0].length;
    let end = start;
    while (end < text.length && /[가-힣]/u.test(text[end])) end++;
    const word = text.slice(start, end);
    const stem = stemOf(word);
    if (isCovered(covered, start, start + stem.length)) continue;
    if (GRAMMAR.has(stem) || ROLE_WORDS.has(stem) || COURT_ROLE_WORDS.includes(stem) || COMPANY_WORDS.has(stem)) continue;
    if (AMBIGUOUS.has(stem) ? WEAK_ROLE_WORDS.includes(m[1]) : NOT_NAMES.has(stem) || !isKoreanShaped(stem) || isNotName(word) || isNotName(stem)) continue;
    const why = NOT_NAMES.has(stem) ? 'a word the role rule skips' : 'a name-shaped word the rules did not take';
    out.push(suspect(text, start, start + stem.length, 'role-word', `role: ${m[1]} (${why})`, '내국인이름'));
  }
  return out;
}

/**
 * A foreign-looking or unusual word before `명의`, `작성의`, `에 대한 … 조서`, `의 법정진술` that no span covers. Where
 * the model took part of a spaced name (`마리아 [산토스] 명의`), the words it left are the suspect.
 */
function namePatternSuspects(text: string, rt: RuleText, covered: Uint8Array): Suspect[] {
  const out: Suspect[] = [];
  for (const w of wordsBeforeNamePatterns(rt)) {
    if (GRAMMAR.has(text.slice(w.start, w.end)) || isExcluded(rt, w.start, w.end)) continue;
    let runStart = -1;
    let runEnd = -1;
    const flush = () => {
      if (runStart >= 0) out.push(suspect(text, runStart, runEnd, 'name-pattern', `pattern: ${w.reason} (not a Korean-shaped name)`, '외국인이름'));
      runStart = -1;
    };
    for (const m of text.slice(w.start, w.end).matchAll(/\S+/gu)) {
      const a = w.start + m.index;
      const b = a + m[0].length;
      if (isCovered(covered, a, b)) flush();
      else {
        if (runStart < 0) runStart = a;
        runEnd = b;
      }
    }
    flush();
  }
  return out;
}

function patternSuspects(text: string, covered: Uint8Array, re: RegExp, kind: SuspectKind, label: string, keep: (s: string, start: number) => boolean): Suspect[] {
  const out: Suspect[] = [];
  for (const m of text.matchAll(re)) {
    const start = m.index;
    const end = start + m[0].length;
    if (isCovered(covered, start, end) || !keep(m[0], start)) continue;
    out.push(suspect(text, start, end, kind, kind, label));
  }
  return out;
}

/**
 * Words OCR was unsure of that no span covers: a misread name is one the detectors cannot recognise, so a reviewer
 * reads the page there. Accepting one redacts it as a number when it is mostly digits, else as a name (the safer
 * reading of an unknown word).
 */
function uncertainSuspects(text: string, covered: Uint8Array, uncertain: readonly UncertainWord[]): Suspect[] {
  return uncertain
    .filter((w) => inText(text, w) && /[\p{L}\p{N}]{2}/u.test(text.slice(w.start, w.end)) && !isCovered(covered, w.start, w.end))
    .map((w) => {
      const word = text.slice(w.start, w.end);
      const digits = (word.match(/\d/gu) ?? []).length;
      const label = digits * 2 > word.length ? '번호' : '내국인이름';
      return suspect(text, w.start, w.end, 'ocr-low-confidence', `OCR confidence ${Math.round(w.confidence)} %`, label);
    });
}

/**
 * Words the model nearly marked (model/model-doubts.ts) that no span covers: a name or business of a shape the model
 * never saw is most often one of these, so the reviewer is pointed there. Accepting one redacts it as the label the
 * model leaned to.
 */
function doubtSuspects(text: string, covered: Uint8Array, doubts: readonly ModelDoubt[]): Suspect[] {
  return doubts
    .filter((d) => inText(text, d) && !isCovered(covered, d.start, d.end))
    .map((d) => suspect(text, d.start, d.end, 'model-doubt', `the model's second guess: ${d.label} (${Math.round(d.score * 100)} %)`, d.label));
}

/** Whole-word occurrences of a redacted surface that no span covers (inside a longer word, after a glued prefix). */
function redactedElsewhere(text: string, spans: readonly Span[], covered: Uint8Array, redacted: ReadonlySet<number>): Suspect[] {
  const out: Suspect[] = [];
  const seen = new Set<string>();
  for (const [i, s] of spans.entries()) {
    if (!redacted.has(i) || s.text.length < 2 || seen.has(s.text) || /^\d+$/u.test(s.text)) continue;
    seen.add(s.text);
    for (let at = text.indexOf(s.text); at >= 0; at = text.indexOf(s.text, at + 1)) {
      const end = at + s.text.length;
      if (isCovered(covered, at, end)) continue;
      // Two characters inside a longer word (`영수` in `영수증`) match by chance; only a word start counts.
      if (s.text.length < 3 && at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1])) continue;
      out.push(suspect(text, at, end, 'redacted-elsewhere', `redacted elsewhere as ${s.label}`, s.label));
    }
  }
  return out;
}

/**
 * What might still be left after redaction: name-shaped words after a role word, unusual words before a pattern
 * that follows names (`X 명의`), long digit groups, Latin handles and e-mail-like strings that no span covers,
 * uncovered occurrences of a redacted surface, words OCR misread and words the model nearly marked.
 * `redacted` holds the indices of spans whose entity is replaced (kept judges and courts are not).
 */
export function findSuspects(
  text: string,
  spans: readonly Span[],
  redacted: ReadonlySet<number>,
  uncertain: readonly UncertainWord[] = [],
  doubts: readonly ModelDoubt[] = [],
): Suspect[] {
  const covered = new Uint8Array(text.length);
  for (const s of spans) covered.fill(1, Math.max(0, s.start), Math.min(text.length, s.end));
  const rt = prepareRuleText(text);
  const all = [
    ...roleWordSuspects(text, covered),
    ...namePatternSuspects(text, rt, covered),
    ...patternSuspects(text, covered, EMAIL_LIKE, 'email-like', '이메일주소', () => true),
    // Seven digits or more, not a date (`32015-06-05` is a table's row number glued to a date).
    ...patternSuspects(text, covered, DIGITS, 'digit-group', '번호', (s, start) =>
      s.replace(/-/gu, '').length >= 7 &&
      !/(?:19|20)\d{2}-\d{1,2}-\d{1,2}/u.test(s) &&
      !(/[가-힣]/u.test(text[start - 1] ?? '') && /[가-힣]/u.test(text[start + s.length] ?? '')) &&
      !isExcluded(rt, start, start + s.length)),
    // A handle has lower-case letters and a digit, an underscore or an @; model codes (`DCY270`, `C162`) do not.
    ...patternSuspects(text, covered, HANDLE, 'latin-handle', '아이디', (s) => /[a-z]/u.test(s) && /^@|_|\d/u.test(s) && !/\.(?:com|net|kr|org)$/iu.test(s)),
    ...redactedElsewhere(text, spans, covered, redacted),
    ...uncertainSuspects(text, covered, uncertain),
    ...doubtSuspects(text, covered, doubts),
  ];
  const out = nonOverlapping(all);
  return nonOverlapping([...out, ...suspectedElsewhere(text, covered, out)]);
}

/** Earlier and longer first; a later suspect overlapping a kept one is dropped. */
function nonOverlapping(all: Suspect[]): Suspect[] {
  all.sort(byPosition);
  const out: Suspect[] = [];
  for (const s of all) if (!out.length || s.start >= out[out.length - 1].end) out.push(s);
  return out;
}

// Suspects that point at a name (a word after a role, before `명의`, one the model nearly marked): their other mentions.
const NAME_SUSPECTS: ReadonlySet<SuspectKind> = new Set(['role-word', 'name-pattern', 'model-doubt']);

/**
 * The other mentions of a word a suspect points at as a name (`년혔과 지인 관계` → `년혔이`, `년혔을` …): a reviewer who
 * accepts one sees the rest, and a leak in plain prose no longer goes unflagged. Whole words only (particles after).
 */
function suspectedElsewhere(text: string, covered: Uint8Array, found: readonly Suspect[]): Suspect[] {
  const out: Suspect[] = [];
  const seen = new Set<string>();
  for (const f of found) {
    if (!NAME_SUSPECTS.has(f.kind) || f.text.length < 2 || !/^[가-힣 ]+$/u.test(f.text) || seen.has(f.text)) continue;
    // A near miss of the model is worth following only for a person, and not for prose it nearly took (`관한`, `이것`).
    if (f.kind === 'model-doubt' && (f.category !== 'PERSON' || isNotName(f.text) || isDictionaryNoun(f.text) || GRAMMAR.has(f.text))) continue;
    seen.add(f.text);
    for (let at = text.indexOf(f.text); at >= 0; at = text.indexOf(f.text, at + 1)) {
      const end = at + f.text.length;
      if (at === f.start || isCovered(covered, at, end) || /[가-힣]/u.test(text[at - 1] ?? '')) continue;
      if (!endsWord(text, end)) continue;
      out.push(suspect(text, at, end, f.kind, `${f.detail}; another mention`, f.label));
    }
  }
  return out;
}

/** Suspects as spans, for `--strict` and for a reviewer's accept: they are then redacted like any rule span. */
export function suspectSpan(s: Suspect, tier: Span['tier'] = labelInfo(s.label).tier): Span {
  return {
    start: s.start,
    end: s.end,
    text: s.text,
    label: s.label,
    category: s.category,
    tier,
    score: 0.5,
    source: 'rule',
    reason: `suspect: ${s.detail}`,
  };
}

type FinishedRedaction = { spans: readonly Span[]; offsetMap: readonly { spanIndex: number }[] };

/**
 * The suspects of a finished redaction: the spans it replaced are those in its offset map; the model's near misses
 * are taken as the runner reported them and pass doubt hygiene here.
 */
export function suspectsOf(text: string, r: FinishedRedaction, uncertain?: readonly UncertainWord[], doubts: readonly ModelDoubt[] = []): Suspect[] {
  return suspectsOfCleanDoubts(text, r, uncertain, cleanDoubts(text, doubts));
}

/** The same, for near misses that already passed doubt hygiene (the engine cleans them once per document). */
export function suspectsOfCleanDoubts(text: string, r: FinishedRedaction, uncertain: readonly UncertainWord[] | undefined, doubts: readonly ModelDoubt[]): Suspect[] {
  return findSuspects(text, r.spans, new Set(r.offsetMap.map((seg) => seg.spanIndex)), uncertain, doubts);
}
