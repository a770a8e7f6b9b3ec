import collections
import contextlib
import hashlib
import io
import json
import tempfile
import unittest
from pathlib import Path

import numpy as np
import onnx
import torch
import torch.nn.functional as F

from tests import _path  # noqa: F401

import quantize_onnx as q
from model import build


def _export(folder: Path, dilations=(1, 2, 4)) -> Path:
    """A small ConvTagger exported as export_onnx.py does, with a manifest beside it."""
    torch.manual_seed(0)
    model = build({'arch': 'conv', 'vocab_size': 40, 'num_labels': 5, 'd': 16, 'dilations': list(dilations),
                   'dropout': 0.0}).eval()
    ids = torch.randint(5, 40, (2, 30))
    torch.onnx.export(model, (ids, torch.ones_like(ids)), str(folder / 'model.onnx'),
                      input_names=['input_ids', 'attention_mask'], output_names=['logits'], opset_version=13,
                      dynamic_axes={'input_ids': {0: 'b', 1: 's'}, 'attention_mask': {0: 'b', 1: 's'},
                                    'logits': {0: 'b', 1: 's'}})
    (folder / 'tokenizer.json').write_text('{}', encoding='utf-8')
    (folder / 'manifest.json').write_text(json.dumps({
        'name': 't', 'version': '1.2.3', 'model': {'file': 'model.onnx', 'sha256': '0' * 64},
        'tokenizer': {'file': 'tokenizer.json', 'sha256': '0' * 64}, 'training': {'steps': 7}}), encoding='utf-8')
    return folder


def _run(argv):
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        code = q.main(argv)
    return code, err.getvalue()


class TapLayoutTest(unittest.TestCase):
    def test_the_three_taps_side_by_side_compute_the_dilated_convolution(self):
        rng = np.random.default_rng(1)
        for d in (1, 3, 16):
            w = rng.normal(size=(6, 4, 3)).astype(np.float32)
            x = rng.normal(size=(1, 20, 4)).astype(np.float32)
            want = F.conv1d(torch.from_numpy(x).transpose(1, 2), torch.from_numpy(w), padding=d, dilation=d)
            want = want.transpose(1, 2).numpy()
            padded = np.pad(x, ((0, 0), (d, d), (0, 0)))
            taps = np.concatenate([padded[:, :20], x, padded[:, 2 * d:]], axis=2)
            wq, scale = q._weights(w, 8)
            got = taps @ (wq.astype(np.float32) * scale)
            np.testing.assert_allclose(got, want, atol=0.05 * np.abs(want).max())

    def test_seven_bit_weights_stay_within_63(self):
        wq, scale = q._weights(np.random.default_rng(2).normal(size=(8, 5, 3)).astype(np.float32), 7)
        self.assertEqual(np.abs(wq).max(), 63)
        self.assertEqual(scale.shape, (8,))

    def test_a_zero_column_gets_a_unit_scale(self):
        w = np.zeros((2, 3, 3), np.float32)
        w[1] = 1.0
        wq, scale = q._weights(w, 8)
        self.assertEqual(scale[0], 1.0)
        self.assertTrue((wq[:, 0] == 0).all())


class QuantizeGraphTest(unittest.TestCase):
    def test_every_block_becomes_two_integer_products_and_nothing_dead_is_left(self):
        with tempfile.TemporaryDirectory() as d:
            m = onnx.load(str(_export(Path(d)) / 'model.onnx'))
            self.assertEqual(q.quantize(m), 3)
            ops = collections.Counter(n.op_type for n in m.graph.node)
            self.assertEqual(ops['MatMulInteger'], 6)
            self.assertEqual(ops['DynamicQuantizeLinear'], 3)
            for gone in ('Conv', 'Transpose', 'Shape'):
                self.assertEqual(ops[gone], 0, gone)
            self.assertEqual(ops['Slice'], 2 * 3)  # the two shifted taps of each block; the gate split is gone
            self.assertFalse([i.name for i in m.graph.initializer if i.name.endswith('conv.weight')])

    def test_the_cli_writes_a_folder_with_a_manifest_that_says_what_it_is(self):
        with tempfile.TemporaryDirectory() as d:
            (Path(d) / 'src').mkdir()
            src = _export(Path(d) / 'src')
            out = Path(d) / 'out'
            code, err = _run(['--src', str(src), '--out', str(out)])
            self.assertEqual(code, 0, err)
            m = json.loads((out / 'manifest.json').read_text(encoding='utf-8'))
            self.assertEqual(m['version'], '1.2.3+int8')
            self.assertEqual(m['training']['steps'], 7)
            self.assertEqual(m['training']['quantization']['weightBits'], 7)
            self.assertEqual(m['training']['quantization']['from']['version'], '1.2.3')
            self.assertEqual(m['model']['sha256'], hashlib.sha256((out / 'model.onnx').read_bytes()).hexdigest())
            self.assertTrue((out / 'tokenizer.json').is_file())
            self.assertEqual(_run(['--src', str(out), '--out', str(Path(d) / 'again')]),
                             (1, f'quantize_onnx: {out / "model.onnx"}: already quantized\n'))

    def test_a_missing_folder_or_a_graph_without_convolutions_is_reported_by_name(self):
        with tempfile.TemporaryDirectory() as d:
            src = _export(Path(d))
            before = (src / 'model.onnx').read_bytes()
            self.assertEqual(_run(['--src', d, '--out', d]), (1, f'quantize_onnx: {d}: write the int8 copy to another '
                                                                  'folder; the float model stays as it is\n'))
            self.assertEqual((src / 'model.onnx').read_bytes(), before)
            code, err = _run(['--src', str(Path(d) / 'nowhere'), '--out', str(Path(d) / 'o')])
            self.assertEqual(code, 1)
            self.assertIn(f'{Path(d) / "nowhere"}: cannot read the model folder', err)
            m = onnx.load(str(src / 'model.onnx'))
            for n in m.graph.node:
                if n.op_type == 'Conv':
                    n.op_type = 'ConvTranspose'
            onnx.save(m, str(src / 'model.onnx'))
            code, err = _run(['--src', str(src), '--out', str(Path(d) / 'o')])
            self.assertEqual(code, 1)
            self.assertIn('no convolution in the graph', err)
            self.assertFalse((Path(d) / 'o' / 'model.onnx').exists())

    def test_an_unexpected_block_shape_is_refused(self):
        with tempfile.TemporaryDirectory() as d:
            m = onnx.load(str(_export(Path(d)) / 'model.onnx'))
            conv = next(n for n in m.graph.node if n.op_type == 'Conv')
            for a in conv.attribute:
                if a.name == 'pads':
                    a.ints[:] = [0, 0]
            with self.assertRaisesRegex(q.QuantizeError, 'same-padded'):
                q.quantize(m)

    def test_a_gate_before_the_value_is_refused(self):
        with tempfile.TemporaryDirectory() as d:
            m = onnx.load(str(_export(Path(d)) / 'model.onnx'))
            producers = {o: n for n in m.graph.node for o in n.output}
            sigmoid_inputs = {n.input[0] for n in m.graph.node if n.op_type == 'Sigmoid'}
            value = next(n for n in m.graph.node if n.op_type == 'Slice' and n.output[0] not in sigmoid_inputs)
            start = producers[value.input[1]]
            start.attribute[0].t.CopyFrom(onnx.numpy_helper.from_array(np.array([8], np.int64)))
            with self.assertRaisesRegex(q.QuantizeError, 'does not start at channel 0'):
                q.quantize(m)


if __name__ == '__main__':
    unittest.main()
