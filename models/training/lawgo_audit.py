"""Hand-check sheet for the law.go.kr placeholder detector (lawgo.find), over every file of precedent-kr/raw:
1. a seeded random sample of detections with context (precision: a person marks each as right or wrong);
2. every residual candidate the detector did NOT take — a mask character, `생략`, or a role word followed by a
   number outside any detection (recall: a person marks each missed placeholder).
The counts from one such check are in the model card (models/README.md, "law.go.kr placeholder detector").

  /usr/bin/python3 models/training/lawgo_audit.py [--sample 100] [--seed 7]
"""
import argparse
import random
import re
import sys

import lawgo
from paths import SHARED

_CANDIDATE = re.compile(rf'[{lawgo.MASK}]|생략|(?:{lawgo._ROLE_RE})\s?\d')


def sheet(files, sample: int, seed: int):
    detections, residual = [], []
    for f in files:
        body = lawgo.strip_front_matter(f.read_text(encoding='utf-8'))
        found, _ = lawgo.find(body)
        name = f'{f.parent.name}/{f.name}'
        for x in found:
            detections.append((name, body[max(0, x.start - 15):x.start] + '[' + body[x.start:x.end] + ']' + body[x.end:x.end + 10], x.category))
        for m in _CANDIDATE.finditer(body):
            if not any(x.start <= m.end() - 1 < x.end for x in found):  # the number / mask / 생략 itself
                residual.append((name, body[max(0, m.start() - 15):m.start()] + '{' + m.group(0) + '}' + body[m.end():m.end() + 12]))
    rng = random.Random(seed)
    return rng.sample(detections, min(sample, len(detections))), residual, len(detections)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument('--sample', type=int, default=100)
    ap.add_argument('--seed', type=int, default=7)
    a = ap.parse_args(argv)
    files = sorted((SHARED / 'precedent-kr' / 'raw').glob('*/*.md'))
    sample, residual, n = sheet(files, a.sample, a.seed)
    print(f'# {n} detections in {len(files)} files; sample of {len(sample)}:')
    for i, (name, ctx, cat) in enumerate(sample):
        print(f'D{i:03d} {cat:<12} {ctx!r}  ({name})')
    print(f'# {len(residual)} residual candidates (not detected):')
    for i, (name, ctx) in enumerate(residual):
        print(f'R{i:03d} {ctx!r}  ({name})')
    return 0


if __name__ == '__main__':
    sys.exit(main())
