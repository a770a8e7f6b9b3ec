import unittest

from tests import _path  # noqa: F401

from infer import predict
from model import build


class PredictTest(unittest.TestCase):
    def test_short_windows_still_advance(self):
        # train.py --seq 64 validates with windows no longer than the default overlap; they used to stop range().
        model = build(dict(arch='conv', vocab_size=10, num_labels=3, d=8, max_len=64, dilations=[1, 2]))
        vocab = {c: 5 for c in '가나다라'}
        text = '가나다라 ' * 40
        for seq in (64, 256):
            out = predict(model, [text, '가'], vocab, ['O', 'B-PERSON', 'I-PERSON'], seq=seq)
            self.assertEqual([len(o) for o in out], [len(text), 1])


if __name__ == '__main__':
    unittest.main()
