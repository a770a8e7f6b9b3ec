import unittest

from tests import _path  # noqa: F401
from hangul import final_consonant, fix_particle


class ParticleAgreement(unittest.TestCase):
    def test_subject_and_topic(self):
        self.assertEqual(fix_particle('홍길동', '가 왔다'), '이 왔다')
        self.assertEqual(fix_particle('김철수', '이 왔다'), '가 왔다')
        self.assertEqual(fix_particle('김철수', '은 '), '는 ')
        self.assertEqual(fix_particle('박민준', '는,'), '은,')

    def test_object_and_comitative(self):
        self.assertEqual(fix_particle('이영희', '을 때렸다'), '를 때렸다')
        self.assertEqual(fix_particle('최강', '와의 관계'), '과의 관계')

    def test_euro_with_rieul_rule(self):
        self.assertEqual(fix_particle('김철수', '으로부터'), '로부터')
        self.assertEqual(fix_particle('서울', '으로'), '로')
        self.assertEqual(fix_particle('박민준', '로부터'), '으로부터')

    def test_digits_and_latin_are_read_aloud(self):
        self.assertEqual(fix_particle('1234', '을'), '를')     # 사
        self.assertEqual(fix_particle('12가3451', '를'), '을')  # 일
        self.assertEqual(fix_particle('B', '이 '), '가 ')      # 비
        self.assertEqual(fix_particle('L', '가 '), '이 ')      # 엘

    def test_words_that_only_look_like_particles_stay(self):
        self.assertEqual(fix_particle('국민', '은행에서'), '은행에서')
        self.assertEqual(fix_particle('이수', '이다'), '이다')
        self.assertEqual(fix_particle('래미안', '아파트'), '아파트')
        self.assertEqual(fix_particle('김철수', ' 이 사건'), ' 이 사건')

    def test_final_consonant(self):
        self.assertEqual(final_consonant('홍길동'), 'ㅇ')
        self.assertEqual(final_consonant('김철수'), '')
        self.assertEqual(final_consonant("'서울'"), 'ㄹ')
        self.assertIsNone(final_consonant('#'))


if __name__ == '__main__':
    unittest.main()
