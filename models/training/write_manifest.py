"""Hash a model folder's files and write its manifest.json (matches native/model/manifest-schema.ts).

  /usr/bin/python3 models/training/write_manifest.py <dir> --labels labels.json [--model model.onnx]
      [--tokenizer tokenizer.json] [--name N] [--version V] [--max-length 256] [--overlap 64] [--pad-id 0]
      [--cls-id 2 --sep-id 3] [--min-score 0.5] [--license L] [--training-json F] [--metrics-json F]
Labels: a JSON list of BIO strings whose suffixes are taxonomy fine-label ids or category ids.
"""
import argparse
import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import List, Optional


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, 'rb') as f:
        for block in iter(lambda: f.read(1 << 20), b''):
            h.update(block)
    return h.hexdigest()


def build_manifest(folder: Path, labels: List[str], model: str = 'model.onnx', tokenizer: str = 'tokenizer.json',
                   name: str = 'custom', version: str = '0.0.0', max_length: int = 256, overlap: int = 64,
                   pad_id: int = 0, cls_id: Optional[int] = None, sep_id: Optional[int] = None,
                   min_score: float = 0.5, license: Optional[str] = None, training: Optional[dict] = None,
                   metrics: Optional[dict] = None, input_ids: str = 'input_ids', input_mask: Optional[str] = 'attention_mask',
                   type_ids: Optional[str] = None, output: str = 'logits') -> dict:
    for f in (model, tokenizer):
        if not (folder / f).is_file():
            raise SystemExit(f'{folder / f}: file not found; put the model and tokenizer in the folder first.')
    if 'O' not in labels or any(not (l == 'O' or l[:2] in ('B-', 'I-')) for l in labels):
        raise SystemExit('labels must be O, B-<label> or I-<label> and contain O.')
    inputs = {'ids': input_ids}
    if input_mask:
        inputs['mask'] = input_mask
    if type_ids:
        inputs['typeIds'] = type_ids
    m = {'name': name, 'version': version,
         'model': {'file': model, 'sha256': sha256(folder / model)},
         'tokenizer': {'file': tokenizer, 'sha256': sha256(folder / tokenizer)},
         'inputs': inputs, 'output': output, 'maxLength': max_length, 'overlap': overlap, 'padId': pad_id}
    if cls_id is not None:
        m['clsId'] = cls_id
    if sep_id is not None:
        m['sepId'] = sep_id
    m.update({'labels': labels, 'labelScheme': 'BIO', 'minScore': min_score})
    if license:
        m['license'] = license
    if training:
        m['training'] = training
    if metrics:
        m['metrics'] = metrics
    return m


def write_atomic(path: Path, data: dict) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix='.manifest.', suffix='.tmp')
    with os.fdopen(fd, 'w', encoding='utf-8') as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.write('\n')
    os.replace(tmp, path)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('dir')
    ap.add_argument('--labels', required=True, help='JSON file with the BIO label list (index = logit index)')
    ap.add_argument('--model', default='model.onnx')
    ap.add_argument('--tokenizer', default='tokenizer.json')
    ap.add_argument('--name', default='custom')
    ap.add_argument('--version', default='0.0.0')
    ap.add_argument('--max-length', type=int, default=256)
    ap.add_argument('--overlap', type=int, default=64)
    ap.add_argument('--pad-id', type=int, default=0)
    ap.add_argument('--cls-id', type=int)
    ap.add_argument('--sep-id', type=int)
    ap.add_argument('--min-score', type=float, default=0.5)
    ap.add_argument('--license')
    ap.add_argument('--input-ids', default='input_ids')
    ap.add_argument('--input-mask', default='attention_mask')
    ap.add_argument('--type-ids')
    ap.add_argument('--output', default='logits')
    ap.add_argument('--training-json')
    ap.add_argument('--metrics-json')
    a = ap.parse_args(argv)
    folder = Path(a.dir)
    load = lambda p: json.loads(Path(p).read_text(encoding='utf-8')) if p else None
    m = build_manifest(folder, load(a.labels), a.model, a.tokenizer, a.name, a.version, a.max_length, a.overlap,
                       a.pad_id, a.cls_id, a.sep_id, a.min_score, a.license, load(a.training_json),
                       load(a.metrics_json), a.input_ids, a.input_mask or None, a.type_ids, a.output)
    write_atomic(folder / 'manifest.json', m)
    print(f'wrote {folder / "manifest.json"}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
