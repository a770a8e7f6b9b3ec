"""Stable train/validation/test assignment (fixed seed) for judgments and replacement values."""
import hashlib
import random
from typing import List, Sequence, TypeVar

T = TypeVar('T')
SEED = 20250618
SPLITS = ('train', 'validation', 'test')


def value_split(value: str) -> str:
    """80/10/10 by a stable hash, so a value is in the same split on every run and machine."""
    h = int(hashlib.md5(f'{SEED}:{value}'.encode('utf-8')).hexdigest()[:8], 16) % 10
    return 'train' if h < 8 else ('validation' if h == 8 else 'test')


def split_docs(ids: Sequence[str]) -> dict:
    """80/10/10 by judgment with a fixed seed."""
    order = sorted(ids)
    random.Random(SEED).shuffle(order)
    n = len(order)
    a, b = int(n * 0.8), int(n * 0.9)
    return {'train': set(order[:a]), 'validation': set(order[a:b]), 'test': set(order[b:])}


def split_values(values: List[str], split: str) -> List[str]:
    part = [v for v in values if value_split(v) == split]
    return part or list(values)  # lists too small to split are shared (noted in the model card)
