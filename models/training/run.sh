#!/bin/sh
# One command to rebuild the bundled model from ../shared (or $GARIM_SHARED):
#   models/training/run.sh [minutes]        (default 33; checkpoints in models/training/work/, resumable)
set -eu
cd "$(dirname "$0")/../.."
PY=/usr/bin/python3
MIN="${1:-33}"
$PY models/training/build_taxonomy.py
$PY models/training/train.py prepare
$PY models/training/train.py train --run main --arch conv --minutes "$MIN" --d 192 --warmup 100 --eval-every 8
$PY models/training/export_onnx.py --run main
node models/training/check_onnx.mjs
$PY models/training/make_samples.py
