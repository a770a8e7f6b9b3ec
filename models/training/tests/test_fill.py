import random
import unittest

from tests import _path  # noqa: F401
import fill as F
from markers import parse

LABEL_IDS = {'O': 0, 'B-PERSON': 1, 'I-PERSON': 2, 'B-FINANCIAL': 3, 'I-FINANCIAL': 4, 'B-INSTITUTION': 5,
             'I-INSTITUTION': 6, 'B-ADDRESS': 7, 'I-ADDRESS': 8}


def m(label, ph):
    """A marked mention in the release's syntax (built here, so no data file is ever copied)."""
    return f'<<<{label}>>>{ph}<<</{label}>>>'


TEXT = (f"피해자 {m('내국인이름', 'F')}으로부터 {m('은행', 'C')}은행 계좌({m('계좌번호', '계좌번호 1 생략')})로 "
        f"돈을 받았다. {m('내국인이름', 'F')}가 {m('내국인이름', 'G')}에게 말하였다.")
VALUES = {('내국인이름', 'F'): '홍길동', ('내국인이름', 'G'): '김수', ('은행', 'C'): '국민은행',
          ('계좌번호', '계좌번호 1 생략'): '123-45-6789'}


def choose(label, key):
    return VALUES[key[:2]]


class Refill(unittest.TestCase):
    def setUp(self):
        self.doc = parse(TEXT, 'd1', 'fraud')

    def test_parse_keeps_plain_text(self):
        self.assertEqual(self.doc.plain()[:16], '피해자 F으로부터 C은행 계좌')
        self.assertEqual(len(self.doc.mentions()), 5)

    def test_same_referent_same_value_and_particles_agree(self):
        text, spans = F.fill(self.doc.parts, choose)
        self.assertEqual(text, '피해자 홍길동으로부터 국민은행 계좌(123-45-6789)로 돈을 받았다. 홍길동이 김수에게 말하였다.')
        self.assertEqual([(s.start, s.end, s.label, s.category) for s in spans],
                         [(4, 7, '내국인이름', 'PERSON'), (12, 14, '은행', 'INSTITUTION'), (20, 31, '계좌번호', 'FINANCIAL'),
                          (42, 45, '내국인이름', 'PERSON'), (47, 49, '내국인이름', 'PERSON')])

    def test_char_labels_keep_particles_outside(self):
        text, spans = F.fill(self.doc.parts, choose)
        y = F.char_labels(text, spans, LABEL_IDS)
        self.assertEqual(y[3:9], [0, 1, 2, 2, 0, 0])          # ' 홍길동으로'
        self.assertEqual(y[12:16], [5, 6, 0, 0])               # '국민' + '은행' (generic noun outside)
        self.assertEqual(y[42:47], [1, 2, 2, 0, 0])            # '홍길동이 '

    def test_quoted_placeholder_keeps_quotes_outside(self):
        doc = parse(m('은행', "'C'") + ' 에서', 'd', 'fraud')
        text, spans = F.fill(doc.parts, lambda l, k: '신한')
        self.assertEqual(text, "'신한' 에서")
        self.assertEqual((spans[0].start, spans[0].end), (1, 3))


if __name__ == '__main__':
    unittest.main()
