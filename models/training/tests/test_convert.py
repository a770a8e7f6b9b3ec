import unittest

from tests import _path  # noqa: F401
from convert_hf_to_onnx import map_labels


class LabelMappingForOwnModels(unittest.TestCase):
    def test_maps_suffixes_and_keeps_taxonomy_ids(self):
        id2label = {0: 'O', 1: 'B-NAME', 2: 'I-NAME', 3: 'B-계좌번호', 4: 'I-계좌번호'}
        self.assertEqual(map_labels(id2label, {'NAME': '내국인이름'}),
                         ['O', 'B-내국인이름', 'I-내국인이름', 'B-계좌번호', 'I-계좌번호'])

    def test_unknown_suffix_stops_with_the_list(self):
        with self.assertRaises(SystemExit) as e:
            map_labels({'0': 'O', '1': 'B-XYZ'}, {})
        self.assertEqual(str(e.exception), 'labels without a taxonomy id (add them to the mapping file): B-XYZ')


if __name__ == '__main__':
    unittest.main()
