"""Fill a document's placeholders with values; fix particles; return text + spans (+ char labels)."""
import random
from dataclasses import dataclass
from typing import Dict, List, Optional, Sequence, Tuple, Union

import labels as L
from hangul import fix_particle, is_syllable
from markers import Mention

QUOTES = "'\"‘’“”「」『』"


@dataclass
class Span:
    start: int
    end: int
    label: str      # canonical fine label
    category: str


def _strip_suffix(value: str, following: str) -> str:
    """`국민은행` + `은행 지점` -> `국민`: the court's text already carries the generic noun."""
    rest = following[1:] if following.startswith(' ') else following
    run = ''
    for ch in rest:
        if not is_syllable(ch):
            break
        run += ch
    for k in range(len(run), 1, -1):
        if value.endswith(run[:k]) and len(value) > k:
            return value[:-k].rstrip()
    return value


def fill(parts: Sequence[Union[str, Mention]], choose, keep_placeholder: float = 0.0,
         rng: Optional[random.Random] = None) -> Tuple[str, List[Span]]:
    """`choose(label, referent)` returns the value; the same referent gets the same value."""
    memo: Dict[tuple, str] = {}
    out: List[str] = []
    spans: List[Span] = []
    pos = 0
    parts = list(parts)
    pending_fix: Optional[str] = None
    for i, part in enumerate(parts):
        if isinstance(part, str):
            text = fix_particle(pending_fix, part) if pending_fix is not None else part
            pending_fix = None
            out.append(text)
            pos += len(text)
            continue
        label = L.canonical(part.raw_label)
        ph = part.placeholder
        lead = ''.join(ch for ch in ph[:1] if ch in QUOTES)
        trail = ''.join(ch for ch in ph[-1:] if ch in QUOTES) if len(ph) > 1 else ''
        key = (label, ph.strip(QUOTES), part.scope)
        if key not in memo:
            if rng is not None and keep_placeholder and rng.random() < keep_placeholder:
                memo[key] = ph.strip(QUOTES)
            else:
                memo[key] = choose(label, key)
        value = memo[key]
        nxt = parts[i + 1] if i + 1 < len(parts) and isinstance(parts[i + 1], str) else ''
        if not trail:
            value = _strip_suffix(value, nxt) or value
        out.append(lead)
        pos += len(lead)
        spans.append(Span(pos, pos + len(value), label, L.category_of(label)))
        out.append(value + trail)
        pos += len(value) + len(trail)
        pending_fix = None if trail else value
    return ''.join(out), spans


def char_labels(text: str, spans: Sequence[Span], label_ids: Dict[str, int]) -> List[int]:
    """BIO over categories per character; `label_ids` maps 'O', 'B-X', 'I-X' to ids."""
    y = [label_ids['O']] * len(text)
    for s in spans:
        y[s.start] = label_ids['B-' + s.category]
        for k in range(s.start + 1, s.end):
            y[k] = label_ids['I-' + s.category]
    return y
