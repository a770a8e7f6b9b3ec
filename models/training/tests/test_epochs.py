import random
import unittest

import torch

from tests import _path  # noqa: F401

import epochs
from paths import LISTS, THUNDER


def toy(epoch):
    rng = random.Random(epoch)
    return torch.tensor([rng.randrange(1000) for _ in range(5)]), torch.tensor([epoch])


class StreamTest(unittest.TestCase):
    def take(self, stream, n):
        got = [next(stream) for _ in range(n)]
        stream.close()
        return got

    def test_workers_give_the_inline_epochs_in_order(self):
        inline = self.take(epochs.stream(toy, 3, 0), 6)
        ahead = self.take(epochs.stream(toy, 3, 2), 6)
        self.assertEqual([e for e, _, _ in ahead], [3, 4, 5, 6, 7, 8])
        for (e1, x1, y1), (e2, x2, y2) in zip(inline, ahead):
            self.assertEqual(e1, e2)
            self.assertTrue(torch.equal(x1, x2))
            self.assertTrue(torch.equal(y1, y2))

    def test_closing_with_epochs_in_flight_never_fails(self):
        # Pool.terminate() with tasks under way failed now and then; closed at once, a stream has them all in flight.
        for _ in range(15):
            self.assertEqual(self.take(epochs.stream(toy, 0, 3), 1)[0][0], 0)

    @unittest.skipUnless((THUNDER / 'judgments').is_dir() and (LISTS / 'surnames').is_dir(),
                         'skipped: ../shared not found (set GARIM_SHARED)')
    def test_a_real_epoch_is_the_same_made_in_a_worker(self):
        # The pipeline's own epoch (train.py's maker, small): refills must depend on the epoch's seeds alone, or a
        # worker's windows would differ from those a resumed CPU run makes.
        import balance
        import charvocab
        import dataset as D
        import train
        from paths import MODELS
        sp = train.load_splits()
        docs = sp['train'][:40]
        vocab = charvocab.load_vocab(MODELS / 'tokenizer.json')
        label_ids = {l: i for i, l in enumerate(D.label_list(train.taxonomy()))}

        def make(epoch):
            samples = D.epoch_texts(docs, epoch, train.SEED, assembled=2, civil=2, mixture=True, fin_names=True)
            x, y = D.windows(samples, vocab, label_ids, 128, random.Random(train.SEED + epoch))
            return balance.oversample(x, y, balance.target_ids(label_ids), 0.5, random.Random(train.SEED + 7 * epoch))

        random.seed(1)  # the parent's global state must not matter
        inline = self.take(epochs.stream(make, 0, 0), 2)
        random.seed(2)
        ahead = self.take(epochs.stream(make, 0, 2), 2)
        for (e1, x1, y1), (e2, x2, y2) in zip(inline, ahead):
            self.assertEqual(e1, e2)
            self.assertTrue(torch.equal(x1, x2) and torch.equal(y1, y2), f'epoch {e1} differs')
        self.assertFalse(torch.equal(inline[0][1], inline[1][1]), 'each epoch is refilled anew')


if __name__ == '__main__':
    unittest.main()
