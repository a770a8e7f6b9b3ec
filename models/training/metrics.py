"""Character-level metrics: binary PII P/R/F1, per-category F1, entity recall, leak rate."""
from typing import Dict, List, Sequence

DIRECT = {'PERSON', 'ID_NUMBER', 'CONTACT', 'FINANCIAL', 'VEHICLE', 'ONLINE', 'ADDRESS'}


def _cat(label: str) -> str:
    return 'O' if label == 'O' else label[2:]


def score(docs: Sequence[tuple], preds: Sequence[List[str]]) -> Dict[str, object]:
    """docs: (text, spans); preds: per-character category ('O' or a category id). Whitespace is not counted."""
    tp = fp = fn = 0
    per: Dict[str, List[int]] = {}
    ent = covered = direct = leaked = 0
    for (text, spans), pred in zip(docs, preds):
        gold = ['O'] * len(text)
        for s in spans:
            for k in range(s.start, s.end):
                gold[k] = s.category
        for ch, g, p in zip(text, gold, pred):
            if ch.isspace():
                continue
            gp, pp = g != 'O', p != 'O'
            tp += gp and pp
            fp += (not gp) and pp
            fn += gp and not pp
            for c in {g, p} - {'O'}:
                st = per.setdefault(c, [0, 0, 0])
                st[0] += g == c and p == c
                st[1] += g != c and p == c
                st[2] += g == c and p != c
        for s in spans:
            chars = [k for k in range(s.start, s.end) if not text[k].isspace()]
            ok = all(pred[k] != 'O' for k in chars)
            ent += 1
            covered += ok
            if s.category in DIRECT:
                direct += 1
                leaked += not ok
    f1 = lambda a, b, c: 2 * a / (2 * a + b + c) if a else 0.0
    return {
        'token_precision': tp / (tp + fp) if tp + fp else 0.0,
        'token_recall': tp / (tp + fn) if tp + fn else 0.0,
        'token_f1': f1(tp, fp, fn),
        'category_f1': {c: round(f1(*v), 4) for c, v in sorted(per.items())},
        'entity_recall': covered / ent if ent else 0.0,
        'direct_leak_rate': leaked / direct if direct else 0.0,
        'entities': ent,
    }
