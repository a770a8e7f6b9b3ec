import unittest

from tests import _path  # noqa: F401
import labels as L


class LabelMapping(unittest.TestCase):
    RMAP = {'화물번호판': '차량번호', '호': '호실', '앞 노상': '위치기준'}

    def test_canonical_through_replace_map_and_hand_rules(self):
        self.assertEqual(L.canonical('화물번호판', self.RMAP), '차량번호')
        self.assertEqual(L.canonical('호', self.RMAP), '호실')
        self.assertEqual(L.canonical('휴대폰번호', self.RMAP), '휴대전화번호')
        self.assertEqual(L.canonical(' 내국인이름 ', self.RMAP), '내국인이름')

    def test_category_rules(self):
        self.assertEqual(L.category_from('호실', None), 'ADDRESS')
        self.assertEqual(L.category_from('구아래주소건물', None), 'ADDRESS')
        self.assertEqual(L.category_from('모텔', '사업체/숙박업'), 'BUSINESS')
        self.assertEqual(L.category_from('빌라', '기관및시설/주거시설'), 'ADDRESS')
        self.assertEqual(L.category_from('경찰서', '기관및시설/치안및교정'), 'INSTITUTION')
        self.assertEqual(L.category_from('일본인이름', '사건관계인특정정보/인명'), 'PERSON')
        self.assertEqual(L.category_from('대화명', '사건관계인특정정보/아이디-닉네임'), 'ONLINE')
        self.assertEqual(L.category_from('출구번호', None), 'OTHER_NUMBER')

    def test_taxonomy_keeps_rule_labels(self):
        ids = {e['id']: e['category'] for e in L.taxonomy()['labels']}
        for label, cat in [('주민등록번호', 'ID_NUMBER'), ('계좌번호', 'FINANCIAL'), ('차량번호', 'VEHICLE'),
                           ('도로명주소', 'ADDRESS'), ('나이', 'OTHER_NUMBER'), ('은행', 'INSTITUTION')]:
            self.assertEqual(ids[label], cat)


if __name__ == '__main__':
    unittest.main()
