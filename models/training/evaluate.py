"""Score a model on a labelled JSONL in PyTorch (the model alone, no rules).

  /usr/bin/python3 models/training/evaluate.py [--run main] [--ckpt best.pt] [--jsonl F] [--out F]
  /usr/bin/python3 models/training/evaluate.py --onnx models/model.onnx --slices [--out F]   # the shipped model
With --slices (default file models/eval/slices.jsonl) it reports slice_metrics.py's figures: leak rate per
slice, binary token F1 per corpus and case type, false spans per 10,000 characters.
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
import device as dev  # noqa: E402
import labels as L  # noqa: E402
import metrics  # noqa: E402
import slice_metrics  # noqa: E402
from fill import Span  # noqa: E402
from infer import predict  # noqa: E402
from model import build  # noqa: E402

SHIPPED_DILATIONS = [1, 2, 4, 8, 16, 1, 2, 4, 8, 16]


def load_rows(path: Path):
    return [json.loads(line) for line in path.read_text(encoding='utf-8').splitlines() if line.strip()]


def load_jsonl(path: Path):
    return [(d['text'], [Span(s['start'], s['end'], s['label'], L.category_of(s['label'])) for s in d['spans']])
            for d in load_rows(path)]


def load_model(a):
    """(model, labels, seq, step): a training checkpoint, or the weights inside a model.onnx (10-block CNN)."""
    if a.onnx:
        from warmstart import grow, onnx_state, recorded_dilations
        manifest = json.loads((Path(a.onnx).parent / 'manifest.json').read_text(encoding='utf-8'))
        state = onnx_state(Path(a.onnx))
        n_blocks = len({k.split('.')[1] for k in state if k.startswith('blocks.')})
        dil = recorded_dilations(Path(a.onnx)) or SHIPPED_DILATIONS[:n_blocks]
        vocab_size, d = state['tok.weight'].shape
        model = grow(state, vocab_size, len(manifest['labels']), d, dil, [])
        return model, manifest['labels'], manifest.get('maxLength', 256), manifest.get('training', {}).get('steps')
    blob = dev.load(WORK / a.run / a.ckpt)
    model = build(blob['config'])
    model.load_state_dict(blob['model'])
    return model, blob['labels'], blob['config'].get('max_len', 256), blob['state']['step']


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument('--run', default='main')
    ap.add_argument('--ckpt', default='best.pt')
    ap.add_argument('--onnx', help='evaluate the weights of this model.onnx (e.g. the shipped models/model.onnx)')
    ap.add_argument('--jsonl')
    ap.add_argument('--slices', action='store_true', help='per-slice report (default jsonl: models/eval/slices.jsonl)')
    ap.add_argument('--out')
    ap.add_argument('--threads', type=int, default=2)
    a = ap.parse_args(argv)
    torch.set_num_threads(a.threads)
    model, labels, seq, step = load_model(a)
    vocab = charvocab.load_vocab(MODELS / 'tokenizer.json')
    path = Path(a.jsonl or MODELS / 'eval' / ('slices.jsonl' if a.slices else 'labelled.jsonl'))
    if a.slices:
        rows = load_rows(path)
        lawgo = MODELS / 'eval' / 'slices-lawgo.jsonl'
        if not a.jsonl and lawgo.exists():
            rows += load_rows(lawgo)
        preds = predict(model, [r['text'] for r in rows], vocab, labels, seq=seq)
        m = slice_metrics.score(rows, preds)
    else:
        docs = load_jsonl(path)
        preds = predict(model, [t for t, _ in docs], vocab, labels, seq=seq)
        m = metrics.score(docs, preds)
    m['step'] = step
    m['model'] = a.onnx or f'{a.run}/{a.ckpt}'
    out = json.dumps(m, ensure_ascii=False, indent=1)
    if a.out:
        Path(a.out).write_text(out + '\n', encoding='utf-8')
    print(out)
    return 0


if __name__ == '__main__':
    sys.exit(main())
