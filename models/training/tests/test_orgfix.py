"""Issue 13, the organisation regression: banks in the civil templates, bank names law.go.kr left in place, and
the oversampling of windows with organisations / other numbers."""
import random
import unittest

from tests import _path  # noqa: F401

from paths import LISTS
NEEDS_LISTS = unittest.skipUnless((LISTS / 'surnames').is_dir(), f'skipped: reference lists not found at {LISTS} (set GARIM_SHARED)')
import finnames


class FinancialNames(unittest.TestCase):
    TEXT = '피고는 농협은행 계좌와 국민은행에, 삼성화재, 교보생명보험, 서울보증보험, 새마을금고, 신협에서 시중은행, 거래은행, 문화재, 유가증권, 은행'

    def test_names_are_found_and_generic_words_are_not(self):
        got = [self.TEXT[a:b] for a, b in finnames.find(self.TEXT)]
        self.assertEqual(got, ['농협은행', '국민은행', '삼성화재', '교보생명보험', '서울보증보험', '새마을금고', '신협'])

    def test_a_name_inside_a_gold_span_is_not_masked(self):
        a = self.TEXT.index('국민은행')
        got = [self.TEXT[s:e] for s, e in finnames.find(self.TEXT, [(a, a + 4)])]
        self.assertNotIn('국민은행', got)
        self.assertIn('농협은행', got)

    def test_a_name_glued_to_a_preceding_word_is_not_taken(self):
        self.assertEqual(finnames.find('조합원농협 및 우체국장'), [(8, 11)])  # 농협 glued to a word is not a name


@unittest.skipUnless(__import__('importlib').util.find_spec('torch'), 'skipped: torch not installed')
class Oversample(unittest.TestCase):
    def setUp(self):
        import torch
        self.ids = {'O': 0, 'B-PERSON': 1, 'I-PERSON': 2, 'B-BUSINESS': 3, 'I-BUSINESS': 4, 'B-OTHER_NUMBER': 5,
                    'I-OTHER_NUMBER': 6}
        self.x = torch.arange(40).reshape(10, 4)
        self.y = torch.zeros(10, 4, dtype=torch.long)
        self.y[2, 1] = 3       # a business window
        self.y[5, 0] = 6       # an other-number window
        self.y[7, 2] = 1       # a person window: not a target
        self.y[9, 3] = -100    # loss-masked only: not a target

    def test_target_ids_are_the_organisation_and_number_labels(self):
        import balance
        self.assertEqual(balance.target_ids(self.ids), [3, 4, 5, 6])

    def test_rate_one_repeats_exactly_the_target_windows(self):
        import balance
        x, y = balance.oversample(self.x, self.y, balance.target_ids(self.ids), 1.0, random.Random(0))
        self.assertEqual(len(x), 12)
        rows = sorted(int(r[0]) for r in x)
        self.assertEqual(rows, sorted([4 * i for i in range(10)] + [8, 20]))
        for xi, yi in zip(x, y):  # labels travel with their window
            self.assertTrue(bool((yi == self.y[int(xi[0]) // 4]).all()))

    def test_rate_zero_changes_nothing(self):
        import balance
        x, y = balance.oversample(self.x, self.y, balance.target_ids(self.ids), 0.0, random.Random(0))
        self.assertTrue(bool((x == self.x).all()) and bool((y == self.y).all()))


@NEEDS_LISTS
class CivilBanks(unittest.TestCase):
    def fill(self, banks, seed):
        import documents_civil
        from fill import fill
        from values import ValueSampler
        rng = random.Random(seed)
        s = ValueSampler('train', rng, mixture=True)
        return fill(documents_civil.assemble('civil', rng, s.gen, banks=banks), lambda l, k: s.sample(l), rng=rng)

    def test_banks_are_mentions_only_when_asked(self):
        labelled, plain = 0, 0
        for seed in range(40):
            text, spans = self.fill(True, seed)
            labelled += sum(sp.label == '은행' for sp in spans)
            self.assertFalse(any(text[a:b] in ('우리은행', '농협') for a, b in
                                 [(sp.start, sp.end) for sp in spans if sp.label == '은행']))  # held-out banks
            text, spans = self.fill(False, seed)
            plain += any(b in text for b in ('국민은행', '신한은행', '농협', '우리은행', '하나은행'))
            self.assertFalse(any(sp.label == '은행' for sp in spans))
        self.assertGreater(labelled, 5)
        self.assertGreater(plain, 5)

    def test_plain_banks_keep_the_slices_reproducible(self):
        # make_slices.py builds the assembled test documents with banks=False: the same text as before the change.
        import documents_civil
        from generators import Gen
        a = documents_civil.assemble('tax', random.Random(3), Gen(random.Random(3), 'test'))
        b = documents_civil.assemble('tax', random.Random(3), Gen(random.Random(3), 'test'), banks=False)
        self.assertEqual(a, b)


if __name__ == '__main__':
    unittest.main()
