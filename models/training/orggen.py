"""Invented organisation names: random syllables or Latin letters + a head noun (다온상사, KJ테크, 해밀축산),
brand-like words, English names. Split rule: the syllable partition (namegen.syllables), Latin initials by hash
(splits.value_split) and disjoint English word lists keep validation/test names out of training."""
import random
from typing import List

from namegen import syllables
from splits import value_split

HEADS = ['상사', '테크', '축산', '건설', '산업', '물산', '유통', '식품', '엔지니어링', '개발', '무역', '에너지', '전자', '통상',
         '기획', '홀딩스', '농산', '수산', '종합건설', '디자인', '미디어', '코리아', '정밀', '화학', '중공업', '토건', '산업개발',
         '바이오', '네트웍스', '솔루션', '인터내셔널', '레저', '모터스', '푸드', '팜', '캐피탈', '대부', '로지스', '물류',
         '종합상사', '실업', '기계', '철강', '섬유', '제약', '건업', '주택', '파트너스', '컴퍼니', '시스템']
FORMS = ['{n}', '{n}', '주식회사 {n}', '{n} 주식회사', '(주){n}', '㈜{n}', '유한회사 {n}', '{n}(주)']
# Hangul words that read like brands (train) and held-out ones.
BRANDS = (['다온', '해밀', '가람', '미르', '한빛', '누리', '새솔', '온새미', '라온', '아라', '다솜', '하람', '늘품', '마루',
           '윤슬', '나린', '도담', '예그리나', '한울', '버금'],
          ['가온', '그린나래', '별찌', '시나브로', '여우비', '해랑'])
ENGLISH = (['Blue Ocean', 'Green Field', 'Silver Line', 'Bright Star', 'Golden Gate', 'Prime', 'Nova', 'Apex', 'Vertex',
            'Summit', 'Orion', 'Atlas', 'Pioneer', 'Unity', 'Harmony', 'Crest', 'Zenith', 'Delta'],
           ['Red Maple', 'Iron Bridge', 'Polaris', 'Cobalt', 'Juniper', 'Sequoia'])
EN_HEADS = ['Trading', 'Tech', 'Korea', 'Partners', 'Holdings', 'Systems', 'Co., Ltd.', 'Inc.', 'Logistics', 'Global']


class OrgGen:
    def __init__(self, rng: random.Random, split: str = 'train'):
        self.rng = rng
        self.split = split
        self.k = 0 if split == 'train' else 1

    def base(self) -> str:
        """The name without legal form (what fills `△△△ 주식회사`)."""
        r = self.rng.random()
        head = self.rng.choice(HEADS)
        if r < 0.45:
            pool = syllables(self.split)
            return ''.join(self.rng.choice(pool) for _ in range(self.rng.choice([1, 2, 2, 3]))) + head
        if r < 0.6:
            letters = [a + b for a in 'ABCDEFGHJKLMNPRSTW' for b in 'ABCDEFGHJKLMNPRSTW' if value_split('lat:' + a + b) == self.split]
            return self.rng.choice(letters) + head
        if r < 0.85:
            return self.rng.choice(BRANDS[self.k]) + (head if self.rng.random() < 0.7 else '')
        return f'{self.rng.choice(ENGLISH[self.k])} {self.rng.choice(EN_HEADS)}'

    def name(self) -> str:
        return self.rng.choice(FORMS).format(n=self.base())

    def names(self, n: int) -> List[str]:
        return [self.name() for _ in range(n)]
