"""Start training from the shipped model: read its weights out of model.onnx (no checkpoint ships with the repo)
and grow it with residual blocks that start as the identity, so step 0 reproduces the shipped model exactly
and the extra blocks (wider dilations) only add what the new data teaches."""
import json
from pathlib import Path
from typing import Dict, List, Optional

import torch

from model import ConvTagger


def onnx_state(path: Path) -> Dict[str, torch.Tensor]:
    import onnx
    from onnx import numpy_helper
    from quantize_onnx import is_quantized
    m = onnx.load(str(path))
    if is_quantized(m):
        raise SystemExit(f'{path}: an int8 model (quantize_onnx.py) has lost the float weights; '
                         'read the float model it was made from (its manifest gives that version and sha256 under '
                         'training.quantization.from)')
    state = {i.name: torch.from_numpy(numpy_helper.to_array(i).copy()) for i in m.graph.initializer}
    # The exporter folds out.weight into a MatMul constant ([d, labels], transposed).
    mm = [k for k in state if k.startswith('onnx::MatMul')]
    if 'out.weight' not in state and len(mm) == 1:
        state['out.weight'] = state.pop(mm[0]).t().contiguous()
    return state


def recorded_dilations(path: Path) -> Optional[List[int]]:
    """The dilations the model.onnx at `path` was trained with, as export_onnx.py records them in the manifest beside
    it (0.2.0: fourteen blocks); None where no manifest records them (the 0.1 model's had ten, the default)."""
    manifest = path.parent / 'manifest.json'
    if not manifest.is_file():
        return None
    return json.loads(manifest.read_text(encoding='utf-8')).get('training', {}).get('architecture', {}).get('dilations')


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
