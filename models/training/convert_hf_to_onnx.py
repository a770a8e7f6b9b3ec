"""Bring your own model: export a Hugging Face token-classification model to a Garim model folder.

For a CONNECTED machine with `transformers` installed (not this project's offline machines), e.g. the official
SNU Thunder-DeID weights:

  python3 convert_hf_to_onnx.py <hf-model-id-or-dir> <out-dir> --mapping mapping.json [--max-length 512]

mapping.json maps the model's label suffixes to Garim taxonomy ids (fine label ids or category ids):
  {"PERSON-내국인이름": "내국인이름", "ADDRESS-구아래주소": "구아래주소", "은행": "INSTITUTION"}
A suffix missing from the mapping is kept as is if it already is a taxonomy id, otherwise the script stops and
lists it. Note: the official models pre-tokenize with Mecab-ko; Garim's engine has no Mecab, so it tokenizes raw
text with the model's tokenizer.json, and accuracy may be lower than the published numbers.
"""
import argparse
import json
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from write_manifest import build_manifest, write_atomic  # noqa: E402

TAXONOMY = Path(__file__).resolve().parent.parent / 'taxonomy.json'


def taxonomy_ids() -> set:
    t = json.loads(TAXONOMY.read_text(encoding='utf-8'))
    return {c['id'] for c in t['categories']} | {l['id'] for l in t['labels']}


def map_labels(id2label: dict, mapping: dict) -> list:
    known = taxonomy_ids()
    out, missing = [], []
    for i in range(len(id2label)):
        raw = id2label[i] if i in id2label else id2label[str(i)]
        if raw == 'O':
            out.append('O')
            continue
        prefix, _, suffix = raw.partition('-')
        if prefix not in ('B', 'I'):
            missing.append(raw)
            continue
        target = mapping.get(suffix, suffix)
        if target not in known:
            missing.append(raw)
        out.append(f'{prefix}-{target}')
    if missing:
        raise SystemExit('labels without a taxonomy id (add them to the mapping file): ' + ', '.join(missing))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('model')
    ap.add_argument('out')
    ap.add_argument('--mapping', help='JSON file: model label suffix -> taxonomy id')
    ap.add_argument('--max-length', type=int, default=512)
    ap.add_argument('--overlap', type=int, default=128)
    ap.add_argument('--opset', type=int, default=14)
    ap.add_argument('--name')
    a = ap.parse_args(argv)
    try:
        import torch
        from transformers import AutoModelForTokenClassification, AutoTokenizer
    except ImportError:
        raise SystemExit('this script needs torch and transformers (pip install torch transformers) on a connected machine.')
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    tok = AutoTokenizer.from_pretrained(a.model)
    model = AutoModelForTokenClassification.from_pretrained(a.model).eval()
    mapping = json.loads(Path(a.mapping).read_text(encoding='utf-8')) if a.mapping else {}
    labels = map_labels(model.config.id2label, mapping)
    ids = torch.tensor([[tok.cls_token_id or 0] + [5] * 14 + [tok.sep_token_id or 0]])
    mask = torch.ones_like(ids)

    class Wrapped(torch.nn.Module):
        def __init__(self, m):
            super().__init__()
            self.m = m

        def forward(self, input_ids, attention_mask):
            return self.m(input_ids=input_ids, attention_mask=attention_mask).logits

    torch.onnx.export(Wrapped(model), (ids, mask), str(out / 'model.onnx'), input_names=['input_ids', 'attention_mask'],
                      output_names=['logits'], opset_version=a.opset,
                      dynamic_axes={'input_ids': {0: 'batch', 1: 'seq'}, 'attention_mask': {0: 'batch', 1: 'seq'},
                                    'logits': {0: 'batch', 1: 'seq'}})
    tok.save_pretrained(str(out / 'hf-tokenizer'))
    shutil.copy(out / 'hf-tokenizer' / 'tokenizer.json', out / 'tokenizer.json')
    m = build_manifest(out, labels, name=a.name or Path(a.model).name, version='1.0.0',
                       max_length=min(a.max_length, getattr(model.config, 'max_position_embeddings', a.max_length)),
                       overlap=a.overlap, pad_id=tok.pad_token_id or 0, cls_id=tok.cls_token_id,
                       sep_id=tok.sep_token_id, license='see the source model card',
                       training={'source': a.model, 'converted_by': 'convert_hf_to_onnx.py'})
    write_atomic(out / 'manifest.json', m)
    print(f'wrote {out}: model.onnx, tokenizer.json, manifest.json ({len(labels)} labels)')
    return 0


if __name__ == '__main__':
    sys.exit(main())
