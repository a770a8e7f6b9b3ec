#!/bin/sh
# One command to rebuild the bundled model from ../shared (or $GARIM_SHARED):
#   models/training/run.sh [minutes]        (default 75; checkpoints in models/training/work/, resumable)
set -eu
cd "$(dirname "$0")/../.."
PY=/usr/bin/python3
MIN="${1:-75}"
$PY models/training/build_taxonomy.py
$PY models/training/train.py prepare
$PY models/training/train.py train --run main --minutes "$MIN" --d 128 --ffn 512 --layers 4 --heads 4
$PY models/training/export_onnx.py --run main
node models/training/check_onnx.mjs
$PY models/training/make_samples.py
