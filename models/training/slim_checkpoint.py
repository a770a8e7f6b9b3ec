"""A checkpoint without its optimiser state: what a GPU run brings back (a file may be 16 MiB) and what export_onnx.py,
evaluate.py and train.py --init-ckpt read.

  python3 models/training/slim_checkpoint.py work/RUN/last.pt OUT/last-weights.pt
"""
import sys
from pathlib import Path

import torch

import device as dev


def slim(src: Path, dst: Path) -> int:
    blob = dev.load(src)
    blob.pop('opt', None)
    dst.parent.mkdir(parents=True, exist_ok=True)
    tmp = dst.with_name(dst.name + '.tmp')
    torch.save(blob, tmp)
    tmp.replace(dst)  # whole or absent, never a torn file
    return dst.stat().st_size


def main(argv=None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    src, dst = Path(args[0]), Path(args[1])
    if not src.is_file():
        print(f'{src}: no such checkpoint', file=sys.stderr)
        return 1
    size = slim(src, dst)
    print(f'{src} -> {dst} ({size / 1e6:.1f} MB, no optimiser state)')
    return 0


if __name__ == '__main__':
    sys.exit(main())
