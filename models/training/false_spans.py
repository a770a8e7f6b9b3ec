"""List every false span (a predicted span touching no gold mention and no `ignore` range) on the held-out
law.go.kr judgments of models/eval/slices.jsonl, with context, so a person can check the count.

  /usr/bin/python3 models/training/false_spans.py [--onnx models/model.onnx | --run R --ckpt best.pt]
      [--corpus lawgo] [--style common] [--out list.txt]
"""
import argparse
import sys
from pathlib import Path

import torch

import charvocab
import slice_metrics
from evaluate import load_model, load_rows
from infer import predict
from paths import MODELS


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument('--run', default='main')
    ap.add_argument('--ckpt', default='best.pt')
    ap.add_argument('--onnx')
    ap.add_argument('--jsonl', default=str(MODELS / 'eval' / 'slices-lawgo.jsonl'))
    ap.add_argument('--corpus', default='lawgo')
    ap.add_argument('--style', default='common', help='one refill per judgment (each is refilled once per style)')
    ap.add_argument('--out')
    a = ap.parse_args(argv)
    torch.set_num_threads(2)
    model, labels, seq, _ = load_model(a)
    rows = [r for r in load_rows(Path(a.jsonl)) if r['corpus'] == a.corpus and (not a.style or r['name_style'] == a.style)]
    preds = predict(model, [r['text'] for r in rows], load_vocab(), labels, seq=seq)
    lines, total, chars = [], 0, 0
    for r, p in zip(rows, preds):
        spans = slice_metrics.false_spans(r, p)
        total += len(spans)
        chars += len(r['text'])
        lines.append(f'## {r["id"]} ({r["case_type"]}, {len(r["text"])} chars): {len(spans)} false spans, '
                     f'{len(spans) / len(r["text"]) * 10000:.1f} per 10k')
        for s, e in spans:
            ctx = r['text'][max(0, s - 15):s] + '[' + r['text'][s:e] + ']' + r['text'][e:e + 15]
            lines.append(f'  {s}-{e} {p[s]:<12} ' + ctx.replace('\n', ' '))
    lines.append(f'TOTAL {total} false spans in {chars} characters: {total / max(1, chars) * 10000:.2f} per 10,000')
    text = '\n'.join(lines) + '\n'
    if a.out:
        Path(a.out).write_text(text, encoding='utf-8')
    print(text)
    return 0


def load_vocab():
    return charvocab.load_vocab(MODELS / 'tokenizer.json')


if __name__ == '__main__':
    sys.exit(main())
