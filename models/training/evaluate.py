"""Score a checkpoint on a labelled JSONL (default: models/eval/labelled.jsonl, the test split) in PyTorch.

  /usr/bin/python3 models/training/evaluate.py [--run main] [--ckpt best.pt] [--jsonl F] [--out F]
"""
import argparse
import json
import os
import sys
from pathlib import Path

os.environ.setdefault('OMP_WAIT_POLICY', 'PASSIVE')
import torch  # noqa: E402

from paths import WORK, MODELS  # noqa: E402
import charvocab  # noqa: E402
import labels as L  # noqa: E402
import metrics  # noqa: E402
from fill import Span  # noqa: E402
from infer import predict  # noqa: E402
from model import build  # noqa: E402


def load_jsonl(path: Path):
    docs = []
    for line in path.read_text(encoding='utf-8').splitlines():
        d = json.loads(line)
        docs.append((d['text'], [Span(s['start'], s['end'], s['label'], L.category_of(s['label'])) for s in d['spans']]))
    return docs


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument('--run', default='main')
    ap.add_argument('--ckpt', default='best.pt')
    ap.add_argument('--jsonl', default=str(MODELS / 'eval' / 'labelled.jsonl'))
    ap.add_argument('--out')
    a = ap.parse_args(argv)
    torch.set_num_threads(2)
    blob = torch.load(WORK / a.run / a.ckpt, map_location='cpu')
    model = build(blob['config'])
    model.load_state_dict(blob['model'])
    docs = load_jsonl(Path(a.jsonl))
    vocab = charvocab.load_vocab(MODELS / 'tokenizer.json')
    preds = predict(model, [t for t, _ in docs], vocab, blob['labels'], seq=blob['config'].get('max_len', 256))
    m = metrics.score(docs, preds)
    m['step'] = blob['state']['step']
    out = json.dumps(m, ensure_ascii=False, indent=1)
    if a.out:
        Path(a.out).write_text(out + '\n', encoding='utf-8')
    print(out)
    return 0


if __name__ == '__main__':
    sys.exit(main())
