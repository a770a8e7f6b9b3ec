// Per-slice figures for labelled files that carry slices (models/eval/slices.jsonl, written by
// models/training/make_slices.py): leak rate per slice (name style, organisation seen/unseen, category) and per
// corpus, and false spans per 10,000 characters — predicted spans that touch no gold mention and no `ignore` range
// (real names law.go.kr left in place, labelled neither way). The same definitions as training/slice_metrics.py, save
// that a leak is read on what the export replaced where the run gives it (the model's spans are its output there);
// beyond it, the leaks no suspect points to (what review would still miss) and the suspects on no mention.
import { isHeadWord, leadingHead, trailingHead } from '../redact/head-nouns';
import { isDistrictWord } from '../rules/address-words';
import { labelInfo } from '../taxonomy';
import { wilsonInterval } from './interval';
import { coverage, hasVisible, type PredictedSpan } from './metrics';

export interface SliceGold {
  start: number;
  end: number;
  label?: string;
  slice?: string;
}

export interface SliceDocument {
  id: string;
  text: string;
  corpus?: string;
  caseType?: string;
  gold: readonly SliceGold[];
  ignore: readonly { start: number; end: number }[];
  predicted: readonly PredictedSpan[];
  /**
   * The stretches the export replaced (the operators' edits, `Redaction.offsetMap`). Where given, a gold character leaks
   * unless one covers it: a span the export keeps (a public body, a law firm, a kind word `은행`) hides nothing. Without
   * it the predicted spans stand for them, as for a model's own output.
   */
  replaced?: readonly { start: number; end: number }[];
  /** What the reviewer is pointed to after redaction (redact/suspects.ts), when the run produced it. */
  suspects?: readonly { start: number; end: number; kind: string }[];
}

export interface LeakFigure {
  leak_rate: number;
  /** The 95 % Wilson interval of the leak rate, [low, high] (eval/interval.ts): what the slice's size allows. */
  leak_ci95: [number, number];
  leaked: number;
  mentions: number;
  /** Leaks whose only unredacted characters are a generic head word the court style keeps (`광주[은행]`). */
  head_only: number;
  /**
   * Leaks of an address whose only unredacted words are 시·군·구 or a province (`[춘천시] 죽림동 848`): the court
   * publishes those and the operators keep them by design; counted as leaked, but no part below the district shows.
   */
  district_only: number;
  /**
   * Leaks a predicted span covers whole that the export still shows, beyond a head word or a district: found, then kept
   * (a public body, a law firm); counted as leaked, since the figures measure what is published.
   */
  kept: number;
  /** Leaks no suspect points to either: what a reviewer who walks every suspect would still miss. */
  unflagged: number;
  unflagged_rate: number;
  /**
   * Leaks that show more than the court style keeps (neither head only nor district only), and their share of the
   * mentions, with its 95 % interval: the part of a name or place the export publishes.
   */
  beyond_style: number;
  beyond_style_rate: number;
  beyond_style_ci95: [number, number];
}

export interface FalseSpan {
  id: string;
  start: number;
  end: number;
  category: string;
  text: string;
  context: string;
}

/** A gold mention with a character left unredacted, for a person to read (`garim eval --leaks`). */
export interface LeakedMention {
  id: string;
  slice: string;
  text: string;
  context: string;
  /** The kind of the suspect pointing to it, or '' when none does. */
  suspect: string;
  /** Only its generic head word is visible (`[국민]은행`): counted as leaked, but no name shows. */
  headOnly: boolean;
  /** Only the 시·군·구 or province words of an address are visible (`[춘천시] 죽림동 848`): counted as leaked. */
  districtOnly: boolean;
  /** Found whole by a span, yet published: the export keeps it (a public body, a law firm). Counted as leaked. */
  kept: boolean;
}

export interface SliceMetrics {
  leak_by_slice: Record<string, LeakFigure>;
  leak_by_corpus: Record<string, LeakFigure>;
  leak_by_case_type: Record<string, LeakFigure>;
  false_spans_per_10k: Record<string, { per_10k: number; spans: number; characters: number }>;
  /** Suspects on no gold mention and no ignore range: the review they cost, per corpus (runs with suspects only). */
  false_suspects_per_10k?: Record<string, { per_10k: number; suspects: number; characters: number }>;
  false_spans: FalseSpan[];
  leaks: LeakedMention[];
}

function contextOf(text: string, start: number, end: number): string {
  return `${text.slice(Math.max(0, start - 15), start)}[${text.slice(start, end)}]${text.slice(end, end + 15)}`.replace(/\s+/gu, ' ');
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

type Tally = [leaked: number, mentions: number, headOnly: number, unflagged: number, districtOnly: number, kept: number];

/** What became of one gold mention, as the tallies count it. */
interface Outcome {
  leaked: boolean;
  headOnly: boolean;
  unflagged: boolean;
  districtOnly: boolean;
  kept: boolean;
}

function add(map: Map<string, Tally>, key: string, { leaked, headOnly, unflagged, districtOnly, kept }: Outcome): void {
  const v = map.get(key) ?? [0, 0, 0, 0, 0, 0];
  v[0] += leaked ? 1 : 0;
  v[1] += 1;
  v[2] += headOnly ? 1 : 0;
  v[3] += unflagged ? 1 : 0;
  v[4] += districtOnly ? 1 : 0;
  v[5] += kept ? 1 : 0;
  map.set(key, v);
}

function figures(map: Map<string, Tally>): Record<string, LeakFigure> {
  return Object.fromEntries(
    [...map.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, [l, n, h, u, d, kp]]) => [
        k,
        {
          leak_rate: l / n,
          leak_ci95: wilsonInterval(l, n),
          leaked: l,
          mentions: n,
          head_only: h,
          district_only: d,
          kept: kp,
          unflagged: u,
          unflagged_rate: u / n,
          beyond_style: l - h - d,
          beyond_style_rate: (l - h - d) / n,
          beyond_style_ci95: wilsonInterval(l - h - d, n),
        },
      ]),
  );
}

/**
 * The category of a gold mention: its label's, or where the taxonomy knows no such label (law.go.kr's `상호`), its
 * slice's (`org:unseen` an organisation, `ADDRESS` itself).
 */
function categoryOf(g: SliceGold): string | undefined {
  try {
    if (g.label) return labelInfo(g.label).category;
  } catch {
    // not a taxonomy label: the slice says
  }
  if (g.slice?.startsWith('name:')) return 'PERSON';
  if (g.slice?.startsWith('org:')) return 'BUSINESS';
  return g.slice && /^[A-Z_]+$/u.test(g.slice) ? g.slice : undefined;
}

/**
 * True when every unredacted character of the mention lies in its generic head words, which the court style keeps: the
 * trailing kind (`은행` of `광주은행`) and the company form it opens with (`유한회사` of `유한회사 스톤아트`).
 */
function onlyHeadLeft(text: string, g: SliceGold, redacted: Uint8Array): boolean {
  const category = categoryOf(g);
  if (!g.label || !category || category === 'PERSON') return false;
  const surface = text.slice(g.start, g.end);
  const head = trailingHead(surface, g.label, category);
  const lead = leadingHead(surface);
  // Each stretch left standing is the form it opens with, the kind it ends with, or a kind word inside it (`코오롱[호텔]
  // 가든`: the operators letter each name and keep the word between).
  const left = surface.split('').map((ch, k) => (redacted[g.start + k] ? ' ' : ch)).join('');
  const runs = [...left.matchAll(/\S+/gu)];
  const known = ({ 0: run, index: at }: RegExpExecArray) =>
    (at === 0 && lead.startsWith(run)) || (at + run.length === surface.length && head !== '' && head.endsWith(run)) || isHeadWord(run);
  return runs.length > 0 && runs.every(known);
}

/**
 * True when the unredacted characters of an address mention are all in words that name a 시·군·구 or a province
 * (`춘천시`, `서울특별시`, `경기도`), which the court style leaves standing.
 */
function onlyDistrictLeft(text: string, g: SliceGold, redacted: Uint8Array): boolean {
  const category = categoryOf(g);
  if (category !== 'ADDRESS' && category !== 'REGION') return false;
  for (const m of text.slice(g.start, g.end).matchAll(/\S+/gu)) {
    const from = g.start + m.index;
    if (!redacted.subarray(from, from + m[0].length).includes(0)) continue;
    // The whole word of the text: a region named inside a city's name (`[평택]시`) is that city's.
    const word = /\S*$/u.exec(text.slice(0, from))![0] + m[0] + /^\S*/u.exec(text.slice(from + m[0].length))![0];
    const bare = word.replace(/[,()]/gu, '').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!isDistrictWord(bare.replace(/(?:에서|에게|로부터|으로|로|에|의|은|는|이|가|을|를|와|과)+$/u, ''))) return false;
  }
  return true;
}

/** A predicted span is false when it overlaps no gold mention and no ignore range and is not only whitespace. */
export function falseSpans(doc: SliceDocument): FalseSpan[] {
  const covered = [...doc.gold, ...doc.ignore];
  return doc.predicted
    .filter((p) => doc.text.slice(p.start, p.end).trim() !== '' && !covered.some((g) => overlaps(p, g)))
    .map((p) => ({
      id: doc.id,
      start: p.start,
      end: p.end,
      category: p.category,
      text: doc.text.slice(p.start, p.end),
      context: contextOf(doc.text, p.start, p.end),
    }));
}

export function evaluateSlices(docs: readonly SliceDocument[]): SliceMetrics {
  const bySlice = new Map<string, Tally>();
  const byCorpus = new Map<string, Tally>();
  const byCase = new Map<string, Tally>();
  const falseCount = new Map<string, [number, number]>();
  const falseSuspects = new Map<string, [number, number]>();
  const list: FalseSpan[] = [];
  const leaks: LeakedMention[] = [];
  for (const doc of docs) {
    const found = coverage(doc.text.length, doc.predicted);
    const redacted = doc.replaced ? coverage(doc.text.length, doc.replaced) : found;
    const corpus = doc.corpus ?? 'unspecified';
    for (const g of doc.gold) {
      const leaked = hasVisible(doc.text, g, redacted);
      const headOnly = leaked && onlyHeadLeft(doc.text, g, redacted);
      const districtOnly = leaked && !headOnly && onlyDistrictLeft(doc.text, g, redacted);
      const kept = leaked && !headOnly && !districtOnly && !hasVisible(doc.text, g, found);
      const pointer = leaked ? doc.suspects?.find((x) => overlaps(x, g)) : undefined;
      const unflagged = leaked && pointer === undefined;
      const outcome: Outcome = { leaked, headOnly, unflagged, districtOnly, kept };
      if (g.slice) {
        add(bySlice, g.slice, outcome);
        add(bySlice, `${corpus}/${g.slice}`, outcome);
      }
      if (leaked) leaks.push({ id: doc.id, slice: g.slice ?? '', text: doc.text.slice(g.start, g.end), context: contextOf(doc.text, g.start, g.end), suspect: pointer?.kind ?? '', headOnly, districtOnly, kept });
      add(byCorpus, corpus, outcome);
      if (doc.caseType) add(byCase, `${corpus}/${doc.caseType}`, outcome);
    }
    const wrong = falseSpans(doc);
    list.push(...wrong);
    const f = falseCount.get(corpus) ?? [0, 0];
    falseCount.set(corpus, [f[0] + wrong.length, f[1] + doc.text.length]);
    if (doc.suspects) {
      const named = [...doc.gold, ...doc.ignore];
      const n = doc.suspects.filter((x) => !named.some((g) => overlaps(x, g))).length;
      const fs = falseSuspects.get(corpus) ?? [0, 0];
      falseSuspects.set(corpus, [fs[0] + n, fs[1] + doc.text.length]);
    }
  }
  return {
    leak_by_slice: figures(bySlice),
    leak_by_corpus: figures(byCorpus),
    leak_by_case_type: figures(byCase),
    false_spans_per_10k: Object.fromEntries(
      [...falseCount.entries()].map(([k, [n, chars]]) => [k, { per_10k: chars ? (n / chars) * 10000 : 0, spans: n, characters: chars }]),
    ),
    ...(falseSuspects.size
      ? {
          false_suspects_per_10k: Object.fromEntries(
            [...falseSuspects.entries()].map(([k, [n, chars]]) => [k, { per_10k: chars ? (n / chars) * 10000 : 0, suspects: n, characters: chars }]),
          ),
        }
      : {}),
    false_spans: list,
    leaks,
  };
}

export function formatSliceTable(m: SliceMetrics): string {
  const pct = (x: number) => `${(x * 100).toFixed(2)} %`;
  const interval = ([lo, hi]: [number, number]) => `${(lo * 100).toFixed(1)}–${(hi * 100).toFixed(1)} %`;
  const lines = ['', `${'slice'.padEnd(34)}${'leak'.padStart(10)}${'95 % interval'.padStart(16)}${'unflagged'.padStart(11)}${'mentions'.padStart(10)}${'head only'.padStart(11)}${'district only'.padStart(15)}${'kept'.padStart(7)}${'beyond style'.padStart(14)}`];
  for (const [k, v] of Object.entries({ ...m.leak_by_slice, ...Object.fromEntries(Object.entries(m.leak_by_case_type).map(([k2, v2]) => [`case ${k2}`, v2])) })) {
    lines.push(`${k.padEnd(34)}${pct(v.leak_rate).padStart(10)}${interval(v.leak_ci95).padStart(16)}${pct(v.unflagged_rate).padStart(11)}${String(v.mentions).padStart(10)}${String(v.head_only).padStart(11)}${String(v.district_only).padStart(15)}${String(v.kept).padStart(7)}${pct(v.beyond_style_rate).padStart(14)}`);
  }
  lines.push('', `${'false spans per 10,000 chars'.padEnd(34)}${'per 10k'.padStart(10)}${'spans'.padStart(10)}`);
  for (const [k, v] of Object.entries(m.false_spans_per_10k)) lines.push(`${k.padEnd(34)}${v.per_10k.toFixed(2).padStart(10)}${String(v.spans).padStart(10)}`);
  if (m.false_suspects_per_10k) {
    lines.push('', `${'suspects on no mention per 10k'.padEnd(34)}${'per 10k'.padStart(10)}${'suspects'.padStart(10)}`);
    for (const [k, v] of Object.entries(m.false_suspects_per_10k)) lines.push(`${k.padEnd(34)}${v.per_10k.toFixed(2).padStart(10)}${String(v.suspects).padStart(10)}`);
  }
  return `${lines.join('\n')}\n`;
}
