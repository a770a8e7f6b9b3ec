import unittest

from tests import _path  # noqa: F401
from placeholders import find


def found(text):
    return [(p.text, p.category) for p in find(text)]


class Placeholders(unittest.TestCase):
    def test_letters_by_context(self):
        self.assertEqual(found('피고인 A는 피해자 B(여, 30세)에게'), [('A', 'PERSON'), ('B', 'PERSON')])
        self.assertEqual(found('C 주식회사의 대표이사'), [('C', 'BUSINESS')])
        self.assertEqual(found('D은행 계좌로'), [('D', 'INSTITUTION')])
        self.assertEqual(found('E아파트 F동 G호에서'), [('E', 'ADDRESS'), ('F', 'ADDRESS'), ('G', 'ADDRESS')])

    def test_masks_and_omissions(self):
        self.assertEqual(found('○○시 ○○○에게'), [('○○', 'REGION'), ('○○○', 'PERSON')])
        self.assertEqual(found('계좌(계좌번호 1 생략)로'), [('계좌번호 1 생략', 'FINANCIAL')])
        self.assertEqual(found('(주소 생략)에서'), [('주소 생략', 'ADDRESS')])
        self.assertEqual(found('청주시 상당구 G 외 4 필지'), [('G', 'ADDRESS')])

    def test_not_placeholders(self):
        self.assertEqual(found('CCTV 영상과 TV를 보고 PC방에서'), [])
        self.assertEqual(found('2020. 3. 5. 징역 1년'), [])


if __name__ == '__main__':
    unittest.main()
