import random
import unittest
from collections import Counter

from tests import _path  # noqa: F401

import namegen as N
import namegen_wide as W
from values import ValueSampler


class WideNames(unittest.TestCase):
    def draw(self, n=3000, seed=1):
        g = W.WideNames(random.Random(seed), 'test')
        return [g.name() for _ in range(n)]

    def test_training_can_never_draw_one(self):
        with self.assertRaises(ValueError):
            W.WideNames(random.Random(0), 'train')
        with self.assertRaises(ValueError):
            ValueSampler('train', random.Random(0), name_style=W.WIDE_STYLE)

    def test_its_origins_share_no_word_with_namegen(self):
        namegen_words = set()
        for p in N.FOREIGN.values():
            for k in (0, 1):
                for x in p['family'][k] + p['given'][k]:
                    namegen_words.update(x.split())
        self.assertFalse(set(W.origin_parts()) & namegen_words)

    def test_every_writing_appears_at_about_its_weight(self):
        names = self.draw()
        kinds = Counter(
            'latin' if v.isascii() else 'dotted' if '·' in v else 'vietnamese4' if v.split()[0] in W.VIETNAMESE_FAMILY and len(v.split()) == 4 else 'hangul'
            for v in names
        )
        for kind, p in W.STYLE_WEIGHTS.items():
            self.assertAlmostEqual(kinds[kind] / len(names), p, delta=0.03, msg=kind)
        self.assertTrue(any(len(v.split()) == 3 for v in names if not v.isascii()))
        self.assertTrue(any(' ' not in v and '·' not in v for v in names))  # a later mention by one word

    # An address is drawn from the reference lists' districts.
    @unittest.skipUnless((__import__('paths').LISTS / 'legal_dong').is_dir(), 'skipped: reference lists not found (set GARIM_SHARED)')
    def test_the_sampler_gives_every_person_label_a_wide_name_and_other_labels_their_own(self):
        s = ValueSampler('test', random.Random(3), name_style=W.WIDE_STYLE)
        wide_words = set(W.origin_parts()) | set(W.VIETNAMESE_FAMILY) | {w for x in W.LATIN_FAMILY for w in x.split()}
        for label in ('내국인이름', '외국인이름', '베트남이름'):
            for _ in range(30):
                v = s.sample(label)
                self.assertTrue(set(v.replace('·', ' ').split()) & wide_words, (label, v))
        self.assertFalse(set(s.sample('주소').split()) & wide_words)


if __name__ == '__main__':
    unittest.main()
