#!/usr/bin/python3
"""Exports a Thunder-DeID-370M-shaped token classifier with RANDOM weights to ONNX, for the benchmark only.

Same shape as the paper's 370M encoder (24 layers, hidden 1024, 16 heads, FFN 4096, 32k vocabulary, 512 positions),
so its per-token cost on this machine is what the real 370M model would cost; its outputs mean nothing.
Written to models/training/work/baseline-370m/ (git-ignored, about 1.4 GB fp32). Run with Debian's torch:

  /usr/bin/python3 models/training/export_baseline_370m.py [out_dir]
"""
import json
import math
import os
import sys
import time

import torch

torch.set_num_threads(2)
torch.manual_seed(370)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_OUT = os.path.join(ROOT, "models", "training", "work", "baseline-370m")

LAYERS, HIDDEN, HEADS, FFN, VOCAB, POSITIONS = 24, 1024, 16, 4096, 32000, 512
NUM_LABELS = 65  # O + B/I over 32 label types; the head is negligible next to the encoder


class Layer(torch.nn.Module):
    """A post-LN BERT layer written out by hand so the export has no fused fast-path ops."""

    def __init__(self):
        super().__init__()
        self.qkv = torch.nn.Linear(HIDDEN, 3 * HIDDEN)
        self.out = torch.nn.Linear(HIDDEN, HIDDEN)
        self.ln1 = torch.nn.LayerNorm(HIDDEN)
        self.ff1 = torch.nn.Linear(HIDDEN, FFN)
        self.ff2 = torch.nn.Linear(FFN, HIDDEN)
        self.ln2 = torch.nn.LayerNorm(HIDDEN)

    def forward(self, x, bias):
        b, s, _ = x.shape
        q, k, v = self.qkv(x).view(b, s, 3, HEADS, HIDDEN // HEADS).permute(2, 0, 3, 1, 4)
        att = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(HIDDEN // HEADS) + bias, dim=-1)
        ctx = (att @ v).transpose(1, 2).reshape(b, s, HIDDEN)
        x = self.ln1(x + self.out(ctx))
        return self.ln2(x + self.ff2(torch.nn.functional.gelu(self.ff1(x))))


class Encoder(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.tok = torch.nn.Embedding(VOCAB, HIDDEN)
        self.pos = torch.nn.Embedding(POSITIONS, HIDDEN)
        self.ln = torch.nn.LayerNorm(HIDDEN)
        self.layers = torch.nn.ModuleList(Layer() for _ in range(LAYERS))
        self.head = torch.nn.Linear(HIDDEN, NUM_LABELS)

    def forward(self, input_ids, attention_mask):
        positions = torch.arange(input_ids.shape[1], device=input_ids.device).unsqueeze(0)
        x = self.ln(self.tok(input_ids) + self.pos(positions))
        bias = (1.0 - attention_mask[:, None, None, :].to(x.dtype)) * -1e4
        for layer in self.layers:
            x = layer(x, bias)
        return self.head(x)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_OUT
    os.makedirs(out, exist_ok=True)
    t0 = time.time()
    model = Encoder().eval()
    params = sum(p.numel() for p in model.parameters())
    print(f"baseline: {params / 1e6:.0f}M parameters, exporting to {out}", file=sys.stderr)
    ids = torch.randint(5, VOCAB, (1, 16))
    mask = torch.ones_like(ids)
    path = os.path.join(out, "model.onnx")
    tmp = path + ".tmp"
    with torch.no_grad():
        torch.onnx.export(
            model, (ids, mask), tmp,
            input_names=["input_ids", "attention_mask"], output_names=["logits"],
            dynamic_axes={"input_ids": {0: "batch", 1: "seq"}, "attention_mask": {0: "batch", 1: "seq"},
                          "logits": {0: "batch", 1: "seq"}},
            opset_version=14, do_constant_folding=True,
        )
    os.replace(tmp, path)
    info = {"parameters": params, "layers": LAYERS, "hidden": HIDDEN, "heads": HEADS, "ffn": FFN, "vocab": VOCAB,
            "maxLength": POSITIONS, "labels": NUM_LABELS, "weights": "random", "seconds": round(time.time() - t0, 1)}
    with open(os.path.join(out, "info.json"), "w") as f:
        json.dump(info, f, indent=1)
    print(f"baseline: wrote {path} in {info['seconds']} s", file=sys.stderr)


if __name__ == "__main__":
    main()
