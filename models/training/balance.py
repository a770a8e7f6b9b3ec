"""Show the model more of the windows that hold the rare categories it leaks most (organisations, other numbers):
each window with a target label is repeated with probability `rate` (once), then the epoch is reshuffled."""
import random
from typing import Dict, Iterable, List

import torch

TARGET_CATEGORIES = ('BUSINESS', 'INSTITUTION', 'ORGANIZATION', 'OTHER_NUMBER')


def target_ids(label_ids: Dict[str, int], categories: Iterable[str] = TARGET_CATEGORIES) -> List[int]:
    return sorted(i for label, i in label_ids.items() if label[2:] in set(categories) and label[:2] in ('B-', 'I-'))


def oversample(x: torch.Tensor, y: torch.Tensor, ids: List[int], rate: float, rng: random.Random):
    """(x, y) with every window whose labels contain one of `ids` repeated with probability `rate`."""
    if rate <= 0 or len(x) == 0:
        return x, y
    has = torch.isin(y, torch.tensor(ids, dtype=y.dtype)).any(dim=1).tolist()
    extra = [i for i, h in enumerate(has) if h and rng.random() < rate]
    if not extra:
        return x, y
    idx = torch.tensor(list(range(len(x))) + extra)
    idx = idx[torch.randperm(len(idx), generator=torch.Generator().manual_seed(rng.randrange(1 << 30)))]
    return x[idx], y[idx]
