#!/bin/sh
# One command to rebuild the bundled model from ../shared (or $GARIM_SHARED):
#   models/training/run.sh [base-minutes] [mix-minutes]   (defaults 33 and 46; checkpoints in models/training/work/,
#                                                          rerunning resumes)
# Stage 1 trains the 10-block CNN on the release (as the 0.1 model was); stage 2 grows it by four identity-initialised
# blocks with wider dilations and trains it on the name/organisation mixture, the law.go.kr judgments and the
# assembled civil/administrative/family/tax judgments (issue 13). Held-out slices are written before either stage.
set -eu
cd "$(dirname "$0")/../.."
PY=/usr/bin/python3
BASE_MIN="${1:-33}"
MIX_MIN="${2:-46}"
W=models/training/work
$PY models/training/build_taxonomy.py
$PY models/training/train.py prepare
$PY models/training/make_slices.py
$PY models/training/train.py train --run main --arch conv --minutes "$BASE_MIN" --d 192 --warmup 100 --eval-every 8
mkdir -p "$W/main/export"
cp models/tokenizer.json "$W/main/export/"
$PY models/training/export_onnx.py --run main --out "$W/main/export"
$PY models/training/train.py train --run mix13 --arch conv --minutes "$MIX_MIN" --d 192 \
  --init-onnx "$W/main/export/model.onnx" --extra-dilations 32,64,2,1 --law --law-repeat 3 --civil 120 \
  --val-docs 150 --mixture-val 150 --warmup 50 --lr 5e-4 --eval-every 10
$PY models/training/export_onnx.py --run mix13 --version 0.2.0 \
  --data 'Thunder-DeID release (4,050 excerpts, 80/10/10 by judgment) + 26 law.go.kr judgments (precedent-kr, held-out files never trained) + assembled civil/administrative/family/tax judgments; name/organisation mixture (namegen.py, orggen.py)' \
  --init 'stage 1 (10-block CNN on the release) grown by 4 identity blocks (dilations 32,64,2,1)'
node models/training/check_onnx.mjs
$PY models/training/evaluate.py --slices --run mix13 --out "$W/mix13/slices_model.json"
$PY models/training/false_spans.py --run mix13 --out "$W/mix13/false_spans.txt"
$PY models/training/make_samples.py
