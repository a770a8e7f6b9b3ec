"""Where training runs: the same script on this machine's CPU cores and on a lent GPU (PyTorch 1.13 here, 2.x there)."""
import contextlib
import os

import torch


def pick(name: str) -> torch.device:
    """`auto` takes CUDA when there is one; asking for CUDA where there is none stops with a clear message."""
    # Asked through NVML, the question does not start CUDA in this process before epochs.py forks its workers.
    os.environ.setdefault('PYTORCH_NVML_BASED_CUDA_CHECK', '1')
    if name == 'auto':
        name = 'cuda' if torch.cuda.is_available() else 'cpu'
    if name.startswith('cuda') and not torch.cuda.is_available():
        raise SystemExit(f'--device {name}: this PyTorch ({torch.__version__}) sees no CUDA device; use --device cpu or auto')
    if name != 'cpu' and not name.startswith('cuda'):
        raise SystemExit(f'--device {name}: expected auto, cpu or cuda[:N]')
    return torch.device(name)


def autocast(device: torch.device, enabled: bool):
    """bfloat16 autocast on a GPU (no loss scaling needed); full precision on the CPU, where it would only slow down."""
    if enabled and device.type == 'cuda':
        return torch.autocast(device_type='cuda', dtype=torch.bfloat16)
    return contextlib.nullcontext()


def load(path, device='cpu'):
    """A checkpoint of this pipeline (weights, optimiser, state and config), onto `device`.

    PyTorch 2.6 made `weights_only=True` the default, which admits only tensors and plain containers; these are our
    own files, read as they were written (1.13, the oldest PyTorch this pipeline runs on, knows the argument too).
    """
    return torch.load(path, map_location=device, weights_only=False)


def cpu_state(module: torch.nn.Module) -> dict:
    """Weights as CPU tensors, so a checkpoint written on a GPU loads anywhere (export, evaluation, the next run)."""
    return {k: v.detach().cpu() for k, v in module.state_dict().items()}
