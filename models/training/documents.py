"""Assemble full-length judgments (header, 주문, 이유 with several excerpts, 판사) from marked excerpts."""
import random
from typing import List, Sequence, Union

from generators import Gen, gu_full_names
from markers import Doc, Mention

COURTS = ['서울중앙지방법원', '서울동부지방법원', '서울남부지방법원', '서울북부지방법원', '서울서부지방법원', '의정부지방법원',
          '인천지방법원', '수원지방법원', '춘천지방법원', '대전지방법원', '청주지방법원', '대구지방법원', '부산지방법원',
          '울산지방법원', '창원지방법원', '광주지방법원', '전주지방법원', '제주지방법원', '수원지방법원 안산지원',
          '대구지방법원 서부지원', '부산지방법원 동부지원', '청주지방법원 충주지원', '창원지방법원 마산지원']
CRIMES = {'fraud': ['사기', '사기, 횡령', '사기, 전자금융거래법위반'],
          'crime_of_violence': ['상해', '폭행', '특수상해', '상해, 재물손괴', '업무방해, 폭행'],
          'indecent_act_by_compulsion': ['강제추행', '성폭력범죄의처벌등에관한특례법위반(공중밀집장소에서의추행)', '강제추행, 폭행']}
LAWS = {'fraud': '형법 제347조 제1항', 'crime_of_violence': '형법 제257조 제1항, 형법 제260조 제1항',
        'indecent_act_by_compulsion': '형법 제298조'}
SENTENCES = ['피고인을 징역 {m}월에 처한다.\n다만, 이 판결 확정일부터 {y}년간 위 형의 집행을 유예한다.',
             '피고인을 벌금 {f}만 원에 처한다.\n피고인이 위 벌금을 납입하지 않는 경우 10만 원을 1일로 환산한 기간 피고인을 노역장에 유치한다.',
             '피고인을 징역 {y}년에 처한다.']

Part = Union[str, Mention]


def _name(label_scope: int, ph: str) -> Mention:
    return Mention('내국인이름', ph, label_scope)


def assemble(excerpts: Sequence[Doc], rng: random.Random, gen: Gen) -> List[Part]:
    """One judgment from excerpts of one case type. Officials' names (판사, 검사, 변호인) are public in
    published judgments, so they are plain text (not labelled); the defendant and witnesses are PERSON."""
    case_type = excerpts[0].case_type
    year = rng.randint(2015, 2024)
    si_gu = rng.choice(gu_full_names())
    parts: List[Part] = []
    officials = [gen.korean_name() for _ in range(4)]
    parts.append(f'{rng.choice(COURTS)}\n\n판       결\n\n사       건    {year}고단{rng.randint(100, 9999)} '
                 f'{rng.choice(CRIMES.get(case_type, ["사기"]))}\n피  고  인    ')
    parts += [_name(-1, '피고인')]
    if rng.random() < 0.5:
        parts += [' (', Mention('주민등록번호', '피고인', -1), ')']
    else:
        parts.append(f' ({rng.randint(40, 99)}년생)')
    parts += [f', {rng.choice(["무직", "회사원", "자영업", "일용직", "학생"])}\n'
              f'              주거 {si_gu} ', Mention('구아래주소', '주거', -1), '\n'
              f'              등록기준지 {rng.choice(gu_full_names())} ', Mention('구아래주소', '등록기준지', -1), '\n']
    parts.append(f'검       사    {officials[0]}(기소), {officials[1]}(공판)\n'
                 f'변  호  인    {rng.choice(["변호사", "법무법인 한결 담당변호사", "변호사(국선)"])} {officials[2]}\n'
                 f'판 결 선 고    {year}. {rng.randint(1, 12)}. {rng.randint(1, 28)}.\n\n주       문\n\n')
    parts.append(rng.choice(SENTENCES).format(m=rng.choice([6, 8, 10]), y=rng.choice([1, 2, 3]), f=rng.choice([100, 300, 500])))
    parts.append('\n\n이       유\n\n')
    multi = len(excerpts) > 1
    for i, ex in enumerate(excerpts):
        if multi:
            parts.append(f'{i + 1}. ')
        for p in ex.parts:
            parts.append(Mention(p.raw_label, p.placeholder, i) if isinstance(p, Mention) else p)
        parts.append('\n\n')
    parts.append('증거의 요지\n\n1. 피고인의 법정진술\n1. 증인 ')
    parts += [_name(-1, '증인'), '의 법정진술\n1. ', _name(-1, '피해자'),
              '에 대한 경찰 진술조서\n1. 수사보고(피해자 상대 전화 확인)\n\n법령의 적용\n\n1. 범죄사실에 대한 해당법조 및 형의 선택\n'
              f'{LAWS.get(case_type, "형법 제347조 제1항")}, 징역형 선택\n1. 집행유예\n형법 제62조 제1항\n\n양형의 이유\n\n'
              '피고인이 범행을 인정하고 반성하고 있는 점, 피해자와 합의한 점 등 유리한 정상과 범행의 경위, 수단과 결과, '
              '범행 후의 정황 등 이 사건 변론에 나타난 양형의 조건이 되는 여러 사정을 종합하여 주문과 같이 형을 정한다.\n\n'
              f'판사    {officials[3]}\n']
    return parts


def pick_excerpts(docs: Sequence[Doc], rng: random.Random, target_chars: int) -> List[Doc]:
    case_type = rng.choice(sorted({d.case_type for d in docs}))
    pool = [d for d in docs if d.case_type == case_type]
    chosen, total = [], 0
    while total < target_chars and pool:
        d = rng.choice(pool)
        chosen.append(d)
        total += len(d.plain())
    return chosen
