"""Append a crime list (별지 범죄일람표) to a slice document: names in a table's column, with no sentence around them.

Fraud and assault judgments list their victims in a table at the end (순번 | 피해자 | 일시 | 금액 | 계좌). The
readers hand such a table over as the word processor holds it: one cell per line, row after row (HWP, HWPX and DOCX:
each cell is a paragraph), or one row per line with its cells between tabs (text pasted from a spreadsheet or HWP);
a PDF's text layer gives a row as one line with its cells between spaces (page-text.ts joins the glyphs of one
baseline). A name there has no role word and no particle; only the column's header says what it is. The held-out
draws are prose, so `make_slices.py --tables` appends one such table, in one of the three layouts, to every excerpt
and assembled judgment, its names drawn in the document's own style, to measure that input (slice `table:<style>`;
the accounts keep their category).
"""
import random
from typing import Callable, Dict, List, Tuple

PERSON_HEADERS = ('피해자', '피해자명', '피해자 성명', '성명', '예금주', '송금인', '입금자명', '명의자', '피기망자')
NUMBER_HEADERS = ('순번', '연번', '번호')
DATE_HEADERS = ('일시', '범행일시', '송금일시', '편취일시', '일자')
SUM_HEADERS = ('금액', '송금액(원)', '편취금액(원)', '피해액')
ACCOUNT_HEADERS = ('송금계좌', '입금계좌', '계좌', '계좌번호')
BANKS = ('농협', '국민은행', '신한은행', '우리은행', '하나은행', '기업은행', '새마을금고', '카카오뱅크')
LAYOUTS = ('cells', 'tabs', 'spaces')


def _date(rng: random.Random) -> str:
    return f'{rng.randint(2015, 2024)}. {rng.randint(1, 12)}. {rng.randint(1, 28)}.'


def table_parts(rng: random.Random, name: Callable[[], Tuple[str, str]], account: Callable[[], str]) -> Tuple[str, List[Tuple[int, int, str, str]]]:
    """The table's text and its mentions (start, end, label, kind: name, account or bank): `name()` gives (value, label)."""
    header = [rng.choice(NUMBER_HEADERS), rng.choice(PERSON_HEADERS), rng.choice(DATE_HEADERS), rng.choice(SUM_HEADERS),
              rng.choice(ACCOUNT_HEADERS)]
    layout = rng.choice(LAYOUTS)
    cell_end = {'cells': '\n', 'tabs': '\t', 'spaces': ' '}[layout]
    text = ['\n\n[별지]\n', rng.choice(['범 죄 일 람 표', '범죄일람표']), '\n']
    at = sum(len(t) for t in text)
    mentions: List[Tuple[int, int, str, str]] = []

    def put(cell: str, last: bool, label: str = '', kind: str = ''):
        nonlocal at
        if label:
            mentions.append((at, at + len(cell), label, kind))
        text.append(cell + ('\n' if last else cell_end))
        at += len(cell) + 1

    for k, h in enumerate(header):
        put(h, k == len(header) - 1)
    total = 0
    for r in range(1, rng.randint(3, 8) + 1):
        value, label = name()
        amount = rng.randint(1, 300) * 10000
        total += amount
        acct = account()
        bank = rng.choice(BANKS)
        put(str(r), False)
        put(value, False, label, 'name')
        put(_date(rng), False)
        put(f'{amount:,}', False)
        mentions.append((at, at + len(bank), '', 'bank'))
        text.append(bank + ' ')
        at += len(bank) + 1
        put(acct, True, '계좌번호', 'account')
    put('합계', False)
    for _ in range(2):
        put('', False)
    put(f'{total:,}', False)
    put('', True)
    return ''.join(text), mentions


def add_table(row: Dict, rng: random.Random, name: Callable[[], Tuple[str, str]], account: Callable[[], str]) -> Dict:
    """The slice row with a crime list appended: name cells get slice `table:<row's style>`; the banks before the
    accounts are `ignore` ranges, as the assembled judgments' plain bank names are (the release labels banks)."""
    table, mentions = table_parts(rng, name, account)
    base = len(row['text'])
    spans = list(row['spans'])
    ignore = list(row.get('ignore', []))
    for start, end, label, kind in mentions:
        if kind == 'bank':
            ignore.append({'start': base + start, 'end': base + end})
            continue
        spans.append({'start': base + start, 'end': base + end, 'label': label,
                      'slice': f"table:{row['name_style']}" if kind == 'name' else 'FINANCIAL'})
    return {**row, 'text': row['text'] + table, 'spans': spans, 'ignore': ignore}
