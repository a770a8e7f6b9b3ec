import random
import unittest
from collections import Counter

from tests import _path  # noqa: F401

from paths import LISTS
NEEDS_LISTS = unittest.skipUnless((LISTS / 'surnames').is_dir(), f'skipped: reference lists not found at {LISTS} (set GARIM_SHARED)')
import namegen as N
from generators import surnames


@NEEDS_LISTS
class NameMixture(unittest.TestCase):
    def draw(self, split, n=4000, seed=1):
        g = N.NameGen(random.Random(seed), split)
        return [(s, g.name(s)) for s in (g.style() for _ in range(n))]

    def test_styles_appear_at_the_stated_rates(self):
        counts = Counter(s for s, _ in self.draw('train'))
        for style, p in N.TRAIN_MIX.items():
            self.assertAlmostEqual(counts[style] / 4000, p, delta=0.03, msg=style)

    def test_random_strings_are_hangul_from_the_split_partition(self):
        g = N.NameGen(random.Random(2), 'train')
        train_syl = set(N.syllables('train'))
        for _ in range(200):
            v = g.random_string()
            self.assertTrue(2 <= len(v) <= 4)
            self.assertTrue(set(v) <= train_syl, v)
        self.assertFalse(set(N.syllables('train')) & set(N.syllables('test')))

    def test_a_rare_surname_appears_and_held_out_surnames_never_train(self):
        names = [v for s, v in self.draw('train') if s == 'rare']
        common = set(surnames()[0])
        self.assertTrue(any(v[:2] in ('황보', '남궁', '제갈', '선우', '독고') for v in names))
        self.assertTrue(all(v[:2] in N.rare_surnames('train') or v[:1] in N.rare_surnames('train') for v in names))
        self.assertFalse(set(N.rare_surnames('train')) & set(N.rare_surnames('test')))
        self.assertFalse(set(N.rare_surnames('test')) & common)
        test_names = [N.NameGen(random.Random(i), 'test').rare() for i in range(200)]
        self.assertTrue(all(any(v.startswith(s) for s in N.rare_surnames('test')) for v in test_names))

    def test_a_foreign_name_appears_with_and_without_spaces(self):
        names = [v for s, v in self.draw('train') if s == 'foreign']
        parts = {p for ps in N.foreign_parts('train').values() for p in ps}
        self.assertTrue(any(' ' in v for v in names))
        self.assertTrue(any(' ' not in v and len(v) >= 4 for v in names))
        self.assertTrue(any('응우옌' in v or '쩐' in v for v in names))
        held = {p for ps in N.foreign_parts('test').values() for p in ps}
        self.assertFalse(parts & held)
        for i in range(100):  # a held-out name always has a held-out part
            v = N.NameGen(random.Random(i), 'test').foreign()
            self.assertTrue(any(p.replace(' ', '') in v.replace(' ', '') for p in held), v)

    def test_every_generation_and_one_or_three_syllable_given_names(self):
        names = [v for s, v in self.draw('train', 6000) if s == 'common']
        givens = {v[1:] for v in names} | {v[2:] for v in names}
        self.assertTrue(givens & set(N.GIVEN_BY_GENERATION['1940s-60s']))
        self.assertTrue(givens & set(N.GIVEN_BY_GENERATION['1990s-2005']))
        self.assertTrue(any(len(v) == 2 for v in names))
        self.assertTrue(any(len(v) == 4 for v in names))

    def test_common_test_names_never_in_training(self):
        from splits import value_split
        g = N.NameGen(random.Random(5), 'test')
        vals = [g.common() for _ in range(300)]
        self.assertGreater(sum(value_split(v) == 'test' for v in vals) / len(vals), 0.95)


if __name__ == '__main__':
    unittest.main()


class MixtureArgument(unittest.TestCase):
    def test_parse_mix_normalises_and_fills_missing_styles(self):
        mix = N.parse_mix('common=3,random=1')
        self.assertEqual(set(mix), set(N.STYLES))
        self.assertAlmostEqual(mix['common'], 0.75)
        self.assertAlmostEqual(mix['random'], 0.25)
        self.assertEqual(mix['rare'], 0.0)

    def test_parse_mix_refuses_unknown_styles_and_empty_shares(self):
        with self.assertRaisesRegex(ValueError, 'unknown name style'):
            N.parse_mix('common=0.5,korean=0.5')
        with self.assertRaisesRegex(ValueError, 'non-negative'):
            N.parse_mix('common=0')
