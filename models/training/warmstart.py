"""Start training from the shipped model: read its weights out of model.onnx (no checkpoint ships with the repo)
and grow it with residual blocks that start as the identity, so step 0 reproduces the shipped model exactly
and the extra blocks (wider dilations) only add what the new data teaches."""
from pathlib import Path
from typing import Dict, List

import torch

from model import ConvTagger


def onnx_state(path: Path) -> Dict[str, torch.Tensor]:
    import onnx
    from onnx import numpy_helper
    m = onnx.load(str(path))
    state = {i.name: torch.from_numpy(numpy_helper.to_array(i).copy()) for i in m.graph.initializer}
    # The exporter folds out.weight into a MatMul constant ([d, labels], transposed).
    mm = [k for k in state if k.startswith('onnx::MatMul')]
    if 'out.weight' not in state and len(mm) == 1:
        state['out.weight'] = state.pop(mm[0]).t().contiguous()
    return state


def grow(state: Dict[str, torch.Tensor], vocab_size: int, num_labels: int, d: int, old_dilations: List[int],
         extra_dilations: List[int], max_len: int = 256) -> ConvTagger:
    """ConvTagger with the old blocks' weights, then `extra_dilations` blocks whose gated output is zero."""
    model = ConvTagger(vocab_size, num_labels, d=d, dilations=list(old_dilations) + list(extra_dilations), max_len=max_len)
    missing, unexpected = model.load_state_dict(state, strict=False)
    n_old = len(old_dilations)
    assert not unexpected, unexpected
    assert all(k.startswith('blocks.') and int(k.split('.')[1]) >= n_old for k in missing), missing
    with torch.no_grad():
        for b in model.blocks[n_old:]:
            b.conv.weight[:d].zero_()  # the `a` half: a * sigmoid(g) = 0, the block is the identity
            b.conv.bias[:d].zero_()
    return model
