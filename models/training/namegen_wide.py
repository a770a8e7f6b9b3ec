"""Names for the eval-only `wide` slice: styles no generator of training (nor namegen's held-out parts) has.

namegen's foreign names come from eight nationalities with a few parts each, and its held-out draws reuse those
nationalities; a rule or model fitted to them can pass every slice and still miss a Nepali, an Indonesian or a
four-word Vietnamese name, or a name written in Latin letters. This generator exists only to test that: it is
never imported by training (tests/test_namegen_wide.py checks none of its parts is a training part), and its
nationalities and writings are ones the training mixture has no list for:
- Nepali, Indonesian, Cambodian, Sri Lankan, Pakistani and Bangladeshi, Myanmar, Uzbek and Kazakh names with a
  patronymic, Arabic names of three words, Vietnamese names of four words (two-word given names);
- names in Latin letters as an alien registration card writes them (`NGUYEN VAN AN`, `Tran Thi Mai`);
- names in Hangul with a middle dot between the words (`마리아·클라라`).
"""
import random
from typing import List

from namegen import weighted_choice

# (given names, family names or second words) per origin, in Hangul as Korean courts write them.
WIDE = {
    'nepali': (['비노드', '수만', '라젠드라', '어닐', '디팍', '서리타', '쿠마리', '프라카시'], ['구룽', '타망', '라이', '셰르파', '마가르', '쉬레스타']),
    'indonesian': (['부디', '아구스', '위디', '스리', '누르', '하리요노', '데위', '안디'], ['산토소', '위자야', '수산티', '하르요노', '쿠르니아완', '세티아완']),
    'cambodian': (['소카', '찬타', '비락', '보파', '삼낭', '다비', '소피압', '찬니'], ['속', '찬', '헹', '킴', '림', '응운']),
    'sri_lankan': (['쿠마라', '니말', '치나카', '루완', '상가', '디네시', '찬디마', '아누라'], ['페레라', '실바', '페르난도', '디사나야케', '자야수리야', '라나싱헤']),
    'south_asian': (['무함마드', '아미르', '이므란', '라힘', '샤히드', '나심', '카림', '파루크'], ['칸', '라흐만', '호세인', '초드리', '아슬람', '이크발']),
    'myanmar': (['아웅', '초', '툰', '쪼', '뗏', '흘라', '모에', '산다'], ['윈', '나잉', '뚜', '조', '마웅', '예']),
    'uzbek_kazakh': (['아지즈', '샤흐졸', '딜쇼드', '굴나라', '아이굴', '누르란', '자수르', '베크존'], ['라히모프', '토시마토프', '유수포바', '누르라노바', '사비로프', '이스마일로프']),
}
PATRONYMIC_ENDINGS = ['오비치', '에브나', '오브나', '울르']
ARABIC_MIDDLE = ['빈', '알', '압둘', '아부']
VIETNAMESE_FAMILY = ['응우옌', '쩐', '레', '팜', '호앙', '부이', '보', '당']
VIETNAMESE_MIDDLE = ['반', '티', '득', '후', '꽝']
VIETNAMESE_GIVEN = ['투 하', '꽝 훙', '미 린', '탄 뚱', '응옥 안', '반 꾸옥', '티엔 푹', '호아 빈']
LATIN_FAMILY = ['NGUYEN', 'TRAN', 'SANTOS', 'GURUNG', 'KHAN', 'PERERA', 'WIN', 'IVANOVA', 'Reyes', 'Hassan', 'Tamang', 'Kurniawan']
LATIN_GIVEN = ['VAN AN', 'THI MAI', 'MARIA CLARA', 'BINOD', 'IMRAN', 'KUMARA', 'AUNG', 'OLGA', 'Jose', 'Ahmed', 'Suman', 'Budi']

# The name style the eval's slices call it by (`name:wide`).
WIDE_STYLE = 'wide'
STYLE_WEIGHTS = {'hangul': 0.55, 'vietnamese4': 0.15, 'latin': 0.2, 'dotted': 0.1}


class WideNames:
    """Draws one `wide` name; the split is test or validation only (never training)."""

    def __init__(self, rng: random.Random, split: str):
        if split == 'train':
            raise ValueError('the wide name slice is for evaluation only: training never draws from it')
        self.rng = rng

    def _hangul(self) -> List[str]:
        given, family = WIDE[self.rng.choice(sorted(WIDE))]
        words = [self.rng.choice(given), self.rng.choice(family)]
        r = self.rng.random()
        if r < 0.15:  # three words: an Arabic middle word or a second given name
            words.insert(1, self.rng.choice(ARABIC_MIDDLE + given))
        elif r < 0.25:  # a patronymic between given and family name
            words.insert(1, self.rng.choice(given)[:2] + self.rng.choice(PATRONYMIC_ENDINGS))
        return words

    def name(self) -> str:
        style = weighted_choice(self.rng, STYLE_WEIGHTS, 'hangul')
        if style == 'vietnamese4':
            return f'{self.rng.choice(VIETNAMESE_FAMILY)} {self.rng.choice(VIETNAMESE_MIDDLE)} {self.rng.choice(VIETNAMESE_GIVEN)}'
        if style == 'latin':
            return f'{self.rng.choice(LATIN_FAMILY)} {self.rng.choice(LATIN_GIVEN)}'
        words = self._hangul()
        if style == 'dotted':
            return '·'.join(words)
        # Some later mentions use one word only, as judgments do after the first.
        return ' '.join(words) if self.rng.random() < 0.85 else words[0]


def origin_parts() -> List[str]:
    """The words of the origins namegen has no list for (the test checks none is a namegen part). The four-word
    Vietnamese names reuse namegen's surnames and middle names on purpose: what is new there is the shape."""
    out = []
    for given, family in WIDE.values():
        out += given + family
    return out
