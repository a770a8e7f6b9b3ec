#!/usr/bin/python3
"""Writes test/fixtures/model-tiny/: a hand-weighted character-level token classifier, its tokenizer and manifest.

The weights are set by hand so tests can assert exact spans:
  * a name syllable (NAME_CHARS) after a non-name token  -> B-내국인이름, after a name syllable -> I-내국인이름
  * a digit after a non-digit -> B-FINANCIAL, after a digit -> I-FINANCIAL
  * '○' alone -> B-내국인이름 with a low probability (about 0.57), to exercise minScore
  * anything else -> O
Each token sees itself and the token before it (a causal width-2 convolution), so a window that starts inside a
name sees [CLS] before it and wrongly says B-: the runner's overlap stitching must hide that.

Run with Debian's torch:  /usr/bin/python3 models/training/make_tiny_test_model.py
"""
import hashlib
import json
import os
import sys

import torch
import torch.nn.functional as F

torch.set_num_threads(2)
torch.manual_seed(0)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "test", "fixtures", "model-tiny")

SPECIALS = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
NAME_CHARS = "홍길동김철수박영희"
DIGITS = "0123456789"
WEAK = "○"
OTHER = " \n\t.,-()이가은는을를에게서의와과로으도만까지부터피고인원씨는다며였었한테께나랑처럼보식당리"
LABELS = ["O", "B-내국인이름", "I-내국인이름", "B-FINANCIAL", "I-FINANCIAL"]
MAX_LENGTH = 16
OVERLAP = 4


def vocab():
    chars = []
    for c in NAME_CHARS + DIGITS + WEAK + OTHER:
        if c not in chars:
            chars.append(c)
    v = {tok: i for i, tok in enumerate(SPECIALS)}
    for c in chars:
        v[c] = len(v)
    return v


class TinyTagger(torch.nn.Module):
    def __init__(self, v):
        super().__init__()
        # Features per token: [is_name, is_digit, is_weak].
        self.emb = torch.nn.Embedding(len(v), 3)
        self.lin = torch.nn.Linear(6, len(LABELS))
        with torch.no_grad():
            self.emb.weight.zero_()
            for c in NAME_CHARS:
                self.emb.weight[v[c], 0] = 1.0
            for c in DIGITS:
                self.emb.weight[v[c], 1] = 1.0
            self.emb.weight[v[WEAK], 2] = 1.0
            w = torch.zeros(len(LABELS), 6)
            b = torch.zeros(len(LABELS))
            # Columns: cur name, cur digit, cur weak, prev name, prev digit, prev weak.
            w[1, 0], w[1, 3], w[1, 2], b[1] = 6.0, -6.0, 3.3, -3.0  # B-name
            w[2, 0], w[2, 3], b[2] = 6.0, 6.0, -9.0  # I-name
            w[3, 1], w[3, 4], b[3] = 6.0, -6.0, -3.0  # B-FINANCIAL
            w[4, 1], w[4, 4], b[4] = 6.0, 6.0, -9.0  # I-FINANCIAL
            self.lin.weight.copy_(w)
            self.lin.bias.copy_(b)

    def forward(self, input_ids, attention_mask):
        f = self.emb(input_ids)
        prev = F.pad(f, (0, 0, 1, 0))[:, :-1, :]
        logits = self.lin(torch.cat([f, prev], dim=-1))
        # Padding positions get flat logits; using the mask also keeps it a real graph input.
        return logits * attention_mask.unsqueeze(-1).to(logits.dtype)


def tokenizer_json(v):
    return {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": [
            {"id": i, "content": t, "single_word": False, "lstrip": False, "rstrip": False,
             "normalized": False, "special": True}
            for i, t in enumerate(SPECIALS)
        ],
        "normalizer": {"type": "NFC"},
        "pre_tokenizer": {"type": "Split", "pattern": {"Regex": "[\\s\\S]"}, "behavior": "Isolated", "invert": False},
        "post_processor": None,
        "decoder": None,
        "model": {"type": "WordLevel", "vocab": v, "unk_token": "[UNK]"},
    }


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def main():
    os.makedirs(OUT, exist_ok=True)
    v = vocab()
    model = TinyTagger(v).eval()
    ids = torch.tensor([[v["[CLS]"], v["홍"], v["길"], v["동"], v["[SEP]"]]], dtype=torch.long)
    mask = torch.ones_like(ids)
    model_path = os.path.join(OUT, "model.onnx")
    torch.onnx.export(
        model, (ids, mask), model_path,
        input_names=["input_ids", "attention_mask"], output_names=["logits"],
        dynamic_axes={"input_ids": {0: "batch", 1: "seq"}, "attention_mask": {0: "batch", 1: "seq"},
                      "logits": {0: "batch", 1: "seq"}},
        opset_version=14, do_constant_folding=True,
    )
    tok_path = os.path.join(OUT, "tokenizer.json")
    with open(tok_path, "w", encoding="utf-8") as f:
        json.dump(tokenizer_json(v), f, ensure_ascii=False, indent=1)
        f.write("\n")
    manifest = {
        "name": "garim-tiny-test",
        "version": "0.0.1-test",
        "model": {"file": "model.onnx", "sha256": sha256(model_path)},
        "tokenizer": {"file": "tokenizer.json", "sha256": sha256(tok_path)},
        "inputs": {"ids": "input_ids", "mask": "attention_mask"},
        "output": "logits",
        "maxLength": MAX_LENGTH,
        "overlap": OVERLAP,
        "padId": v["[PAD]"],
        "clsId": v["[CLS]"],
        "sepId": v["[SEP]"],
        "labels": LABELS,
        "labelScheme": "BIO",
        "minScore": 0.5,
        "license": "test fixture, no training data",
        "training": {"script": "models/training/make_tiny_test_model.py", "weights": "hand-set"},
    }
    with open(os.path.join(OUT, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with torch.no_grad():
        print("logits for [CLS] 홍 길 동 [SEP]:", model(ids, mask)[0].argmax(-1).tolist(), file=sys.stderr)
    print("wrote", OUT)


if __name__ == "__main__":
    main()
