#!/bin/sh
# A trained run beside the bundled model, on the validation slices only (the test slices stay unread until a
# candidate is chosen): export it, check the graph in onnxruntime-node, score model alone (evaluate.py) and in the
# engine (garim eval --model), and give the swap rule's verdict for each (compare_slices.py: no slice worse by more
# than 0.5 points). For a run made here or brought back from a GPU by device_train.sh (copy $OUT/RUN/*.pt into
# models/training/work/RUN/ first).
#   models/training/candidate.sh [--int8] RUN [CKPT]      (CKPT default last-weights.pt; last.pt / best.pt for runs made here)
# --int8: the engine runs the candidate's int8 copy (quantize_onnx.py, checked against its float graph by
# check_int8.mjs) — what a model too slow in float would ship as; the model-alone figures stay float.
set -eu
cd "$(dirname "$0")/../.."
PY="${GARIM_PYTHON:-/usr/bin/python3}"
W="${GARIM_WORK:-models/training/work}"
INT8=0
[ "${1:-}" = --int8 ] && { INT8=1; shift; }
[ $# -ge 1 ] || { echo "usage: candidate.sh [--int8] RUN [CKPT]" >&2; exit 2; }
RUN=$1
CKPT="${2:-last-weights.pt}"
[ -f "$W/$RUN/$CKPT" ] || { echo "candidate.sh: $W/$RUN/$CKPT not found" >&2; exit 1; }
E="$W/$RUN/export"
mkdir -p "$E"
cp models/tokenizer.json "$E/"
"$PY" models/training/export_onnx.py --run "$RUN" --ckpt "$CKPT" --out "$E" --version 0.0.0-candidate \
  --init "$RUN/$CKPT (candidate, not bundled)"
node models/training/check_onnx.mjs "$E/model.onnx" "$W/onnx_reference.json"
if [ ! -f "$W/val_slices.jsonl" ]; then
  "$PY" models/training/make_slices.py --split validation --out "$W/val_slices.jsonl" --out-lawgo "$W/val_slices_lawgo.jsonl"
fi
if [ "$INT8" = 1 ]; then
  "$PY" models/training/quantize_onnx.py --src "$E" --out "$E-int8"
  node models/training/check_int8.mjs "$E/model.onnx" "$E-int8/model.onnx" "$W/val_slices.jsonl"
  E="$E-int8"
fi
"$PY" models/training/evaluate.py --onnx models/model.onnx --slices --jsonl "$W/val_slices.jsonl" --out "$W/$RUN/val_model_bundled.json" > /dev/null
"$PY" models/training/evaluate.py --run "$RUN" --ckpt "$CKPT" --slices --jsonl "$W/val_slices.jsonl" --out "$W/$RUN/val_model.json" > /dev/null
node bin/garim.mjs eval "$W/val_slices.jsonl" --json --out "$W/$RUN/val_engine_bundled.json" > /dev/null
node bin/garim.mjs eval "$W/val_slices.jsonl" --model "$E" --json --out "$W/$RUN/val_engine.json" > /dev/null
echo "## model alone (validation slices)"
"$PY" models/training/compare_slices.py "$W/$RUN/val_model_bundled.json" "$W/$RUN/val_model.json" --names bundled,"$RUN" | sed -n '/ vs bundled/,$p'
echo "## engine (validation slices)"
"$PY" models/training/compare_slices.py "$W/$RUN/val_engine_bundled.json" "$W/$RUN/val_engine.json" --names bundled,"$RUN" | sed -n '/ vs bundled/,$p'
echo "full tables: compare_slices.py on $W/$RUN/val_*.json"
