"""Person names of every style a judgment holds: common, rare, foreign residents' (in Hangul), random strings.

Split rule (stated in the model card): validation/test values come from material the training generator
never uses —
- common: census surnames + generation given names; a whole name belongs to the split its stable hash names
  (splits.value_split), so a test name never appears in training (its syllables may);
- rare: surnames in RARE_SURNAMES_TEST (and given-name syllables of the test syllable partition) are used only
  by validation/test; training uses RARE_SURNAMES_TRAIN;
- foreign: every nationality has train-only and held-out-only name parts; a held-out name has at least one
  held-out part;
- random: the 2,350 KS X 1001 syllables are partitioned by hash (train 80 %, validation 10 %, test 10 %) and a
  random string uses only its split's syllables.
"""
import random
from functools import lru_cache
from typing import Dict, List, Tuple

from charvocab import ksx1001_syllables
from splits import value_split

STYLES = ('common', 'rare', 'foreign', 'random')
# Training mixture of 내국인이름 mentions; `random` is the stated share of random Hangul strings.
TRAIN_MIX = {'common': 0.45, 'rare': 0.25, 'foreign': 0.15, 'random': 0.15}


def parse_mix(text: str) -> dict:
    """`common=0.3,rare=0.25,foreign=0.2,random=0.25` -> a mixture over STYLES summing to 1."""
    mix = {}
    for part in text.split(','):
        style, _, share = part.partition('=')
        if style.strip() not in STYLES:
            raise ValueError(f'unknown name style {style!r} (one of {", ".join(STYLES)})')
        mix[style.strip()] = float(share)
    total = sum(mix.values())
    if total <= 0 or any(v < 0 for v in mix.values()):
        raise ValueError(f'name mixture shares must be non-negative and not all zero: {text!r}')
    return {s: mix.get(s, 0.0) / total for s in STYLES}

RARE_SURNAMES_TRAIN = ['황보', '남궁', '제갈', '선우', '독고', '탁', '국', '어', '편', '용', '봉', '빈', '승', '태', '은', '예',
                       '위', '도', '견', '경', '금', '기', '단', '당', '마', '명', '모', '반', '방', '변', '부', '석', '설',
                       '소', '시', '아', '양', '엄', '여', '연', '염', '옥', '왕', '우', '원', '육', '음', '인', '제', '좌',
                       '주', '지', '진', '차', '채', '천', '추', '표', '피', '하', '함', '허', '현', '형', '호', '화', '사공',
                       '서문', '강전', '감', '길', '나', '노', '라', '류', '맹', '목', '묵', '복', '사', '상', '성', '순',
                       '신', '심', '안', '온', '요', '운', '육', '이', '장', '전', '정', '조', '종', '창', '초', '판', '팽',
                       '평', '포', '풍', '필', '학', '한', '해', '홍', '후', '흥']
# Held out: never drawn by the training generator.
RARE_SURNAMES_TEST = ['동방', '망절', '소봉', '어금', '장곡', '빙', '삼', '섭', '애', '야', '영', '즙', '범', '근', '뇌', '초',
                      '개', '곽', '구', '도', '간']

GIVEN_BY_GENERATION = {
    '1940s-60s': ['영수', '순자', '말순', '정희', '상철', '영자', '옥순', '춘자', '복순', '금순', '명숙', '영숙', '정숙', '경자',
                  '미자', '분이', '점순', '귀남', '말자', '영호', '정남', '용식', '병철', '종수', '만수', '길수', '대식', '춘식',
                  '봉수', '태식', '재석', '덕수', '상익', '판석', '갑순', '을순', '복남', '종팔', '칠성', '만복', '옥자', '순덕',
                  '필순', '두식', '삼식', '철수', '순희', '영순', '광자', '말년', '기순', '막례', '점례', '귀례', '판례', '수남'],
    '1970s-80s': ['지영', '미영', '은정', '성호', '정훈', '현주', '수진', '혜진', '은주', '경민', '상훈', '동현', '지훈', '민정',
                  '선영', '미경', '재훈', '윤정', '성민', '진우', '은영', '지연', '혜정', '현정', '승훈', '주희', '정민', '미정',
                  '종훈', '세영', '경아', '수경', '진영', '태호', '경수', '미란', '상민', '희정', '보람', '슬기', '준호', '기현'],
    '1990s-2005': ['민준', '서연', '지우', '하은', '도윤', '서준', '예린', '지호', '유진', '수빈', '현우', '민서', '채원', '시우',
                   '하준', '지민', '서윤', '예준', '주원', '가은', '다은', '윤서', '건우', '은서', '지안', '태윤', '서진', '하린',
                   '유나', '승우', '시은', '지유', '예서', '준서', '민재', '소율', '하람', '이안', '도현', '규리', '아린', '연우'],
}
GIVEN_ONE_SYLLABLE = ['결', '훈', '솔', '윤', '혁', '별', '현', '준', '민', '진', '웅', '철', '란', '숙', '욱', '찬', '빈', '강', '산', '율']
GIVEN_THREE_SYLLABLE = ['빛나리', '아름솔', '보람찬', '하늘빛', '새롬이', '한별이', '다솜이', '슬기로', '으뜸이', '나래솔',
                        '가온누리', '은하수', '한가람', '푸르미', '초롱이', '미리내', '해솔이', '그루터', '별하늘', '봄누리']

# Foreign residents' names as Korean courts write them: (family, given) parts per nationality, train / held-out.
FOREIGN = {
    'vietnamese': {'family': (['응우옌', '쩐', '레', '팜', '호앙', '부이', '보', '다오'], ['당', '후인', '도']),
                   'given': (['반 안', '티 투', '티 흐엉', '반 남', '득 민', '티 란', '꽝 하이', '티 마이', '반 똬'],
                             ['티 응옥', '반 롱', '티 하'])},
    'chinese': {'family': (['왕', '리', '장', '류', '천', '양', '자오', '황', '저우'], ['쉬', '쑨', '마']),
                'given': (['웨이', '밍', '징', '리리', '샤오밍', '하이펑', '위', '춘화', '쥔', '레이'], ['신위', '즈하오', '팅팅'])},
    'filipino': {'family': (['산토스', '레예스', '크루즈', '바우티스타', '가르시아', '멘도사', '토레스'], ['아키노', '빌라누에바']),
                 'given': (['마리아', '후안', '호세', '로사', '마크', '제니퍼', '크리스티안', '조이'], ['로웰', '메리 그레이스'])},
    'thai': {'family': (['분마', '싹다', '캄퐁', '숙사왓', '차이야', '통디'], ['쌩아룬', '웡사']),
             'given': (['솜차이', '쑤파펀', '씨리완', '아피찻', '나롱', '쏨삭', '깐야'], ['분미', '차나폰'])},
    'russian_central_asian': {'family': (['이바노프', '페트로프', '알리예프', '카리모프', '유수포프', '김', '박', '쿠즈네초바'],
                                         ['라시도프', '누르마토바']),
                              'given': (['세르게이', '알렉산드르', '루스탐', '딜노자', '올가', '나탈리야', '티무르', '아이잔'],
                                        ['자밀라', '바흐티요르'])},
    'mongolian': {'family': (['바트', '엥흐', '간', '오윤'], ['투멘']),
                  'given': (['바트바야르', '엥흐볼드', '오윤치메그', '간바트', '체첵', '볼드바타르', '나랑게렐'], ['에르데네', '후렐수흐'])},
    'japanese': {'family': (['다나카', '사토', '스즈키', '다카하시', '와타나베', '이토', '야마모토'], ['나카무라', '고바야시']),
                 'given': (['히로시', '유키', '아키라', '사쿠라', '다카시', '미유키', '겐지'], ['하루토', '아야카'])},
    'western': {'family': (['스미스', '존슨', '브라운', '윌리엄스', '밀러', '데이비스', '윌슨', '테일러'], ['앤더슨', '마르티네스']),
                'given': (['마이클', '존', '데이비드', '제임스', '사라', '제니퍼', '로버트', '에밀리'], ['크리스토퍼', '엘리자베스'])},
}
# Which nationalities put the family name first when courts write them.
FAMILY_FIRST = {'vietnamese', 'chinese', 'mongolian', 'japanese'}
FOREIGN_LABELS = {'베트남이름': 'vietnamese', '중국인이름': 'chinese', '필리핀이름': 'filipino', '태국인이름': 'thai',
                  '몽골인이름': 'mongolian', '일본인이름': 'japanese', '영어이름': 'western'}


def _held_out(split: str) -> bool:
    return split != 'train'


@lru_cache(maxsize=3)
def syllables(split: str) -> str:
    """The KS X 1001 syllables of one split's partition (hash of the syllable)."""
    return ''.join(s for s in ksx1001_syllables() if value_split('syl:' + s) == split)


@lru_cache(maxsize=1)
def common_surnames() -> Tuple[List[str], List[float]]:
    from generators import surnames
    return surnames()


def weighted_choice(rng: random.Random, weights: Dict[str, float], default: str) -> str:
    """A key of `weights` drawn with its weight (one `rng.random()`), or `default` where they sum below the draw."""
    r, acc = rng.random(), 0.0
    for key, p in weights.items():
        acc += p
        if r < acc:
            return key
    return default


class NameGen:
    """Draws names of one split; `style` chooses the generator (None: the training mixture)."""

    def __init__(self, rng: random.Random, split: str = 'train'):
        self.rng = rng
        self.split = split

    def _in_split(self, make, tries: int = 40) -> str:
        v = make()
        for _ in range(tries):
            if value_split(v) == self.split:
                return v
            v = make()
        return v

    def style(self) -> str:
        return weighted_choice(self.rng, TRAIN_MIX, 'common')

    def name(self, style: str = None) -> str:
        style = style or self.style()
        return {'common': self.common, 'rare': self.rare, 'foreign': self.foreign, 'random': self.random_string}[style]()

    def _given(self) -> str:
        r = self.rng.random()
        if r < 0.75:
            return self.rng.choice(self.rng.choice(list(GIVEN_BY_GENERATION.values())))
        if r < 0.87:
            return self.rng.choice(GIVEN_ONE_SYLLABLE)
        return self.rng.choice(GIVEN_THREE_SYLLABLE) if self.rng.random() < 0.5 else self._random_syllables(3)

    def _random_syllables(self, n: int) -> str:
        pool = syllables(self.split)
        return ''.join(self.rng.choice(pool) for _ in range(n))

    def common(self) -> str:
        sur, w = common_surnames()
        return self._in_split(lambda: self.rng.choices(sur, w)[0] + self._given())

    def rare(self) -> str:
        pool = rare_surnames(self.split)
        def make():
            s = self.rng.choice(pool)
            r = self.rng.random()
            given = self._random_syllables(self.rng.choice([1, 2, 2, 3])) if r < 0.5 else self._given()
            return s + given
        return make() if _held_out(self.split) else self._in_split(make)

    def foreign(self, nationality: str = None) -> str:
        nat = nationality or self.rng.choice(sorted(FOREIGN))
        parts = FOREIGN[nat]
        k = 1 if _held_out(self.split) else 0
        fam_pool, given_pool = parts['family'], parts['given']
        if k:  # at least one held-out part
            if self.rng.random() < 0.5:
                fam, given = self.rng.choice(fam_pool[1]), self.rng.choice(given_pool[0] + given_pool[1])
            else:
                fam, given = self.rng.choice(fam_pool[0] + fam_pool[1]), self.rng.choice(given_pool[1])
        else:
            fam, given = self.rng.choice(fam_pool[0]), self.rng.choice(given_pool[0])
        first, second = (fam, given) if nat in FAMILY_FIRST else (given, fam)
        r = self.rng.random()
        if r < 0.45:
            return f'{first} {second}'
        if r < 0.8 or (k and given not in given_pool[1]):
            return (first + second).replace(' ', '')
        return given  # later mentions often use the given name alone

    def random_string(self) -> str:
        return self._random_syllables(self.rng.choice([2, 3, 3, 4]))


@lru_cache(maxsize=3)
def rare_surnames(split: str) -> List[str]:
    """Rare = outside the census top 50; the held-out list is disjoint from the training list."""
    common = set(common_surnames()[0])
    train = [s for s in dict.fromkeys(RARE_SURNAMES_TRAIN) if s not in common]
    if split == 'train':
        return train
    return [s for s in dict.fromkeys(RARE_SURNAMES_TEST) if s not in common and s not in train]


def foreign_parts(split: str) -> Dict[str, List[str]]:
    """Every part a split may draw (for tests: held-out parts never appear in training)."""
    k = 0 if split == 'train' else 1
    return {nat: p['family'][k] + p['given'][k] for nat, p in FOREIGN.items()}
