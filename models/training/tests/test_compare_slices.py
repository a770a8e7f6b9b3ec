import unittest

from tests import _path  # noqa: F401

import compare_slices as C


def result(leaks, f1, false):
    return {'leak_by_slice': {k: {'leak_rate': a / b, 'leaked': a, 'mentions': b} for k, (a, b) in leaks.items()},
            'binary_token': {'all': {'f1': f1}}, 'false_spans_per_10k': {'thunder': {'per_10k': false}}}


class SwapRule(unittest.TestCase):
    BASE = result({'org:seen': (10, 100), 'name:rare': (50, 100)}, 0.900, 8.0)

    def test_every_worse_slice_is_listed(self):
        cand = result({'org:seen': (11, 100), 'name:rare': (5, 100)}, 0.894, 8.6)
        _, verdict = C.compare([self.BASE, cand])
        self.assertEqual(verdict[0], [('binary_f1', 'all'), ('false_per_10k', 'thunder'), ('leak_by_slice', 'org:seen')])

    def test_within_the_margin_is_not_worse(self):
        cand = result({'org:seen': (105, 1000), 'name:rare': (50, 100)}, 0.896, 8.5)
        _, verdict = C.compare([self.BASE, cand])
        self.assertEqual(verdict[0], [])

    def test_engine_output_reads_its_slices_object(self):
        engine = {'binary_token': {'f1': 0.95}, 'slices': {k: v for k, v in self.BASE.items() if k != 'binary_token'}}
        table, verdict = C.compare([self.BASE, engine])
        self.assertEqual(verdict[0], [])
        self.assertIn((('binary_f1', 'all'), ['0.900', '0.950']), table)


if __name__ == '__main__':
    unittest.main()
