"""A small character-level transformer encoder for BIO tagging (export-friendly: no fused kernels)."""
import math

import torch
from torch import nn


def _init(m: nn.Module) -> None:
    # BERT-style N(0, 0.02): nn.Embedding's default N(0, 1) swamps the residual stream and stalls learning.
    if isinstance(m, (nn.Linear, nn.Embedding)):
        nn.init.normal_(m.weight, std=0.02)
        if isinstance(m, nn.Linear) and m.bias is not None:
            nn.init.zeros_(m.bias)


class Layer(nn.Module):
    def __init__(self, d: int, heads: int, ffn: int, dropout: float):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.ln1 = nn.LayerNorm(d)
        self.ln2 = nn.LayerNorm(d)
        self.ff = nn.Sequential(nn.Linear(d, ffn), nn.GELU(), nn.Linear(ffn, d))
        self.drop = nn.Dropout(dropout)

    def forward(self, x, bias):
        b, s, d = x.shape
        h = self.ln1(x)
        q, k, v = self.qkv(h).view(b, s, 3, self.heads, d // self.heads).permute(2, 0, 3, 1, 4)
        att = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(d // self.heads) + bias
        att = self.drop(torch.softmax(att, dim=-1))
        y = torch.matmul(att, v).transpose(1, 2).reshape(b, s, d)
        x = x + self.drop(self.proj(y))
        return x + self.drop(self.ff(self.ln2(x)))


class CharTagger(nn.Module):
    def __init__(self, vocab_size: int, num_labels: int, d: int = 192, layers: int = 4, heads: int = 4,
                 ffn: int = 768, max_len: int = 256, dropout: float = 0.1):
        super().__init__()
        self.config = dict(vocab_size=vocab_size, num_labels=num_labels, d=d, layers=layers, heads=heads,
                           ffn=ffn, max_len=max_len, dropout=dropout)
        self.tok = nn.Embedding(vocab_size, d, padding_idx=0)
        self.pos = nn.Embedding(max_len, d)
        self.layers = nn.ModuleList([Layer(d, heads, ffn, dropout) for _ in range(layers)])
        self.ln = nn.LayerNorm(d)
        self.out = nn.Linear(d, num_labels)
        self.drop = nn.Dropout(dropout)
        self.apply(_init)

    def forward(self, input_ids, attention_mask):
        s = input_ids.shape[1]
        pos = torch.arange(s, device=input_ids.device).unsqueeze(0)
        x = self.drop(self.tok(input_ids) + self.pos(pos))
        # Additive key mask: padded keys get -1e4 (finite, so fully padded rows stay NaN-free).
        bias = (1.0 - attention_mask.to(x.dtype)).unsqueeze(1).unsqueeze(2) * -1e4
        for layer in self.layers:
            x = layer(x, bias)
        return self.out(self.ln(x))


class BiLSTMTagger(nn.Module):
    """Baseline: character embeddings + 2-layer BiLSTM (no CRF: decoding stays argmax as in the engine)."""

    def __init__(self, vocab_size: int, num_labels: int, d: int = 128, hidden: int = 192, layers: int = 2,
                 dropout: float = 0.1, **_):
        super().__init__()
        self.config = dict(vocab_size=vocab_size, num_labels=num_labels, d=d, hidden=hidden, layers=layers,
                           dropout=dropout, arch='bilstm')
        self.tok = nn.Embedding(vocab_size, d, padding_idx=0)
        self.lstm = nn.LSTM(d, hidden, layers, batch_first=True, bidirectional=True, dropout=dropout)
        self.out = nn.Linear(2 * hidden, num_labels)

    def forward(self, input_ids, attention_mask):
        y, _ = self.lstm(self.tok(input_ids))
        return self.out(y)


def build(config: dict) -> nn.Module:
    cfg = dict(config)
    arch = cfg.pop('arch', 'transformer')
    if arch == 'bilstm':
        return BiLSTMTagger(**cfg)
    if arch == 'conv':
        return ConvTagger(**cfg)
    return CharTagger(**cfg)


class ConvBlock(nn.Module):
    def __init__(self, d: int, dilation: int, dropout: float):
        super().__init__()
        self.ln = nn.LayerNorm(d)
        self.conv = nn.Conv1d(d, 2 * d, 3, padding=dilation, dilation=dilation)
        self.drop = nn.Dropout(dropout)

    def forward(self, x, keep):
        h = self.conv(self.ln(x).transpose(1, 2)).transpose(1, 2)
        a, g = h.chunk(2, dim=-1)
        return (x + self.drop(a * torch.sigmoid(g))) * keep


class ConvTagger(nn.Module):
    """Dilated gated CNN over characters (ID-CNN style): local context is learned fast on little compute."""

    def __init__(self, vocab_size: int, num_labels: int, d: int = 128, dilations=(1, 2, 4, 8, 16, 1, 2, 4),
                 dropout: float = 0.1, max_len: int = 256, **_):
        super().__init__()
        self.config = dict(arch='conv', vocab_size=vocab_size, num_labels=num_labels, d=d, dilations=list(dilations),
                           dropout=dropout, max_len=max_len)
        self.tok = nn.Embedding(vocab_size, d, padding_idx=0)
        self.blocks = nn.ModuleList([ConvBlock(d, k, dropout) for k in dilations])
        self.ln = nn.LayerNorm(d)
        self.out = nn.Linear(d, num_labels)
        self.apply(_init)

    def forward(self, input_ids, attention_mask):
        keep = attention_mask.to(torch.float32).unsqueeze(-1)
        x = self.tok(input_ids) * keep
        for b in self.blocks:
            x = b(x, keep)
        return self.out(self.ln(x))
