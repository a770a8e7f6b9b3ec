"""Per-epoch training windows: refill every placeholder, pack documents, cut fixed-length windows."""
import json
import random
from typing import Dict, List, Sequence, Tuple

import torch

from charvocab import encode
from documents import assemble, pick_excerpts
from fill import Span, char_labels, fill
from markers import Doc
from values import ValueSampler

IGNORE = -100


def label_list(taxonomy: dict) -> List[str]:
    out = ['O']
    for c in taxonomy['categories']:
        out += [f'B-{c["id"]}', f'I-{c["id"]}']
    return out


def fill_doc(doc_parts, sampler: ValueSampler, rng: random.Random, keep: float = 0.0) -> Tuple[str, List[Span]]:
    return fill(doc_parts, lambda label, key: sampler.sample(label), keep_placeholder=keep, rng=rng)


def epoch_texts(docs: Sequence[Doc], epoch: int, seed: int, split: str = 'train', assembled: int = 60,
                keep: float = 0.05, single: bool = False, law_docs: Sequence = (), law_repeat: int = 2,
                civil: int = 0, mixture: bool = True, fin_names: bool = False) -> List[tuple]:
    """`single`: the ablation's one fixed fill (same values every epoch). `law_docs`: law.go.kr judgments
    (lawgo.LawDoc), refilled `law_repeat` times per epoch; `civil`: assembled civil/administrative/family/tax
    judgments. `fin_names`: banks are mentions in the civil judgments and loss-masked where law.go.kr left them
    (finnames.py). Items are (text, spans) or (text, spans, ignore ranges)."""
    import documents_civil
    import finnames
    import lawgo
    rng = random.Random(seed * 1000 + (0 if single else epoch))
    sampler = ValueSampler(split, rng, mixture=mixture)  # mixture=False: the 0.1 model's generators
    out: List[tuple] = [fill_doc(d.parts, sampler, rng, keep) for d in docs]
    for _ in range(assembled):
        ex = pick_excerpts(docs, rng, rng.choice([1500, 4000, 8000]))
        out.append(fill_doc(assemble(ex, rng, sampler.gen), sampler, rng, keep))
    for _ in range(law_repeat):
        for d in law_docs:
            text, spans, ignore = lawgo.fill_doc(d, sampler, rng, keep)
            if fin_names:
                ignore = ignore + finnames.find(text, [(s.start, s.end) for s in spans])
            out.append((text, spans, ignore))
    for i in range(civil):
        kind = documents_civil.KINDS[i % 4]
        out.append(fill_doc(documents_civil.assemble(kind, rng, sampler.gen, banks=fin_names), sampler, rng, keep))
    rng.shuffle(out)
    return out


def windows(samples, vocab: Dict[str, int], label_ids: Dict[str, int], seq: int, rng: random.Random):
    """Pack documents (separated by a blank line) into one stream and cut it into `seq`-char windows."""
    ids: List[int] = []
    ys: List[int] = []
    sep = encode('\n\n', vocab)
    for sample in samples:
        text, spans = sample[0], sample[1]
        y = char_labels(text, spans, label_ids)
        for a, b in (sample[2] if len(sample) > 2 else ()):
            y[a:b] = [IGNORE] * (b - a)  # real names law.go.kr left in place: no loss either way (lawgo.py)
        ids += encode(text, vocab) + sep
        ys += y + [label_ids['O']] * len(sep)
    start = rng.randrange(seq)
    xs, ts = [], []
    for i in range(start, len(ids) - seq, seq):
        xs.append(ids[i:i + seq])
        ts.append(ys[i:i + seq])
    x = torch.tensor(xs, dtype=torch.long)
    y = torch.tensor(ts, dtype=torch.long)
    perm = torch.randperm(len(xs), generator=torch.Generator().manual_seed(rng.randrange(1 << 30)))
    return x[perm], y[perm]


def fixed_eval_set(docs: Sequence[Doc], split: str, seed: int) -> List[Tuple[str, List[Span]]]:
    """Validation/test documents filled once with values of that split (fixed seed)."""
    rng = random.Random(seed)
    sampler = ValueSampler(split, rng)
    return [fill_doc(d.parts, sampler, rng) for d in docs]


def write_jsonl(path, ids: Sequence[str], samples) -> None:
    with open(path, 'w', encoding='utf-8') as f:
        for doc_id, (text, spans) in zip(ids, samples):
            assert all(ord(c) <= 0xFFFF for c in text), 'non-BMP character: offsets would differ in UTF-16'
            f.write(json.dumps({'id': doc_id, 'text': text,
                                'spans': [{'start': s.start, 'end': s.end, 'label': s.label} for s in spans]},
                               ensure_ascii=False) + '\n')
