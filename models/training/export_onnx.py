"""Export a trained checkpoint to models/model.onnx and write models/manifest.json.

  /usr/bin/python3 models/training/export_onnx.py [--run main] [--ckpt best.pt] [--out models]
"""
import argparse
import inspect
import json
import sys
from pathlib import Path

import torch

from paths import WORK, MODELS
import device as dev
from model import build
from write_manifest import build_manifest, write_atomic

LICENSE = 'CC BY-NC-SA 4.0 (inherits the Thunder-DeID data licence)'


def export(ckpt: Path, out: Path, opset: int = 13) -> dict:
    blob = dev.load(ckpt)
    model = build(blob['config'])
    model.load_state_dict(blob['model'])
    model.eval()
    ids = torch.randint(5, blob['config']['vocab_size'], (2, 40))
    mask = torch.ones_like(ids)
    mask[1, 30:] = 0
    # PyTorch 2.9 made the dynamo exporter the default; the engine and check_onnx.mjs expect the TorchScript graph.
    legacy = {'dynamo': False} if 'dynamo' in inspect.signature(torch.onnx.export).parameters else {}
    torch.onnx.export(model, (ids, mask), str(out / 'model.onnx'), input_names=['input_ids', 'attention_mask'],
                      output_names=['logits'], opset_version=opset, **legacy,
                      dynamic_axes={'input_ids': {0: 'batch', 1: 'seq'}, 'attention_mask': {0: 'batch', 1: 'seq'},
                                    'logits': {0: 'batch', 1: 'seq'}})
    # Reference logits for check_onnx.mjs (onnxruntime-node must agree with PyTorch).
    ref_ids = torch.randint(5, blob['config']['vocab_size'], (2, 300))
    ref_mask = torch.ones_like(ref_ids)
    ref_mask[1, 200:] = 0
    ref_ids[1, 200:] = 0
    ref_ids = ref_ids[:, :blob['config'].get('max_len', 256)]
    ref_mask = ref_mask[:, :ref_ids.shape[1]]
    with torch.no_grad():
        ref = model(ref_ids, ref_mask)
    (WORK / 'onnx_reference.json').write_text(json.dumps({'ids': ref_ids.tolist(), 'mask': ref_mask.tolist(),
                                                          'logits': ref.tolist()}), encoding='utf-8')
    return blob


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument('--run', default='main')
    ap.add_argument('--ckpt', default='best.pt')
    ap.add_argument('--out', default=str(MODELS))
    ap.add_argument('--metrics-json', help='metrics to embed (default: the checkpoint\'s last validation report)')
    ap.add_argument('--version', default='0.1.0')
    ap.add_argument('--data', help='training data description for the manifest (default: the release only)')
    ap.add_argument('--init', help='what the run started from (warm start), for the manifest')
    a = ap.parse_args(argv)
    out = Path(a.out)
    blob = export(WORK / a.run / a.ckpt, out)
    st = blob['state']
    cfg = {k: v for k, v in blob['config'].items()}
    params = sum(v.numel() for v in blob['model'].values())
    best = max(st['history'], key=lambda h: h['token_f1']) if st['history'] else {}
    metrics = json.loads(Path(a.metrics_json).read_text(encoding='utf-8')) if a.metrics_json else {
        'validation': {k: best[k] for k in ('token_precision', 'token_recall', 'token_f1', 'category_f1',
                                             'entity_recall', 'direct_leak_rate', 'entities') if k in best}}
    training = {'data': 'SNU Thunder-DeID public release (4,050 judgments; 80/10/10 split by judgment)',
                'steps': st['step'], 'epochs': st['epoch'], 'seed': 20250618, 'params': params, 'architecture': cfg,
                'bestStep': best.get('step'), 'trainSeconds': round(st['elapsed']),
                'replacement': 'per-epoch', 'hardware': '2 shared CPU cores (torch 1.13, 2 threads)'}
    if a.data:
        training['data'] = a.data
    if a.init:
        training['init'] = a.init
    m = build_manifest(out, blob['labels'], name='garim-char-tagger', version=a.version,
                       max_length=cfg.get('max_len', 256), overlap=64, pad_id=0, min_score=0.5, license=LICENSE,
                       training=training, metrics=metrics)
    if cfg.get('arch') == 'conv':
        # Kernel-3 dilated convolutions, no positions: a token sees sum(dilations) tokens each side, nothing else,
        # so the engine may read long windows overlapping by twice this (native/model/runner.ts, LONG_WINDOW).
        m['contextRadius'] = sum(cfg['dilations'])
    write_atomic(out / 'manifest.json', m)
    print(f'exported {out / "model.onnx"} ({(out / "model.onnx").stat().st_size / 1e6:.1f} MB), params {params}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
