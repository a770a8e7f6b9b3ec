import tempfile
import unittest
from pathlib import Path

from tests import _path  # noqa: F401

from paths import MODELS
from warmstart import recorded_dilations


class RecordedDilationsTest(unittest.TestCase):
    def test_the_bundled_manifest_records_fourteen_blocks(self):
        self.assertEqual(recorded_dilations(MODELS / 'model.onnx'), [1, 2, 4, 8, 16, 1, 2, 4, 8, 16, 32, 64, 2, 1])

    def test_none_without_a_manifest(self):
        with tempfile.TemporaryDirectory() as d:
            self.assertIsNone(recorded_dilations(Path(d) / 'model.onnx'))


if __name__ == '__main__':
    unittest.main()
