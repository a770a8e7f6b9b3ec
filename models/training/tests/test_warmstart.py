import tempfile
import unittest
from pathlib import Path

from tests import _path  # noqa: F401

from paths import MODELS
from warmstart import onnx_state, recorded_dilations


class OnnxStateTest(unittest.TestCase):
    def test_an_int8_model_is_refused_by_name(self):
        import onnx
        from onnx import helper, TensorProto
        node = helper.make_node('MatMulInteger', ['a', 'b'], ['y'])
        graph = helper.make_graph([node], 'g', [helper.make_tensor_value_info('a', TensorProto.UINT8, [1, 2]),
                                                helper.make_tensor_value_info('b', TensorProto.UINT8, [2, 1])],
                                  [helper.make_tensor_value_info('y', TensorProto.INT32, [1, 1])])
        with tempfile.TemporaryDirectory() as d:
            path = Path(d) / 'model.onnx'
            onnx.save(helper.make_model(graph), str(path))
            with self.assertRaisesRegex(SystemExit, f'{path}: an int8 model'):
                onnx_state(path)


class RecordedDilationsTest(unittest.TestCase):
    def test_the_bundled_manifest_records_fourteen_blocks(self):
        self.assertEqual(recorded_dilations(MODELS / 'model.onnx'), [1, 2, 4, 8, 16, 1, 2, 4, 8, 16, 32, 64, 2, 1])

    def test_none_without_a_manifest(self):
        with tempfile.TemporaryDirectory() as d:
            self.assertIsNone(recorded_dilations(Path(d) / 'model.onnx'))


if __name__ == '__main__':
    unittest.main()
