"""Assembled full judgments of civil, administrative, family and tax cases, with the headers courts print
(`【원고, 항소인】 X (소송대리인 법무법인 Y 담당변호사 Z)`, `【피고, 피항소인】`, `【사건본인】`, `【청구인】`, `【제1심판결】`,
`【변론종결】`, `청구취지 및 항소취지`). Parties and their identifiers are mentions; lawyers, judges and law firms
stay unlabelled, as the court rule keeps them."""
import random
from typing import List, Union

from generators import Gen, gu_full_names
from markers import Mention

Part = Union[str, Mention]
KINDS = ('civil', 'administrative', 'family', 'tax')
FIRMS = ['법무법인 한결', '법무법인 세종', '법무법인 율촌', '법무법인 태평양', '법무법인(유한) 바른', '법무법인 지평', '법무법인 광장',
         '법무법인 화우', '법무법인 대륙아주', '법무법인 동인', '법무법인 로고스', '법무법인 정률']
CASE = {'civil': ('가합', '나', ['손해배상(기)', '대여금', '부당이득금', '소유권이전등기', '임대차보증금반환', '건물명도']),
        'administrative': ('구합', '누', ['영업정지처분취소', '건축허가취소처분취소', '징계처분취소', '난민불인정결정취소']),
        'family': ('드단', '르', ['이혼 및 위자료', '친권자 및 양육자 지정', '상속재산분할', '재산분할']),
        'tax': ('구합', '누', ['종합소득세부과처분취소', '양도소득세부과처분취소', '부가가치세부과처분취소', '법인세부과처분취소'])}
AGENCY = {'administrative': ['서울특별시 강남구청장', '제주특별자치도지사', '전주시장', '법무부장관', '경기도교육감'],
          'tax': ['서초세무서장', '역삼세무서장', '전주세무서장', '제주세무서장', '북대구세무서장']}
BODY = {
    'civil': ['원고는 {p0}에게 {amt}원을 대여하였고, {p0}은 이를 변제하지 아니하였다.',
              '{p0}은 {date} {org}와 사이에 {addr} 소재 건물에 관한 임대차계약을 체결하였다.',
              '원고는 {p0} 명의의 {bank} 계좌({acct})로 {amt}원을 송금하였다.',
              '증인 {p1}의 증언에 의하면, {p1}은 {org}의 직원으로 근무하였다.'],
    'administrative': ['원고는 {addr}에서 \'{shop}\'이라는 상호로 일반음식점을 운영하는 사람이다.',
                       '피고는 {date} 원고에게 영업정지 2개월의 처분을 하였다(이하 \'이 사건 처분\'이라 한다).',
                       '원고의 직원 {p1}은 경찰 조사에서 청소년에게 주류를 판매한 사실을 인정하였다.',
                       '참가인 {p0}은 원고가 운영하는 {org}에서 근무하던 사람이다.'],
    'family': ['원고와 피고는 {date} 혼인신고를 마친 법률상 부부로서, 그 사이에 사건본인 {p1}을 두었다.',
               '피고는 {addr}에 거주하면서 원고에게 생활비를 지급하지 아니하였다.',
               '원고의 어머니 {p0}은 피고와의 갈등으로 {date}경 별거하게 되었다.',
               '사건본인 {p1}의 친권자 및 양육자로 원고를 지정한다.'],
    'tax': ['원고는 {date} {addr} 토지를 {p0}에게 양도하고 양도소득세를 신고하였다.',
            '피고는 원고가 {org}로부터 받은 {amt}원을 사업소득으로 보아 종합소득세를 부과하였다.',
            '원고는 {org}의 대표이사 {p0}과 사이에 용역계약을 체결하였다.',
            '원고 명의의 {bank} 계좌({acct})에 {p1}이 {amt}원을 입금하였다.'],
}


def _m(label: str, ph: str) -> Mention:
    return Mention(label, ph, -2)


def _fmt(template: str, rng: random.Random, gen: Gen, banks: bool = False) -> List[Part]:
    """Turn `{p0}`-style slots into mentions; other slots become plain text. `banks`: the bank is a mention (`은행`,
    as the release labels every bank); False keeps the plain bank names the held-out slices were built with."""
    slots = {'p0': _m('내국인이름', 'P0'), 'p1': _m('내국인이름', 'P1'), 'org': _m('기업명', 'ORG'),
             'addr': _m('구아래주소', 'ADDR'), 'acct': _m('계좌번호', 'ACCT'), 'shop': _m('상호', 'SHOP')}
    if banks:
        slots['bank'] = _m('은행', 'BANK')
    plain = {'amt': f'{rng.randint(1, 900) * 100000:,}', 'date': f'{rng.randint(2005, 2023)}. {rng.randint(1, 12)}. {rng.randint(1, 28)}.',
             'bank': rng.choice(['국민은행', '신한은행', '농협', '우리은행', '하나은행'])}
    out: List[Part] = []
    rest = template
    while '{' in rest:
        a = rest.index('{')
        b = rest.index('}', a)
        out.append(rest[:a])
        key = rest[a + 1:b]
        out.append(slots[key] if key in slots else plain[key])
        rest = rest[b + 1:]
    out.append(rest)
    return out


def _party(role: str, rng: random.Random, gen: Gen, company: bool, with_lawyer: bool) -> List[Part]:
    parts: List[Part] = [f'【{role}】 ']
    parts += [_m('기업명', role), ' 주식회사' if rng.random() < 0.3 else ''] if company else [_m('내국인이름', role)]
    if not company and rng.random() < 0.6:
        parts += ['\n   ', rng.choice(gu_full_names()), ' ', _m('구아래주소', role + '주소')]
    if company and rng.random() < 0.5:
        parts += ['\n   대표이사 ', _m('내국인이름', role + '대표')]
    if with_lawyer:
        parts.append(f' (소송대리인 {rng.choice(FIRMS)} 담당변호사 {gen.korean_name()}, {gen.korean_name()})'
                     if rng.random() < 0.7 else f' (소송대리인 변호사 {gen.korean_name()})')
    parts.append('\n')
    return parts


def assemble(kind: str, rng: random.Random, gen: Gen, banks: bool = False) -> List[Part]:
    first, appeal, names = CASE[kind]
    year = rng.randint(2010, 2024)
    on_appeal = rng.random() < 0.5
    court = rng.choice(['서울고등법원', '대전고등법원', '광주고등법원(전주)', '부산고등법원']) if on_appeal else rng.choice(
        ['서울중앙지방법원', '수원지방법원', '대구지방법원', '서울가정법원' if kind == 'family' else '서울행정법원'])
    parts: List[Part] = [f'{court}\n판결\n【사건】 {year}{appeal if on_appeal else first}{rng.randint(100, 99999)} {rng.choice(names)}\n']
    plaintiff_role = '원고, 항소인' if on_appeal else '원고'
    if kind == 'family' and rng.random() < 0.3:
        plaintiff_role = '청구인'
    parts += _party(plaintiff_role, rng, gen, company=kind == 'civil' and rng.random() < 0.3, with_lawyer=rng.random() < 0.8)
    if kind in AGENCY:
        parts.append(f'【피고, 피항소인】 {rng.choice(AGENCY[kind])}\n' if on_appeal else f'【피고】 {rng.choice(AGENCY[kind])}\n')
        if rng.random() < 0.4:
            parts += _party('피고보조참가인', rng, gen, company=rng.random() < 0.5, with_lawyer=True)
    else:
        parts += _party('피고, 피항소인' if on_appeal else '피고', rng, gen, company=kind == 'civil' and rng.random() < 0.4,
                        with_lawyer=rng.random() < 0.6)
    if kind == 'family':
        parts += ['【사건본인】 ', _m('내국인이름', 'P1'), ' (', _m('생년월일', 'P1생'), '생)\n']
    if on_appeal:
        parts.append(f'【제1심판결】 {rng.choice(["서울중앙지방법원", "수원지방법원", "전주지방법원 군산지원", "제주지방법원"])} '
                     f'{year - 1}. {rng.randint(1, 12)}. {rng.randint(1, 28)}. 선고 {year - 1}{first}{rng.randint(100, 9999)} 판결\n')
    parts.append(f'【변론종결】 {year}. {rng.randint(1, 12)}. {rng.randint(1, 28)}.\n'
                 f'【판결선고】 {year}. {rng.randint(1, 12)}. {rng.randint(1, 28)}.\n\n【주문】\n'
                 f'1. {"원고의 항소를 기각한다" if on_appeal else "원고의 청구를 기각한다"}.\n2. 소송비용은 원고가 부담한다.\n\n'
                 f'【{"청구취지 및 항소취지" if on_appeal else "청구취지"}】\n')
    parts += _fmt(rng.choice(BODY[kind]), rng, gen, banks) + ['\n\n【이유】\n1. 기초사실\n']
    for i, t in enumerate(rng.sample(BODY[kind], len(BODY[kind]))):
        parts += [f'{"가나다라"[i]}. '] + _fmt(t, rng, gen, banks) + ['\n']
    parts.append('\n2. 판단\n위 인정사실에 의하면 원고의 주장은 이유 없다.\n\n'
                 f'판사   {gen.korean_name()}   {gen.korean_name()}   {gen.korean_name()}\n')
    return parts
