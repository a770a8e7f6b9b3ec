import random
import re
import unittest
from collections import Counter

from tests import _path  # noqa: F401

import namegen_script as S
from values import ValueSampler


class ScriptNames(unittest.TestCase):
    def draw(self, n=3000, seed=1):
        g = S.ScriptNames(random.Random(seed), 'test')
        return [g.name() for _ in range(n)]

    def test_training_can_never_draw_one(self):
        with self.assertRaises(ValueError):
            S.ScriptNames(random.Random(0), 'train')
        with self.assertRaises(ValueError):
            ValueSampler('train', random.Random(0), name_style=S.SCRIPT_STYLE)

    def test_every_writing_appears_at_about_its_weight(self):
        names = self.draw()
        self.assertTrue(all(re.fullmatch(r'[\u4e00-\u9fff]+(?: [\u4e00-\u9fff]+)?', v) for v in names))
        japanese = {f + g for f in S.JAPANESE_FAMILY for g in S.JAPANESE_GIVEN}
        kinds = Counter(
            'japanese' if v.replace(' ', '') in japanese else 'chinese' if v[0] in S.CHINESE_SURNAMES and all(c in S.CHINESE_GIVEN for c in v[1:]) else 'korean'
            for v in names
        )
        for kind, p in S.STYLE_WEIGHTS.items():
            self.assertAlmostEqual(kinds[kind] / len(names), p, delta=0.04, msg=kind)
        self.assertTrue(any(' ' in v for v in names))  # a Japanese name written with a space
        self.assertTrue(any(v[:2] in S.KOREAN_COMPOUND_SURNAMES for v in names))
        self.assertTrue(any(len(v) == 2 for v in names))  # a one-character given name

    def test_a_sampler_in_the_script_style_names_every_person_so(self):
        s = ValueSampler('test', random.Random(3), name_style=S.SCRIPT_STYLE)
        for label in ('내국인이름', '외국인이름'):
            self.assertRegex(s.sample(label), r'^[\u4e00-\u9fff ]+$')


if __name__ == '__main__':
    unittest.main()
