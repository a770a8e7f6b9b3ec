"""Write app/benchmark samples to test/fixtures/samples/: full-length judgments and short excerpts (plain UTF-8).

Built from VALIDATION-split excerpts filled with VALIDATION-split values (fixed seed); no raw markers.
  /usr/bin/python3 models/training/make_samples.py
"""
import random
import sys

from paths import REPO_ROOT, require_shared
import dataset as D
from documents import assemble, pick_excerpts
from train import load_splits
from values import ValueSampler

OUT = REPO_ROOT / 'test' / 'fixtures' / 'samples'
LONG = [('judgment-long-1.txt', 12000), ('judgment-long-2.txt', 20000), ('judgment-long-3.txt', 32000),
        ('judgment-long-4.txt', 45000)]


def main() -> int:
    require_shared()
    OUT.mkdir(parents=True, exist_ok=True)
    val = load_splits()['validation']
    rng = random.Random(7)
    sampler = ValueSampler('validation', rng)
    names, samples = [], []
    for name, target in LONG:
        ex = pick_excerpts(val, rng, target)
        samples.append(D.fill_doc(assemble(ex, rng, sampler.gen), sampler, rng))
        names.append(name)
    short = [d for d in val if 250 <= len(d.plain()) <= 900]
    for i, d in enumerate(rng.sample(short, 5)):
        samples.append(D.fill_doc(d.parts, sampler, rng))
        names.append(f'excerpt-{i + 1}.txt')
    for name, (text, _) in zip(names, samples):
        assert '<<<' not in text and '>>>' not in text
        (OUT / name).write_text(text, encoding='utf-8')
    D.write_jsonl(OUT / 'labels.jsonl', names, samples)
    for name, (text, spans) in zip(names, samples):
        print(f'{name}: {len(text)} chars, {len(spans)} spans')
    return 0


if __name__ == '__main__':
    sys.exit(main())
