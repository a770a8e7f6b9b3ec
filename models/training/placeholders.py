"""Find and classify the court's own placeholders in UNMARKED text (피고인 A, ○○시, 계좌번호 1 생략, (주)B …).

  /usr/bin/python3 models/training/placeholders.py   # precision/recall against the marked release
"""
import re
import sys
from dataclasses import dataclass
from typing import List, Optional, Tuple

MASK_CH = '○◯〇□△◇☆＊*OＯXＸ'
_PERSON_BEFORE = ('피고인', '피해자', '증인', '공범', '고소인', '신고인', '참고인', '남편', '아내', '처', '딸', '아들', '친구',
                  '동생', '형', '누나', '언니', '오빠', '어머니', '아버지', '모친', '부친', '직원', '사장', '대표', '대표이사',
                  '운영자', '운전자', '기사', '경찰관', '순경', '경위', '경사', '의사', '간호사', '선생', '교사', '학생', '상사',
                  '이사', '팀장', '과장', '부장', '실장', '명의자', '예금주', '성명불상자', '공동피고인', '변호사', '매니저')
# Generic nouns that follow a placeholder and name its category (longest first).
_SUFFIX_CATEGORY = [
    ('주식회사', 'BUSINESS'), ('유한회사', 'BUSINESS'), ('회사', 'BUSINESS'), ('식당', 'BUSINESS'), ('주점', 'BUSINESS'),
    ('노래방', 'BUSINESS'), ('노래연습장', 'BUSINESS'), ('편의점', 'BUSINESS'), ('마트', 'BUSINESS'), ('모텔', 'BUSINESS'),
    ('호텔', 'BUSINESS'), ('카페', 'BUSINESS'), ('PC방', 'BUSINESS'), ('상사', 'BUSINESS'), ('업체', 'BUSINESS'),
    ('술집', 'BUSINESS'), ('가게', 'BUSINESS'), ('매장', 'BUSINESS'), ('사무실', 'BUSINESS'), ('센터', 'BUSINESS'),
    ('은행', 'INSTITUTION'), ('병원', 'INSTITUTION'), ('의원', 'INSTITUTION'), ('학교', 'INSTITUTION'), ('역', 'INSTITUTION'),
    ('경찰서', 'INSTITUTION'), ('지구대', 'INSTITUTION'), ('파출소', 'INSTITUTION'), ('빌딩', 'INSTITUTION'),
    ('교회', 'INSTITUTION'), ('공원', 'INSTITUTION'), ('시장', 'INSTITUTION'), ('상가', 'INSTITUTION'), ('농협', 'INSTITUTION'),
    ('아파트', 'ADDRESS'), ('빌라', 'ADDRESS'), ('오피스텔', 'ADDRESS'), ('원룸', 'ADDRESS'), ('주택', 'ADDRESS'),
    ('동', 'ADDRESS'), ('호', 'ADDRESS'), ('호실', 'ADDRESS'), ('층', 'ADDRESS'), ('번지', 'ADDRESS'),
    ('시', 'REGION'), ('군', 'REGION'), ('구', 'REGION'), ('읍', 'REGION'), ('면', 'REGION'), ('리', 'REGION'),
    ('초등학교', 'INSTITUTION'), ('중학교', 'INSTITUTION'), ('고등학교', 'INSTITUTION'), ('대학교', 'INSTITUTION'),
    ('교도소', 'INSTITUTION'), ('구치소', 'INSTITUTION'), ('지사', 'BUSINESS'), ('건물', 'INSTITUTION'),
    ('택시', 'VEHICLE'), ('버스', 'VEHICLE'), ('승용차', 'VEHICLE'), ('차량', 'VEHICLE'), ('화물차', 'VEHICLE'),
    ('카페', 'SERVICE'), ('앱', 'SERVICE'), ('어플', 'SERVICE'), ('사이트', 'SERVICE'), ('밴드', 'SERVICE'),
    ('조합', 'ORGANIZATION'), ('협회', 'ORGANIZATION'), ('지회', 'ORGANIZATION'), ('팀', 'ORGANIZATION'), ('부', 'ORGANIZATION'),
    ('번', 'OTHER_NUMBER'), ('번방', 'OTHER_NUMBER'),
]
_SERVICE_BEFORE = ('애플리케이션', '어플리케이션', '어플', '앱', '사이트', '서비스', '카페', '밴드', '메신저', '게임')
_PARTICLE_START = ('에', '의', '은', '는', '을', '를', '이', '가', '과', '와', '도', '로', '으')


def _taxonomy_nouns():
    """Fine-label ids of models/taxonomy.json double as generic nouns (사우나, 횟집, 모텔 …)."""
    import json
    from pathlib import Path
    path = Path(__file__).resolve().parent.parent / 'taxonomy.json'
    try:
        labels = json.loads(path.read_text(encoding='utf-8'))['labels']
    except (OSError, ValueError, KeyError):
        return []
    return [(l['id'], l['category']) for l in labels if len(l['id']) >= 2 and re.fullmatch(r'[가-힣]+', l['id'])]


_NOUNS = sorted(dict(_taxonomy_nouns() + _SUFFIX_CATEGORY).items(), key=lambda kv: -len(kv[0]))

_OMITTED = [('계좌', 'FINANCIAL'), ('카드', 'FINANCIAL'), ('차량', 'VEHICLE'), ('전화', 'CONTACT'), ('휴대', 'CONTACT'),
            ('주민', 'ID_NUMBER'), ('주소', 'ADDRESS'), ('지번', 'ADDRESS'), ('이하', 'ADDRESS'), ('생년', 'OTHER_NUMBER'),
            ('아이디', 'ONLINE'), ('이메일', 'CONTACT'), ('상호', 'BUSINESS'), ('성명', 'PERSON'), ('이름', 'PERSON')]

# 1-2 capital letters (A, B, RA, AB) not glued to other Latin letters or digits; masks like ○○○ / OOO; N 생략.
_LETTERS = re.compile(r"(?<![A-Za-z0-9])([A-Z]{1,2})(?![A-Za-z0-9])")
_MASKS = re.compile(r'[○◯〇□△◇☆＊*ＯＸ]{2,}|(?<![A-Za-z])[OX]{2,}(?![A-Za-z])|(?<![A-Za-z])[○◯〇□△]')
_OMIT = re.compile(r'((?:계좌|카드|차량|전화|휴대전화|휴대폰|주민등록|주소|지번|아이디|이메일|상호|성명|이름|생년월일)[가-힣]*)'
                   r'(\s*\d+)?\s*생략')
_AGE = re.compile(r'\s*\((?:남|여|[0-9]{1,3}세)')
_MASK_SUFFIX = re.compile(r'^[가-힣]{1,2}')


@dataclass
class Placeholder:
    start: int
    end: int
    category: str
    text: str


def _classify(text: str, start: int, end: int) -> str:
    after = text[end:end + 14].lstrip("'’\"”")
    after_ns = after.lstrip(' ')
    for noun, cat in _NOUNS:
        if not after_ns.startswith(noun):
            continue
        nxt = after_ns[len(noun):len(noun) + 1]
        # A one-syllable noun must stand alone (B동, C호에서), not start a word (D로부터, E구에게 is rare).
        if len(noun) == 1 and (len(after) != len(after_ns) or (nxt and '가' <= nxt <= '힣' and nxt not in _PARTICLE_START)):
            continue
        return cat
    before = text[max(0, start - 14):start].rstrip("'‘\"“")
    if re.search(r'계좌\s?\($', before):
        return 'FINANCIAL'
    if re.search(r'(' + '|'.join(_SERVICE_BEFORE) + r')인\s$', before):
        return 'SERVICE'
    if re.search(r'운영하는\s$', before):
        return 'BUSINESS'
    if text[start - 1:start] in "'‘\"“" and text[end:end + 1] in "'’\"”":
        return 'BUSINESS'
    if re.search(r'(주식회사|유한회사|\(주\)|㈜)\s*$', before):
        return 'BUSINESS'
    if re.search(r'[가-힣]+(시|구|군|읍|면)\s$', before):
        return 'ADDRESS'
    if _AGE.match(text, end):
        return 'PERSON'
    words = before.split()
    if words and words[-1].rstrip('인') in _PERSON_BEFORE or (words and words[-1] in _PERSON_BEFORE):
        return 'PERSON'
    return 'PERSON'


def _particle_or_boundary(text: str, end: int) -> bool:
    nxt = text[end:end + 1]
    return nxt == '' or not ('a' <= nxt.lower() <= 'z')


def find(text: str) -> List[Placeholder]:
    found: List[Placeholder] = []
    taken = [False] * (len(text) + 1)

    def add(s: int, e: int, cat: str):
        if any(taken[s:e]):
            return
        for k in range(s, e):
            taken[k] = True
        found.append(Placeholder(s, e, cat, text[s:e]))

    for m in _OMIT.finditer(text):
        cat = next((c for key, c in _OMITTED if m.group(1).startswith(key)), 'OTHER_NUMBER')
        add(m.start(), m.end(), cat)
    for m in _MASKS.finditer(text):
        s, e = m.start(), m.end()
        if e - s == 1 and not (_MASK_SUFFIX.match(text[e:]) or text[e:e + 1] in '○'):
            continue
        add(s, e, _classify(text, s, e))
    for m in _LETTERS.finditer(text):
        s, e = m.span(1)
        word_before = text[max(0, s - 6):s]
        # Units, Roman numerals and abbreviations that are not placeholders.
        if m.group(1) in ('I', 'V', 'X', 'II', 'CC', 'TV', 'PC', 'OK', 'CD', 'ID', 'IP', 'SK', 'KT', 'LG', 'GS', 'CJ', 'KB', 'NH'):
            if not re.search(r'(피고인|피해자|증인)\s$', word_before):
                continue
        add(s, e, _classify(text, s, e))
    found.sort(key=lambda p: p.start)
    return found


def gold_spans(doc) -> Tuple[str, List[Tuple[int, int, str, str]]]:
    """Plain text of a marked excerpt and its marked placeholder spans (start, end, category, placeholder)."""
    import labels as L
    from markers import Mention
    pos, out, spans = 0, [], []
    for p in doc.parts:
        if isinstance(p, Mention):
            spans.append((pos, pos + len(p.placeholder), L.category_of(L.canonical(p.raw_label)), p.placeholder))
            out.append(p.placeholder)
            pos += len(p.placeholder)
        else:
            out.append(p)
            pos += len(p)
    return ''.join(out), spans


def looks_like_placeholder(s: str) -> bool:
    s = s.strip("'‘’\" ")
    return bool(re.fullmatch(r'[A-Z]{1,2}|[○◯〇□△OX]+[가-힣]{0,2}|.*생략', s))


def evaluate(docs) -> dict:
    tp_pred = n_pred = tp_gold = n_gold = n_gold_ph = tp_gold_ph = cat_ok = 0
    for d in docs:
        text, gold = gold_spans(d)
        pred = find(text)
        n_pred += len(pred)
        for p in pred:
            hit = [g for g in gold if g[0] < p.end and p.start < g[1]]
            tp_pred += bool(hit)
            cat_ok += bool(hit) and hit[0][2] == p.category
        for g in gold:
            hit = any(p.start < g[1] and g[0] < p.end for p in pred)
            n_gold += 1
            tp_gold += hit
            if looks_like_placeholder(g[3]):
                n_gold_ph += 1
                tp_gold_ph += hit
    return {'precision': tp_pred / max(1, n_pred), 'recall_all_marked': tp_gold / max(1, n_gold),
            'recall_placeholder_shaped': tp_gold_ph / max(1, n_gold_ph), 'category_accuracy': cat_ok / max(1, tp_pred),
            'predicted': n_pred, 'gold': n_gold, 'gold_placeholder_shaped': n_gold_ph}


def main() -> int:
    from paths import THUNDER, require_shared
    import markers
    require_shared()
    r = evaluate(markers.load_all(THUNDER / 'judgments'))
    for k, v in r.items():
        print(f'{k}: {v:.4f}' if isinstance(v, float) else f'{k}: {v}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
