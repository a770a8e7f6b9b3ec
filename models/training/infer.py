"""Sliding-window inference in PyTorch (same windows as the engine: maxLength, overlap)."""
from typing import Dict, List, Sequence

import torch

from charvocab import encode


@torch.no_grad()
def predict(model, texts: Sequence[str], vocab: Dict[str, int], labels: List[str], seq: int = 256,
            overlap: int = 64, batch: int = 32) -> List[List[str]]:
    model.eval()
    device = next(model.parameters()).device  # the windows go where the model is (a GPU during training there)
    overlap = min(overlap, seq // 2)  # windows shorter than twice the overlap (train.py --seq 64) still advance
    jobs = []  # (doc index, start, ids)
    for i, t in enumerate(texts):
        ids = encode(t, vocab)
        step = seq - overlap
        starts = list(range(0, max(1, len(ids) - overlap), step)) or [0]
        for s in starts:
            jobs.append((i, s, ids[s:s + seq]))
    logits = [torch.zeros(len(t), len(labels)) for t in texts]
    weight = [torch.zeros(len(t), 1) for t in texts]
    for b in range(0, len(jobs), batch):
        chunk = jobs[b:b + batch]
        n = max(len(j[2]) for j in chunk)
        x = torch.zeros(len(chunk), n, dtype=torch.long)
        m = torch.zeros(len(chunk), n, dtype=torch.long)
        for r, (_, _, ids) in enumerate(chunk):
            x[r, :len(ids)] = torch.tensor(ids)
            m[r, :len(ids)] = 1
        p = torch.softmax(model(x.to(device), m.to(device)).float(), dim=-1).cpu()
        for r, (i, s, ids) in enumerate(chunk):
            logits[i][s:s + len(ids)] += p[r, :len(ids)]
            weight[i][s:s + len(ids)] += 1
    out = []
    for lg, w in zip(logits, weight):
        best = (lg / w.clamp(min=1)).argmax(-1).tolist()
        out.append(['O' if labels[k] == 'O' else labels[k][2:] for k in best])
    model.train()
    return out
