"""Write an int8 copy of an exported ConvTagger model folder (model.onnx + manifest.json + tokenizer).

  /usr/bin/python3 models/training/quantize_onnx.py --src models --out DIR [--weight-bits 7]

Each gated block's convolution (Transpose → Conv1d k=3 → Transpose → two Slices: value and gate) becomes a matrix
product over the three dilated taps laid side by side, in int8: the block's input is quantized once per call
(DynamicQuantizeLinear: one scale per tensor, computed from the values at run time, so nothing is calibrated), the
taps are shifted as uint8 (padding with the zero point, which stands for exactly 0 as the convolution's padding
does), and the value and the gate are two MatMulInteger products with per-column weight scales, which ONNX Runtime
fuses into MatMulIntegerToFloat. Laying the taps out this way drops the two transposes and the two slices around each
convolution as well. Everything else (embedding, layer norms, residuals, mask, output layer) stays float.

Weights default to 7 bits: on x86 CPUs without VNNI, MLAS multiplies uint8 by int8 with an instruction that adds
pairs in int16, and 255 × 127 × 2 overflows it; with |w| ≤ 63 it cannot (ONNX Runtime's own `reduce_range`). The
engine cannot know which CPU a court PC has, so the model must be right on all of them.
"""
import argparse
import json
import shutil
import sys
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from write_manifest import sha256, write_atomic

INT64_MAX = np.iinfo(np.int64).max


class QuantizeError(Exception):
    pass


def _attrs(node) -> dict:
    return {a.name: helper.get_attribute_value(a) for a in node.attribute}


def _only_consumer(consumers: dict, name: str, op: str, what: str):
    users = consumers.get(name, [])
    if len(users) != 1 or users[0].op_type != op:
        raise QuantizeError(f'{what}: expected one {op} after it, found {[u.op_type for u in users]}')
    return users[0]


def _constant(name: str, producers: dict, inits: dict):
    """The value of a tensor the exporter wrote as a Constant node or an initializer; None otherwise."""
    node = producers.get(name)
    if node is not None and node.op_type == 'Constant' and node.attribute and node.attribute[0].name == 'value':
        return numpy_helper.to_array(node.attribute[0].t).tolist()
    return numpy_helper.to_array(inits[name]).tolist() if name in inits else None


def _block(conv, producers: dict, consumers: dict, inits: dict) -> dict:
    """The nodes of one gated block around `conv`, checked against the shape export_onnx.py writes."""
    a = _attrs(conv)
    name = conv.name or conv.output[0]
    d = (a.get('dilations') or [1])[0]
    if a.get('kernel_shape') != [3] or a.get('pads') != [d, d] or a.get('strides', [1]) != [1] or a.get('group', 1) != 1:
        raise QuantizeError(f'{name}: only kernel-3, stride-1, same-padded Conv1d is supported, found {a}')
    if len(conv.input) != 3:
        raise QuantizeError(f'{name}: the convolution has no bias')
    pre = producers.get(conv.input[0])
    if pre is None or pre.op_type != 'Transpose' or _attrs(pre).get('perm') != [0, 2, 1]:
        raise QuantizeError(f'{name}: its input is not a (batch, length, channel) tensor transposed for it')
    _only_consumer(consumers, pre.output[0], 'Conv', f'{name} input')
    post = _only_consumer(consumers, conv.output[0], 'Transpose', name)
    slices = [u for u in consumers.get(post.output[0], []) if u.op_type == 'Slice']
    gate = [s for s in slices if any(u.op_type == 'Sigmoid' for u in consumers.get(s.output[0], []))]
    value = [s for s in slices if s not in gate]
    if len(slices) != 2 or len(gate) != 1 or len(value) != 1:
        raise QuantizeError(f'{name}: expected its output split into a value and a sigmoid gate (two Slices)')
    # ConvTagger: `a, g = h.chunk(2, -1)`, the value first; the rewrite gives each half its own product.
    if _constant(value[0].input[1], producers, inits) != [0]:
        raise QuantizeError(f'{name}: the value half does not start at channel 0')
    return {'conv': conv, 'pre': pre, 'post': post, 'value': value[0], 'gate': gate[0], 'dilation': d}


def _weights(w: np.ndarray, bits: int):
    """[O, I, 3] conv weights → [3I, O] int8 taps (x[t-d], x[t], x[t+d]) and one float scale per column."""
    wm = np.concatenate([w[:, :, k].T for k in range(w.shape[2])], 0).astype(np.float32)
    top = 2 ** (bits - 1) - 1
    scale = np.abs(wm).max(0) / top
    scale[scale == 0] = 1.0
    q = np.clip(np.round(wm / scale), -top, top).astype(np.int8)
    return q, scale.astype(np.float32)


def is_quantized(model: onnx.ModelProto) -> bool:
    """Whether `model` is a copy this script wrote (its float convolution weights are gone)."""
    return any(n.op_type == 'MatMulInteger' for n in model.graph.node)


def quantize(model: onnx.ModelProto, weight_bits: int = 7) -> int:
    """Rewrites every gated convolution block of `model` in place; returns how many."""
    if is_quantized(model):
        raise QuantizeError('already quantized')
    g = model.graph
    inits = {i.name: i for i in g.initializer}
    producers = {o: n for n in g.node for o in n.output}
    consumers: dict = {}
    for n in g.node:
        for i in n.input:
            consumers.setdefault(i, []).append(n)
    blocks = [_block(n, producers, consumers, inits) for n in g.node if n.op_type == 'Conv']
    if not blocks:
        raise QuantizeError('no convolution in the graph: only the conv architecture (ConvTagger) is supported')
    replace, drop, new_inits = {}, set(), []

    def const(name, arr):
        new_inits.append(numpy_helper.from_array(arr, name))
        return name

    for b in blocks:
        conv, d = b['conv'], b['dilation']
        for i in conv.input[1:]:
            if i not in inits:
                raise QuantizeError(f'{conv.name}: weight {i} is not a constant')
        w = numpy_helper.to_array(inits[conv.input[1]])
        bias = numpy_helper.to_array(inits[conv.input[2]]).astype(np.float32)
        half = w.shape[0] // 2
        p = conv.input[1].rsplit('.weight', 1)[0] + '.int8'
        x = b['pre'].input[0]
        nodes = [
            helper.make_node('DynamicQuantizeLinear', [x], [p + '.x', p + '.x_scale', p + '.x_zero'], name=p + '.quantize'),
            helper.make_node('Pad', [p + '.x', const(p + '.pads', np.array([0, d, 0, 0, d, 0], np.int64)), p + '.x_zero'],
                             [p + '.padded'], name=p + '.pad'),
            helper.make_node('Slice', [p + '.padded', const(p + '.zero', np.array([0], np.int64)),
                                       const(p + '.minus', np.array([-2 * d], np.int64)), const(p + '.axis', np.array([1], np.int64))],
                             [p + '.before'], name=p + '.before'),
            helper.make_node('Slice', [p + '.padded', const(p + '.plus', np.array([2 * d], np.int64)),
                                       const(p + '.end', np.array([INT64_MAX], np.int64)), p + '.axis'],
                             [p + '.after'], name=p + '.after'),
            helper.make_node('Concat', [p + '.before', p + '.x', p + '.after'], [p + '.taps'], axis=2, name=p + '.taps'),
        ]
        for part, cols, target in (('value', slice(0, half), b['value']), ('gate', slice(half, None), b['gate'])):
            q, scale = _weights(w[cols], weight_bits)
            s = f'{p}.{part}'
            nodes += [
                helper.make_node('MatMulInteger', [p + '.taps', const(s + '.w', q), p + '.x_zero',
                                                   const(s + '.w_zero', np.zeros(q.shape[1], np.int8))],
                                 [s + '.int'], name=s + '.matmul'),
                helper.make_node('Cast', [s + '.int'], [s + '.float'], to=TensorProto.FLOAT, name=s + '.cast'),
                helper.make_node('Mul', [p + '.x_scale', const(s + '.w_scale', scale)], [s + '.scale'], name=s + '.scale'),
                helper.make_node('Mul', [s + '.float', s + '.scale'], [s + '.scaled'], name=s + '.scaled'),
                helper.make_node('Add', [s + '.scaled', const(s + '.b', bias[cols])], [target.output[0]], name=s + '.bias'),
            ]
        replace[id(b['pre'])] = nodes
        drop.update(id(n) for n in (conv, b['post'], b['value'], b['gate']))
    kept = []
    for n in g.node:
        if id(n) in replace:
            kept += replace[id(n)]
        elif id(n) not in drop:
            kept.append(n)
    del g.node[:]
    g.node.extend(_live(kept, {o.name for o in g.output}))
    g.initializer.extend(new_inits)
    used = {i for n in g.node for i in n.input}
    kept_inits = [i for i in g.initializer if i.name in used]
    del g.initializer[:]
    g.initializer.extend(kept_inits)
    onnx.checker.check_model(model)
    return len(blocks)


def _live(nodes: list, outputs: set) -> list:
    """Drops the nodes nothing reads any more (the slice bounds computed from the old conv output's shape)."""
    needed, keep = set(outputs), []
    for n in reversed(nodes):
        if any(o in needed for o in n.output):
            keep.append(n)
            needed.update(i for i in n.input if i)
    return keep[::-1]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--src', default='models', help='model folder with manifest.json (default: models)')
    ap.add_argument('--out', required=True, help='folder to write the int8 model folder into')
    ap.add_argument('--weight-bits', type=int, default=7, choices=(7, 8),
                    help='7 (default) is exact on every x86 CPU; 8 only where the CPU has VNNI')
    a = ap.parse_args(argv)
    src, out = Path(a.src), Path(a.out)
    if out.resolve() == src.resolve():
        print(f'quantize_onnx: {out}: write the int8 copy to another folder; the float model stays as it is', file=sys.stderr)
        return 1
    try:
        manifest = json.loads((src / 'manifest.json').read_text(encoding='utf-8'))
        model_file = src / manifest['model']['file']
        model = onnx.load(str(model_file))
    except (OSError, ValueError, KeyError) as e:
        print(f'quantize_onnx: {src}: cannot read the model folder ({e})', file=sys.stderr)
        return 1
    try:
        blocks = quantize(model, a.weight_bits)
    except QuantizeError as e:
        print(f'quantize_onnx: {model_file}: {e}', file=sys.stderr)
        return 1
    out.mkdir(parents=True, exist_ok=True)
    data = model.SerializeToString()
    tmp = out / (manifest['model']['file'] + '.tmp')
    tmp.write_bytes(data)
    tmp.replace(out / manifest['model']['file'])
    shutil.copyfile(src / manifest['tokenizer']['file'], out / manifest['tokenizer']['file'])
    training = dict(manifest.get('training') or {})
    training['quantization'] = {
        'method': 'dynamic int8 (quantize_onnx.py): gated convolutions as uint8 × int8 matrix products, activations '
                  'one scale per tensor at run time, weights one scale per output column',
        'weightBits': a.weight_bits, 'blocks': blocks,
        'from': {'version': manifest['version'], 'sha256': manifest['model']['sha256']},
    }
    manifest.update(version=manifest['version'].split('+')[0] + '+int8', training=training)
    manifest['model'] = dict(manifest['model'], sha256=sha256(out / manifest['model']['file']))
    write_atomic(out / 'manifest.json', manifest)
    print(f'quantized {blocks} blocks ({a.weight_bits}-bit weights) -> {out / manifest["model"]["file"]} '
          f'({len(data) / 1e6:.1f} MB)')
    return 0


if __name__ == '__main__':
    sys.exit(main())
