#!/bin/sh
# Training on a lent GPU (the `device` tool) with the very scripts the CPU runs; it works anywhere PyTorch does.
#
#   models/training/device_train.sh stage
#       here: copy the training data of ../shared (or $GARIM_SHARED) into models/training/work/device/shared,
#       git-ignored, so that it travels with the call: name models/training/work/device in the call's `carry`
#       (25 MB; with the checkout's 22 MB and, to continue a run, its 14 MB of weights, under the 64 MiB a call takes).
#   models/training/device_train.sh train RUN MINUTES [train.py options]
#       there: train RUN for MINUTES with bfloat16 autocast on the GPU and the epochs made by worker processes
#       (epochs.py), then bring back the weights without optimiser state (14 MB each, a file may be 16 MiB), the log
#       and the validation history to $OUT/RUN. Given no options it continues the bundled model on stage 3's recipe
#       (run.sh) at batch 64. Back here: copy the files into models/training/work/RUN/ and run candidate.sh RUN.
set -eu
cd "$(dirname "$0")/../.."
PY="${GARIM_PYTHON:-python3}"
STAGE=models/training/work/device
. models/training/recipes.sh
case "${1:-}" in
stage)
  SRC="${GARIM_SHARED:-../shared}"
  for d in thunder-deid lists precedent-kr; do
    [ -d "$SRC/$d" ] || { echo "device_train.sh stage: $SRC/$d not found (set GARIM_SHARED)" >&2; exit 1; }
  done
  rm -rf "$STAGE/shared"
  mkdir -p "$STAGE/shared"
  for d in thunder-deid lists precedent-kr; do cp -R "$SRC/$d" "$STAGE/shared/"; done
  rm -rf "$STAGE/shared/thunder-deid/tokenizer"  # the release's BPE tokenizer: training reads its own (1.6 MB less)
  du -sh "$STAGE"
  ;;
train)
  [ $# -ge 3 ] || { echo "usage: device_train.sh train RUN MINUTES [train.py options]" >&2; exit 2; }
  RUN=$2
  MINUTES=$3
  shift 3
  [ -d "$STAGE/shared/thunder-deid" ] || { echo "device_train.sh: no staged data in $STAGE (run 'stage' here first and carry it)" >&2; exit 1; }
  OUT_DIR="${OUT:-models/training/work/device-out}/$RUN"  # $OUT on the device machine; never inside what is carried
  mkdir -p "$OUT_DIR"
  export GARIM_SHARED="$PWD/$STAGE/shared"
  export GARIM_WORK="${GARIM_WORK:-/tmp/garim-work}"
  export PYTHONUNBUFFERED=1
  if [ $# -eq 0 ]; then
    # shellcheck disable=SC2086
    set -- --init-onnx models/model.onnx $STAGE3_DATA --batch 64 --lr 3e-4 --warmup 200 --eval-every 2
  fi
  "$PY" -c "import torch; print('torch', torch.__version__, 'cuda', torch.cuda.is_available(), torch.cuda.get_device_name(0) if torch.cuda.is_available() else 'cpu')" | tee "$OUT_DIR/train.txt"
  cores=$(nproc)
  # GARIM_EPOCH_WORKERS splits the cores when two runs share one GPU (a small CNN leaves it mostly idle).
  workers="${GARIM_EPOCH_WORKERS:-$((cores > 4 ? cores - 4 : 0))}"
  # The budget counts training only; startup, validation and the final save need a minute or two beyond it.
  status=0
  timeout "$((${MINUTES%.*} * 60 + 150))" "$PY" models/training/train.py train --run "$RUN" --minutes "$MINUTES" \
    --device auto --workers "$workers" --threads 4 --ckpt-every 2 "$@" >> "$OUT_DIR/train.txt" 2>&1 || status=$?
  grep -v '^[0-9:]* step ' "$OUT_DIR/train.txt" | tail -n 30
  for c in last best; do
    [ -f "$GARIM_WORK/$RUN/$c.pt" ] && "$PY" models/training/slim_checkpoint.py "$GARIM_WORK/$RUN/$c.pt" "$OUT_DIR/$c-weights.pt"
  done
  cp "$GARIM_WORK/$RUN/log.txt" "$OUT_DIR/log.txt" 2>/dev/null || true
  exit "$status"
  ;;
*)
  echo "usage: device_train.sh stage | train RUN MINUTES [train.py options]" >&2
  exit 2
  ;;
esac
