// Evaluation metrics over labelled documents. A "token" here is one non-whitespace character: the model is
// character-level, and whitespace is never PII, so counting it would only inflate the numbers.
import { CATEGORIES, resolveLabel } from '../taxonomy';
import type { CategoryId } from '../types';

export const TOKEN_DEFINITION = 'token = one non-whitespace character (UTF-16 code unit); the model is character-level';

export interface GoldSpan {
  start: number;
  end: number;
  /** Fine label or category id; an unknown label still counts for the binary metrics and the leak rate. */
  label: string;
}

export interface PredictedSpan {
  start: number;
  end: number;
  category: CategoryId;
}

export interface EvalDocument {
  text: string;
  gold: readonly GoldSpan[];
  predicted: readonly PredictedSpan[];
  /**
   * Stretches labelled neither way (real names law.go.kr left in place, the bank cells of a crime table): no token
   * in them counts, right or wrong, as training/slice_metrics.py counts them.
   */
  ignore?: readonly { start: number; end: number }[];
  /**
   * The stretches the export replaced (eval/slices.ts `SliceDocument.replaced`): where given, the leak rate counts a
   * gold character as redacted only inside one, so a span the export keeps hides nothing. The token and entity figures
   * read the predicted spans either way (what the engine found).
   */
  replaced?: readonly { start: number; end: number }[];
}

export interface Prf {
  precision: number;
  recall: number;
  f1: number;
}

export interface CategoryMetrics extends Prf {
  /** Gold tokens of the category. */
  support: number;
}

export interface EvalMetrics {
  documents: number;
  token_definition: string;
  binary_token: Prf;
  /** Token level, micro-averaged over categories: a token is right when its predicted category is the gold one. */
  token: Prf;
  /** Exact span and category. */
  entity: Prf;
  /** Share of gold mentions of which any token survives unredacted (outside every replaced stretch, or every predicted span). */
  leak_rate: number;
  gold_mentions: number;
  leaked_mentions: number;
  by_category: Partial<Record<CategoryId, CategoryMetrics>>;
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

/** 0 where a ratio is undefined (nothing predicted, nothing to find). */
function ratio(a: number, b: number): number {
  return b === 0 ? 0 : a / b;
}

export function prf({ tp, fp, fn }: Counts): Prf {
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  return { precision, recall, f1: ratio(2 * precision * recall, precision + recall) };
}

const NONE = -1;
const UNKNOWN = -2;
const CATEGORY_INDEX = new Map(CATEGORIES.map((c, i) => [c.id, i]));

function goldCategory(label: string): number {
  const info = resolveLabel(label);
  return info ? CATEGORY_INDEX.get(info.category)! : UNKNOWN;
}

/** 1 where a stretch covers the character. */
export function coverage(length: number, stretches: readonly { start: number; end: number }[]): Uint8Array {
  const mask = new Uint8Array(length);
  for (const s of stretches) mask.fill(1, Math.max(0, s.start), Math.min(length, s.end));
  return mask;
}

/** Whether a character of [start, end) other than whitespace lies outside the mask: the mention leaks. */
export function hasVisible(text: string, m: { start: number; end: number }, mask: ArrayLike<number>): boolean {
  for (let i = m.start; i < m.end; i++) if (mask[i] === 0 && !/\s/u.test(text[i])) return true;
  return false;
}

function clamp(text: string, s: { start: number; end: number }): [number, number] {
  return [Math.max(0, Math.min(text.length, s.start)), Math.max(0, Math.min(text.length, s.end))];
}

export function evaluate(docs: readonly EvalDocument[]): EvalMetrics {
  const binary: Counts = { tp: 0, fp: 0, fn: 0 };
  const entity: Counts = { tp: 0, fp: 0, fn: 0 };
  const perCat = CATEGORIES.map(() => ({ tp: 0, fp: 0, fn: 0, support: 0 }));
  let goldMentions = 0;
  let leaked = 0;
  for (const doc of docs) {
    const n = doc.text.length;
    const skip = new Uint8Array(n);
    for (const r of doc.ignore ?? []) skip.fill(1, ...clamp(doc.text, r));
    const gold = new Int16Array(n).fill(NONE);
    const pred = new Int16Array(n).fill(NONE);
    const goldKeys = new Set<string>();
    const unknownRanges = new Set<string>();
    for (const g of doc.gold) {
      const c = goldCategory(g.label);
      const [s, e] = clamp(doc.text, g);
      gold.fill(c, s, e);
      if (c === UNKNOWN) unknownRanges.add(`${s}:${e}`);
      else goldKeys.add(`${s}:${e}:${c}`);
    }
    const predKeys = new Set<string>();
    for (const p of doc.predicted) {
      const c = CATEGORY_INDEX.get(p.category)!;
      const [s, e] = clamp(doc.text, p);
      pred.fill(c, s, e);
      // A prediction on a gold mention of unknown label, or on a stretch labelled neither way, can be neither right nor
      // wrong at entity level.
      if (!unknownRanges.has(`${s}:${e}`) && !skip.subarray(s, e).includes(1)) predKeys.add(`${s}:${e}:${c}`);
    }
    for (let i = 0; i < n; i++) {
      if (skip[i] || /\s/u.test(doc.text[i])) continue;
      const g = gold[i];
      const p = pred[i];
      if (g !== NONE && p !== NONE) binary.tp++;
      else if (p !== NONE) binary.fp++;
      else if (g !== NONE) binary.fn++;
      if (g === UNKNOWN) continue;
      if (g >= 0) perCat[g].support++;
      if (g >= 0 && g === p) perCat[g].tp++;
      else {
        if (p >= 0) perCat[p].fp++;
        if (g >= 0) perCat[g].fn++;
      }
    }
    for (const k of predKeys) if (goldKeys.has(k)) entity.tp++;
    entity.fp += [...predKeys].filter((k) => !goldKeys.has(k)).length;
    entity.fn += [...goldKeys].filter((k) => !predKeys.has(k)).length;
    // Hidden: what the export replaced, or, for a model's output alone, what a span covers.
    const hidden = doc.replaced ? coverage(n, doc.replaced) : Uint8Array.from(pred, (c) => (c === NONE ? 0 : 1));
    for (const g of doc.gold) {
      const [start, end] = clamp(doc.text, g);
      goldMentions++;
      if (hasVisible(doc.text, { start, end }, hidden)) leaked++;
    }
  }
  const micro = perCat.reduce((a, c) => ({ tp: a.tp + c.tp, fp: a.fp + c.fp, fn: a.fn + c.fn }), { tp: 0, fp: 0, fn: 0 });
  const byCategory: Partial<Record<CategoryId, CategoryMetrics>> = {};
  CATEGORIES.forEach((c, i) => {
    const k = perCat[i];
    if (k.support + k.fp > 0) byCategory[c.id] = { ...prf(k), support: k.support };
  });
  return {
    documents: docs.length,
    token_definition: TOKEN_DEFINITION,
    binary_token: prf(binary),
    token: prf(micro),
    entity: prf(entity),
    leak_rate: ratio(leaked, goldMentions),
    gold_mentions: goldMentions,
    leaked_mentions: leaked,
    by_category: byCategory,
  };
}
