"""Rule-based replacement values: names, addresses, numbers with real shapes and check digits."""
import csv
import json
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Dict, List, Optional

from paths import LISTS
from splits import value_split

# Common given-name syllables (there is no given-name frequency list): composed two at a time.
GIVEN_SYLLABLES = list('민서준지현수영정호진우연성하은재윤동희경상주혜원승석태미선용철기광명숙순자옥인채규빈아다나유시도건한예')
FOREIGN_NAMES = ['응우옌', '트란', '레', '팜', '왕', '리우', '장', '천', '마이클', '존', '데이비드', '알렉산더', '이반', '세르게이',
                 '안나', '마리아', '사라', '무하마드', '알리', '아흐메드', '다나카', '사토', '스즈키', '히로시', '유키', '로페즈',
                 '가르시아', '스미스', '존슨', '브라운', '바트', '볼드', '타나', '솜차이', '니콜라이', '올가', '후안', '카를로스']


def rrn_check_digit(first12: str) -> int:
    weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    s = sum(int(d) * w for d, w in zip(first12, weights))
    return (11 - s % 11) % 10


def rrn_is_valid(rrn: str) -> bool:
    digits = rrn.replace('-', '')
    return len(digits) == 13 and digits.isdigit() and rrn_check_digit(digits[:12]) == int(digits[12])


def _digits(rng: random.Random, n: int) -> str:
    return ''.join(str(rng.randrange(10)) for _ in range(n))


@dataclass
class Gen:
    """Draws values for one split; retries until the value's stable hash falls into that split."""
    rng: random.Random
    split: str = 'train'

    def _in_split(self, make: Callable[[], str], tries: int = 30) -> str:
        v = make()
        for _ in range(tries):
            if value_split(v) == self.split:
                return v
            v = make()
        return v

    # --- people ---
    def korean_name(self) -> str:
        sur, w = surnames()
        def make():
            s = self.rng.choices(sur, w)[0]
            if self.rng.random() < 0.08:
                return s + self.rng.choice(GIVEN_SYLLABLES)
            return s + self.rng.choice(GIVEN_SYLLABLES) + self.rng.choice(GIVEN_SYLLABLES)
        return self._in_split(make)

    def foreign_name(self) -> str:
        def make():
            n = self.rng.randint(1, 2)
            return ' '.join(self.rng.choice(FOREIGN_NAMES) for _ in range(n))
        return self._in_split(make)

    # --- addresses below 시·군·구 ---
    def dong_address(self, with_gu: bool = False) -> str:
        def make():
            d = self.rng.choice(dongs())
            num = str(self.rng.randint(1, 1200))
            if self.rng.random() < 0.6:
                num += f'-{self.rng.randint(1, 60)}'
            head = f'{d["guName"]} ' if with_gu and d['guName'] else ''
            if self.rng.random() < 0.15 and (d['name'].endswith('읍') or d['name'].endswith('면')):
                ri = [r for r in ris().get(d['code'], [])]
                if ri:
                    return f'{head}{d["name"]} {self.rng.choice(ri)} {num}'
            return f'{head}{d["name"]} {num}'
        return self._in_split(make)

    def road_address(self) -> str:
        parts, suffixes = road_parts()
        def make():
            road = self.rng.choice(parts) + self.rng.choice(['로', '길', '대로', '로'])
            if self.rng.random() < 0.4:
                road += f' {self.rng.randint(1, 150)}번길'
            return f'{road} {self.rng.randint(1, 300)}'
        return self._in_split(make)

    def address(self, with_gu: bool = False) -> str:
        return self.road_address() if self.rng.random() < 0.3 else self.dong_address(with_gu)

    def apt_dong(self) -> str:
        return str(self.rng.choice([101, 102, 103, 104, 105, 106, 107, 108, 201, 202, 301, 1, 2, 3, 5]))

    def apt_ho(self) -> str:
        return f'{self.rng.randint(1, 25)}{self.rng.randint(1, 8):02d}'

    # --- numbers ---
    def age(self) -> str:
        return str(self.rng.randint(14, 85))

    def birth_date(self) -> str:
        y, m, d = self.rng.randint(1940, 2010), self.rng.randint(1, 12), self.rng.randint(1, 28)
        return self.rng.choice([f'{y}. {m}. {d}.', f'{y}. {m:02d}. {d:02d}.', f'{y}년 {m}월 {d}일'])

    def rrn(self) -> str:
        y, m, d = self.rng.randint(1940, 2015), self.rng.randint(1, 12), self.rng.randint(1, 28)
        sex = self.rng.choice('12') if y < 2000 else self.rng.choice('34')
        first12 = f'{y % 100:02d}{m:02d}{d:02d}{sex}{_digits(self.rng, 5)}'
        return f'{first12[:6]}-{first12[6:]}{rrn_check_digit(first12)}'

    def mobile(self) -> str:
        return f'010-{self.rng.randint(2000, 9999)}-{_digits(self.rng, 4)}'

    def phone(self) -> str:
        area = self.rng.choice(['02', '031', '032', '033', '041', '042', '043', '051', '052', '053', '054', '055', '061', '062', '063', '064'])
        return f'{area}-{self.rng.randint(200, 9999)}-{_digits(self.rng, 4)}'

    def plate(self) -> str:
        hangul = '가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주하허호배'
        front = str(self.rng.randint(10, 99)) if self.rng.random() < 0.6 else str(self.rng.randint(100, 699))
        plate = f'{front}{self.rng.choice(hangul)}{_digits(self.rng, 4)}'
        if self.rng.random() < 0.1:
            plate = self.rng.choice(['서울', '경기', '부산', '인천', '충북']) + plate[-7:]
        return plate

    def account(self) -> str:
        t = self.rng.choice(account_templates())
        return ''.join(str(self.rng.randrange(10)) if c == 'X' else c for c in t['template'])

    def card(self) -> str:
        return '-'.join(_digits(self.rng, 4) for _ in range(4))

    def number(self) -> str:
        return str(self.rng.randint(1, 99))


@lru_cache(maxsize=1)
def surnames():
    rows = list(csv.DictReader(open(LISTS / 'surnames' / 'surnames_weighted_faker_ko_KR.tsv', encoding='utf-8'), delimiter='\t'))
    return [r['surname'] for r in rows], [float(r['weight']) for r in rows]


@lru_cache(maxsize=1)
def dongs() -> List[Dict[str, str]]:
    return [r for r in csv.DictReader(open(LISTS / 'legal_dong' / 'dong.csv', encoding='utf-8')) if r['active'] == 'true']


@lru_cache(maxsize=1)
def ris() -> Dict[str, List[str]]:
    out: Dict[str, List[str]] = {}
    for r in csv.DictReader(open(LISTS / 'legal_dong' / 'detail.csv', encoding='utf-8')):
        if r['active'] == 'true':
            out.setdefault(r['dongCode'], []).append(r['name'])
    return out


@lru_cache(maxsize=1)
def gus() -> List[str]:
    return [r['name'] for r in csv.DictReader(open(LISTS / 'legal_dong' / 'gu.csv', encoding='utf-8')) if r['active'] == 'true']


@lru_cache(maxsize=1)
def gu_full_names() -> List[str]:
    return [r['fullName'] for r in csv.DictReader(open(LISTS / 'legal_dong' / 'gu.csv', encoding='utf-8')) if r['active'] == 'true']


@lru_cache(maxsize=1)
def road_parts():
    d = json.load(open(LISTS / 'surnames' / 'faker-js_ko_definitions.json', encoding='utf-8'))
    return d['location']['street_name_part'], d['location']['street_suffix']


@lru_cache(maxsize=1)
def account_templates() -> List[Dict[str, str]]:
    return list(csv.DictReader(open(LISTS / 'bank_accounts' / 'account_templates.tsv', encoding='utf-8'), delimiter='\t'))
