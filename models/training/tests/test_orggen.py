import random
import unittest

from tests import _path  # noqa: F401

from paths import LISTS
NEEDS_LISTS = unittest.skipUnless((LISTS / 'surnames').is_dir(), f'skipped: reference lists not found at {LISTS} (set GARIM_SHARED)')
import orggen as O


@NEEDS_LISTS
class Organisations(unittest.TestCase):
    def test_shapes(self):
        g = O.OrgGen(random.Random(1), 'train')
        names = [g.name() for _ in range(500)]
        self.assertTrue(any(n.startswith('주식회사 ') for n in names))
        self.assertTrue(any(n.endswith('테크') or n.endswith('상사') or n.endswith('축산') for n in names))
        self.assertTrue(any(n[:2].isascii() and n[:2].isupper() for n in names))  # KJ테크
        self.assertTrue(any(' ' in n and n.split()[0].isascii() for n in names))  # English

    def test_held_out_bases_use_other_material(self):
        train = {O.OrgGen(random.Random(i), 'train').base() for i in range(400)}
        test = {O.OrgGen(random.Random(i), 'test').base() for i in range(400)}
        self.assertLess(len(train & test) / len(test), 0.02)


if __name__ == '__main__':
    unittest.main()
