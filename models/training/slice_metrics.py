"""Per-slice figures over models/eval/slices.jsonl rows and per-character predictions ('O' or a category).

- leak rate per slice: share of gold mentions of which a non-whitespace character is predicted O, with its 95 %
  Wilson interval (what a slice of a few hundred mentions can tell; native/eval/interval.ts computes the same);
- binary token P/R/F1 per corpus and per case type (whitespace not counted; `ignore` ranges not counted);
- false spans: maximal runs of predicted non-O characters that overlap no gold span and no `ignore` range,
  per 10,000 characters, per corpus (listed by false_spans.py so a person can check them).
"""
import math
from collections import defaultdict
from typing import Dict, List, Sequence, Tuple


def runs(pred: Sequence[str]) -> List[Tuple[int, int]]:
    out, start = [], None
    for i, p in enumerate(list(pred) + ['O']):
        if p != 'O' and start is None:
            start = i
        elif p == 'O' and start is not None:
            out.append((start, i))
            start = None
    return out


def false_spans(row: dict, pred: Sequence[str]) -> List[Tuple[int, int]]:
    covered = [(s['start'], s['end']) for s in row['spans']] + [(r['start'], r['end']) for r in row.get('ignore', [])]
    text = row['text']
    return [(a, b) for a, b in runs(pred)
            if text[a:b].strip() and not any(s < b and a < e for s, e in covered)]


Z95 = 1.959964


def wilson_interval(k: int, n: int, z: float = Z95) -> List[float]:
    """The Wilson score interval of k successes in n trials, [low, high] rounded to 4 decimals; [0, 1] when n is 0."""
    if n <= 0:
        return [0.0, 1.0]
    p, z2 = k / n, z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


def _leak(v) -> Dict[str, object]:
    return {'leak_rate': round(v[0] / v[1], 4), 'leak_ci95': wilson_interval(v[0], v[1]), 'leaked': v[0], 'mentions': v[1]}


def _f1(tp, fp, fn):
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    return {'precision': round(p, 4), 'recall': round(r, 4), 'f1': round(2 * p * r / (p + r), 4) if p + r else 0.0}


def score(rows: Sequence[dict], preds: Sequence[Sequence[str]]) -> Dict[str, object]:
    leak = defaultdict(lambda: [0, 0])          # slice -> [leaked, mentions]
    corpus_leak = defaultdict(lambda: [0, 0])
    tok = defaultdict(lambda: [0, 0, 0])         # group -> tp fp fn
    false = defaultdict(lambda: [0, 0])          # corpus -> [false spans, characters]
    for row, pred in zip(rows, preds):
        text = row['text']
        gold = [False] * len(text)
        skip = [False] * len(text)
        for s in row['spans']:
            for k in range(s['start'], s['end']):
                gold[k] = True
        for r in row.get('ignore', []):
            for k in range(r['start'], r['end']):
                skip[k] = True
        groups = ['all', 'corpus:' + row['corpus'], f'case:{row["corpus"]}/{row["case_type"]}']
        for k, ch in enumerate(text):
            if ch.isspace() or skip[k]:
                continue
            g, p = gold[k], pred[k] != 'O'
            for grp in groups:
                t = tok[grp]
                t[0] += g and p
                t[1] += p and not g
                t[2] += g and not p
        for s in row['spans']:
            leaked = any(pred[k] == 'O' for k in range(s['start'], s['end']) if not text[k].isspace())
            for key in (s['slice'], f'{row["corpus"]}/{s["slice"]}'):
                leak[key][0] += leaked
                leak[key][1] += 1
            corpus_leak[row['corpus']][0] += leaked
            corpus_leak[row['corpus']][1] += 1
        f = false[row['corpus']]
        f[0] += len(false_spans(row, pred))
        f[1] += len(text)
    return {
        'leak_by_slice': {k: _leak(v) for k, v in sorted(leak.items())},
        'leak_by_corpus': {k: _leak(v) for k, v in sorted(corpus_leak.items())},
        'binary_token': {k: _f1(*v) for k, v in sorted(tok.items())},
        'false_spans_per_10k': {k: {'per_10k': round(v[0] / v[1] * 10000, 2), 'spans': v[0], 'characters': v[1]}
                                for k, v in sorted(false.items())},
    }
