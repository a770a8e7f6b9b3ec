"""law.go.kr's anonymisation convention in ../shared/precedent-kr/raw/<type>/*.md: find the placeholders
(`피고 2`, `소외 1`, `소외인`, `공소외 3`, `망 소외 3`, `원심 공동피고인 3`, `노○○`, `△△△ 주식회사`, `(주소 생략)`,
`(지번 1 생략)` …) and turn a judgment into fill()-able parts, so every epoch refills it (`피고 홍길동`).

Labels of what law.go.kr left in place: the names of judges, prosecutors and attorneys are kept by the court rule
and stay O (as in the assembled criminal judgments). Real company names (`주식회사 X`, `X 주식회사`, `(주)X`) and
street addresses left in the text are neither taught as PII nor as non-PII: their characters get no loss
(IGNORE) in training and are excluded from the false-span count in evaluation.

  /usr/bin/python3 models/training/lawgo.py     # per-file counts, skipped files, detector P/R on the marked sample
"""
import hashlib
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional, Tuple, Union

import orggen
from markers import Mention
from placeholders import _classify

ROLES = ['원심 공동피고인', '공동피고인', '사건본인', '공소외', '피청구인', '청구인', '피신청인', '신청인', '참가인', '피고인',
         '피고', '원고', '소외', '채권자', '채무자', '피해자', '증인', '선정자', '상대방', '망']
_ROLE_RE = '|'.join(ROLES)
# `피고 2` but not `피고 2인`, `원고 1명`, `피고 3.` (a count, a list number) or `피고 12,000원`.
_ROLE_NUM = re.compile(rf'(?<![가-힣])({_ROLE_RE})[^\S\n]?(\d{{1,2}})(?!\d|[.,]\d|(?:인|명|차|항|호|조|년|월|일|회(?!사)|개|층|원(?!고)|세|억|만|천|%)|\s(?:명(?!의)|인[^가-힣]))')
_ROLE_IN = re.compile(r'(?<![가-힣])(공소외|소외)(인)(?=[^가-힣]|[은는이가을를의에과와도]|들)')
_ROLE_LIST_NEXT = re.compile(r'(\s*,\s*|\s+(?:및|내지|와|과)\s+)(\d{1,2})(?!\d|[.,]\d|(?:인|명|항|호|조|년|월|일|원|차|회|개|층|세|%))')
_ORG_AFTER = re.compile(r'\s?(회사|주식회사|은행|조합|공사|법인|재단|학교법인|보험)')
MASK = '○△□◇☆◈▣◎●◆■▽◁▷◐'
BULLETS = '▣◈◎●◆■'  # alone, these start a list item (`▣지방세법`), never a masked one-syllable name
_MASK_RUN = re.compile(rf'[{MASK}]+(?:\s?[{MASK}]+)*')
_MASK_NUMBER = re.compile(rf'[\d{MASK}]*[{MASK}][\d{MASK}]*(?:-[\d{MASK}]+)+')
_OMIT = re.compile(r'[(\[]\s*((?:이하\s)?[가-힣]+(?:\s[가-힣]+)?)\s?(\d+\s)?생략\s*[)\]]')
# Omission kinds: (category, fill label). Kinds in NOT_PII are the court's editorial omissions.
OMIT_KIND = {'주소': ('ADDRESS', '주소'), '이하 주소': ('ADDRESS', '주소'), '지번': ('ADDRESS', '지번주소'),
             '상세주소': ('ADDRESS', '호'), '동 호수': ('ADDRESS', '호'), '동호수': ('ADDRESS', '호'),
             '계좌번호': ('FINANCIAL', '계좌번호'), '차량번호': ('VEHICLE', '차량번호'), '버스번호': ('VEHICLE', '차량번호'),
             '등록번호': ('OTHER_NUMBER', '번호'), '접수번호': ('OTHER_NUMBER', '번호'), '계약번호': ('OTHER_NUMBER', '번호'),
             '출원번호': ('OTHER_NUMBER', '번호'), '사건번호': ('OTHER_NUMBER', '번호'), '전화번호': ('CONTACT', '전화번호'),
             '휴대전화번호': ('CONTACT', '휴대전화번호'), '주민등록번호': ('ID_NUMBER', '주민등록번호'),
             '상호': ('BUSINESS', '회사'), '회사명': ('BUSINESS', '회사'), '영문명': ('BUSINESS', '회사'),
             '프로그램명': ('SERVICE', '소프트웨어'), '이름': ('PERSON', '내국인이름'), '성명': ('PERSON', '내국인이름')}
# A masked business name glued to the word for its kind (`○○건설`): refilled with a name alone (`해밀건설`), not a
# whole one (`경남 미용실건설`), as the court's original had it.
NAME_BEFORE_ITS_KIND = '기업명'
_PARTICLE = r'(?:에게|에서|으로|로|[은는이가을를의에와과도])'
_PARTICLE_AFTER = _PARTICLE + r'(?![가-힣])'
_UNITS = ('동', '구', '시', '군', '읍', '면', '리', '로', '길')
_NUMBERED_DISTRICT = re.compile(r'\d{1,2}(?:동|가)')
_ROAD_CLASS = re.compile(r'(?:광로|대로|중로|소로) ?$')
_NAMED_STRETCH = re.compile(r'(?:구간|[가-힣]{0,4}지구)' + _PARTICLE + r'?(?![가-힣])')
NOT_PII = {'이하', '별지', '괄호', '표', '중략', '하략', '그림', '사진', '도면', '목록', '이하 별지', '첨부'}
CATEGORY_LABEL = {'PERSON': '내국인이름', 'BUSINESS': '회사', 'INSTITUTION': '공공기관', 'ADDRESS': '구아래주소',
                  'REGION': '행정동', 'ORGANIZATION': '단체명', 'OTHER_NUMBER': '번호', 'PLACE': '건물내장소',
                  'SERVICE': '사이트', 'VEHICLE': '차량번호', 'FINANCIAL': '계좌번호', 'CONTACT': '전화번호',
                  'ID_NUMBER': '주민등록번호', 'ONLINE': '아이디', 'PRODUCT': '공산품', 'CULTURE': '행사'}
_REAL_COMPANY = re.compile(r'(?:주식회사|유한회사|\(주\)|㈜)\s?[가-힣A-Za-z&]{2,}|[가-힣A-Za-z&]{2,}\s?(?:주식회사|유한회사|\(주\)|㈜)')
_REAL_ADDRESS = re.compile(r'[가-힣]+(?:시|군|구)\s[가-힣]+(?:동|읍|면|리|로|길)\s?\d+(?:-\d+)?(?:번지)?')
_SURNAME_BEFORE_MASK = set('김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나지엄채원천방공현함변염여추도소석선설마길연위표명기반라왕금옥육인맹제모탁국어')


@dataclass
class LawDoc:
    id: str
    case_type: str
    parts: List[Union[str, Mention]] = field(default_factory=list)
    ignore: List[Tuple[int, int]] = field(default_factory=list)  # (start, end) in `body` (loss-masked)
    body: str = ''
    problems: List[str] = field(default_factory=list)


@dataclass
class Found:
    start: int
    end: int
    label: str        # fill label (values.ValueSampler / lawgo_sample)
    category: str
    key: str          # referent key: same key = same value within a document
    keep_prefix: str = ''  # text that stays before the value (`피고 ` of `피고 2`)


def strip_front_matter(text: str) -> str:
    if text.startswith('---'):
        end = text.find('\n---', 3)
        if end != -1:
            text = text[end + 4:]
    return text.lstrip('\n')


def find(text: str) -> Tuple[List[Found], List[str]]:
    """Placeholders of one judgment (sorted, non-overlapping) and the unknown placeholder styles met."""
    found: List[Found] = []
    unknown: List[str] = []
    taken = bytearray(len(text) + 1)

    def add(f: Found) -> None:
        if any(taken[f.start:f.end]):
            return
        taken[f.start:f.end] = b'\x01' * (f.end - f.start)
        found.append(f)

    for m in _OMIT.finditer(text):
        kind = m.group(1).strip()
        if kind == '이하' and re.search(rf'[가-힣{MASK}]+(?:시|군|구|읍|면|동|리)\s?$', text[max(0, m.start() - 12):m.start()]):
            add(Found(m.start(), m.end(), '주소', 'ADDRESS', f'omit:이하:{m.start()}'))  # `○○시(이하 생략)`: the rest of an address
            continue
        if kind in NOT_PII or kind.split()[0] in NOT_PII and kind not in OMIT_KIND:
            continue
        if kind not in OMIT_KIND:
            unknown.append(m.group(0))
            continue
        cat, label = OMIT_KIND[kind]
        add(Found(m.start(), m.end(), label, cat, f'omit:{kind}:{(m.group(2) or "").strip()}'))
    org_roles = {f'{m.group(1)}{m.group(2)}' for m in _ROLE_NUM.finditer(text) if _ORG_AFTER.match(text, m.end())}
    for m in _ROLE_NUM.finditer(text):
        role = m.group(1)
        nums = [(m.start(2), m.end(2), m.group(2))]
        pos = m.end()
        while True:
            n = _ROLE_LIST_NEXT.match(text, pos)
            if not n:
                break
            nums.append((n.start(2), n.end(2), n.group(2)))
            pos = n.end()
        for s, e, num in nums:
            ref = f'{role}{num}'
            if ref in org_roles:
                a = _ORG_AFTER.match(text, e)
                if a and a.group(1) == '회사':
                    e = a.end()  # `피고 1 회사` -> `피고 다온상사`
                add(Found(s, e, '회사', 'BUSINESS', 'role:' + ref))
            else:
                add(Found(s, e, '내국인이름', 'PERSON', 'role:' + ref))
    for m in _ROLE_IN.finditer(text):
        add(Found(m.start(2), m.end(2), '내국인이름', 'PERSON', 'role:' + m.group(1) + '인', keep_prefix=' '))
    for m in _MASK_NUMBER.finditer(text):
        add(Found(m.start(), m.end(), '번호', 'OTHER_NUMBER', 'masknum:' + m.group(0)))
    for m in _MASK_RUN.finditer(text):
        s, e = m.start(), m.end()
        before = text[s - 1:s]
        glued_after = '가' <= text[e:e + 1] <= '힣'
        # A lone ○ before a space or opening a line (`○제1심판결 2면`), or ▣ anywhere, is a bullet; `□축산`, `김○` are
        # placeholders.
        line_start = before in ('', '\n') or text[text.rfind('\n', 0, s) + 1:s].isspace()
        if e - s == 1 and (text[s] in BULLETS or not glued_after and not ('가' <= before <= '힣') or line_start):
            continue
        # `노○○` is a masked name; `○○구○○동` is an address whose district ends in 구 (a surname too), and so is
        # `◁◁3동`, a district numbered within its name.
        unit_after = text[e:e + 1] in _UNITS
        if not unit_after and _NUMBERED_DISTRICT.match(text, e):
            add(Found(s, e, CATEGORY_LABEL['ADDRESS'], 'ADDRESS', 'mask:' + text[s:e]))
            continue
        if before in _SURNAME_BEFORE_MASK and not ('가' <= text[s - 2:s - 1] <= '힣') and not unit_after:
            add(Found(s - 1, e, '내국인이름', 'PERSON', 'mask:' + text[s - 1:e]))
            continue
        # `중로 ○○○`, `중로△△△호선`: a city road's class and its masked number; `◁◁~◎◎간`, `◁◁3동포구-◎◎간`: the places a
        # road runs between; `◎◎구간`, `□□재해위험지구`: a stretch or district named for a place. None is a person or a
        # business.
        if _ROAD_CLASS.search(text, max(0, s - 3), s):
            add(Found(s, e, '번호', 'OTHER_NUMBER', 'mask:' + text[s:e]))
            continue
        between = before in ('~', '∼', '-') and text[e:e + 1] == '간'
        if between or text[e:e + 1] in ('~', '∼') or _NAMED_STRETCH.match(text, e):
            add(Found(s, e, CATEGORY_LABEL['REGION'], 'REGION', 'mask:' + text[s:e]))
            continue
        cat = _classify(text, s, e)
        if cat == 'PERSON' and re.match(r'\s?[가-힣]{2}', text[e:e + 3]) and not re.match(r'\s?(?:[은는이가을를의에와과도]|에게|으로|로)', text[e:e + 3]):
            cat = 'BUSINESS'  # `○○○ 생활협동조합`, `◈◈건설`, `○○○대부`: a masked name before a noun is an organisation
        if cat == 'PERSON' and '가' <= before <= '힣':
            cat = 'BUSINESS'  # `테크노폴리스○○가`, `중로△△△)`: glued to a word (no surname), the mask is part of a proper noun
        after = re.match(r'\s?([가-힣]{1,4})', text[e:e + 6])
        label = CATEGORY_LABEL.get(cat, '내국인이름')
        if cat == 'BUSINESS' and glued_after and not re.match(_PARTICLE_AFTER, text[e:e + 4]):
            label = NAME_BEFORE_ITS_KIND  # `○○건설`, `□축산에`, `○○○컨설턴`: the mask is the name, the word glued after its kind
            after = None
        if after:
            from labels import category_of
            for k in range(len(after.group(1)), 0, -1):
                noun = after.group(1)[:k]
                if len(noun) >= 2 and category_of(noun) == cat:
                    label = noun
                    break
        add(Found(s, e, label, cat, 'mask:' + text[s:e]))
    for m in re.finditer(r'(?<![가-힣])(피해자|증인|소외|공소외|피고인)\s([A-Z]{1,2})(?![A-Za-z0-9])', text):
        add(Found(m.start(2), m.end(2), '내국인이름', 'PERSON', 'letter:' + m.group(2)))
    found.sort(key=lambda f: f.start)
    return found, unknown


def real_identifiers(text: str, found: List[Found]) -> List[Tuple[int, int]]:
    """Company names and street addresses law.go.kr left in place (not overlapping a placeholder)."""
    out = []
    for rx in (_REAL_COMPANY, _REAL_ADDRESS):
        for m in rx.finditer(text):
            if any(f.start < m.end() and m.start() < f.end for f in found):
                continue
            if any(ch in MASK for ch in m.group(0)):
                continue
            tail = re.search(r'(?:에게|에서|으로|[과와은는이가을를의에도로])$', m.group(0))
            end = m.end() - (len(tail.group(0)) if tail and m.end() - len(tail.group(0)) - m.start() >= 4 else 0)
            out.append((m.start(), end))
    return out


def to_doc(text: str, doc_id: str, case_type: str) -> LawDoc:
    """Plain judgment -> parts for fill(); problems name why a file cannot be used."""
    doc = LawDoc(doc_id, case_type)
    body = strip_front_matter(text)
    doc.body = body
    if not body.strip():
        doc.problems.append('empty file / 빈 파일')
        return doc
    found, unknown = find(body)
    if unknown:
        doc.problems.append('unknown placeholder style / 알 수 없는 가명처리 형식: ' + ', '.join(sorted(set(unknown))[:5]))
    if not found:
        doc.problems.append('no placeholders / 가명처리 표시 없음')
    keys: Dict[str, int] = {}
    pos = 0
    for f in found:
        doc.parts.append(body[pos:f.start] + f.keep_prefix)  # `소외인` -> `소외 김영수`
        scope = keys.setdefault(f.key, len(keys))
        doc.parts.append(Mention(f.label, body[f.start:f.end], 10_000 + scope))
        pos = f.end
    doc.parts.append(body[pos:])
    doc.ignore = real_identifiers(body, found)
    return doc


def load(root: Path) -> Tuple[Dict[str, List[LawDoc]], List[str]]:
    """{'train': [...], 'test': [...]} and the report of skipped files (by name, with the reason)."""
    out: Dict[str, List[LawDoc]] = {'train': [], 'test': []}
    skipped: List[str] = []
    for type_dir in sorted(p for p in root.iterdir() if p.is_dir()):
        files = sorted(type_dir.glob('*.md'), key=lambda f: hashlib.md5(f'20250618:{f.name}'.encode()).hexdigest())
        n_test, taken = (2 if len(files) >= 8 else 1), 0
        for f in files:
            try:
                text = f.read_text(encoding='utf-8')
            except (OSError, UnicodeDecodeError) as e:
                skipped.append(f'{type_dir.name}/{f.name}: unreadable / 읽을 수 없음 ({e})')
                continue
            doc = to_doc(text, f'{type_dir.name}/{f.stem}', type_dir.name)
            if doc.problems:
                skipped.append(f'{type_dir.name}/{f.name}: ' + '; '.join(doc.problems))
                continue
            out['test' if taken < n_test else 'train'].append(doc)  # skipped files do not count
            taken += 1
    return out, skipped


def sample_value(sampler, label: str, placeholder: str) -> str:
    """A value for one law.go.kr placeholder: omissions get the shape the omitted text had."""
    g, rng = sampler.gen, sampler.rng
    if '지번' in placeholder:
        return f'{rng.randint(1, 999)}-{rng.randint(1, 30)}' if rng.random() < 0.7 else str(rng.randint(1, 2000))
    if '상세주소' in placeholder or '호수' in placeholder:
        return f'{g.apt_dong()}동 {g.apt_ho()}호'
    if placeholder.startswith('(주소') or placeholder.startswith('(이하 주소'):
        return sampler.sample('주소')
    if label == '번호' and any(c.isdigit() for c in placeholder) or '번호' in placeholder:
        if '계좌' in placeholder:
            return g.account()
        if '차량' in placeholder or '버스' in placeholder:
            return g.plate()
        return f'{rng.randint(1, 99999):05d}' if rng.random() < 0.5 else f'{rng.randint(10, 999)}-{rng.randint(1000, 99999)}'
    if label == NAME_BEFORE_ITS_KIND and all(ch in MASK for ch in placeholder.replace(' ', '')):
        return name_alone(sampler.sample(label))
    return sampler.sample(label)


# Legal forms and the kinds a sampled business name may end in: what `name_alone` sets aside.
_LEGAL_FORM = re.compile(r'^(?:주식회사|유한회사|\(주\)|㈜)\s?|\s?(?:주식회사|유한회사|\(주\)|㈜)$')
_KINDS = sorted(set(orggen.HEADS) | {
    '마트', '슈퍼', '편의점', '카페', '식당', '펜션', '호텔', '모텔', '센터', '병원', '의원', '약국', '학원', '교회', '농장',
    '미용실', '노래방', '노래클럽', '주점', '상회', '상점', '공인중개사', '사무소', '대리점', '백화점', '매장', '공장', '창고',
    '리조트', '콘도', '클럽', '체험농장', '게임장', '낚시터', '승마장', '주차장', '렌터카', '증권', '은행', '보험', '카드',
    '캠페인', '행사', '박람회', '가게', '빵집', '떡집', '꽃집', '이발소', '고물상', '의류', '타이어',
}, key=len, reverse=True)


def name_alone(value: str) -> str:
    """`경남 미용실` -> `경남`, `삼성중공업` -> `삼성`, `주식회사 다온상사` -> `다온`: a business name without its legal form
    or kind, for a mask the kind follows; a value with neither stays as it is."""
    v = _LEGAL_FORM.sub('', value.strip()).strip()
    if ' ' in v and len(v.split(' ')[0]) >= 2:
        v = v.split(' ')[0]
    for kind in _KINDS:
        if v.endswith(kind) and len(v) - len(kind) >= 2:
            return v[:-len(kind)]
    return v or value


def fill_doc(doc: LawDoc, sampler, rng, keep: float = 0.0):
    """Refill one judgment: (text, spans, ignore ranges in the filled text)."""
    from fill import fill
    body = doc.body

    def choose(label, key):
        ph = key[1]
        if keep and rng.random() < keep and any(ch in MASK for ch in ph):
            return ph  # the court's own mask, tagged as what it hides
        return sample_value(sampler, label, ph)
    text, spans = fill(doc.parts, choose, rng=rng)
    ignore, cursor = [], 0
    for s, e in doc.ignore:
        k = text.find(body[s:e], cursor)
        if k >= 0:
            ignore.append((k, k + e - s))
            cursor = k + e - s
    return text, spans, ignore


def main() -> int:
    from paths import SHARED
    root = SHARED / 'precedent-kr' / 'raw'
    if not root.is_dir():
        print(f'precedent-kr not found at {root}: skipped')
        return 0
    sp, skipped = load(root)
    for k, docs in sp.items():
        for d in docs:
            n = sum(1 for p in d.parts if isinstance(p, Mention))
            print(f'{k:5} {d.id}: {n} placeholders, {len(d.ignore)} real identifiers loss-masked')
    for s in skipped:
        print('SKIPPED', s)
    return 0


if __name__ == '__main__':
    sys.exit(main())
