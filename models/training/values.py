"""Replacement values per canonical label: the release's lists (split by value) plus generators."""
import json
import random
from collections import defaultdict
from functools import lru_cache
from typing import Dict, List

from paths import THUNDER
import labels as L
from generators import Gen, gus
from namegen import FOREIGN_LABELS, NameGen
from namegen_script import SCRIPT_STYLE, ScriptNames
from namegen_wide import WIDE_STYLE, WideNames
from orggen import OrgGen
from splits import split_values

PERSON_NAME_LABELS = {'내국인이름', '외국인이름', *FOREIGN_LABELS}

# Name styles only the eval draws, each from its own generator.
EVAL_ONLY_NAMES = {WIDE_STYLE: WideNames, SCRIPT_STYLE: ScriptNames}

_ORG_CATS = ('BUSINESS', 'INSTITUTION', 'ORGANIZATION')

_ADDR = {'구아래주소', '시아래주소', '군아래주소', '도아래주소', '읍아래주소', '구이하주소', '군이하주소', '시이하주소'}
_BUILDING_ADDR = {'구아래주소건물', '시아래주소건물'}


@lru_cache(maxsize=1)
def release_lists() -> Dict[str, List[str]]:
    """canonical label -> values, from 1_replacement/ and 1_replacement-gpt/."""
    out: Dict[str, set] = defaultdict(set)
    for root in (THUNDER / '1_replacement' / 'subset', THUNDER / '1_replacement-gpt'):
        for f in sorted(root.rglob('*.json')):
            if f.name == 'all_categories.json':
                continue
            try:
                data = json.loads(f.read_text(encoding='utf-8'))
            except (json.JSONDecodeError, UnicodeDecodeError):
                continue
            if not isinstance(data, dict):
                continue
            for key, vals in data.items():
                if isinstance(vals, list):
                    out[L.canonical(key)].update(v.strip() for v in vals if isinstance(v, str) and v.strip())
    return {k: sorted(v) for k, v in out.items() if v}


class ValueSampler:
    """Draws a value for a label from one split (train / validation / test).

    `mixture`: names from namegen's mixture and invented organisations (training since issue 13); False keeps the
    original generators (eval/labelled.jsonl stays reproducible). `name_style` forces one name style and
    `org_split` draws organisation lists from another split (the eval's seen/unseen organisation slices)."""

    def __init__(self, split: str, rng: random.Random, mixture: bool = False, name_style: str = None,
                 org_split: str = None):
        self.split = split
        self.rng = rng
        self.gen = Gen(rng, split)
        self.mixture = mixture or name_style is not None or org_split is not None
        self.name_style = name_style
        self.org_split = org_split or split
        self.names = NameGen(rng, split)
        # The eval-only `wide` and `script` names (namegen_wide.py, namegen_script.py): refused for the training split.
        eval_only = EVAL_ONLY_NAMES.get(name_style)
        self._eval_only = eval_only(rng, split) if eval_only else None
        self.orgs = OrgGen(rng, split)
        self._lists: Dict[str, List[str]] = {}
        self._by_cat: Dict[str, List[str]] = {}

    def _list(self, label: str) -> List[str]:
        if label not in self._lists:
            split = self.org_split if L.category_of(label) in _ORG_CATS else self.split
            self._lists[label] = split_values(release_lists().get(label, []), split)
        return self._lists[label]

    def _mixture_value(self, label: str):
        """namegen / orggen values, or None to fall through to the original generators."""
        # The script slice names every person (`캄보디아이름` too); the wide slice keeps its first draws reproducible.
        if self._eval_only and (label in PERSON_NAME_LABELS or (self.name_style == SCRIPT_STYLE and label.endswith('이름'))):
            return self._eval_only.name()
        if label == '내국인이름':
            return self.names.name(self.name_style)
        if label in FOREIGN_LABELS:
            return self.names.foreign(FOREIGN_LABELS[label])
        if label == '외국인이름':
            return self.names.foreign()
        if L.category_of(label) == 'BUSINESS' and self.org_split == self.split:
            company = '회사' in label or '업체' in label or label in ('주식회사', '유한회사', '사업체', '상호', '기업명')
            if company and self.rng.random() < 0.5:
                return self.orgs.base()
            if self.rng.random() < 0.15:
                return self.names.random_string()
        return None

    def _category_pool(self, cat: str) -> List[str]:
        if cat not in self._by_cat:
            pool = [lab for lab in release_lists() if L.category_of(lab) == cat]
            self._by_cat[cat] = pool
        return self._by_cat[cat]

    def sample(self, label: str) -> str:
        g, rng = self.gen, self.rng
        if self.mixture:
            v = self._mixture_value(label)
            if v is not None:
                return v
        if label == '내국인이름':
            return g.korean_name()
        if label in _ADDR:
            return g.address(with_gu=label.startswith('시') and rng.random() < 0.25)
        if label in _BUILDING_ADDR:
            return g.address() + ' ' + self.sample('빌딩')
        if label in ('주소', '지번주소', '도로명주소'):
            return f'{rng.choice(gus())} {g.address()}'
        simple = {'동': g.apt_dong, '호실': g.apt_ho, '호': g.apt_ho, '층': g.number, '계좌번호': g.account,
                  '카드번호': g.card, '차량번호': g.plate, '전화번호': g.phone, '휴대전화번호': g.mobile,
                  '주민등록번호': g.rrn, '나이': g.age, '생년월일': g.birth_date}
        if label in simple:
            return simple[label]()
        values = self._list(label)
        if values:
            return rng.choice(values)
        cat = L.category_of(label)
        if cat == 'PERSON':
            return g.foreign_name()
        if cat in ('OTHER_NUMBER', 'VEHICLE'):
            return g.number() if cat == 'OTHER_NUMBER' else g.plate()
        if cat == 'ADDRESS':
            return g.address()
        pool = self._category_pool(cat)
        if pool:
            return rng.choice(self._list(rng.choice(pool)))
        return g.korean_name()
