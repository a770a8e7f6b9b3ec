"""Character vocabulary and models/tokenizer.json (Hugging Face tokenizers format, WordLevel per char)."""
import collections
import json
import unicodedata
from pathlib import Path
from typing import Dict, Iterable

SPECIALS = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]']
PAD, UNK = 0, 1


def ksx1001_syllables() -> str:
    """The 2,350 Hangul syllables of KS X 1001 (EUC-KR rows 0xB0-0xC8)."""
    out = []
    for hi in range(0xB0, 0xC9):
        for lo in range(0xA1, 0xFF):
            try:
                out.append(bytes([hi, lo]).decode('euc-kr'))
            except UnicodeDecodeError:
                pass
    return ''.join(out)


def build_vocab(texts: Iterable[str], min_count: int = 2) -> Dict[str, int]:
    counts = collections.Counter()
    for t in texts:
        counts.update(unicodedata.normalize('NFC', t))
    chars = {c for c, n in counts.items() if n >= min_count}
    chars |= set(ksx1001_syllables())
    chars |= {chr(c) for c in range(0x20, 0x7F)}
    chars |= {'\n', '\t', '○', '□', '◯', '●', '△', '×', '·', '…', '‘', '’', '“', '”', '「', '」'}
    vocab = {tok: i for i, tok in enumerate(SPECIALS)}
    for c in sorted(chars):
        if c not in vocab and c != '\r':
            vocab[c] = len(vocab)
    return vocab


def tokenizer_json(vocab: Dict[str, int]) -> dict:
    return {
        'version': '1.0',
        'truncation': None,
        'padding': None,
        'added_tokens': [{'id': i, 'content': t, 'single_word': False, 'lstrip': False, 'rstrip': False,
                          'normalized': False, 'special': True} for i, t in enumerate(SPECIALS)],
        'normalizer': {'type': 'NFC'},
        'pre_tokenizer': {'type': 'Split', 'pattern': {'Regex': '[\\s\\S]'}, 'behavior': 'Isolated', 'invert': False},
        'post_processor': None,
        'decoder': None,
        'model': {'type': 'WordLevel', 'vocab': vocab, 'unk_token': '[UNK]'},
    }


def write_tokenizer(vocab: Dict[str, int], path: Path) -> None:
    path.write_text(json.dumps(tokenizer_json(vocab), ensure_ascii=False, indent=0) + '\n', encoding='utf-8')


def load_vocab(path: Path) -> Dict[str, int]:
    return json.loads(path.read_text(encoding='utf-8'))['model']['vocab']


def encode(text: str, vocab: Dict[str, int]):
    """Python twin of the tokenizer: one id per code point (text is NFC already)."""
    return [vocab.get(c, UNK) for c in text]
