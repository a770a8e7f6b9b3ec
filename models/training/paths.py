"""Where the pipeline reads shared data and writes work files (overridable by env vars)."""
import os
from pathlib import Path

TRAINING_DIR = Path(__file__).resolve().parent
REPO_ROOT = TRAINING_DIR.parent.parent
# ../shared relative to the repo root; GARIM_SHARED overrides it.
SHARED = Path(os.environ.get('GARIM_SHARED', REPO_ROOT.parent / 'shared')).resolve()
THUNDER = SHARED / 'thunder-deid'
LISTS = SHARED / 'lists'
WORK = Path(os.environ.get('GARIM_WORK', TRAINING_DIR / 'work'))
MODELS = REPO_ROOT / 'models'


def require_shared() -> None:
    if not (THUNDER / 'judgments').is_dir():
        raise SystemExit(f'Thunder-DeID data not found at {THUNDER}: set GARIM_SHARED to the folder holding thunder-deid/ and lists/.')
