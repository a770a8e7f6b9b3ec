"""Wrap a slice document's lines as a PDF of justified Korean text does: a line break wherever a line is full.

Judgments reach the tool as PDFs (and as text copied out of them) whose lines end where the page does, inside a word
as often as between two (`김철\\n수는`); a break that falls on a space takes the space's place. The held-out draws are
paragraphs, so `make_slices.py --wrap-lines N` rewraps them at N characters to measure that input. Gold offsets move
with the inserted breaks; a mention a break splits keeps the break inside its span.
"""
from typing import Dict, List


def wrap(text: str, width: int):
    """The wrapped text and, for each offset of `text` (and its end), the offset it moved to."""
    out: List[str] = []
    moved: List[int] = []
    col = 0
    for c in text:
        if c == '\n':
            col = 0
        elif col >= width:
            col = 0
            if c == ' ':
                moved.append(len(out))
                out.append('\n')
                continue
            out.append('\n')
        if c != '\n':
            col += 1
        moved.append(len(out))
        out.append(c)
    moved.append(len(out))
    return ''.join(out), moved


def wrap_row(row: Dict, width: int) -> Dict:
    """A slice row with its text wrapped at `width` characters and its spans and ignore ranges moved."""
    text, moved = wrap(row['text'], width)

    def shift(r: Dict) -> Dict:
        # The end moves with the last character of the span, so a break right after it stays outside.
        return {**r, 'start': moved[r['start']], 'end': moved[r['end'] - 1] + 1 if r['end'] > r['start'] else moved[r['start']]}

    out = {**row, 'text': text, 'spans': [shift(s) for s in row['spans']]}
    if row.get('ignore'):
        out['ignore'] = [shift(r) for r in row['ignore']]
    return out
