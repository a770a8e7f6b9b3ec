import tempfile
import unittest
from pathlib import Path

import torch

from tests import _path  # noqa: F401

import device as dev
from model import build
import slim_checkpoint


class PickTest(unittest.TestCase):
    def test_cpu_and_auto(self):
        self.assertEqual(dev.pick('cpu').type, 'cpu')
        self.assertEqual(dev.pick('auto').type, 'cuda' if torch.cuda.is_available() else 'cpu')

    @unittest.skipIf(torch.cuda.is_available(), 'a GPU is here')
    def test_cuda_without_one_says_so(self):
        with self.assertRaises(SystemExit) as e:
            dev.pick('cuda')
        self.assertIn('sees no CUDA device', str(e.exception))

    def test_unknown_device(self):
        with self.assertRaises(SystemExit) as e:
            dev.pick('tpu')
        self.assertIn('expected auto, cpu or cuda', str(e.exception))

    def test_autocast_is_a_no_op_on_the_cpu(self):
        x = torch.ones(2, 3)
        with dev.autocast(torch.device('cpu'), True):
            self.assertEqual((x @ x.T).dtype, torch.float32)


class CheckpointTest(unittest.TestCase):
    def test_slim_checkpoint_keeps_what_export_and_init_read(self):
        config = dict(arch='conv', vocab_size=40, num_labels=5, d=16, max_len=32, dilations=[1, 2])
        model = build(config)
        opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
        model(torch.ones(1, 8, dtype=torch.long), torch.ones(1, 8, dtype=torch.long)).sum().backward()
        opt.step()
        state = {'step': 3, 'epoch': 0, 'elapsed': 1.5, 'best': 0.5, 'history': [{'step': 3, 'token_f1': 0.5}]}
        with tempfile.TemporaryDirectory() as d:
            full, slim = Path(d) / 'last.pt', Path(d) / 'out' / 'last-weights.pt'
            torch.save({'model': dev.cpu_state(model), 'opt': opt.state_dict(), 'state': state, 'config': config,
                        'labels': ['O', 'B-X', 'I-X', 'B-Y', 'I-Y']}, full)
            self.assertEqual(slim_checkpoint.main([str(full), str(slim)]), 0)
            blob = dev.load(slim)
            self.assertNotIn('opt', blob)
            self.assertEqual(blob['state']['history'], state['history'])
            again = build(blob['config'])
            again.load_state_dict(blob['model'])
            for k, v in model.state_dict().items():
                self.assertTrue(torch.equal(v, again.state_dict()[k]), k)
            self.assertFalse((Path(d) / 'out' / 'last-weights.pt.tmp').exists())
            self.assertEqual(slim_checkpoint.main([str(Path(d) / 'missing.pt'), str(slim)]), 1)


if __name__ == '__main__':
    unittest.main()
