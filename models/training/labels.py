"""Map the release's raw label strings onto taxonomy fine labels and the 16 categories."""
import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Dict, Optional

from paths import THUNDER, MODELS

# Raw strings not in replace_map.json / labels.txt: normalised by hand (seen in the judgments).
EXTRA_CANONICAL = {
    '휴대폰번호': '휴대전화번호', '신용카드번호': '카드번호', '(주식회사)': '주식회사',
    '군이하주소': '군아래주소', '군아래이름': '군아래주소', '구아래주소빌딩': '구아래주소건물',
}

# Category of labels outside all_categories.json (or overriding its top level).
CATEGORY_OVERRIDE = {
    '내국인이름': 'PERSON', '외국인이름': 'PERSON',
    '주민등록번호': 'ID_NUMBER', '외국인등록번호': 'ID_NUMBER', '여권번호': 'ID_NUMBER', '운전면허번호': 'ID_NUMBER',
    '사업자등록번호': 'ID_NUMBER', '법인등록번호': 'ID_NUMBER',
    '전화번호': 'CONTACT', '휴대전화번호': 'CONTACT', '이메일주소': 'CONTACT',
    '계좌번호': 'FINANCIAL', '카드번호': 'FINANCIAL',
    '차량번호': 'VEHICLE', '호실': 'ADDRESS', '건물동': 'ADDRESS', '선박번호': 'VEHICLE', '버스번호': 'VEHICLE', '열차번호': 'VEHICLE', '택시': 'VEHICLE',
    '버스': 'VEHICLE', '화물차': 'VEHICLE',
    'IP주소': 'ONLINE', 'URL': 'ONLINE', '아이디': 'ONLINE', '닉네임': 'ONLINE',
    '은행': 'INSTITUTION', '학교': 'INSTITUTION', '중고등학교': 'INSTITUTION',
    '식당': 'BUSINESS', '음식점': 'BUSINESS', '매장': 'BUSINESS', '사무실': 'BUSINESS', '사업체': 'BUSINESS',
    '외식업': 'BUSINESS', '유한회사': 'BUSINESS', '점포': 'BUSINESS', '매점': 'BUSINESS', '센터': 'BUSINESS',
    '회사': 'BUSINESS', '주점': 'BUSINESS',
    '추행장소': 'PLACE', '사기장소': 'PLACE', '폭행장소': 'PLACE', '위치기준': 'PLACE',
    '지부': 'ORGANIZATION', '보이스피싱어플리케이션': 'SERVICE',
    '행정동': 'REGION', '도로': 'REGION',
    '호선': 'OTHER_NUMBER', '번호': 'OTHER_NUMBER', '승강장번호': 'OTHER_NUMBER', '출구번호': 'OTHER_NUMBER',
    '노선번호': 'OTHER_NUMBER', '나이': 'OTHER_NUMBER', '생년월일': 'OTHER_NUMBER', '사건번호': 'OTHER_NUMBER',
}

# Top level (and some second levels) of all_categories.json -> category.
TREE_CATEGORY = {
    '조직': 'ORGANIZATION', '사업체': 'BUSINESS', '사건관련장소': 'PLACE', '금융서비스': 'SERVICE',
    '사건관련숫자정보': 'OTHER_NUMBER', '사건관계인특정정보': 'ONLINE', '사건관계인특정정보/인명': 'PERSON',
    '지리정보': 'REGION', '지리정보/주소': 'ADDRESS', '방송통신서비스': 'SERVICE', '상품일반': 'PRODUCT',
    'URL': 'ONLINE', '사회-문화': 'CULTURE', '기관및시설': 'INSTITUTION', '기관및시설/주거시설': 'ADDRESS',
    '': 'SERVICE',
}

_ADDRESS_UNIT = {'동', '호', '층', '실', '방', '수용동', '수용실', '주소', '소재', '아파트'}


@lru_cache(maxsize=1)
def replace_map() -> Dict[str, str]:
    path = THUNDER / 'replace_map.json'
    # Without ../shared (unit tests on another machine) labels pass through unchanged.
    return json.loads(path.read_text(encoding='utf-8')) if path.is_file() else {}


@lru_cache(maxsize=1)
def tree_paths() -> Dict[str, str]:
    """label -> 'top/second' path in all_categories.json (first occurrence wins)."""
    path = THUNDER / '1_replacement' / 'subset' / 'all_categories.json'
    out: Dict[str, str] = {}
    if not path.is_file():
        return out
    tree = json.loads(path.read_text(encoding='utf-8'))

    def walk(node, path):
        for k, v in node.items():
            if k == '목록':
                for label in v:
                    out.setdefault(label, '/'.join(path))
            elif isinstance(v, dict):
                walk(v, path + [k])
    walk(tree, [])
    return out


def canonical(raw: str, rmap: Optional[Dict[str, str]] = None) -> str:
    rmap = replace_map() if rmap is None else rmap
    label = raw.strip()
    for _ in range(3):  # replace_map entries may chain
        nxt = EXTRA_CANONICAL.get(label, rmap.get(label, label))
        if nxt == label:
            break
        label = nxt
    return label


def category_from(label: str, path: Optional[str]) -> str:
    if label in CATEGORY_OVERRIDE:
        return CATEGORY_OVERRIDE[label]
    if path is not None:
        parts = path.split('/')
        for key in ('/'.join(parts[:2]), parts[0]):
            if key in TREE_CATEGORY:
                return TREE_CATEGORY[key]
    if label in _ADDRESS_UNIT or re.search(r'(아래|이하)주소|주소건물$', label):
        return 'ADDRESS'
    if label.endswith('번호'):
        return 'OTHER_NUMBER'
    if label.endswith('장소'):
        return 'PLACE'
    return 'BUSINESS'


@lru_cache(maxsize=1)
def taxonomy() -> dict:
    return json.loads((MODELS / 'taxonomy.json').read_text(encoding='utf-8'))


@lru_cache(maxsize=None)
def category_of(label: str) -> str:
    """Category of a canonical label: taxonomy.json first (existing ids never move), then the rules above."""
    for entry in taxonomy()['labels']:
        if entry['id'] == label:
            return entry['category']
    return category_from(label, tree_paths().get(label))
