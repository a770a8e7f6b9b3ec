import random
import unittest

from tests import _path  # noqa: F401
from generators import Gen, rrn_check_digit, rrn_is_valid
from splits import split_docs, split_values, value_split


class Generators(unittest.TestCase):
    def test_rrn_check_digit_known_value(self):
        # weights 2..9,2..5 over 900101123456: sum 124, (11 - 124 % 11) % 10 = 8
        self.assertEqual(rrn_check_digit('900101123456'), 8)
        self.assertTrue(rrn_is_valid('900101-1234568'))
        self.assertFalse(rrn_is_valid('900101-1234567'))

    def test_generated_rrns_are_valid(self):
        g = Gen(random.Random(3))
        for _ in range(50):
            v = g.rrn()
            self.assertRegex(v, r'^\d{6}-[1-4]\d{6}$')
            self.assertTrue(rrn_is_valid(v), v)

    def test_value_split_is_stable_and_covers_three_parts(self):
        vals = [f'v{i}' for i in range(200)]
        self.assertEqual([value_split(v) for v in vals], [value_split(v) for v in vals])
        self.assertEqual({value_split(v) for v in vals}, {'train', 'validation', 'test'})
        self.assertEqual(set(split_values(vals, 'validation')) & set(split_values(vals, 'train')), set())
        self.assertEqual(split_values(['only'], 'test'), ['only'])  # too small to split: shared

    def test_doc_split_80_10_10(self):
        s = split_docs([f'd{i}' for i in range(100)])
        self.assertEqual((len(s['train']), len(s['validation']), len(s['test'])), (80, 10, 10))
        self.assertEqual(s, split_docs([f'd{i}' for i in reversed(range(100))]))


if __name__ == '__main__':
    unittest.main()
