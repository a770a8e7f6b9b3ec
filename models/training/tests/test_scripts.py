import os
import subprocess
import tempfile
import unittest
from pathlib import Path

from tests import _path  # noqa: F401

HERE = Path(__file__).resolve().parent.parent


def run(script, *args, **env):
    return subprocess.run(['sh', str(HERE / script), *args], capture_output=True, text=True, timeout=60,
                          env={**os.environ, **env})


class DeviceTrainTest(unittest.TestCase):
    def test_usage(self):
        for args in ((), ('fly',), ('train', 'only-a-run')):
            r = run('device_train.sh', *args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn('usage: device_train.sh', r.stderr)

    def test_stage_names_the_missing_folder(self):
        with tempfile.TemporaryDirectory() as d:
            r = run('device_train.sh', 'stage', GARIM_SHARED=d)
        self.assertEqual(r.returncode, 1)
        self.assertIn(f'{d}/thunder-deid not found', r.stderr)


class CandidateTest(unittest.TestCase):
    def test_usage_and_missing_weights(self):
        self.assertEqual(run('candidate.sh').returncode, 2)
        with tempfile.TemporaryDirectory() as d:
            r = run('candidate.sh', 'nope', GARIM_WORK=d)
        self.assertEqual(r.returncode, 1)
        self.assertIn(f'{d}/nope/last-weights.pt not found', r.stderr)

    def test_the_int8_flag_is_read_before_the_run(self):
        self.assertEqual(run('candidate.sh', '--int8').returncode, 2)
        with tempfile.TemporaryDirectory() as d:
            r = run('candidate.sh', '--int8', 'nope', GARIM_WORK=d)
        self.assertEqual(r.returncode, 1)
        self.assertIn(f'{d}/nope/last-weights.pt not found', r.stderr)


if __name__ == '__main__':
    unittest.main()
