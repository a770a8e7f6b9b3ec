#!/bin/sh
# One command to rebuild the bundled model from ../shared (or $GARIM_SHARED), then the issue-13 candidate:
#   models/training/run.sh [base-minutes] [mix-minutes]   (defaults 33 and 46; checkpoints in models/training/work/,
#                                                          rerunning resumes)
# Stage 1 trains the bundled 10-block CNN on the release (0.1 recipe) and exports it to models/. Stage 2 grows it by
# four identity-initialised blocks with wider dilations and trains it on the name/organisation mixture, the law.go.kr
# judgments and assembled civil/administrative/family/tax judgments; it is exported to work/mix13/export/ and scored
# on the held-out slices next to the bundled model. It replaces models/ only by hand, when no slice is worse.
set -eu
cd "$(dirname "$0")/../.."
PY=/usr/bin/python3
BASE_MIN="${1:-33}"
MIX_MIN="${2:-46}"
W=models/training/work
$PY models/training/build_taxonomy.py
$PY models/training/train.py prepare
$PY models/training/make_slices.py
$PY models/training/make_slices.py --split validation --out "$W/val_slices.jsonl" --out-lawgo "$W/val_slices_lawgo.jsonl"
$PY models/training/train.py train --run main --arch conv --minutes "$BASE_MIN" --d 192 --warmup 100 --eval-every 8 --legacy-values
$PY models/training/export_onnx.py --run main
node models/training/check_onnx.mjs
$PY models/training/train.py train --run mix13 --arch conv --minutes "$MIX_MIN" --d 192 \
  --init-onnx models/model.onnx --extra-dilations 32,64,2,1 --law --law-repeat 3 --civil 120 \
  --val-docs 150 --mixture-val 150 --warmup 50 --lr 5e-4 --eval-every 10
mkdir -p "$W/mix13/export"
cp models/tokenizer.json "$W/mix13/export/"
$PY models/training/export_onnx.py --run mix13 --ckpt last.pt --out "$W/mix13/export" --version 0.2.0 \
  --data 'Thunder-DeID release (4,050 excerpts, 80/10/10 by judgment) + 26 law.go.kr judgments (precedent-kr; held-out files never trained) + assembled civil/administrative/family/tax judgments; name/organisation mixture (namegen.py, orggen.py)' \
  --init 'the 0.1.0 model (10-block CNN) grown by 4 identity-initialised blocks (dilations 32,64,2,1)'
node models/training/check_onnx.mjs "$W/mix13/export/model.onnx"
$PY models/training/evaluate.py --onnx models/model.onnx --slices --out "$W/main/slices_model.json"
$PY models/training/evaluate.py --run mix13 --ckpt last.pt --slices --out "$W/mix13/slices_model.json"
$PY models/training/false_spans.py --run mix13 --ckpt last.pt --out "$W/mix13/false_spans.txt"
$PY models/training/make_samples.py
