"""Every slice side by side, and the swap rule (issue 13): a candidate replaces the bundled model only when no
slice is worse by more than `margin` points: leak rate per slice and corpus (lower is better), binary token F1
per corpus (higher), false spans per 10,000 characters per corpus (lower).

  /usr/bin/python3 models/training/compare_slices.py BASE.json CAND.json [MORE.json ...] [--names a,b,c]
Reads training/evaluate.py --slices output or `garim eval --json` output (its `slices` object); the verdict is
for each later file against the first."""
import argparse
import json
import sys
from pathlib import Path
from typing import Dict, List, Tuple

Row = Tuple[str, str, Dict[str, float], bool]  # (group, key, file -> value, higher is better)


def rows(m: dict) -> Dict[Tuple[str, str], Tuple[float, str, bool]]:
    """(group, key) -> (value in points, shown text, higher is better)."""
    s = m.get('slices', m)
    out = {}
    for group in ('leak_by_slice', 'leak_by_corpus', 'leak_by_case_type'):
        for k, v in s.get(group, {}).items():
            out[(group, k)] = (100 * v['leak_rate'], f'{100 * v["leak_rate"]:.1f} % ({v["leaked"]}/{v["mentions"]})', False)
    binary = s.get('binary_token') or ({'all': m['binary_token']} if 'binary_token' in m else {})
    for k, v in binary.items():
        out[('binary_f1', k)] = (100 * v['f1'], f'{v["f1"]:.3f}', True)
    for k, v in s.get('false_spans_per_10k', {}).items():
        out[('false_per_10k', k)] = (v['per_10k'], f'{v["per_10k"]:.1f}', False)
    return out


def worse(base: Tuple[float, str, bool], cand: Tuple[float, str, bool], margin: float) -> bool:
    d = cand[0] - base[0]
    return (-d if base[2] else d) > margin


def compare(results: List[dict], margin: float = 0.5):
    """(table rows, per candidate: the keys where it is worse than results[0] by more than margin)."""
    tables = [rows(m) for m in results]
    keys = sorted(set().union(*tables))
    verdict = [[k for k in keys if k in tables[0] and k in t and worse(tables[0][k], t[k], margin)]
               for t in tables[1:]]
    return [(k, [t[k][1] if k in t else '—' for t in tables]) for k in keys], verdict


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument('files', nargs='+')
    ap.add_argument('--names')
    ap.add_argument('--margin', type=float, default=0.5)
    a = ap.parse_args(argv)
    results = [json.loads(Path(f).read_text(encoding='utf-8')) for f in a.files]
    names = a.names.split(',') if a.names else [Path(f).stem for f in a.files]
    table, verdict = compare(results, a.margin)
    print('| group | slice | ' + ' | '.join(names) + ' |')
    print('|---|---|' + '---:|' * len(names))
    for (group, key), cells in table:
        print(f'| {group} | {key} | ' + ' | '.join(cells) + ' |')
    for name, bad in zip(names[1:], verdict):
        print(f'\n{name} vs {names[0]}: {len(bad)} slice(s) worse by more than {a.margin} points'
              + ''.join(f'\n  {g} {k}' for g, k in bad))
    return 0


if __name__ == '__main__':
    sys.exit(main())
